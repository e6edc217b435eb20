import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScanReport } from '../../../src';
import { startUpstream, type Upstream, type UpstreamHandler } from '../../fixtures/upstreams/server';
import { startManyTools } from '../../fixtures/many-tools/server';

// The attacks of the audit on the `client` command, each from a hostile server on 127.0.0.1 that
// the test starts; every one is bounded (a cap, a kill after a flood) so a regression fails, never hangs.

function client(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('node', ['cli/bin.mjs', 'client', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      // No test here has a person to approve: a client waiting for one has already failed.
      if (stderr.includes('Authorize in a browser')) child.kill();
    });
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

const started: Upstream[] = [];
async function serve(handler: UpstreamHandler): Promise<Upstream> {
  const upstream = await startUpstream(handler);
  started.push(upstream);
  return upstream;
}
afterEach(async () => {
  for (const s of started.splice(0)) await s.close();
});

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));

function rpcOf(body: string): { id: unknown; method: string } {
  try {
    const m = JSON.parse(body) as { id?: unknown; method?: unknown };
    return { id: m.id ?? null, method: typeof m.method === 'string' ? m.method : '' };
  } catch {
    return { id: null, method: '' };
  }
}

const complete = { resultType: 'complete', ttlMs: 0, cacheScope: 'private' };

/** A conforming enough server/discover answer with the given capabilities. */
const discovered = (id: unknown, capabilities: object = { tools: {} }) => ({
  jsonrpc: '2.0',
  id,
  result: { supportedVersions: ['2026-07-28'], capabilities, ...complete },
});

// Writes 1 MiB chunks until the reader hangs up or `limit` bytes went out; counts what was written.
async function endless(res: ServerResponse, count: (n: number) => void, limit = 450 * 1024 * 1024): Promise<void> {
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  let open = true;
  res.on('close', () => (open = false));
  for (let sent = 0; open && sent < limit; sent += chunk.length) {
    count(chunk.length);
    if (!res.write(chunk)) await new Promise((resolve) => (res.once('drain', resolve), res.once('close', resolve)));
  }
  res.end();
}

describe('client against hostile servers', () => {
  it('stops reading a 450 MiB answer at its --max-bytes cap, says so, and reports partial (exit 2)', async () => {
    let written = 0;
    const server = await serve((_req: IncomingMessage, res, received) => {
      const { id, method } = rpcOf(received.body);
      if (method === 'server/discover') return json(res, 200, discovered(id));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write(`{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":{"tools":[],"pad":"`);
      void endless(res, (n) => (written += n));
    });
    const run = await client(server.url, '--format', 'json', '--max-bytes', String(1024 * 1024), '--timeout', '60000');
    const report = JSON.parse(run.stdout) as ScanReport;
    const list = report.exchanges.find((e) => e.label === 'tools/list');
    expect(list?.outcome).toBe('failed');
    expect(list?.error).toContain('the answer passed 1048576 bytes (--max-bytes), so the client stopped reading it');
    expect([report.verdict, run.code]).toEqual(['incomplete', 2]);
    expect(written).toBeLessThan(64 * 1024 * 1024);
  }, 60_000);

  it('never follows a redirect, so the --header values go nowhere else (exit 2 saying where it pointed)', async () => {
    const elsewhere = await serve((_req, res) => json(res, 200, {}));
    const redirecting = await serve((_req, res) => res.writeHead(307, { location: elsewhere.url }).end());
    const run = await client(redirecting.url, '--header', 'X-Api-Key: s3cret', '--format', 'json');
    expect(redirecting.received[0]!.headers['x-api-key']).toBe('s3cret');
    expect(elsewhere.received).toEqual([]);
    const report = JSON.parse(run.stdout) as ScanReport;
    expect(report.exchanges[0]?.error).toContain(`HTTP 307 redirect to ${elsewhere.url}, not followed`);
    expect(run.code).toBe(2);
  });

  it('reads an authorization document no further than its cap (an endless resource metadata)', async () => {
    let written = 0;
    const server = await serve((req, res) => {
      const origin = `http://${req.headers.host}`;
      if (req.url?.startsWith('/.well-known/')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write(`{"resource":"${origin}/mcp","authorization_servers":["${origin}"],"pad":"`);
        return void endless(res, (n) => (written += n));
      }
      res
        .writeHead(401, {
          'www-authenticate': `Bearer resource_metadata="${origin}/.well-known/oauth-protected-resource/mcp"`,
        })
        .end();
    });
    const run = await client(server.url, '--format', 'json', '--timeout', '60000');
    expect(run.stderr).toMatch(/the answer passed 1048576 bytes, so reading stopped there/);
    expect(run.code).not.toBe(0);
    expect(written).toBeLessThan(64 * 1024 * 1024);
  }, 60_000);

  it('calls at most --max-calls of the listed tools and notes the rest (100,000 tools)', async () => {
    const many = await startManyTools({ count: 100_000 });
    try {
      const run = await client(many.url, '--format', 'json', '--max-calls', '3', '--timeout', '60000');
      const report = JSON.parse(run.stdout) as ScanReport;
      const calls = report.exchanges.filter((e) => (e.request as { method?: string }).method === 'tools/call');
      expect(calls).toHaveLength(3);
      expect(report.notes).toContain('100000 tools are listed; the client called the first 3 (--max-calls raises it).');
    } finally {
      await many.close();
    }
  }, 60_000);
});

