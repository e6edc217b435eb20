import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, preview } from 'vite';
import { describe, expect, it } from 'vitest';
import { buildRequest } from '../../../src';
import { RELAY_PATH, TOKEN_HEADER } from '../../../app/server/relay/protocol';
import { kinds as merged, records } from './support';

// The same server mounted by Vite: `npm run dev` (configureServer) and `npm start`, which runs
// `vite preview` (configurePreviewServer). Each serves the page with its token and the relay.

async function relayThrough(origin: string): Promise<string[]> {
  const page = await (await fetch(`${origin}/`)).text();
  const token = /<meta name="mcp-inspector-token" content="([^"]+)">/.exec(page)?.[1];
  expect(token).toBeTruthy();
  const req = buildRequest({ method: 'server/discover', id: 1 });
  const answer = await fetch(`${origin}${RELAY_PATH}`, {
    method: 'POST',
    headers: { [TOKEN_HEADER]: token!, Origin: origin },
    body: JSON.stringify({ url: `${origin}/demo/mcp`, headers: req.headers, body: req.body }),
  });
  const list = await records(answer);
  return merged(list).map((t) => (t === 'head' && list[0]?.t === 'head' ? `head ${list[0].status}` : t));
}

describe('mounted by Vite', () => {
  it('npm run dev: page with token and hashed inline scripts, relay, demo endpoint, CORS off', async () => {
    const server = await createServer({
      logLevel: 'silent',
      server: { port: 0, strictPort: false },
      optimizeDeps: { noDiscovery: true },
    });
    await server.listen();
    try {
      const origin = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
      const page = await fetch(`${origin}/`);
      expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
      expect(await relayThrough(origin)).toEqual(['head 200', 'body', 'end']);
      const cors = await fetch(`${origin}/`, { headers: { Origin: 'http://localhost:3000' } });
      expect(cors.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await server.close();
    }
  });

  it('npm start (vite preview): page with token, relay, CSP on static files', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'inspector-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>built</title></head><body></body></html>',
    );
    writeFileSync(join(dist, 'app.js'), 'export {};');
    const server = await preview({
      logLevel: 'silent',
      build: { outDir: dist },
      preview: { port: 0, strictPort: false },
    });
    try {
      const origin = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
      expect(await relayThrough(origin)).toEqual(['head 200', 'body', 'end']);
      const asset = await fetch(`${origin}/app.js`);
      expect(asset.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    } finally {
      await server.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
