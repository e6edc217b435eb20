import { err, ex, good, res, sse, SSE_HEADERS, type RuleCase } from '../helpers';

export const removedCases: RuleCase[] = [
  {
    rule: 'R-REMOVED-1',
    name: 'ping answered with a result',
    ok: ex('ping', err(-32601, 'Method not found'), { status: 404 }),
    bad: ex('ping', res({ resultType: 'complete' })),
    pointer: '',
  },
  {
    rule: 'R-REMOVED-1',
    name: 'logging/setLevel answered -32602',
    ok: ex('logging/setLevel', err(-32601, 'Method not found'), { status: 404 }),
    bad: ex('logging/setLevel', err(-32602, 'bad level')),
    pointer: '/error/code',
  },
  {
    rule: 'R-REMOVED-2',
    name: 'tasks/list served',
    ok: ex('tasks/list', err(-32601, 'Method not found'), { status: 404 }),
    bad: ex('tasks/list', res({ resultType: 'complete', tasks: [] })),
    pointer: '',
  },
  {
    rule: 'R-REMOVED-3',
    name: 'elicitation/complete frame',
    ok: ex('tools/call', sse(res(good('tools/call'))), { headers: SSE_HEADERS }),
    bad: ex(
      'tools/call',
      sse(
        { jsonrpc: '2.0', method: 'notifications/elicitation/complete', params: { elicitationId: 'e' } },
        res(good('tools/call')),
      ),
      { headers: SSE_HEADERS },
    ),
    pointer: '/method',
  },
  {
    rule: 'R-REMOVED-4',
    name: 'legacy initialize served',
    ok: ex('initialize', err(-32022, 'Unsupported', { supported: ['2026-07-28'], requested: '2025-11-25' }), {
      meta: null,
      status: 400,
    }),
    bad: ex(
      'initialize',
      res({ protocolVersion: '2025-11-25', capabilities: {}, serverInfo: { name: 's', version: '1' } }),
      { meta: null },
    ),
    pointer: '',
  },
  {
    rule: 'R-HTTP-9',
    name: 'initialize error naming no versions',
    ok: ex('initialize', err(-32022, 'Unsupported', { supported: ['2026-07-28'], requested: '2025-11-25' }), {
      meta: null,
      status: 400,
    }),
    bad: ex('initialize', err(-32601, 'Method not found'), { meta: null, status: 404 }),
    pointer: '/error',
  },
];