// A tool name that would set the window title, turn the text red and reverse what follows.
const EVIL_NAME = 'evil\x1b]0;owned\x07\x1b[31mred\x9b2J\u202Egnp.exe';
const escapedEvil = (out: string) => ['\x1b', '\x07', '\x9b', '\u202E'].some((c) => out.includes(c));

async function evilTools(): Promise<Upstream> {
  return serve((_req, res, received) => {
    const { id, method } = rpcOf(received.body);
    if (method === 'server/discover') return json(res, 200, discovered(id));
    if (method === 'tools/list')
      return json(res, 200, {
        jsonrpc: '2.0',
        id,
        result: { tools: [{ name: EVIL_NAME, inputSchema: { type: 'object' } }], ...complete },
      });
    // No resultType: a finding that names the call, tool name and all.
    return json(res, 200, { jsonrpc: '2.0', id, result: { content: [{ type: 'text', text: EVIL_NAME }] } });
  });
}

describe('server-chosen names on the terminal (#39 Medium 10)', () => {
  it('client: the text report and stderr show terminal controls and bidi escaped', async () => {
    const server = await evilTools();
    const run = await client(server.url);
    expect(run.stdout).toContain('evil⟨U+001B⟩]0;owned⟨U+0007⟩⟨U+001B⟩[31mred⟨U+009B⟩2J⟨U+202E⟩gnp.exe');
    expect(escapedEvil(run.stdout) || escapedEvil(run.stderr)).toBe(false);
  });

  it('client --format json: the same value, with C1 and bidi as \\u escapes', async () => {
    const server = await evilTools();
    const run = await client(server.url, '--format', 'json');
    expect(escapedEvil(run.stdout)).toBe(false);
    expect(JSON.stringify(JSON.parse(run.stdout))).toContain(JSON.stringify(EVIL_NAME).slice(1, -1));
  });

  it('scan --include-calls: report and progress escaped', async () => {
    const server = await evilTools();
    const run = await new Promise<{ stdout: string; stderr: string }>((resolve) => {
      const child = spawn('node', ['cli/bin.mjs', 'scan', server.url, '--include-calls'], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
      child.on('close', () => resolve({ stdout, stderr }));
    });
    expect(run.stderr).toContain('⟨U+001B⟩');
    expect(escapedEvil(run.stdout) || escapedEvil(run.stderr)).toBe(false);
  });
});

// A server behind its own authorization server (both on one origin): 401 until a token it issued
// comes back; the authorization endpoint redirects straight back, or with `deny` says access_denied,
// or with `endpoint` names another authorization URL. Tokens it issued: `at-<n>`.
async function protectedServer(options: { deny?: boolean; endpoint?: string } = {}): Promise<Upstream> {
  let issued = 0;
  return serve((req, res, received) => {
    const origin = `http://${req.headers.host}`;
    const url = new URL(req.url ?? '/', origin);
    if (url.pathname.startsWith('/.well-known/oauth-protected-resource'))
      return json(res, 200, { resource: `${origin}/mcp`, authorization_servers: [origin] });
    if (url.pathname.startsWith('/.well-known/oauth-authorization-server'))
      return json(res, 200, {
        issuer: origin,
        authorization_endpoint: options.endpoint ?? `${origin}/authorize`,
        token_endpoint: `${origin}/token`,
        registration_endpoint: `${origin}/register`,
        response_types_supported: ['code'],
        code_challenge_methods_supported: ['S256'],
      });
    if (url.pathname === '/register')
      return json(res, 201, { client_id: 'c1', redirect_uris: [], token_endpoint_auth_method: 'none' });
    if (url.pathname === '/authorize') {
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      if (options.deny) back.searchParams.set('error', 'access_denied');
      else back.searchParams.set('code', 'the-code');
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      back.searchParams.set('iss', origin);
      return res.writeHead(302, { location: back.href }).end();
    }
    if (url.pathname === '/token')
      return json(res, 200, { access_token: `at-${++issued}`, token_type: 'Bearer', expires_in: 3600 });
    if (!/^Bearer at-\d+$/.test(req.headers.authorization ?? ''))
      return res
        .writeHead(401, {
          'www-authenticate': `Bearer resource_metadata="${origin}/.well-known/oauth-protected-resource/mcp"`,
        })
        .end();
    const { id, method } = rpcOf(received.body);
    if (method === 'server/discover') return json(res, 200, discovered(id, {}));
    return json(res, 200, { jsonrpc: '2.0', id, error: { code: -32601, message: 'no' } });
  });
}

describe('authorization outcomes (#39 Medium 11, Medium 12)', () => {
  it('access_denied: the server was never reached, so the report is partial (exit 2) with the reason', async () => {
    const server = await protectedServer({ deny: true });
    const run = await client(server.url, '--format', 'json');
    const report = JSON.parse(run.stdout) as ScanReport;
    expect(run.stderr).toContain('access_denied');
    expect([report.verdict, run.code]).toEqual(['incomplete', 2]);
    expect(report.notes).toContain(
      'The authorization did not succeed (Authorization response (redirect back): the authorization server answered access_denied), so the server was never reached past its refusal.',
    );
  });

  it.each([
    ['file:///etc/passwd', 'file:'],
    ['javascript:alert(1)//', 'javascript:'],
    ['http://auth.example.com/authorize', 'http: off loopback'],
  ])('--open never hands %s to the system opener', async (endpoint, what) => {
    const server = await protectedServer({ endpoint });
    const run = await client(server.url, '--open', '--format', 'json', '--timeout', '5000');
    expect(run.stderr).toContain(`was not opened: only https: (and http: on loopback), not ${what}`);
    expect(run.stderr).not.toContain('Authorize in a browser');
    expect(run.code).not.toBe(0);
  });
});

describe('--token-file (#39 Medium 4)', () => {
  it('offers a saved token only to the server it was issued for, and writes the file 0600 even when it existed', async () => {
    const server = await protectedServer();
    const dir = mkdtempSync(join(tmpdir(), 'tokens-'));
    const file = join(dir, 'tokens.json');
    const other = {
      access_token: 'at-999',
      token_type: 'Bearer',
      issuer: 'http://127.0.0.1:9/',
      resource: 'http://127.0.0.1:9/mcp',
      scopes: [],
    };
    writeFileSync(file, JSON.stringify(other), { mode: 0o644 });
    chmodSync(file, 0o644);
    const run = await client(server.url, '--format', 'json', '--token-file', file);
    expect(server.received.map((r) => r.headers.authorization)).not.toContain('Bearer at-999');
    const report = JSON.parse(run.stdout) as ScanReport;
    expect(report.notes).toContain(
      `${file} holds tokens for http://127.0.0.1:9/mcp, not for ${server.url}; they were not sent.`,
    );
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { resource: string; access_token: string }[];
    expect(saved.map((t) => [t.resource, t.access_token])).toEqual([
      ['http://127.0.0.1:9/mcp', 'at-999'],
      [server.url, 'at-1'],
    ]);
  });
});
