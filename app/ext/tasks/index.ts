import { TASKS_EXTENSION } from '../../../src/index';
import type { ExtensionSlots } from '../types';
import { createdTask } from './task-model';
import { TaskPanel } from './task-panel';

/** The tasks extension in the app: a capability box, the listen stream's `taskIds`, and Live's task panel. */
export const TASKS_SLOTS: ExtensionSlots = {
  name: 'tasks',
  capabilityBox: { id: 'tasks', label: 'tasks extension', path: ['extensions', TASKS_EXTENSION] },
  listen: { filter: 'taskIds', label: 'Status of the tasks' },
  // The first exchange of the conversation that created a task (a tools/call answered with resultType task).
  exchangePanel: {
    anchorOf: (rounds, record) => [...rounds, record].find((r) => createdTask(r) !== null) ?? null,
    Panel: TaskPanel,
  },
};
