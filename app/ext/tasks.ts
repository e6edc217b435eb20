import { TASKS_EXTENSION } from '../../src/index';
import type { ExtensionSlots } from './types';

/** The tasks extension in the app: a capability box and the listen stream's `taskIds`; its task panel is Live's. */
export const TASKS_SLOTS: ExtensionSlots = {
  name: 'tasks',
  capabilityBox: { id: 'tasks', label: 'tasks extension', path: ['extensions', TASKS_EXTENSION] },
  listen: { filter: 'taskIds', label: 'Status of the tasks' },
};
