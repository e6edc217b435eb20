import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_ENV } from '../../../app/server/security/token';
import { startInspector, type RunningInspector } from '../../../app/server/standalone';
import { rawRequest } from '../demo/raw-http';

// The page hands its token only to a request for the app's own Host that is not a cross-origin
// read; every answer carries the CSP, and the page's CSP admits exactly its inline scripts.

const INLINE = 'console.log("preamble")';
const HTML = `<!doctype html><html><head><title>t</title><script type="module">${INLINE}</script><script type="module" src="/a.js"></script></head><body></body></html>`;
const tokenIn = (html: string): string | null =>
  /<meta name="mcp-inspector-token" content="([^"]*)">/.exec(html)?.[1] ?? null;

let app: RunningInspector;
beforeAll(async () => {
  app = await startInspector({ page: async () => HTML });
});
afterAll(() => app.close());

describe('index.html and its token', () => {
  it('carries a per-launch token of at least 128 bits for the own host', async () => {
    const page = await fetch(`${app.origin}/`);
    const token = tokenIn(await page.text());
    expect(token).toBe(app.app.token);
    expect(Buffer.from(token!, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const other = await startInspector({ page: async () => HTML });
    expect(other.app.token).not.toBe(app.app.token);
    await other.close();
  });

  it.each([
    ['a foreign Host (DNS rebinding)', { Host: 'evil.example' }],
    ['its own host name on another port', { Host: '127.0.0.1:1' }],
    ['a foreign Origin', { Origin: 'http://evil.example' }],
    ['a cross-site fetch', { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'cors' }],
    ['a same-site no-cors load', { 'Sec-Fetch-Site': 'same-site', 'Sec-Fetch-Mode': 'no-cors' }],
  ])('withholds the token from %s', async (_name, headers) => {
    const r = await rawRequest(`${app.origin}/`, { method: 'GET', headers });
    expect(r.status).toBe(200);
    expect(tokenIn(r.body)).toBeNull();
  });

  it('gives the token to a top-level navigation from another site (a shared #/live link)', async () => {
    const r = await rawRequest(`${app.origin}/`, {
      method: 'GET',
      headers: { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' },
    });
    expect(tokenIn(r.body)).toBe(app.app.token);
  });

  it.each(['/demo/unknown', '/demo/auth-nothing', '/api/other', '/tap/nobody'])(
    'answers %s with 404, never the page and its token, even to Accept: text/html (#39 Low 16)',
    async (path) => {
      const r = await rawRequest(`${app.origin}${path}`, { method: 'GET', headers: { Accept: 'text/html' } });
      expect(r.status).toBe(404);
      expect(tokenIn(r.body)).toBeNull();
      expect(r.body).not.toContain(app.app.token);
    },
  );

  it('is pinned by MCP_INSPECTOR_TOKEN', async () => {
    const pinned = 'pinned-token-for-scripts-0123456789';
    process.env[TOKEN_ENV] = pinned;
    try {
      const other = await startInspector({ page: async () => HTML });
      expect(tokenIn(await (await fetch(`${other.origin}/`)).text())).toBe(pinned);
      await other.close();
    } finally {
      delete process.env[TOKEN_ENV];
    }
  });

  it('sends a CSP admitting its inline script by hash, and no framing', async () => {
    const csp = (await fetch(`${app.origin}/`)).headers.get('content-security-policy') ?? '';
    const hash = createHash('sha256').update(INLINE).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    for (const part of [
      "default-src 'self'",
      "img-src 'self' data:",
      "worker-src 'self' blob:",
      "frame-ancestors 'none'",
      "style-src 'self' 'unsafe-inline'",
    ])
      expect(csp).toContain(part);
    expect(csp).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:\* http:\/\/localhost:\*/);
  });

  it('sends a no-content CSP and nosniff on API and demo answers', async () => {
    for (const path of ['/api/relay', '/demo/mcp']) {
      const r = await fetch(`${app.origin}${path}`, { method: 'POST', body: '{}' });
      expect(r.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('content-type')).not.toMatch(/html/);
    }
  });
});

describe('how the inspector was started, named to the page', () => {
  const launchIn = (html: string): string | null =>
    /<meta name="mcp-inspector-launch" content="([^"]*)">/.exec(html)?.[1] ?? null;

  it('names the launch to every page request, token or not, escaped', async () => {
    const named = await startInspector({ page: async () => HTML, launch: 'mcp-shape-inspector' });
    const odd = await startInspector({ page: async () => HTML, launch: 'a"><script>x' });
    try {
      expect(launchIn(await (await fetch(`${named.origin}/`)).text())).toBe('mcp-shape-inspector');
      const foreign = await rawRequest(`${named.origin}/`, {
        method: 'GET',
        headers: { Origin: 'http://evil.example' },
      });
      expect(tokenIn(foreign.body)).toBeNull();
      expect(launchIn(foreign.body)).toBe('mcp-shape-inspector');
      const escaped = await (await fetch(`${odd.origin}/`)).text();
      expect(escaped).not.toContain('<script>x');
      expect(launchIn(escaped)).toBe('a&#34;&#62;&#60;script&#62;x');
    } finally {
      await named.close();
      await odd.close();
    }
  });

  it("names the stdio server's path only when --stdio started one, never its command", async () => {
    const stdioIn = (html: string): string | null =>
      /<meta name="mcp-inspector-stdio" content="([^"]*)">/.exec(html)?.[1] ?? null;
    const command = `"${process.execPath}" -e "process.exit(3)"`;
    const withStdio = await startInspector({ page: async () => HTML, stdioCommand: command });
    try {
      const html = await (await fetch(`${withStdio.origin}/`)).text();
      expect(stdioIn(html)).toBe('/stdio/mcp');
      expect(html).not.toContain('process.exit');
      expect(stdioIn(await (await fetch(`${app.origin}/`)).text())).toBeNull();
    } finally {
      await withStdio.close();
    }
  });

  it('says nothing when the server was not told (the page falls back to npm start --)', async () => {
    const html = await (await fetch(`${app.origin}/`)).text();
    expect(tokenIn(html)).toBe(app.app.token);
    expect(launchIn(html)).toBeNull();
  });
});
