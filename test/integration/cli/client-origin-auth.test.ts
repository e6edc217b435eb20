import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runCli } from '../../../cli/main';

// A 2025-03-26-style protected server: the official SDK 1.x (stateless Streamable HTTP) behind a
// Bearer check, no Protected Resource Metadata and no authorization server metadata; its origin
// serves the default /authorize (auto-approving), /token and /register. Every request is kept.
const TOKEN = 'origin-token';
let server: Server;
let base = '';
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    seen.push(`${req.method} ${url.pathname}`);
    if (url.pathname === '/mcp') {
      if (req.headers.authorization !== `Bearer ${TOKEN}`) {
        res.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
        return;
      }
      const mcp = new McpServer({ name: 'origin-auth-fixture', version: '1.0.0' });
      mcp.registerTool('echo', { inputSchema: { text: z.string() } }, ({ text }) => ({
        content: [{ type: 'text', text }],
      }));
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
      res.on('close', () => void mcp.close());
      void mcp.connect(transport).then(() => transport.handleRequest(req, res));
      return;
    }
    if (req.method === 'GET' && url.pathname === '/authorize') {
      const back = new URL(url.searchParams.get('redirect_uri')!);
      back.searchParams.set('code', 'c0de');
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.href }).end();
      return;
    }
    if (req.method === 'POST' && (url.pathname === '/token' || url.pathname === '/register')) {
      req.resume();
      req.on('end', () => {
        const body =
          url.pathname === '/token' ? { access_token: TOKEN, token_type: 'Bearer' } : { client_id: 'origin-client' };
        res.writeHead(url.pathname === '/token' ? 200 : 201, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((done) => server?.close(done));
});

interface JsonReport {
  era?: string;
  findings: { rule: string }[];
  exchanges: { label: string; request: { url: string }; response: { status: number } | null }[];
}

async function client(...args: string[]): Promise<{ code: number; report: JsonReport; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(['client', ...args, '--format', 'json', '--timeout', '5000'], {
    stdout: { write: (t: string) => (stdout += t) },
    stderr: { write: (t: string) => (stderr += t) },
  });
  return { code, report: JSON.parse(stdout) as JsonReport, stderr };
}

describe("client on a 2025-03-26 server without resource metadata: its origin's default endpoints", () => {
  it('Auto: falls back to /authorize, /token and /register at the origin, then lists and calls its tools', async () => {
    seen.length = 0;
    const { report, stderr } = await client(`${base}/mcp`);
    // What 2026-07-28 asks of it is still said; the flow goes on at the origin all the same.
    expect(report.findings.map((f) => f.rule)).toContain('R-AUTH-2');
    expect(report.era).toBe('2025-11-25');
    expect(stderr).toContain(
      `${base}/.well-known/oauth-authorization-server answered 404, so as in 2025-03-26 the default endpoints ${base}/authorize, /token and /register are used: ok`,
    );
    expect(seen).toEqual(
      expect.arrayContaining([
        'GET /.well-known/oauth-authorization-server',
        'POST /register',
        'GET /authorize',
        'POST /token',
      ]),
    );
    // Each fallback request is in the report with the URL it went to.
    const urls = report.exchanges.map((e) => e.request.url);
    expect(urls).toEqual(expect.arrayContaining([`${base}/.well-known/oauth-authorization-server`, `${base}/token`]));
    const call = report.exchanges.find((e) => e.label === 'tools/call echo');
    expect(call?.response?.status).toBe(200);
  });

  it('--era 2026-07-28: no fallback, R-AUTH-2 stands and nothing is asked of the origin', async () => {
    seen.length = 0;
    const { report } = await client(`${base}/mcp`, '--era', '2026-07-28');
    expect(report.findings.map((f) => f.rule)).toContain('R-AUTH-2');
    expect(seen).not.toContain('GET /.well-known/oauth-authorization-server');
    expect(seen).not.toContain('POST /token');
  });
});
