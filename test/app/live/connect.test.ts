import { describe, expect, it } from 'vitest';
import { connectTo } from '../../../app/features/live/use-connect';
import type { Send } from '../../../app/features/live/mrtr/send-type';
import { recordOf } from '../../support/records';

const TOOLS = 300_000;

/** A stand-in for Live's send: a server whose one tools/list page holds TOOLS small tools. */
const send: Send = async (request) => {
  const method = request.rpcMethod;
  const result =
    method === 'server/discover'
      ? { resultType: 'complete', supportedVersions: ['2026-07-28'], capabilities: { tools: {} } }
      : { resultType: 'complete', tools: Array.from({ length: TOOLS }, (_, i) => ({ name: `t${i}` })) };
  const body = JSON.stringify({ jsonrpc: '2.0', id: request.message['id'], result });
  const record = recordOf({
    id: `${method}-1`,
    startedAt: '2026-07-28T00:00:00.000Z',
    source: 'relay',
    rpcMethod: method,
    request: { url: request.url, method: 'POST', headers: request.headers, body: '{}' },
    response: { status: 200, statusText: '', headers: { 'content-type': 'application/json' }, body },
    timing: { totalMs: 1 },
    findings: [],
  });
  return { record, fromCache: null };
};

describe('connectTo', () => {
  it('keeps every tool of a page that lists 300,000 (more than a spread of arguments can hold)', async () => {
    const connection = await connectTo(send, 'http://127.0.0.1:1/mcp', new AbortController().signal);
    expect(connection.catalog.tools).toHaveLength(TOOLS);
    expect(connection.catalog.tools?.at(-1)).toEqual({ name: `t${TOOLS - 1}` });
  });

  it("marks each of its requests as Connect's, so a refused list is retried by connecting again", async () => {
    const options: unknown[] = [];
    const watched: Send = (request, sendOptions) => {
      options.push(sendOptions);
      return send(request, sendOptions);
    };
    await connectTo(watched, 'http://127.0.0.1:1/mcp', new AbortController().signal);
    expect(options.length).toBe(2);
    for (const o of options) expect(o).toMatchObject({ connecting: true });
  });
});
