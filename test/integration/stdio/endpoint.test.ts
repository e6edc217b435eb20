import { createServer, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_HEADER } from '../../../app/server/relay/protocol';
import { STDIO_ERROR_HEADER } from '../../../app/server/stdio/endpoint';
import { startInspector, type RunningInspector } from '../../../app/server/standalone';
import { bodyBytes, records, relay } from '../relay/support';
import { HOSTILE_STDIO, stdioPost } from './support';

// /stdio/mcp runs the user's own server's tools: only holders of the launch token may call it.

const BODY_CAP = 64 * 1024;
let app: RunningInspector;
const ping = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' });

beforeAll(async () => {
  app = await startInspector({ stdioCommand: HOSTILE_STDIO, stdioLimits: { maxRequestBytes: BODY_CAP } });
});
afterAll(() => app.close());

describe('/stdio/mcp', () => {
  it.each([
    ['no token', {}, 'missing_token'],
    ['a wrong token', { [TOKEN_HEADER]: 'x'.repeat(43) }, 'bad_token'],
  ])('refuses %s with 401', async (_name, headers, code) => {
    const r = await fetch(`${app.origin}/stdio/mcp`, { method: 'POST', headers, body: ping });
    expect([r.status, r.headers.get(STDIO_ERROR_HEADER)]).toEqual([401, code]);
  });

  it('answers the page through the relay, which adds the token for its own stdio endpoint', async () => {
    const list = await records(await relay(app, { url: `${app.origin}/stdio/mcp`, body: ping }));
    expect(JSON.parse(bodyBytes(list).toString())).toMatchObject({ id: 1, result: { ok: true } });
  });

  it('gives the token to no other server on the same port at another local address', async () => {
    const seen: (string | undefined)[] = [];
    const other = createServer((req, res) => {
      seen.push(req.headers['x-inspector-token'] as string | undefined);
      req.resume();
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => other.listen(app.port, '127.0.0.2', resolve));
    try {
      await records(await relay(app, { url: `http://127.0.0.2:${app.port}/stdio/mcp`, body: ping }));
      expect(seen).toEqual([undefined]);
    } finally {
      other.close();
    }
  });

  it('refuses a body whose Content-Length is over the cap before reading it', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${app.origin}/stdio/mcp`, {
        method: 'POST',
        headers: { [TOKEN_HEADER]: app.app.token, 'Content-Length': String(700 * 1024 * 1024) },
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
    const big = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(16 * 1024).fill(0x20));
      },
    });
    const r = await fetch(`${app.origin}/stdio/mcp`, {
      method: 'POST',
      headers: { [TOKEN_HEADER]: app.app.token },
      body: big,
      duplex: 'half',
    } as RequestInit);
    expect([r.status, r.headers.get(STDIO_ERROR_HEADER)]).toEqual([413, 'body_too_large']);
    expect((await (await stdioPost(app, 2, 'ping')).json()) as unknown).toMatchObject({ result: { ok: true } });
  });
});
