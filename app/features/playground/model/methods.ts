import { methodFact, methodNames } from '../../../../src/index';

/** Every request method of MCP 2026-07-28 (with the tasks extension), for the method picker. */
export const MODERN_METHODS: readonly string[] = methodNames;

/**
 * Whether the picker marks a method as cacheable.
 *
 * @example
 * isCacheable('tools/list') // => true
 */
export function isCacheable(method: string): boolean {
  return methodFact(method)?.cacheable ?? false;
}
