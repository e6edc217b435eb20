import { isJsonObject } from '../../../../src/index';
import type { Check, Outcome } from './types';

const ABSENT = Symbol('absent');

/**
 * The value at an RFC 6901 pointer, or `ABSENT`.
 *
 * @example
 * valueAt({ result: { a: [1, 2] } }, '/result/a/1') // => 2
 */
export function valueAt(value: unknown, pointer: string): unknown {
  if (pointer !== '' && !pointer.startsWith('/')) return ABSENT;
  const path =
    pointer === ''
      ? []
      : pointer
          .slice(1)
          .split('/')
          .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
  let at: unknown = value;
  for (const segment of path) {
    if (Array.isArray(at) && /^(0|[1-9]\d*)$/.test(segment) && Number(segment) < at.length) at = at[Number(segment)];
    else if (isJsonObject(at) && Object.hasOwn(at, segment)) at = at[segment];
    else return ABSENT;
  }
  return at;
}

/** Whether a pointer names a member of the response. */
export const has = (value: unknown, pointer: string): boolean => valueAt(value, pointer) !== ABSENT;

const shown = (value: unknown): string => (value === ABSENT ? 'nothing' : JSON.stringify(value));

/**
 * The response member at `pointer` must deep-equal `expected`.
 *
 * @example
 * const check = equals('/result/resultType', 'complete', 'Say what the result is.');
 * check({ response: { result: { resultType: 'complete' } } } as Outcome) // => null
 * check({ response: { result: {} } } as Outcome) // => 'Say what the result is. (/result/resultType is nothing, expected "complete".)'
 */
export function equals(pointer: string, expected: unknown, say: string): Check {
  return (o) => {
    const actual = valueAt(o.response, pointer);
    return actual !== ABSENT && sameJson(actual, expected)
      ? null
      : `${say} (${pointer} is ${shown(actual)}, expected ${JSON.stringify(expected)}.)`;
  };
}

/** The member at `pointer` must not exist. */
export function absent(pointer: string, say: string): Check {
  return (o) => (has(o.response, pointer) ? `${say} (${pointer} is still there.)` : null);
}

/** The member at `pointer` must pass `test`. */
export function satisfies(pointer: string, test: (value: unknown) => boolean, say: string): Check {
  return (o) => {
    const actual = valueAt(o.response, pointer);
    return actual !== ABSENT && test(actual) ? null : `${say} (${pointer} is ${shown(actual)}.)`;
  };
}

/** The HTTP status must be `expected`. */
export function status(expected: number, say: string): Check {
  return (o) =>
    o.httpStatus === expected ? null : `${say} (HTTP ${o.httpStatus ?? 'no status'}, expected ${expected}.)`;
}

/** A check over the whole outcome, for what pointers cannot say. */
export function custom(test: (o: Outcome) => string | null): Check {
  return test;
}

/**
 * Whether `text` occurs as a key anywhere in a JSON value (e.g. a forbidden `elicitationId`).
 *
 * @example
 * hasKeyAnywhere({ a: [{ elicitationId: 'x' }] }, 'elicitationId') // => true
 */
export function hasKeyAnywhere(value: unknown, key: string): boolean {
  if (Array.isArray(value)) return value.some((v) => hasKeyAnywhere(v, key));
  if (!isJsonObject(value)) return false;
  return Object.entries(value).some(([k, v]) => k === key || hasKeyAnywhere(v, key));
}

/**
 * Whether two JSON values are equal, whatever the order of their object keys.
 *
 * @example
 * sameJson({ a: 1, b: [2] }, { b: [2], a: 1 }) // => true
 */
export function sameJson(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isJsonObject(value))
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'undefined';
}

/** The tools of a tools/list result, in order ([] when there are none). */
export function toolsOf(o: Outcome): Record<string, unknown>[] {
  const tools = valueAt(o.response, '/result/tools');
  return Array.isArray(tools) ? tools.filter(isJsonObject) : [];
}

/** The listed tool with this name, wherever it stands in the list. */
export function toolNamed(o: Outcome, name: string): Record<string, unknown> | undefined {
  return toolsOf(o).find((t) => t['name'] === name);
}
