import { EXTENSION_FACTS, EXTENSION_METHODS } from '../ext/facts';
import { SPEC_PAGES } from './urls';

/**
 * What the 2026-07-28 revision (or an extension of it, `src/ext`) says about one request method.
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
  /** Removed from the core revision (`core`) or from its extension (`extension`); null when current. */
  readonly removed: 'core' | 'extension' | null;
  /** The name of the extension (`src/ext/<name>`) the method belongs to, or null for the core revision. */
  readonly extension: string | null;
  /** The spec page (path under the spec base, or a SEP URL). */
  readonly page: string;
  /** A list method's result member holding its items (`tools`), or null for a method that is no list. */
  readonly list: string | null;
  /**
   * The server capability under which `server/discover` offers the method (`tools`), or null when every
   * server serves it or, for an extension's methods, the extension decides.
   */
  readonly capability: string | null;
}

const CURRENT = {
  cacheable: false,
  inputRequired: false,
  task: false,
  mcpName: null,
  removed: null,
  extension: null,
  list: null,
  capability: null,
} as const;
const LIST = { ...CURRENT, cacheable: true } as const;
const GONE = { ...CURRENT, result: null, removed: 'core', page: SPEC_PAGES.changelog } as const;

// The core revision's methods, current ones first in the order the playground lists them.
const CORE_METHODS = {
  'server/discover': { ...LIST, result: 'DiscoverResult', page: SPEC_PAGES.discover },
  'tools/list': { ...LIST, result: 'ListToolsResult', page: SPEC_PAGES.tools, list: 'tools', capability: 'tools' },
  'tools/call': {
    ...CURRENT,
    inputRequired: true,
    task: true,
    mcpName: 'name',
    result: 'CallToolResult',
    page: SPEC_PAGES.tools,
    capability: 'tools',
  },
  'prompts/list': {
    ...LIST,
    result: 'ListPromptsResult',
    page: SPEC_PAGES.prompts,
    list: 'prompts',
    capability: 'prompts',
  },
  'prompts/get': {
    ...CURRENT,
    inputRequired: true,
    mcpName: 'name',
    result: 'GetPromptResult',
    page: SPEC_PAGES.prompts,
    capability: 'prompts',
  },
  'resources/list': {
    ...LIST,
    result: 'ListResourcesResult',
    page: SPEC_PAGES.resources,
    list: 'resources',
    capability: 'resources',
  },
  'resources/templates/list': {
    ...LIST,
    result: 'ListResourceTemplatesResult',
    page: SPEC_PAGES.resources,
    list: 'resourceTemplates',
    capability: 'resources',
  },
  'resources/read': {
    ...LIST,
    inputRequired: true,
    mcpName: 'uri',
    result: 'ReadResourceResult',
    page: SPEC_PAGES.resources,
    capability: 'resources',
  },
  'completion/complete': {
    ...CURRENT,
    result: 'CompleteResult',
    page: SPEC_PAGES.completion,
    capability: 'completions',
  },
  'subscriptions/listen': { ...CURRENT, result: 'SubscriptionsListenResult', page: SPEC_PAGES.subscriptions },
  initialize: GONE,
  ping: GONE,
  'logging/setLevel': GONE,
  'resources/subscribe': GONE,
  'resources/unsubscribe': GONE,
} as const satisfies Record<string, MethodFact>;

/**
 * Every request method a client may send: the core revision's, then each extension's (`src/ext`).
 *
 * @example
 * METHODS['tools/list'].cacheable // => true
 * METHODS['ping'].removed // => 'core'
 * METHODS['tasks/get'].extension // => 'tasks'
 */
export const METHODS: typeof CORE_METHODS & typeof EXTENSION_METHODS = { ...CORE_METHODS, ...EXTENSION_METHODS };

/**
 * A method named in `METHODS`.
 *
 * @example
 * const m: MethodName = 'tools/call';
 * METHODS[m].mcpName // => 'name'
 */
export type MethodName = keyof typeof METHODS;

// Current methods first (core, then extensions), then the removed ones: the order pickers list them in.
const ALL = (Object.keys(METHODS) as MethodName[]).sort(
  (a, b) => Number(METHODS[a].removed !== null) - Number(METHODS[b].removed !== null),
);
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
 * A list method: one whose result holds its items under `METHODS[m].list`.
 *
 * @example
 * const m: ListMethod = 'resources/templates/list';
 * METHODS[m].list // => 'resourceTemplates'
 */
export type ListMethod = {
  [M in MethodName]: (typeof METHODS)[M]['list'] extends string ? M : never;
}[MethodName];

/**
 * The list methods, in table order: what a client pages through after `server/discover`.
 *
 * @example
 * listMethods // => ['tools/list', 'prompts/list', 'resources/list', 'resources/templates/list']
 */
export const listMethods: readonly ListMethod[] = pick((f) => f.list !== null && f.removed === null) as ListMethod[];

/**
 * Whether a method is one of `listMethods`.
 *
 * @example
 * isListMethod('prompts/list') // => true
 * isListMethod('server/discover') // => false
 */
export function isListMethod(method: unknown): method is ListMethod {
  return listMethods.some((m) => m === method);
}

/**
 * The current methods a server offers, in table order, given the capability names and extension ids its
 * `server/discover` declared: those every server serves, those of a declared capability, and those of a
 * declared extension.
 *
 * @example
 * offeredMethods(['prompts'], []) // => ['server/discover', 'prompts/list', 'prompts/get', 'subscriptions/listen']
 * offeredMethods([], ['io.modelcontextprotocol/tasks']).includes('tasks/get') // => true
 */
export function offeredMethods(capabilities: readonly string[], extensions: readonly string[]): MethodName[] {
  return methodNames.filter((m) => {
    const fact: MethodFact = METHODS[m];
    const owner = fact.extension === null ? undefined : EXTENSION_FACTS.find((e) => e.name === fact.extension);
    if (owner) return extensions.includes(owner.id);
    return fact.capability === null || capabilities.includes(fact.capability);
  });
}

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
 * METHOD_SETS.extension.has('tasks/get') // => true
 */
export const METHOD_SETS = {
  cacheable: setOf((f) => f.cacheable),
  inputRequired: setOf((f) => f.inputRequired),
  /** May answer `resultType: "task"` (tools/call, when the tasks extension is declared). */
  task: setOf((f) => f.task),
  /** The current methods of an extension (`src/ext`), served only to a request that declared it. */
  extension: setOf((f) => f.extension !== null && f.removed === null),
  removedCore: setOf((f) => f.removed === 'core'),
  removedExtension: setOf((f) => f.removed === 'extension'),
} as const;

function setOf(test: (fact: MethodFact) => boolean): ReadonlySet<string> {
  return new Set<string>(pick(test));
}
