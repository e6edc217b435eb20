import { ex, good, res, TASKS, type RuleCase } from '../helpers';

const task = {
  taskId: 't1',
  status: 'working',
  createdAt: '2026-08-01T00:00:00Z',
  lastUpdatedAt: '2026-08-01T00:00:00Z',
  ttlMs: 60000,
  resultType: 'task',
};
const tasksCaps = { extensions: { [TASKS]: {} } };
const ok = ex('tools/list', res(good('tools/list')));

export const resultTypeCases: RuleCase[] = [
  {
    rule: 'R-RESULT-TYPE-1',
    name: 'resultType missing',
    ok,
    bad: ex('tools/list', res(good('tools/list', { resultType: undefined }))),
    pointer: '/result',
  },
  {
    rule: 'R-RESULT-TYPE-1',
    name: 'resultType not a string',
    ok,
    bad: ex('tools/list', res(good('tools/list', { resultType: 1 }))),
    pointer: '/result/resultType',
  },
  {
    rule: 'R-RESULT-TYPE-1',
    name: 'result null',
    ok,
    bad: ex('tools/list', { jsonrpc: '2.0', id: 1, result: null }),
    pointer: '/result',
  },
  {
    rule: 'R-RESULT-TYPE-1',
    name: 'result an array',
    ok,
    bad: ex('tools/list', { jsonrpc: '2.0', id: 1, result: [] }),
    pointer: '/result',
  },
  {
    rule: 'R-RESULT-TYPE-1',
    name: 'result a string',
    ok,
    bad: ex('tools/list', { jsonrpc: '2.0', id: 1, result: 'ok' }),
    pointer: '/result',
  },
  {
    rule: 'R-RESULT-TYPE-2',
    name: 'resultType "partial"',
    ok,
    bad: ex('tools/list', res(good('tools/list', { resultType: 'partial' }))),
    pointer: '/result/resultType',
  },
  {
    rule: 'R-RESULT-TYPE-3',
    name: 'tasks/get answered "task"',
    ok: ex('tasks/cancel', res({ resultType: 'complete' }), { caps: tasksCaps, params: { taskId: 't1' } }),
    bad: ex('tasks/get', res(task), { caps: tasksCaps, params: { taskId: 't1' } }),
    pointer: '/result/resultType',
  },
  {
    rule: 'R-RESULT-TYPE-4',
    name: 'tools/list answered input_required',
    ok: ex('tools/call', res({ resultType: 'input_required', requestState: 'x' })),
    bad: ex('tools/list', res({ resultType: 'input_required', requestState: 'x' })),
    pointer: '/result/resultType',
  },
  {
    rule: 'R-RESULT-TYPE-5',
    name: 'task on prompts/get',
    ok: ex('tools/call', res(task), { caps: tasksCaps }),
    bad: ex('prompts/get', res(task), { caps: tasksCaps }),
    pointer: '/result/resultType',
  },
  {
    rule: 'R-RESULT-TYPE-5',
    name: 'task answering clientCapabilities {}',
    ok: ex('tools/call', res(task), { caps: tasksCaps }),
    bad: ex('tools/call', res(task), { caps: {} }),
    pointer: '/result/resultType',
  },
  {
    rule: 'R-RESULT-TYPE-7',
    name: 'unknown method result is not an object member set',
    ok: ex('x/custom', res({ resultType: 'complete', _meta: {} })),
    bad: ex('x/custom', res({ resultType: 'complete', _meta: 5 })),
    pointer: '/result/_meta',
  },
];
