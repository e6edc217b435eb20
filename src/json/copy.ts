import type { JsonObject } from './types';

/**
 * A shallow copy of a JSON object, key order kept, to which keys are added next.
 * V8 makes `{ ...parsed }` of a `JSON.parse` result slow to extend (each added key costs
 * microseconds); `Object.assign` does not. A own `__proto__` key (JSON.parse makes one) would go
 * through the setter there, so that rare object is spread instead.
 *
 * @example
 * const copy = copyJsonObject(JSON.parse('{"b": 1, "a": 2}'));
 * copy.c = 3;
 * Object.keys(copy) // => ['b', 'a', 'c']
 * Object.keys(copyJsonObject(JSON.parse('{"__proto__": 1}'))) // => ['__proto__']
 */
export function copyJsonObject(value: JsonObject): JsonObject {
  return Object.hasOwn(value, '__proto__') ? { ...value } : Object.assign({}, value);
}
