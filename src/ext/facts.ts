import { APPS_FACTS } from './apps/facts';
import { SKILLS_FACTS } from './skills/facts';
import { TASKS_FACTS } from './tasks/facts';

/**
 * Every extension's facts, in the order of `EXTENSIONS` (src/ext/index.ts, which a test holds to this
 * list): `src/spec` merges their methods, notifications and `_meta` keys into its tables. This file
 * imports only facts, so `src/spec` can read it without reaching the checks.
 *
 * @example
 * EXTENSION_FACTS.map((e) => e.name) // => ['tasks', 'apps', 'skills']
 */
export const EXTENSION_FACTS = [TASKS_FACTS, APPS_FACTS, SKILLS_FACTS] as const;

type Facts = (typeof EXTENSION_FACTS)[number];

/**
 * The extension a request method belongs to (current or removed), or undefined for a core or unknown method.
 *
 * @example
 * extensionOfMethod('tasks/get')?.id // => 'io.modelcontextprotocol/tasks'
 * extensionOfMethod('tools/call') // => undefined
 */
export function extensionOfMethod(method: string): Facts | undefined {
  return EXTENSION_FACTS.find((e) => Object.hasOwn(e.methods, method));
}

/**
 * The extension that adds a `resultType` value, or undefined for the core's values.
 *
 * @example
 * extensionOfResultType('task')?.name // => 'tasks'
 * extensionOfResultType('complete') // => undefined
 */
export function extensionOfResultType(resultType: unknown): Facts | undefined {
  return EXTENSION_FACTS.find((e) => e.resultTypes.some((t) => t === resultType));
}
type Intersect<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
const merged = (table: 'methods' | 'notifications' | 'metaKeys'): object =>
  Object.assign({}, ...EXTENSION_FACTS.map((e) => e[table]));

/**
 * Every extension's request methods in one table (`METHODS` is the core's plus these).
 *
 * @example
 * EXTENSION_METHODS['tasks/get'].extension // => 'tasks'
 */
export const EXTENSION_METHODS = merged('methods') as Intersect<Facts['methods']>;

/**
 * Every extension's notifications in one table (`NOTIFICATIONS` is the core's plus these).
 *
 * @example
 * Object.keys(EXTENSION_NOTIFICATIONS) // => ['notifications/tasks']
 */
export const EXTENSION_NOTIFICATIONS = merged('notifications') as Intersect<Facts['notifications']>;

/**
 * Every extension's reserved `_meta` keys in one table (`META_KEYS` is the core's plus these).
 *
 * @example
 * EXTENSION_META_KEYS.relatedTask.status // => 'removed'
 */
export const EXTENSION_META_KEYS = merged('metaKeys') as Intersect<Facts['metaKeys']>;

/**
 * Every extension's rows of the rule catalogue, in registry order (`RULES` places them among the core's).
 *
 * @example
 * EXTENSION_RULES.some(([id]) => id === 'R-TASK-1') // => true
 */
export const EXTENSION_RULES: readonly Facts['rules'][number][] = EXTENSION_FACTS.flatMap(
  (e): readonly Facts['rules'][number][] => e.rules,
);
