import type { RuleRow } from '../../check/rule-row';
import { SPEC_PAGES } from '../../spec/urls';

const SEP_2663 = SPEC_PAGES.tasksSep;
const S = { scope: 'session' } as const;

/**
 * The tasks extension's rules (SEP-2663), as rows of the catalogue `RULES` (docs/rules.md).
 *
 * @example
 * TASKS_RULES.map((row) => row[0]).includes('R-TASK-8') // => true
 */
export const TASKS_RULES = [
  ['R-TASK-1', 'MUST NOT', SEP_2663, 'no CreateTaskResult unless this request declared the extension'],
  ['R-TASK-2', 'MUST', SEP_2663, 'CreateTaskResult is flat with taskId, status and ISO timestamps'],
  ['R-TASK-3', 'MUST', SEP_2663, 'task ttlMs is an integer or null, pollIntervalMs an integer'],
  ['R-TASK-4', 'MUST', SEP_2663, 'tasks/get returns the DetailedTask for its status'],
  ['R-TASK-5', 'MUST', SEP_2663, 'tasks/update and tasks/cancel return an empty complete result'],
  ['R-TASK-6', 'MUST', SEP_2663, 'an unknown taskId gets -32602', S],
  ['R-TASK-7', 'MUST', SEP_2663, 'undeclared tasks requests get -32021 naming the extension'],
  ['R-TASK-8', 'MUST', SEP_2663, 'an immediate tasks/get finds a created task', S],
  ['R-TASK-9', 'MUST', SEP_2663, 'inputRequests keys are never reused over a task', S],
  ['R-TASK-10', 'MUST NOT', SEP_2663, 'notifications/tasks only on listen streams, for requested ids'],
] as const satisfies readonly RuleRow[];
