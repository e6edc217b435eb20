import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInspector, type RunningInspector } from '../../../app/server/standalone';

// A demo endpoint refuses a body over its 4 MiB cap before reading it whole: a declared length
// over the cap is refused at once, and a body without one is read only up to the cap.

let app: RunningInspector;
beforeAll(async () => {
  app = await startInspector();
});
afterAll(() => app.close());

describe('demo endpoints cap request bodies', () => {
  it.each(['/demo/mcp', '/demo/divergent'])('%s refuses a 700 MB Content-Length at once with 413', async (path) => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${app.origin}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(700 * 1024 * 1024) },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', reject);
      req.write('{"jsonrpc":');
    });
    expect(status).toBe(413);
  });

  it('stops reading a body without Content-Length at the cap', async () => {
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
      },
    });
    const r = await fetch(`${app.origin}/demo/mcp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect(r.status).toBe(413);
    expect(sent).toBeLessThan(64 * 1024 * 1024);
  });
});
