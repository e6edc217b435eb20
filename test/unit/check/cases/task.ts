import { err, ex, INFO, res, SERVER_INFO, sse, SSE_HEADERS, TASKS, type RuleCase } from '../helpers';

const caps = { extensions: { [TASKS]: {} } };
const base = { taskId: 't1', createdAt: '2026-08-01T00:00:00Z', lastUpdatedAt: '2026-08-01T00:00:01Z', ttlMs: 60000 };
const created = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  ...base,
  status: 'working',
  resultType: 'task',
  ...extra,
});
const call = (result: Record<string, unknown>, c: Record<string, unknown> = caps): ReturnType<typeof ex> =>
  ex('tools/call', res(result), { caps: c, params: { name: 'slow' } });
const get = (result: Record<string, unknown>, c: Record<string, unknown> = caps): ReturnType<typeof ex> =>
  ex('tasks/get', res({ resultType: 'complete', ...base, ...result }), { caps: c, params: { taskId: 't1' } });
const ok = call(created());
const tag = { _meta: { 'io.modelcontextprotocol/subscriptionId': 1 } };
const asked = { taskIds: ['t1'] };
const listen = (taskId: string): ReturnType<typeof ex> =>
  ex(
    'subscriptions/listen',
    sse(
      { jsonrpc: '2.0', method: 'notifications/subscriptions/acknowledged', params: { notifications: asked, ...tag } },
      { jsonrpc: '2.0', method: 'notifications/tasks', params: { ...base, taskId, status: 'working', ...tag } },
      res({ resultType: 'complete', _meta: { ...tag._meta, [SERVER_INFO]: INFO } }),
    ),
    { headers: SSE_HEADERS, caps, params: { notifications: asked } },
  );

export const taskCases: RuleCase[] = [
  {
    rule: 'R-TASK-1',
    name: 'task without the extension declared',
    ok,
    bad: call(created(), {}),
    pointer: '/result/resultType',
  },
  {
    rule: 'R-TASK-2',
    name: 'nested task object',
    ok,
    bad: call({ resultType: 'task', task: { ...base, status: 'working' } }),
    pointer: '/result/task',
  },
  {
    rule: 'R-TASK-2',
    name: 'createdAt not ISO',
    ok,
    bad: call(created({ createdAt: 'yesterday' })),
    pointer: '/result/createdAt',
  },
  {
    rule: 'R-TASK-2',
    name: 'requestState on the task',
    ok,
    bad: call(created({ requestState: 's' })),
    pointer: '/result/requestState',
  },
  { rule: 'R-TASK-3', name: 'v1 ttl key', ok, bad: call(created({ ttl: 60000 })), pointer: '/result/ttl' },
  { rule: 'R-TASK-3', name: 'fractional ttlMs', ok, bad: call(created({ ttlMs: 1500.5 })), pointer: '/result/ttlMs' },
  {
    rule: 'R-TASK-4',
    name: 'failed task with a result',
    ok: get({ status: 'failed', error: { code: -32603, message: 'boom' } }),
    bad: get({ status: 'failed', error: { code: -32603, message: 'boom' }, result: { content: [] } }),
    pointer: '/result/result',
  },
  {
    rule: 'R-TASK-4',
    name: 'completed task with empty content',
    ok: get({ status: 'completed', result: { content: [{ type: 'text', text: 'ok' }] } }),
    bad: get({ status: 'completed', result: { content: [] } }),
    pointer: '/result/result',
  },
  {
    rule: 'R-TASK-4',
    name: 'failed task without error',
    ok: get({ status: 'working' }),
    bad: get({ status: 'failed' }),
    pointer: '/result',
  },
  {
    rule: 'R-TASK-5',
    name: 'cancel acknowledged with a task',
    ok: ex('tasks/cancel', res({ resultType: 'complete' }), { caps, params: { taskId: 't1' } }),
    bad: ex('tasks/cancel', res({ resultType: 'complete', ...base, status: 'cancelled' }), {
      caps,
      params: { taskId: 't1' },
    }),
    pointer: '/result/taskId',
  },
  {
    rule: 'R-TASK-7',
    name: 'tasks/get served without the extension',
    ok: get({ status: 'working' }),
    bad: get({ status: 'working' }, {}),
    pointer: '/result',
  },
  {
    rule: 'R-TASK-7',
    name: 'tasks/get without the extension answered -32602',
    ok: ex('tasks/get', err(-32021, 'Missing capability', { requiredCapabilities: { extensions: { [TASKS]: {} } } }), {
      caps: {},
      params: { taskId: 't1' },
      status: 400,
    }),
    bad: ex('tasks/get', err(-32602, 'Unknown task'), { caps: {}, params: { taskId: 't1' } }),
    pointer: '/error/code',
  },
  {
    rule: 'R-TASK-10',
    name: 'notifications/tasks on a call stream',
    ok: ex('tools/call', sse(res(created())), { headers: SSE_HEADERS, caps }),
    bad: ex(
      'tools/call',
      sse({ jsonrpc: '2.0', method: 'notifications/tasks', params: { ...base, status: 'working' } }, res(created())),
      { headers: SSE_HEADERS, caps },
    ),
    pointer: '/method',
  },
  {
    rule: 'R-TASK-10',
    name: 'notifications/tasks on a listen stream for a task not asked for',
    ok: listen('t1'),
    bad: listen('t2'),
    pointer: '/params/taskId',
  },
];
