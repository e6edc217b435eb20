import { request } from 'node:http';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppCsp } from '../../../src/index';
import { startInspector, type RunningInspector } from '../../../app/server/standalone';
import { rawRequest, rawSocket } from '../demo/raw-http';

// The MCP App sandbox: a second loopback port of the inspector that serves the proxy page and nothing else,
// with the CSP built from the declared domains; the page names it and admits only it as a frame.

const HTML = '<!doctype html><html><head><title>t</title></head><body></body></html>';
const sandboxIn = (html: string): string | null =>
  /<meta name="mcp-inspector-sandbox" content="([^"]*)">/.exec(html)?.[1] ?? null;
const csp64 = (csp: unknown) => Buffer.from(JSON.stringify(csp)).toString('base64url');

let app: RunningInspector;
beforeAll(async () => {
  app = await startInspector({ page: async () => HTML });
});
afterAll(() => app.close());

describe('the sandbox port', () => {
  it('is another loopback origin, named by the page and its only frame-src', async () => {
    const page = await fetch(`${app.origin}/`);
    const sandbox = sandboxIn(await page.text());
    expect(sandbox).toBe(app.sandboxOrigin);
    expect(new URL(sandbox!).hostname).toBe('127.0.0.1');
    expect(new URL(sandbox!).origin).not.toBe(app.origin);
    expect(page.headers.get('content-security-policy')).toContain(`frame-src ${app.sandboxOrigin};`);
  });

  it('serves the proxy page with the restrictive default CSP when nothing is declared, and no token', async () => {
    const r = await fetch(`${app.sandboxOrigin}/app`);
    expect(r.status).toBe(200);
    const body = await r.text();
    expect(body).toContain('sandbox-proxy-ready');
    expect(body).not.toContain(app.app.token);
    expect(r.headers.get('content-security-policy')).toBe(
      `${buildAppCsp(undefined)}; frame-ancestors http://127.0.0.1:* http://localhost:*`,
    );
  });

  it('builds the CSP from the declared domains and nothing looser', async () => {
    const declared = { connectDomains: ['https://api.example.com', "https://x.example; script-src 'unsafe-eval'"] };
    const r = await fetch(`${app.sandboxOrigin}/app?csp=${csp64(declared)}`);
    const csp = r.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("connect-src 'self' https://api.example.com;");
    expect(csp).not.toContain('unsafe-eval');
    const garbage = await fetch(`${app.sandboxOrigin}/app?csp=not-json`);
    expect(garbage.headers.get('content-security-policy')).toContain("connect-src 'none'");
  });

  it.each([
    ['GET', '/'],
    ['GET', '/index.html'],
    ['POST', '/api/relay'],
    ['GET', '/api/relay'],
    ['POST', '/demo/mcp'],
    ['POST', '/tap'],
    ['POST', '/app'],
    ['GET', '/app/../api/relay'],
  ])('serves nothing else: %s %s is a 404 without the token', async (method, path) => {
    const r = await rawRequest(`${app.sandboxOrigin}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(r.status).toBe(404);
    expect(r.body).not.toContain(app.app.token);
  });

  it('answers only to its own loopback Host (DNS rebinding gets a 404)', async () => {
    const r = await rawRequest(`${app.sandboxOrigin}/app`, { method: 'GET', headers: { Host: 'evil.example' } });
    expect(r.status).toBe(404);
  });

  it('answers a request target that is no URL with its 404, and lives on', async () => {
    const port = Number(new URL(app.sandboxOrigin).port);
    for (const target of ['http://[', 'http://a:99999/app']) {
      const answer = await rawSocket(port, [`GET ${target} HTTP/1.1`, `Host: 127.0.0.1:${port}`]);
      expect(answer).toMatch(/^HTTP\/1\.1 404/);
    }
    const page = await rawRequest(`${app.sandboxOrigin}/app`, { method: 'GET' });
    expect(page.status).toBe(200);
  });

  it('listens on loopback only', async () => {
    const port = new URL(app.sandboxOrigin).port;
    const others = Object.values(networkInterfaces())
      .flat()
      .flatMap((info) => (info && !info.internal && info.family === 'IPv4' ? [info.address] : []));
    for (const address of others) {
      const outcome = await new Promise<string>((resolve) => {
        const r = request({ host: address, port, path: '/app' }, () => resolve('answered'));
        r.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
        r.end();
      });
      expect(outcome).toBe('ECONNREFUSED');
    }
  });

  it('closes with the inspector', async () => {
    const other = await startInspector({ page: async () => HTML });
    const origin = other.sandboxOrigin;
    expect((await fetch(`${origin}/app`)).status).toBe(200);
    await other.close();
    await expect(fetch(`${origin}/app`)).rejects.toThrow();
  });
});
