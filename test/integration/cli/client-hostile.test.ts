import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScanReport } from '../../../src';

// A hostile server and its own authorization server on 127.0.0.1: every MCP request gets a 401
// that asks for a scope it never asked for before, and every authorization succeeds at once (the
// authorization endpoint redirects straight back, the token endpoint hands out refresh tokens).
// Past FLOOD requests the client is ended (the test fails on its missing report): bounded either way.
const FLOOD = 300;
let onFlood = () => {};

function startScopeHunter(): Promise<{ origin: string; requests: () => number; server: Server }> {
  let requests = 0;
  let scope = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (++requests === FLOOD) onFlood();
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const url = new URL(req.url ?? '/', origin);
    const json = (status: number, body: object) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    req.resume();
    req.on('end', () => {
      if (url.pathname.startsWith('/.well-known/oauth-protected-resource'))
        return json(200, { resource: `${origin}/mcp`, authorization_servers: [origin] });
      if (url.pathname.startsWith('/.well-known/oauth-authorization-server'))
        return json(200, {
          issuer: origin,
          authorization_endpoint: `${origin}/authorize`,
          token_endpoint: `${origin}/token`,
          registration_endpoint: `${origin}/register`,
          response_types_supported: ['code'],
          grant_types_supported: ['authorization_code', 'refresh_token'],
          code_challenge_methods_supported: ['S256'],
        });
      if (url.pathname === '/register')
        return json(201, { client_id: 'hunted', redirect_uris: [], token_endpoint_auth_method: 'none' });
      if (url.pathname === '/authorize') {
        const back = new URL(url.searchParams.get('redirect_uri') ?? '');
        back.searchParams.set('code', `code-${requests}`);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        back.searchParams.set('iss', origin);
        return res.writeHead(302, { location: back.href }).end();
      }
      if (url.pathname === '/token')
        return json(200, {
          access_token: `at-${requests}`,
          token_type: 'Bearer',
          refresh_token: `rt-${requests}`,
          expires_in: 3600,
        });
      scope++;
      res
        .writeHead(401, {
          'www-authenticate': `Bearer resource_metadata="${origin}/.well-known/oauth-protected-resource/mcp", scope="scope-${scope}"`,
        })
        .end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        requests: () => requests,
        server,
      }),
    ),
  );
}

function client(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('node', ['cli/bin.mjs', 'client', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    onFlood = () => child.kill();
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

let hunter: Awaited<ReturnType<typeof startScopeHunter>>;
beforeAll(async () => {
  hunter = await startScopeHunter();
});
afterAll(() => new Promise<void>((resolve) => hunter.server.close(() => resolve())));

describe('client against a server that asks for a new scope in every 401', () => {
  it('stops after its budget of authorization rounds for the server and reports', async () => {
    const run = await client(`${hunter.origin}/mcp`, '--format', 'json', '--timeout', '5000');
    const report = JSON.parse(run.stdout) as ScanReport;
    // Three rounds (authorize, one refresh, authorize again), then the limit: a bounded conversation.
    const mcp = report.exchanges.filter(
      (e) => e.request.url === `${hunter.origin}/mcp` && e.probe.startsWith('client:'),
    );
    expect(mcp.map((e) => e.response?.status)).toEqual([401, 401, 401, 401]);
    const limit = report.findings.find((f) => f.rule === 'R-AUTH-20');
    expect(limit?.message).toMatch(/after 3 authorization rounds \(it now asks for scope-4\)/);
    expect(run.stderr).toContain('stopped after 3 authorization rounds without the server accepting a token');
    expect(report.notes.join(' ')).toMatch(/server\/discover got no result/);
    expect(hunter.requests()).toBeLessThan(40);
    // The tokens, codes and PKCE verifiers it handed out are masked in the report (#39 Medium 5).
    expect(run.stdout).not.toMatch(/at-\d|rt-\d|code-\d/);
    expect(run.stdout).not.toMatch(/code_verifier=[^[]/);
    expect(run.stdout).toContain('"access_token\\":\\"[redacted]\\"');
    // A server never reached past its refusal is a partial report.
    expect(mcp.at(-1)).toMatchObject({ outcome: 'answered', error: 'HTTP 401: authorization did not succeed' });
    expect([report.verdict, run.code]).toEqual(['incomplete', 2]);
  }, 60_000);
});
