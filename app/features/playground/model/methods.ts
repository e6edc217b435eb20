import { cacheableMethods } from '../../../../src/index';

/** Every request method of MCP 2026-07-28 (with the tasks extension), for the method picker. */
export const MODERN_METHODS: readonly string[] = [
  'server/discover',
  'tools/list',
  'tools/call',
  'prompts/list',
  'prompts/get',
  'resources/list',
  'resources/templates/list',
  'resources/read',
  'completion/complete',
  'subscriptions/listen',
  'tasks/get',
  'tasks/update',
  'tasks/cancel',
];

const CACHEABLE = new Set(cacheableMethods());

/**
 * Whether the picker marks a method as cacheable.
 *
 * @example
 * isCacheable('tools/list') // true
 */
export function isCacheable(method: string): boolean {
  return CACHEABLE.has(method);
}
