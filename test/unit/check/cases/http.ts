import { ex, good, res, sse, SSE_HEADERS, type RuleCase } from '../helpers';

const ok = ex('tools/call', res(good('tools/call')));
const stream = (...frames: unknown[]): ReturnType<typeof ex> =>
  ex('tools/call', sse(...frames), { headers: SSE_HEADERS, params: { name: 'echo', _meta: { progressToken: 'p' } } });
const progress = (token: unknown, value: number): unknown => ({
  jsonrpc: '2.0',
  method: 'notifications/progress',
  params: { progressToken: token, progress: value },
});
const note = (accepted: { status: number; body: string }): ReturnType<typeof ex> => {
  const e = ex('notifications/cancelled', accepted.body, { notification: true, status: accepted.status, headers: {} });
  return e;
};

export const httpCases: RuleCase[] = [
  {
    rule: 'R-HTTP-1',
    name: 'text/plain',
    ok,
    bad: ex('tools/call', res(good('tools/call')), { headers: { 'content-type': 'text/plain' } }),
    pointer: '',
  },
  {
    rule: 'R-HTTP-1',
    name: 'HTML error page',
    ok,
    bad: ex('tools/call', '<html><body>502 Bad Gateway</body></html>', {
      status: 502,
      headers: { 'content-type': 'text/html' },
    }),
    pointer: '',
  },
  {
    rule: 'R-HTTP-2',
    name: 'notification answered 202 {}',
    ok: note({ status: 202, body: '' }),
    bad: note({ status: 202, body: '{}' }),
    pointer: '',
  },
  {
    rule: 'R-HTTP-2',
    name: 'notification answered 200 {}',
    ok: note({ status: 202, body: '' }),
    bad: note({ status: 200, body: '{}' }),
    pointer: '',
  },
  {
    rule: 'R-HTTP-3',
    name: 'result on HTTP 500',
    ok,
    bad: ex('tools/call', res(good('tools/call')), { status: 500 }),
    pointer: '',
  },
  {
    rule: 'R-HTTP-4',
    name: 'SSE without X-Accel-Buffering',
    ok: stream(res(good('tools/call'))),
    bad: ex('tools/call', sse(res(good('tools/call'))), { headers: { 'content-type': 'text/event-stream' } }),
    pointer: '',
  },
  {
    rule: 'R-HTTP-5',
    name: 'SSE without a response frame',
    ok: stream(progress('p', 1), res(good('tools/call'))),
    bad: stream(progress('p', 1)),
    pointer: '',
  },
  {
    rule: 'R-HTTP-5',
    name: 'two responses',
    ok: stream(res(good('tools/call'))),
    bad: stream(res(good('tools/call')), res(good('tools/call'))),
    pointer: '',
  },
  {
    rule: 'R-HTTP-5',
    name: 'frame that is not JSON',
    ok: stream(res(good('tools/call'))),
    bad: stream('{"jsonrpc":', res(good('tools/call'))),
    pointer: '',
  },
  {
    rule: 'R-HTTP-6',
    name: 'list_changed inside tools/call',
    ok: stream(progress('p', 1), res(good('tools/call'))),
    bad: stream({ jsonrpc: '2.0', method: 'notifications/tools/list_changed' }, res(good('tools/call'))),
    pointer: '/method',
  },
  {
    rule: 'R-HTTP-6',
    name: 'progress with another token',
    ok: stream(progress('p', 1), progress('p', 2), res(good('tools/call'))),
    bad: stream(progress('q', 1), res(good('tools/call'))),
    pointer: '/params/progressToken',
  },
  {
    rule: 'R-HTTP-6',
    name: 'progress not increasing',
    ok: stream(progress('p', 1), progress('p', 2), res(good('tools/call'))),
    bad: stream(progress('p', 2), progress('p', 2), res(good('tools/call'))),
    pointer: '/params/progress',
  },
  {
    rule: 'R-HTTP-7',
    name: 'Mcp-Session-Id sent',
    ok,
    bad: ex('tools/call', res(good('tools/call')), {
      headers: { 'content-type': 'application/json', 'Mcp-Session-Id': 'abc' },
    }),
    pointer: '',
  },
  {
    rule: 'R-HTTP-8',
    name: 'SSE id lines',
    ok: stream(res(good('tools/call'))),
    bad: ex('tools/call', `id: 42\ndata: ${JSON.stringify(res(good('tools/call')))}\n\n`, { headers: SSE_HEADERS }),
    pointer: '',
  },
];
