import type { ProbeDef } from '../../probe/scan/send-probe';
import { TASKS_EXTENSION } from './facts';

/** The task id the scan invents, which no server created. */
const UNKNOWN_TASK = 'mcp-shape-inspector-no-such-task';

/**
 * The scan's probes for a server that declares the tasks extension: tasks/get of a task nobody
 * created (R-TASK-6). Tool calls that create tasks are followed by the calls probe (`src/probe/scan/calls.ts`).
 *
 * @example
 * tasksProbes().map((p) => p.tag) // => [{ kind: 'unknown-task', taskId: 'mcp-shape-inspector-no-such-task' }]
 */
export function tasksProbes(): ProbeDef[] {
  return [
    {
      probe: 'unknown-task',
      label: 'tasks/get of a task that does not exist',
      area: 'calls',
      tag: { kind: 'unknown-task', taskId: UNKNOWN_TASK },
      input: {
        method: 'tasks/get',
        params: { taskId: UNKNOWN_TASK },
        clientCapabilities: { extensions: { [TASKS_EXTENSION]: {} } },
      },
    },
  ];
}
