import { err, ex, TASKS, type RuleCase } from '../helpers';

const ok = ex('tools/call', err(-32602, 'Unknown tool: x'));
const code = (c: number, status = 200): ReturnType<typeof ex> => ex('tools/call', err(c, 'failed'), { status });

export const errorCases: RuleCase[] = [
  { rule: 'R-ERR-1', name: '-32002', ok, bad: code(-32002), pointer: '/error/code' },
  { rule: 'R-ERR-1', name: '-32042', ok, bad: code(-32042), pointer: '/error/code' },
  { rule: 'R-ERR-2', name: '-32050', ok: code(-32020, 400), bad: code(-32050), pointer: '/error/code' },
  { rule: 'R-ERR-3', name: '-32000', ok, bad: code(-32000), pointer: '/error/code' },
  { rule: 'R-ERR-3', name: 'pre-final -32004', ok, bad: code(-32004, 400), pointer: '/error/code' },
  { rule: 'R-ERR-4', name: '-32500 application code', ok: code(42), bad: code(-32500), pointer: '/error/code' },
  { rule: 'R-ERR-5', name: '-32020 on HTTP 200', ok: code(-32020, 400), bad: code(-32020, 200), pointer: '' },
  { rule: 'R-ERR-5', name: 'pre-final -32001', ok, bad: code(-32001, 400), pointer: '/error/code' },
  {
    rule: 'R-ERR-8',
    name: '-32601 on HTTP 200',
    ok: ex('x/unknown', err(-32601, 'Method not found'), { status: 404 }),
    bad: ex('x/unknown', err(-32601, 'Method not found'), { status: 200 }),
    pointer: '',
  },
  {
    rule: 'R-TASK-7',
    name: '-32021 on tasks/get without the extension key',
    ok: ex('tasks/get', err(-32021, 'm', { requiredCapabilities: { extensions: { [TASKS]: {} } } }), {
      status: 400,
      params: { taskId: 't' },
    }),
    bad: ex('tasks/get', err(-32021, 'm', { requiredCapabilities: { sampling: {} } }), {
      status: 400,
      params: { taskId: 't' },
    }),
    pointer: '/error/data/requiredCapabilities',
  },
];
