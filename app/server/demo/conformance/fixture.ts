import type { JsonObject } from '../../../../src';
import type { ToolDef } from '../surface/catalog';

/** Fixture titles share this prefix, so the live screen shows them as one group after the showcase. */
export const FIXTURE_TITLE_PREFIX = 'Conformance fixture: ';

/** The tools/list entry of a conformance fixture tool. */
export function fixtureTool(
  name: string,
  title: string,
  description: string,
  properties: JsonObject = {},
  required: string[] = [],
): ToolDef['tool'] {
  return {
    name,
    title: `${FIXTURE_TITLE_PREFIX}${title}`,
    description,
    inputSchema: { type: 'object', properties, ...(required.length > 0 ? { required } : {}) },
  };
}

/** A string argument, or `fallback` when it is absent (a non-string is the caller's error to report). */
export const stringArg = (args: JsonObject, key: string, fallback: string): string =>
  typeof args[key] === 'string' ? args[key] : fallback;
