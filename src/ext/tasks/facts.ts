import type { MetaKeyFact } from '../../spec/meta-keys';
import type { MethodFact } from '../../spec/methods';
import type { NotificationFact } from '../../spec/notifications';
import { SPEC_PAGES } from '../../spec/urls';
import type { ExtensionFacts } from '../types';
import { TASKS_RULES } from './rules';

/**
 * The id of the tasks extension (`clientCapabilities.extensions[…]`, `capabilities.extensions[…]`).
 *
 * @example
 * TASKS_EXTENSION // => 'io.modelcontextprotocol/tasks'
 */
export const TASKS_EXTENSION = 'io.modelcontextprotocol/tasks';

const page = SPEC_PAGES.tasksSep;
const CURRENT = {
  cacheable: false,
  inputRequired: false,
  task: false,
  mcpName: 'taskId',
  removed: null,
  extension: 'tasks',
  page,
  list: null,
  capability: null,
} as const;
const GONE = { ...CURRENT, mcpName: null, result: null, removed: 'extension' } as const;

/**
 * The tasks extension (SEP-2663): three methods on a task id, two the extension removed from its v1,
 * the `notifications/tasks` stream notification, v1's related-task key, and the `task` result type.
 *
 * @example
 * TASKS_FACTS.methods['tasks/get'].mcpName // => 'taskId'
 * TASKS_FACTS.resultTypes // => ['task']
 */
export const TASKS_FACTS = {
  name: 'tasks',
  id: TASKS_EXTENSION,
  title: 'the tasks extension',
  page,
  methods: {
    'tasks/get': { ...CURRENT, result: 'GetTaskResult' },
    'tasks/update': { ...CURRENT, result: 'UpdateTaskResult' },
    'tasks/cancel': { ...CURRENT, result: 'CancelTaskResult' },
    'tasks/result': GONE,
    'tasks/list': GONE,
  } as const satisfies Record<string, MethodFact>,
  notifications: {
    'notifications/tasks': { listenOnly: true, filter: 'taskIds', extension: 'tasks' },
  } as const satisfies Record<string, NotificationFact>,
  metaKeys: {
    relatedTask: { key: 'io.modelcontextprotocol/related-task', where: 'any', required: 'optional', status: 'removed' },
  } as const satisfies Record<string, MetaKeyFact>,
  resultTypes: ['task'],
  rules: TASKS_RULES,
  undeclaredRule: 'R-TASK-7',
} as const satisfies ExtensionFacts;
