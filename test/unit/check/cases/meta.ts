import { ex, good, INFO, res, SERVER_INFO, sse, SSE_HEADERS, type RuleCase } from '../helpers';

const SUB = 'io.modelcontextprotocol/subscriptionId';
const call = (meta: Record<string, unknown>): ReturnType<typeof ex> =>
  ex('tools/call', res(good('tools/call', { _meta: { [SERVER_INFO]: INFO, ...meta } })));
const ok = call({});
const listen = (...frames: unknown[]): ReturnType<typeof ex> =>
  ex('subscriptions/listen', sse(...frames), {
    headers: SSE_HEADERS,
    params: { notifications: { toolsListChanged: true } },
  });
const ack = {
  jsonrpc: '2.0',
  method: 'notifications/subscriptions/acknowledged',
  params: { notifications: { toolsListChanged: true }, _meta: { [SUB]: 1 } },
};
const changed = (meta: Record<string, unknown>): unknown => ({
  jsonrpc: '2.0',
  method: 'notifications/tools/list_changed',
  params: { _meta: meta },
});
const closing = (id: unknown): unknown => res({ resultType: 'complete', _meta: { [SUB]: id, [SERVER_INFO]: INFO } });
const progress = (meta: Record<string, unknown>): unknown => ({
  jsonrpc: '2.0',
  method: 'notifications/progress',
  params: { progressToken: 'p', progress: 1, _meta: meta },
});
const withToken = { params: { name: 'echo', _meta: { progressToken: 'p' } } };

export const metaCases: RuleCase[] = [
  {
    rule: 'R-META-1',
    name: 'no serverInfo',
    ok,
    bad: ex('tools/call', res(good('tools/call', { _meta: undefined }))),
    pointer: '/result',
  },
  {
    rule: 'R-META-2',
    name: 'serverInfo without version',
    ok,
    bad: ex('tools/call', res(good('tools/call', { _meta: { [SERVER_INFO]: { name: 'srv' } } }))),
    pointer: '/result/_meta/io.modelcontextprotocol~1serverInfo',
  },
  {
    rule: 'R-META-2',
    name: 'websiteUrl not a URI',
    ok: call({ [SERVER_INFO]: { ...INFO, websiteUrl: 'https://x.example' } }),
    bad: call({ [SERVER_INFO]: { ...INFO, websiteUrl: 'not a uri' } }),
    pointer: '/result/_meta/io.modelcontextprotocol~1serverInfo/websiteUrl',
  },
  {
    rule: 'R-META-3',
    name: 'serverInfo in the discover body',
    ok: ex('server/discover', res(good('server/discover'))),
    bad: ex('server/discover', res(good('server/discover', { serverInfo: INFO }))),
    pointer: '/result/serverInfo',
  },
  {
    rule: 'R-META-4',
    name: 'bad key name',
    ok: call({ 'com.example/trace-id': 'x' }),
    bad: call({ 'io.modelcontextprotocol/-x': 1 }),
    pointer: '/result/_meta/io.modelcontextprotocol~1-x',
  },
  {
    rule: 'R-META-4',
    name: 'bad key in a nested _meta',
    ok,
    bad: ex('tools/call', res(good('tools/call', { content: [{ type: 'text', text: 'a', _meta: { 'a b': 1 } }] }))),
    pointer: '/result/content/0/_meta/a b',
  },
  {
    rule: 'R-META-5',
    name: 'unknown reserved key',
    ok: call({ 'io.modelcontextprotocol/related-task': { taskId: 't' } }),
    bad: call({ 'io.modelcontextprotocol/myServerFlag': true }),
    pointer: '/result/_meta/io.modelcontextprotocol~1myServerFlag',
  },
  {
    rule: 'R-META-6',
    name: 'echoed protocolVersion',
    ok,
    bad: call({ 'io.modelcontextprotocol/protocolVersion': '2026-07-28' }),
    pointer: '/result/_meta/io.modelcontextprotocol~1protocolVersion',
  },
  {
    rule: 'R-META-7',
    name: 'traceparent "abc"',
    ok: call({ traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' }),
    bad: call({ traceparent: 'abc' }),
    pointer: '/result/_meta/traceparent',
  },
  {
    rule: 'R-META-7',
    name: 'tracestate without "="',
    ok: call({ tracestate: 'congo=t61rcWkgMzE,rojo=00f067aa0ba902b7' }),
    bad: call({ tracestate: 'congo' }),
    pointer: '/result/_meta/tracestate',
  },
  {
    rule: 'R-META-8',
    name: 'listen notification without subscriptionId',
    ok: listen(ack, changed({ [SUB]: 1 }), closing(1)),
    bad: listen(ack, { jsonrpc: '2.0', method: 'notifications/tools/list_changed' }, closing(1)),
    pointer: '',
  },
  {
    rule: 'R-META-8',
    name: 'subscriptionId of another type',
    ok: listen(ack, changed({ [SUB]: 1 }), closing(1)),
    bad: listen(ack, changed({ [SUB]: '1' }), closing(1)),
    pointer: '/params/_meta',
  },
  {
    rule: 'R-META-9',
    name: 'closing result without _meta',
    ok: listen(ack, closing(1)),
    bad: listen(ack, res({ resultType: 'complete' })),
    pointer: '/result',
  },
  {
    rule: 'R-META-9',
    name: 'closing result with another id',
    ok: listen(ack, closing(1)),
    bad: listen(ack, closing(2)),
    pointer: '/result/_meta/io.modelcontextprotocol~1subscriptionId',
  },
  {
    rule: 'R-META-10',
    name: 'progress tagged with a subscriptionId',
    ok: ex('tools/call', sse(progress({}), res(good('tools/call'))), { headers: SSE_HEADERS, ...withToken }),
    bad: ex('tools/call', sse(progress({ [SUB]: 1 }), res(good('tools/call'))), { headers: SSE_HEADERS, ...withToken }),
    pointer: '/params/_meta/io.modelcontextprotocol~1subscriptionId',
  },
];
