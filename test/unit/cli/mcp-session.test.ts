import { describe, expect, it } from 'vitest';
import { McpSession } from '../../../cli/client/mcp-session';
import { Authorizer, checkExchange, type FetchLike } from '../../../src/index';

const URL_ = 'http://127.0.0.1:3000/mcp';

function session(fetch: FetchLike, timeoutMs = 60_000): McpSession {
  const authorizer = new Authorizer({
    fetch: async () => new Response('', { status: 404 }),
    serverUrl: URL_,
    identity: { clientName: 'test', redirectUri: 'http://127.0.0.1:1/callback' },
    openAuthorization: async () => {
      throw new Error('not asked');
    },
  });
  return new McpSession({
    url: URL_,
    fetch,
    headers: {},
    timeoutMs,
    clientInfo: { name: 't', version: '0' },
    authorizer,
  });
}

/** A server that answers with a stream it never ends, and tells when a request is in. */
function openStreamServer() {
  let arrived!: () => void;
  const requestIn = new Promise<void>((resolve) => (arrived = resolve));
  const fetch: FetchLike = async (_url, init) => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(': open\n\n'));
        init.signal?.addEventListener('abort', () =>
          controller.error(Object.assign(new Error('aborted'), { name: 'AbortError' })),
        );
        arrived();
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  };
  return { fetch, requestIn };
}

const info = {
  label: 'list tools',
  area: 'lists',
  tag: { kind: 'list', method: 'tools/list', run: 1, page: 1 },
} satisfies Parameters<McpSession['request']>[2];

describe('the CLI session owns its requests', () => {
  it('stop ends the request still open, and the record says the session was stopped', async () => {
    const server = openStreamServer();
    const s = session(server.fetch);
    const answering = s.request('tools/list', {}, info);
    await server.requestIn;
    expect(s.owner.running).toBe(1);
    s.owner.stop();
    const answer = await answering;
    expect(answer.failure).toBe('the session was stopped before the answer was complete');
    expect(s.owner.running).toBe(0);
  });

  it('a request past the timeout fails with the timeout, not as stopped', async () => {
    const silent: FetchLike = (_url, init) =>
      new Promise((_, reject) =>
        init.signal?.addEventListener('abort', () =>
          reject(Object.assign(new Error('aborted'), { name: 'AbortError' })),
        ),
      );
    const answer = await session(silent, 20).request('tools/list', {}, info);
    expect(answer.failure).toBe('no answer in 20 ms');
  });
});

describe('the CLI session judges each answer once, when it arrives', () => {
  it("an answer's record carries the checker's findings; a challenge the authorizer takes up carries none", async () => {
    const answering: FetchLike = async (_url, init) =>
      Response.json({ jsonrpc: '2.0', id: (JSON.parse(init.body) as { id: number }).id, result: { tools: [] } });
    const s = session(answering);
    await s.request('tools/list', {}, info);
    const [record] = s.records;
    if (record?.kind !== 'mcp' || !record.response) throw new Error('expected an answered MCP record');
    expect(record.outcome).toBe('answered');
    expect(record.findings.length).toBeGreaterThan(0);
    expect(record.findings).toEqual(checkExchange({ request: record.request, response: record.response }));

    const challenging: FetchLike = async () => new Response('', { status: 401 });
    const c = session(challenging);
    await c.request('tools/list', {}, info);
    const challenged = c.records.find((r) => r.kind === 'mcp');
    expect(challenged).toMatchObject({ kind: 'mcp', challenged: true, findings: [] });
  });
});
