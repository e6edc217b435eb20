import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { StdioProcess } from '../../../cli/stdio/stdio-process';

// A stdio server that answers a stopped listen's cancellation with one more frame of that listen, and
// a progress note of a call already answered, before it answers the next request: what a loaded machine
// makes of a scan's listen window. Both are late, and neither belongs to the next request.
const SERVER = `
const rl = require('node:readline').createInterface({ input: process.stdin });
const out = (m) => process.stdout.write(JSON.stringify(m) + '\\n');
rl.on('line', (line) => {
  const m = JSON.parse(line);
  if (m.method === 'notifications/cancelled')
    return out({ jsonrpc: '2.0', method: 'notifications/resources/updated',
      params: { uri: 'x://a', _meta: { 'io.modelcontextprotocol/subscriptionId': m.params.requestId } } });
  if (m.method === 'tools/call') {
    out({ jsonrpc: '2.0', id: m.id, result: { resultType: 'complete', content: [] } });
    return out({ jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: 'p', progress: 1 } });
  }
  if (m.method === 'ping') {
    out({ jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: 'q', progress: 1 } });
    out({ jsonrpc: '2.0', method: 'notifications/resources/updated',
      params: { uri: 'x://a', _meta: { 'io.modelcontextprotocol/subscriptionId': 99 } } });
    return out({ jsonrpc: '2.0', id: m.id, result: { resultType: 'complete' } });
  }
});`;

const started: StdioProcess[] = [];
afterEach(async () => {
  for (const p of started.splice(0)) await p.shutdown(2000);
});

const post = (message: object, signal?: AbortSignal) => ({
  method: 'POST' as const,
  headers: {},
  body: JSON.stringify({ jsonrpc: '2.0', ...message }),
  ...(signal ? { signal } : {}),
});

describe('StdioProcess: a notification goes to the request it names', () => {
  it('a stopped listen’s late frame and an answered call’s late progress are not the next request’s', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'stdio-late-')), 'server.cjs');
    writeFileSync(file, SERVER);
    const server = new StdioProcess(`${JSON.stringify(process.execPath)} ${JSON.stringify(file)}`, {
      write: () => undefined,
    });
    started.push(server);
    const stop = new AbortController();
    const listen = server.fetch('stdio:', post({ id: 1, method: 'subscriptions/listen', params: {} }, stop.signal));
    stop.abort();
    await expect(listen).rejects.toThrow('aborted');
    const call = await server.fetch(
      'stdio:',
      post({ id: 2, method: 'tools/call', params: { name: 't', _meta: { progressToken: 'p' } } }),
    );
    expect(JSON.parse(await call.text())).toMatchObject({ id: 2 });
    const ping = await server.fetch(
      'stdio:',
      post({ id: 3, method: 'ping', params: { _meta: { progressToken: 'q' } } }),
    );
    // Its own progress note, and a note naming a subscription nobody opened (the request in flight's, to be
    // judged there), come before its answer; nothing late is in the stream.
    const frames = (await ping.text()).split('\n\n').filter(Boolean);
    expect(frames.map((f) => JSON.parse(f.slice('data: '.length)) as { method?: string; id?: number })).toEqual([
      expect.objectContaining({ method: 'notifications/progress' }),
      expect.objectContaining({ method: 'notifications/resources/updated' }),
      expect.objectContaining({ id: 3 }),
    ]);
  });
});
