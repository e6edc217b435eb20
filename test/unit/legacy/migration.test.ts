import { describe, expect, it } from 'vitest';
import { exchangeRecord, migrationOf, modernViewOf, type LegacyExchange } from '../../../src/index';

const URL_ = 'http://127.0.0.1:3000/mcp';
function exchange(
  id: string,
  request: { method?: string; body: string; headers?: Record<string, string> },
  response: { status?: number; body: string; headers?: Record<string, string> },
): LegacyExchange {
  const record = exchangeRecord({
    id,
    startedAt: '2026-07-28T00:00:00.000Z',
    source: 'direct',
    request: { url: URL_, method: request.method ?? 'POST', headers: request.headers ?? {}, body: request.body },
    response: { status: response.status ?? 200, statusText: '', headers: response.headers ?? {}, body: response.body },
    timing: { totalMs: 1 },
    findings: [],
  });
  let answer: LegacyExchange['answer'];
  try {
    const parsed = JSON.parse(response.body) as Record<string, unknown>;
    if ('result' in parsed || 'error' in parsed) answer = parsed as LegacyExchange['answer'];
  } catch {
    answer = undefined;
  }
  return { record, ...(answer ? { answer } : {}) };
}
const rpc = (id: number, method: string, params: object = {}) => JSON.stringify({ jsonrpc: '2.0', id, method, params });

describe('migrationOf', () => {
  const init = exchange(
    'i',
    { body: rpc(0, 'initialize') },
    { body: '{"jsonrpc":"2.0","id":0,"result":{}}', headers: { 'mcp-session-id': 'abc' } },
  );
  it('names -32002 and the status an error must travel with, each on the exchange that shows it', () => {
    const notFound = exchange(
      'r',
      { body: rpc(1, 'resources/read', { uri: 'x' }) },
      { body: '{"jsonrpc":"2.0","id":1,"error":{"code":-32002,"message":"Resource not found"}}' },
    );
    const unknown = exchange(
      'u',
      { body: rpc(2, 'tools/nope') },
      { body: '{"jsonrpc":"2.0","id":2,"error":{"code":-32601,"message":"Method not found"}}' },
    );
    const entries = migrationOf([init, notFound, unknown], { transport: 'streamable-http' });
    expect(
      entries
        .filter((e) => e.change === 'error-codes' || e.change === 'http-statuses')
        .map((e) => [e.change, e.exchange, e.rule, e.learn]),
    ).toEqual([
      ['error-codes', 'r', 'R-ERR-1', 'resource-not-found'],
      ['http-statuses', 'u', 'R-HTTP-3', 'error-codes'],
    ]);
  });
  it('sees the GET stream, the server requests and the HTTP+SSE transport', () => {
    const stream = exchange(
      'g',
      { method: 'GET', body: '' },
      {
        body: 'data: {"jsonrpc":"2.0","id":5,"method":"roots/list"}\n\n',
        headers: { 'content-type': 'text/event-stream' },
      },
    );
    const streamable = migrationOf([init, stream], { transport: 'streamable-http' }).map(
      (e) => `${e.change}@${e.exchange}`,
    );
    expect(streamable).toEqual([
      'serve-discover@i',
      'meta-envelope@i',
      'drop-sessions@i',
      'listen@g',
      'input-required@g',
    ]);
    const sse = migrationOf([stream, init], { transport: 'http+sse' }).map((e) => `${e.change}@${e.exchange}`);
    expect(sse).toContain('replace-http-sse@g');
    expect(sse).not.toContain('listen@g');
  });
  it('cites for listen the GET stream the server pushed on, else one it opened silent; never a resumed request stream', () => {
    const sse = { 'content-type': 'text/event-stream' };
    const silent = exchange('s', { method: 'GET', body: '' }, { body: '', headers: sse });
    const resumed = exchange(
      'r',
      { method: 'GET', body: '', headers: { 'Last-Event-ID': 'e1' } },
      {
        body: 'id: e2\ndata: {"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":1,"progress":1}}\n\n',
        headers: sse,
      },
    );
    const answerOnly = exchange(
      'a',
      { method: 'GET', body: '' },
      { body: 'data: {"jsonrpc":"2.0","id":3,"result":{}}\n\n', headers: sse },
    );
    const pushed = exchange(
      'p',
      { method: 'GET', body: '' },
      { body: 'data: {"jsonrpc":"2.0","method":"notifications/tools/list_changed"}\n\n', headers: sse },
    );
    const listen = (list: LegacyExchange[]) =>
      migrationOf(list, { transport: 'streamable-http' }).filter((e) => e.change === 'listen');
    expect(listen([init, resumed])).toEqual([]);
    expect(
      listen([init, silent, resumed, answerOnly]).map((e) => [e.exchange, e.message.includes('none arrived')]),
    ).toEqual([['s', true]]);
    expect(
      listen([init, silent, resumed, answerOnly, pushed]).map((e) => [e.exchange, e.message.includes('pushes')]),
    ).toEqual([['p', true]]);
  });
  it('lists nothing for a session that shows nothing (no exchange, no entry)', () => {
    expect(migrationOf([], { transport: 'streamable-http' })).toEqual([]);
  });
});

describe('modernViewOf', () => {
  it('has no view for initialize, for a notification or without an answer, and says why', () => {
    const init = exchange('i', { body: rpc(0, 'initialize') }, { body: '' });
    const note = exchange(
      'n',
      { body: '{"jsonrpc":"2.0","method":"notifications/initialized"}' },
      { status: 202, body: '' },
    );
    const views = [init, note].map((e) => modernViewOf(e, null));
    expect(views.map((v) => v.kind === 'none' && v.why.split(':')[0])).toEqual([
      '2026-07-28 has no initialize',
      'Not a request',
    ]);
    const unanswered = exchange('t', { body: rpc(3, 'tools/list') }, { body: '' });
    expect(modernViewOf(unanswered, null)).toEqual({
      kind: 'none',
      why: 'No answer arrived, so there is nothing to shape.',
    });
  });
  it('sends the envelope and routing headers a modern client would, and names the server from initialize', () => {
    const call = exchange(
      'c',
      { body: rpc(4, 'tools/call', { name: 'echo', arguments: {} }) },
      { body: '{"jsonrpc":"2.0","id":4,"result":{"content":[]}}' },
    );
    const view = modernViewOf(call, { name: 'legacy', version: '9' });
    if (view.kind !== 'view') throw new Error(view.why);
    expect([view.request.headers['Mcp-Method'], view.request.headers['Mcp-Name']]).toEqual(['tools/call', 'echo']);
    expect(view.modern.response).toEqual({
      jsonrpc: '2.0',
      id: 4,
      result: {
        content: [],
        resultType: 'complete',
        _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'legacy', version: '9' } },
      },
    });
    expect(view.sentStatus).toBe(200);
  });
});
