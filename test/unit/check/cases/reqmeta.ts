import { err, ex, good, modernHeaders, res, sse, SSE_HEADERS, type RuleCase } from '../helpers';

const H = modernHeaders('tools/list');
const legacyParams = { name: 't', _meta: { progressToken: 1 } };
const log = (level: string): unknown => ({
  jsonrpc: '2.0',
  method: 'notifications/message',
  params: { level, data: 'x' },
});
const call = (logLevel: string | undefined, frameLevel: string): ReturnType<typeof ex> =>
  ex('tools/call', sse(log(frameLevel), res(good('tools/call'))), {
    headers: SSE_HEADERS,
    params: { name: 'echo' },
    ...(logLevel ? { meta: { 'io.modelcontextprotocol/logLevel': logLevel } } : {}),
  });

export const reqmetaCases: RuleCase[] = [
  {
    rule: 'R-REQMETA-1',
    name: 'no _meta answered 200',
    ok: ex('tools/list', err(-32602, 'missing _meta'), { meta: null, reqHeaders: H, status: 400 }),
    bad: ex('tools/list', res(good('tools/list')), { meta: null, reqHeaders: H }),
    pointer: '',
  },
  {
    rule: 'R-REQMETA-1',
    name: 'no clientCapabilities, -32602 on 200',
    ok: ex('tools/list', err(-32602), {
      meta: { 'io.modelcontextprotocol/clientCapabilities': undefined },
      reqHeaders: H,
      status: 400,
    }),
    bad: ex('tools/list', err(-32602), {
      meta: { 'io.modelcontextprotocol/clientCapabilities': undefined },
      reqHeaders: H,
      status: 200,
    }),
    pointer: '',
  },
  {
    rule: 'R-REQMETA-1',
    name: 'legacy _meta (progressToken only) vs the same under a modern header',
    ok: ex('tools/call', res({ content: [] }), {
      meta: null,
      params: legacyParams,
      reqHeaders: { 'MCP-Protocol-Version': '2025-11-25' },
    }),
    bad: ex('tools/call', res({ content: [] }), {
      meta: null,
      params: legacyParams,
      reqHeaders: { 'MCP-Protocol-Version': '2026-07-28' },
    }),
    pointer: '',
  },
  {
    rule: 'R-REQMETA-1',
    name: 'protocolVersion a number, served',
    ok: ex('tools/list', err(-32602, 'invalid _meta'), {
      meta: { 'io.modelcontextprotocol/protocolVersion': 20260728 },
      status: 400,
    }),
    bad: ex('tools/list', res(good('tools/list')), { meta: { 'io.modelcontextprotocol/protocolVersion': 20260728 } }),
    pointer: '',
  },
  {
    rule: 'R-REQMETA-1',
    name: 'clientCapabilities not an object, served',
    ok: ex('tools/list', res(good('tools/list'))),
    bad: ex('tools/list', res(good('tools/list')), { meta: { 'io.modelcontextprotocol/clientCapabilities': 'all' } }),
    pointer: '',
  },
  {
    rule: 'R-REQMETA-2',
    name: 'clientInfo demanded',
    ok: ex('tools/list', res(good('tools/list'))),
    bad: ex('tools/list', err(-32602, 'clientInfo required'), { status: 400 }),
    pointer: '/error',
  },
  {
    rule: 'R-REQMETA-3',
    name: '-32022 without requested',
    ok: ex('tools/list', err(-32022, 'Unsupported', { supported: ['2026-07-28'], requested: '2099-01-01' }), {
      status: 400,
      meta: { 'io.modelcontextprotocol/protocolVersion': '2099-01-01' },
    }),
    bad: ex('tools/list', err(-32022, 'Unsupported', { supported: ['2026-07-28'] }), {
      status: 400,
      meta: { 'io.modelcontextprotocol/protocolVersion': '2099-01-01' },
    }),
    pointer: '/error/data',
  },
  {
    rule: 'R-REQMETA-3',
    name: '-32022 on HTTP 200',
    ok: ex('tools/list', err(-32022, 'Unsupported', { supported: ['2026-07-28'], requested: '2099-01-01' }), {
      status: 400,
      meta: { 'io.modelcontextprotocol/protocolVersion': '2099-01-01' },
    }),
    bad: ex('tools/list', err(-32022, 'Unsupported', { supported: ['2026-07-28'], requested: '2099-01-01' }), {
      status: 200,
      meta: { 'io.modelcontextprotocol/protocolVersion': '2099-01-01' },
    }),
    pointer: '',
  },
  {
    rule: 'R-REQMETA-4',
    name: 'requiredCapabilities as an array',
    ok: ex('tools/call', err(-32021, 'Missing', { requiredCapabilities: { sampling: {} } }), { status: 400 }),
    bad: ex('tools/call', err(-32021, 'Missing', { requiredCapabilities: ['sampling'] }), { status: 400 }),
    pointer: '/error/data/requiredCapabilities',
  },
  {
    rule: 'R-REQMETA-5',
    name: 'unknown logLevel accepted',
    ok: ex('tools/list', res(good('tools/list')), { meta: { 'io.modelcontextprotocol/logLevel': 'debug' } }),
    bad: ex('tools/list', res(good('tools/list')), { meta: { 'io.modelcontextprotocol/logLevel': 'verbose' } }),
    pointer: '',
  },
  {
    rule: 'R-REQMETA-6',
    name: 'log frame without logLevel',
    ok: call('info', 'warning'),
    bad: call(undefined, 'info'),
    pointer: '/method',
  },
  {
    rule: 'R-REQMETA-6',
    name: 'log below the requested level',
    ok: call('info', 'info'),
    bad: call('error', 'debug'),
    pointer: '/params/level',
  },
];
