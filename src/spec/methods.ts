import { SPEC_PAGES } from './urls';

/**
 * What the 2026-07-28 revision (with the tasks extension) says about one request method.
 *
 * @example
 * const fact: MethodFact = METHODS['resources/read'];
 * fact.mcpName // => 'uri'
 */
export interface MethodFact {
  /** Complete results carry `ttlMs` and `cacheScope` (R-CACHE-1). */
  readonly cacheable: boolean;
  /** May answer `resultType: "input_required"` (MRTR § Supported Requests). */
  readonly inputRequired: boolean;
  /** May answer `resultType: "task"` when the tasks extension is declared (SEP-2663). */
  readonly task: boolean;
  /** The params field the client copies into `Mcp-Name`, or null. */
  readonly mcpName: string | null;
  /** The schema definition of a complete result, or null (removed methods). */
  readonly result: string | null;
  /** Removed from the core revision (`core`) or from the tasks extension (`tasks`); null when current. */
  readonly removed: 'core' | 'tasks' | null;
  /** The extension the method belongs to, or null for the core revision. */
  readonly extension: 'tasks' | null;
  /** The spec page (path under the spec base, or a SEP URL). */
  readonly page: string;
}

const CURRENT = {
  cacheable: false,
  inputRequired: false,
  task: false,
  mcpName: null,
  removed: null,
  extension: null,
} as const;
const LIST = { ...CURRENT, cacheable: true } as const;
const TASKS = { ...CURRENT, mcpName: 'taskId', extension: 'tasks', page: SPEC_PAGES.tasksSep } as const;
const GONE = { ...CURRENT, result: null, removed: 'core', page: SPEC_PAGES.changelog } as const;
const GONE_TASKS = {
  ...CURRENT,
  result: null,
  removed: 'tasks',
  extension: 'tasks',
  page: SPEC_PAGES.tasksSep,
} as const;

/**
 * Every request method a client may send, current ones first in the order the playground lists them.
 *
 * @example
 * METHODS['tools/list'].cacheable // => true
 * METHODS['ping'].removed // => 'core'
 */
export const METHODS = {
  'server/discover': { ...LIST, result: 'DiscoverResult', page: SPEC_PAGES.discover },
  'tools/list': { ...LIST, result: 'ListToolsResult', page: SPEC_PAGES.tools },
  'tools/call': {
    ...CURRENT,
    inputRequired: true,
    task: true,
    mcpName: 'name',
    result: 'CallToolResult',
    page: SPEC_PAGES.tools,
  },
  'prompts/list': { ...LIST, result: 'ListPromptsResult', page: SPEC_PAGES.prompts },
  'prompts/get': {
    ...CURRENT,
    inputRequired: true,
    mcpName: 'name',
    result: 'GetPromptResult',
    page: SPEC_PAGES.prompts,
  },
  'resources/list': { ...LIST, result: 'ListResourcesResult', page: SPEC_PAGES.resources },
  'resources/templates/list': { ...LIST, result: 'ListResourceTemplatesResult', page: SPEC_PAGES.resources },
  'resources/read': {
    ...LIST,
    inputRequired: true,
    mcpName: 'uri',
    result: 'ReadResourceResult',
    page: SPEC_PAGES.resources,
  },
  'completion/complete': { ...CURRENT, result: 'CompleteResult', page: SPEC_PAGES.completion },
  'subscriptions/listen': { ...CURRENT, result: 'SubscriptionsListenResult', page: SPEC_PAGES.subscriptions },
  'tasks/get': { ...TASKS, result: 'GetTaskResult' },
  'tasks/update': { ...TASKS, result: 'UpdateTaskResult' },
  'tasks/cancel': { ...TASKS, result: 'CancelTaskResult' },
  initialize: GONE,
  ping: GONE,
  'logging/setLevel': GONE,
  'resources/subscribe': GONE,
  'resources/unsubscribe': GONE,
  'tasks/result': GONE_TASKS,
  'tasks/list': GONE_TASKS,
} as const satisfies Record<string, MethodFact>;

/**
 * A method named in `METHODS`.
 *
 * @example
 * const m: MethodName = 'tools/call';
 * METHODS[m].mcpName // => 'name'
 */
export type MethodName = keyof typeof METHODS;

const ALL = Object.keys(METHODS) as MethodName[];
const pick = (test: (fact: MethodFact) => boolean): readonly MethodName[] => ALL.filter((m) => test(METHODS[m]));

/**
 * The current (not removed) request methods, in table order: what a method picker offers.
 *
 * @example
 * methodNames.includes('tools/call') // => true
 * methodNames.includes('ping') // => false
 */
export const methodNames: readonly MethodName[] = pick((f) => f.removed === null);

/**
 * The facts of a method, or undefined for a method the revision does not name.
 *
 * @example
 * methodFact('prompts/get')?.inputRequired // => true
 * methodFact('x/y') // => undefined
 */
export function methodFact(method: unknown): MethodFact | undefined {
  return typeof method === 'string' && Object.hasOwn(METHODS, method) ? METHODS[method as MethodName] : undefined;
}

/**
 * Method sets derived from `METHODS`, for the checks that ask "is this one of …".
 *
 * @example
 * METHOD_SETS.cacheable.has('resources/read') // => true
 * METHOD_SETS.removedCore.has('ping') // => true
 */
export const METHOD_SETS = {
  cacheable: setOf((f) => f.cacheable),
  inputRequired: setOf((f) => f.inputRequired),
  tasks: setOf((f) => f.extension === 'tasks' && f.removed === null),
  removedCore: setOf((f) => f.removed === 'core'),
  removedTasks: setOf((f) => f.removed === 'tasks'),
} as const;

function setOf(test: (fact: MethodFact) => boolean): ReadonlySet<string> {
  return new Set<string>(pick(test));
}
