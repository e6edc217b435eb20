import { TASKS_EXTENSION } from '../../../../../src/index';
import { absent, custom, equals, satisfies } from '../checks';
import { DEMO_SERVER_INFO, spec, TASKS_SEP } from '../spec-links';
import type { StepDefinition } from '../types';

const request = {
  method: 'tools/call',
  params: { name: 'slow_job', arguments: {} },
  clientCapabilities: { extensions: { [TASKS_EXTENSION]: {} } },
};
const options = { serverInfo: DEMO_SERVER_INFO };
const fields =
  '"taskId" => "786512e2", "status" => "working",\n   "createdAt" => "2026-07-28T10:30:00Z", "lastUpdatedAt" => "2026-07-28T10:30:00Z"';
const flat = `{:task, %{${fields},\n   "ttlMs" => 60000, "pollIntervalMs" => 5000}}`;
const nested = `{:task, %{"task" => %{${fields},\n   "ttl" => 60000, "pollInterval" => 5000}}}`;

export const tasks: StepDefinition = {
  id: 'tasks',
  title: 'Tasks as an extension',
  summary:
    'Long-running calls may answer with a flat task (resultType "task"), only when this request declared the extension.',
  changes: ['M6', 'm1'],
  explanation: [
    'Tasks let a slow tools/call return at once with a handle the client polls. 2025-11-25 had them in the core protocol; 2026-07-28 moves them to the extension io.modelcontextprotocol/tasks, negotiated per request like everything else.',
    'The server alone decides whether to answer with a task, and only when this very request declared the extension in clientCapabilities.extensions. The answer is flat: the task fields sit directly in the result next to resultType "task", and the durations are renamed ttlMs and pollIntervalMs.',
    'The client then polls tasks/get, which answers "complete" and inlines the final result once the task is done; tasks/update answers input requests and tasks/cancel stops the task. tasks/result and tasks/list are gone.',
  ],
  spec: [TASKS_SEP, spec('basic/versioning', 'extension-negotiation', 'Extension negotiation')],
  example: { cases: [{ request, handler: flat, options }] },
  live: 'tasks',
  exercise: {
    kind: 'handler',
    task: 'This handler still returns the task in its 2025 shape: nested under "task", with ttl and pollInterval. Flatten it and rename the fields.',
    hint: 'Move the fields out of the inner "task" map and rename ttl → ttlMs and pollInterval → pollIntervalMs (R-TASK-2, R-TASK-3).',
    request,
    options,
    start: nested,
    solution: flat,
    checks: [
      equals('/result/resultType', 'task', 'The answer must be a task.'),
      satisfies('/result/taskId', (v) => typeof v === 'string', 'taskId must sit at the top of the result.'),
      absent('/result/task', 'A task result is flat: no nested "task".'),
      custom((o) => {
        const result = (o.response as { result?: Record<string, unknown> }).result ?? {};
        return 'ttl' in result || 'pollInterval' in result
          ? 'ttl and pollInterval were renamed ttlMs and pollIntervalMs.'
          : null;
      }),
      absent('/result/cacheScope', 'A task is not cacheable.'),
    ],
  },
  wrong: { text: `{:task, %{${fields},\n   "ttl" => 60000, "pollInterval" => 5000}}`, feedback: 'R-TASK-3' },
};
