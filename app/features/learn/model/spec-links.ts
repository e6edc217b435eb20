import { SPEC_BASE_URL } from '../../../../src/index';
import type { SpecRef } from './types';

/**
 * A link to a page (and anchor) of the 2026-07-28 specification.
 *
 * @example
 * spec('basic', 'resulttype', 'Result types').url // => 'https://modelcontextprotocol.io/specification/2026-07-28/basic#resulttype'
 */
export function spec(page: string, anchor: string, label: string): SpecRef {
  return { label, url: `${SPEC_BASE_URL}${page}${anchor ? `#${anchor}` : ''}` };
}

/** SEP-2663 (tasks), which lives in the spec repository rather than on the spec site. */
export const TASKS_SEP: SpecRef = {
  label: 'SEP-2663: tasks as an extension',
  url: 'https://github.com/modelcontextprotocol/modelcontextprotocol/blob/main/seps/2663-tasks-extension.md',
};

/** The server identity every example shapes with. */
export const DEMO_SERVER_INFO = { name: 'demo', version: '1.0.0' } as const;
