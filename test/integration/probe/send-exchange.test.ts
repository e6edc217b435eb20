import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkExchange } from '../../../src/check/index';
import { sendExchange, sendMessage, type ArrivedFrame } from '../../../src/probe/index';

// A real HTTP server on 127.0.0.1 whose /stream route sends frame 1 only after the client saw frame 0.
let server: Server;
let url: string;
let seenFirst: () => void = () => {};
const received: { headers: Record<string, unknown>; body: string }[] = [];

function frame(res: ServerResponse, message: unknown): void {
  res.write(`event: message\ndata: ${JSON.stringify(message)}\n\n`);
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      const id = (JSON.parse(body) as { id?: number }).id;
      if (req.url === '/stream') {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'x-accel-buffering': 'no' });
        res.write('id: 0\ndata: \n\n');
        frame(res, { jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: 'p', progress: 1 } });
        seenFirst = () => {
          frame(res, { jsonrpc: '2.0', id, result: { resultType: 'complete', content: [] } });
          res.end();
        };
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(`\uFEFF${JSON.stringify({ jsonrpc: '2.0', id, result: { resultType: 'complete', tools: [] } })}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('sendExchange over the global fetch and a real server', () => {
  it('sends buildRequest headers and envelope, and records the exchange verbatim (BOM kept)', async () => {
    const clock = [100, 130, 150];
    const recorded = await sendExchange(fetch, {
      url: `${url}/json`,
      method: 'tools/list',
      id: 3,
      meta: { progressToken: 'p' },
      headers: { 'X-Extra': 'yes', 'mcp-method': null },
      now: () => clock.shift() ?? 0,
    });
    const sent = received.at(-1)!;
    expect(sent.headers['mcp-protocol-version']).toBe('2026-07-28');
    expect(sent.headers['mcp-method']).toBeUndefined();
    expect(sent.headers['x-extra']).toBe('yes');
    expect(JSON.parse(sent.body)).toEqual({
      jsonrpc: '2.0',
      id: 3,
      method: 'tools/list',
      params: {
        _meta: {
          progressToken: 'p',
          'io.modelcontextprotocol/protocolVersion': '2026-07-28',
          'io.modelcontextprotocol/clientCapabilities': {},
        },
      },
    });
    expect(recorded.request).toMatchObject({ url: `${url}/json`, method: 'tools/list', id: 3, body: sent.body });
    expect(recorded.response.status).toBe(200);
    expect(recorded.response.body.startsWith('\uFEFF{')).toBe(true);
    expect(recorded.timing).toEqual({ startedAt: 100, headersMs: 30, totalMs: 50 });
    expect(checkExchange(recorded).map((f) => f.rule)).toContain('R-RPC-7');
  });

  it('hands SSE frames to onFrame as they arrive, before the stream ends', async () => {
    const frames: ArrivedFrame[] = [];
    const recorded = await sendExchange(fetch, {
      url: `${url}/stream`,
      method: 'tools/call',
      id: 4,
      params: { name: 'slow', arguments: {} },
      onFrame: (f) => {
        frames.push(f);
        if (f.frame === 0) seenFirst();
      },
    });
    expect(frames.map((f) => [f.frame, (f.message as { method?: string; id?: number }).method ?? f.message])).toEqual([
      [0, 'notifications/progress'],
      [1, { jsonrpc: '2.0', id: 4, result: { resultType: 'complete', content: [] } }],
    ]);
    expect(recorded.response.body).toContain('id: 0\ndata: \n\n');
    expect(recorded.aborted).toBe(false);
  });

  it('resolves with what arrived when aborted mid-stream', async () => {
    const controller = new AbortController();
    const recorded = await sendExchange(fetch, {
      url: `${url}/stream`,
      method: 'tools/call',
      id: 5,
      params: { name: 'slow', arguments: {} },
      signal: controller.signal,
      onFrame: () => controller.abort(),
    });
    expect(recorded.aborted).toBe(true);
    expect(recorded.response.body).toContain('notifications/progress');
    seenFirst();
  });

  it('sendMessage posts a message as given (no envelope added)', async () => {
    const message = { jsonrpc: '2.0', id: 6, method: 'initialize', params: { protocolVersion: '2025-11-25' } };
    const recorded = await sendMessage(fetch, {
      url: `${url}/json`,
      message,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(JSON.parse(received.at(-1)!.body)).toEqual(message);
    expect(recorded.request).toMatchObject({ method: 'initialize', id: 6, params: { protocolVersion: '2025-11-25' } });
  });
});
