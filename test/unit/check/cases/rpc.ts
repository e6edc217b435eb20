import { err, ex, good, res, sse, SSE_HEADERS, type RuleCase } from '../helpers';

const ok = ex('tools/call', res(good('tools/call')));

export const rpcCases: RuleCase[] = [
  { rule: 'R-RPC-1', name: 'jsonrpc "2"', ok, bad: ex('tools/call', { ...res(good('tools/call')), jsonrpc: '2' }), pointer: '/jsonrpc' },
  { rule: 'R-RPC-1', name: 'jsonrpc missing', ok, bad: ex('tools/call', { id: 1, result: good('tools/call') }), pointer: '' },
  { rule: 'R-RPC-2', name: 'neither result nor error', ok, bad: ex('tools/call', { jsonrpc: '2.0', id: 1 }), pointer: '' },
  {
    rule: 'R-RPC-2',
    name: 'a notification acknowledged 202 {} is R-HTTP-2 only',
    ok: ex('notifications/cancelled', '{}', { notification: true, status: 202, headers: {} }),
    bad: ex('tools/call', '{}'),
    pointer: '',
  },
  { rule: 'R-RPC-2', name: 'both result and error', ok, bad: ex('tools/call', { ...res(good('tools/call')), error: { code: -32603, message: 'x' } }), pointer: '' },
  {
    rule: 'R-RPC-3',
    name: 'id "7" for request 7',
    ok: ex('tools/call', res(good('tools/call'), 7), { id: 7 }),
    bad: ex('tools/call', res(good('tools/call'), '7'), { id: 7 }),
    pointer: '/id',
  },
  {
    rule: 'R-RPC-3',
    name: 'id left out of a result',
    ok: ex('tools/call', { jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' } }),
    bad: ex('tools/call', { jsonrpc: '2.0', result: good('tools/call') }),
    pointer: '',
  },
  { rule: 'R-RPC-4', name: 'id null on an error', ok: ex('tools/call', err(-32602)), bad: ex('tools/call', err(-32602, 'bad', undefined, null)), pointer: '/id' },
  { rule: 'R-RPC-4', name: 'id null on a result', ok, bad: ex('tools/call', res(good('tools/call'), null)), pointer: '/id' },
  { rule: 'R-RPC-4', name: 'fractional id', ok, bad: ex('tools/call', res(good('tools/call'), 1.5), { id: 1.5 }), pointer: '/id' },
  {
    rule: 'R-RPC-5',
    name: 'string code',
    ok: ex('tools/call', err(-32602)),
    bad: ex('tools/call', { jsonrpc: '2.0', id: 1, error: { code: '-32602', message: 'bad' } }),
    pointer: '/error/code',
  },
  { rule: 'R-RPC-5', name: 'message missing', ok: ex('tools/call', err(-32602)), bad: ex('tools/call', { jsonrpc: '2.0', id: 1, error: { code: -32602 } }), pointer: '/error' },
  {
    rule: 'R-RPC-6',
    name: 'stack trace in message',
    ok: ex('tools/call', err(-32603, 'Internal error.')),
    bad: ex('tools/call', err(-32603, 'Error: boom\n    at f (x.js:1:1)\n    at g (y.js:2:2)')),
    pointer: '/error/message',
  },
  { rule: 'R-RPC-7', name: 'batch array', ok, bad: ex('tools/call', JSON.stringify([res(good('tools/call'))])), pointer: '' },
  { rule: 'R-RPC-7', name: 'JSON scalar', ok, bad: ex('tools/call', '"hello"'), pointer: '' },
  {
    rule: 'R-RPC-8',
    name: 'request frame on a stream',
    ok: ex('tools/call', sse(res(good('tools/call'))), { headers: SSE_HEADERS }),
    bad: ex('tools/call', sse({ jsonrpc: '2.0', id: 9, method: 'elicitation/create', params: {} }, res(good('tools/call'))), { headers: SSE_HEADERS }),
    pointer: '/method',
  },
  { rule: 'R-RPC-8', name: 'a request instead of the response', ok, bad: ex('tools/call', { jsonrpc: '2.0', id: 9, method: 'sampling/createMessage', params: {} }), pointer: '' },
];
