import type { Extension } from '../types';
import { checkTask } from './check';
import { TASKS_FACTS } from './facts';
import { checkTaskNotifications } from './notifications';
import { tasksProbes } from './probes';
import { TASKS_SCHEMAS } from './schemas';
import { taskPolls, unknownTasks } from './session';
import { taskPollTagger } from './tap';

/**
 * The tasks extension (SEP-2663, `io.modelcontextprotocol/tasks`): tools/call may answer with a task,
 * then tasks/get, tasks/update and tasks/cancel work on its id.
 *
 * @example
 * TASKS.facts.id // => 'io.modelcontextprotocol/tasks'
 * TASKS.sessionRules.map((rule) => rule.name) // => ['unknownTasks', 'taskPolls']
 */
export const TASKS: Extension = {
  facts: TASKS_FACTS,
  schemas: TASKS_SCHEMAS,
  check: (s) => {
    checkTask(s);
    checkTaskNotifications(s);
  },
  sessionRules: [unknownTasks, taskPolls],
  probes: tasksProbes,
  tapTagger: taskPollTagger,
};
