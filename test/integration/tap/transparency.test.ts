import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningInspector } from '../../../app/server/standalone';
import { fixed, gatedSse, startUpstream, type Upstream, type UpstreamHandler } from '../../fixtures/upstreams/server';
import { rawExchange, recorded, startTapped } from './support';

// The tap is invisible: what the target receives is what the client sent, and what the client
// receives is what the target sent, byte for byte (only the connection's own hop-by-hop headers differ).

const upstreams: Upstream[] = [];
const apps: RunningInspector[] = [];

async function tapping(handler: UpstreamHandler, path = '/mcp'): Promise<{ up: Upstream; app: RunningInspector }> {
  const up = await startUpstream(handler);
  upstreams.push(up);
  const app = await startTapped([up.url.replace(/\/mcp$/, path)]);
  apps.push(app);
  return { up, app };
}

afterAll(async () => {
  await Promise.all([...apps.map((a) => a.close()), ...upstreams.map((u) => u.close())]);
});

const port = (origin: string) => Number(new URL(origin).port);
/** The head of a raw HTTP answer: status line and header lines as sent. */
const headOf = (raw: string) => raw.slice(0, raw.indexOf('\r\n\r\n')).split('\r\n');
const HOP = /^(connection|keep-alive|transfer-encoding):/i;

describe('tap: the target receives what the client sent', () => {
  let up: Upstream;
  let app: RunningInspector;
  beforeAll(async () => ({ up, app } = await tapping(fixed(200, { 'Content-Type': 'application/json' }, '{}'))));

  it('keeps header names, their case, order and values; Host names the target; the token never leaves', async () => {
    const body = '{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{}}';
    await rawExchange(
      port(app.origin),
      [
        'POST /tap HTTP/1.1',
        `Host: 127.0.0.1:${port(app.origin)}`,
        'MCP-Protocol-Version: 2026-07-28',
        'mcp-method: tools/list',
        'X-Odd-CASE: kept',
        'Authorization: Bearer s3cret',
        'Cookie: a=b',
        'X-Inspector-Token: must-not-leave',
        'Content-Type: application/json',
      ],
      body,
    );
    const got = up.received.at(-1)!;
    const names = got.rawHeaders.filter((_, i) => i % 2 === 0);
    expect(names.filter((n) => !HOP.test(`${n}:`))).toEqual([
      'Host',
      'MCP-Protocol-Version',
      'mcp-method',
      'X-Odd-CASE',
      'Authorization',
      'Cookie',
      'Content-Type',
      'Content-Length',
    ]);
    expect(got.headers['host']).toBe(new URL(up.url).host);
    expect(got.headers['authorization']).toBe('Bearer s3cret');
    expect(got.headers['cookie']).toBe('a=b');
    expect(got.headers['x-inspector-token']).toBeUndefined();
    expect(got.body).toBe(body);
  });

  it('forwards every HTTP method and the query string, to the target path only', async () => {
    for (const method of ['GET', 'DELETE', 'POST'])
      await fetch(`${app.origin}/tap?session=1`, { method, ...(method === 'POST' ? { body: 'x' } : {}) });
    expect(up.received.slice(-3).map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /mcp?session=1',
      'DELETE /mcp?session=1',
      'POST /mcp?session=1',
    ]);
  });

  it('passes a chunked request body on whole', async () => {
    const parts = ['{"jsonrpc":"2.0",', '"id":7,"method":"ping"}'];
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        for (const p of parts) c.enqueue(new TextEncoder().encode(p));
        c.close();
      },
    });
    await fetch(`${app.origin}/tap`, { method: 'POST', body, duplex: 'half' } as RequestInit);
    expect(up.received.at(-1)?.body).toBe(parts.join(''));
  });
});

describe('tap: the client receives what the target sent', () => {
  it('answers with the very bytes the target sent: status text, header case, repeated headers, no Date added', async () => {
    const { up, app } = await tapping((_req, res) => {
      res.sendDate = false;
      res.writeHead(201, 'Made It', [
        'Content-Type',
        'application/json',
        'X-Server-CASE',
        'one',
        'Set-Cookie',
        'a=1',
        'Set-Cookie',
        'b=2',
        'Mcp-Session-Id',
        'abc',
      ]);
      res.end('{"ok":true}');
    });
    const direct = await rawExchange(port(up.url), ['POST /mcp HTTP/1.1', `Host: ${new URL(up.url).host}`], '{}');
    const tapped = await rawExchange(
      port(app.origin),
      ['POST /tap HTTP/1.1', `Host: 127.0.0.1:${port(app.origin)}`],
      '{}',
    );
    expect(tapped.toString('latin1')).toBe(direct.toString('latin1'));
    expect(headOf(direct.toString('latin1'))[0]).toBe('HTTP/1.1 201 Made It');
    expect(direct.toString('latin1')).not.toMatch(/\r\nDate:/i);
  });

  it('passes binary bodies on byte for byte, and records them', async () => {
    const bytes = randomBytes(1024 * 1024);
    const { up, app } = await tapping(fixed(200, { 'Content-Type': 'application/octet-stream' }, bytes));
    const direct = Buffer.from(await (await fetch(up.url, { method: 'POST', body: '{}' })).arrayBuffer());
    const tapped = Buffer.from(await (await fetch(`${app.origin}/tap`, { method: 'POST', body: '{}' })).arrayBuffer());
    expect(direct.equals(bytes)).toBe(true);
    expect(tapped.equals(bytes)).toBe(true);
    expect((await recorded(app)).at(-1)?.response?.headers['content-type']).toBe('application/octet-stream');
  });

  it('passes each SSE frame on before the stream ends', async () => {
    const gate = gatedSse();
    const { app } = await tapping(gate.handler);
    const response = await fetch(`${app.origin}/tap`, {
      method: 'POST',
      body: '{"jsonrpc":"2.0","id":1,"method":"tools/call"}',
    });
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('notifications/progress');
    expect(await recorded(app)).toHaveLength(0);
    gate.release();
    let rest = '';
    for (let step = await reader.read(); !step.done; step = await reader.read())
      rest += new TextDecoder().decode(step.value);
    expect(rest).toContain('"result"');
    const record = (await recorded(app)).at(-1);
    expect(record?.response?.body).toBe(first + rest);
    expect(record?.timing.firstByteMs).toBeLessThan(record!.timing.totalMs);
  });

  it('passes a compressed answer on as sent, and records it decompressed', async () => {
    const json = '{"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","tools":[]}}';
    const gz = gzipSync(json);
    const { up, app } = await tapping((_req, res) => {
      res.sendDate = false;
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Content-Encoding': 'gzip',
        'Content-Length': gz.length,
      });
      res.end(gz);
    });
    const direct = await rawExchange(port(up.url), ['POST /mcp HTTP/1.1', `Host: ${new URL(up.url).host}`], '{}');
    const tapped = await rawExchange(
      port(app.origin),
      ['POST /tap HTTP/1.1', `Host: 127.0.0.1:${port(app.origin)}`],
      '{}',
    );
    expect(tapped.equals(direct)).toBe(true);
    expect(tapped.subarray(tapped.indexOf('\r\n\r\n') + 4).equals(gz)).toBe(true);
    expect((await recorded(app)).at(-1)?.response?.body).toBe(json);
  });
});
