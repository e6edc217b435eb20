import { TASKS_EXTENSION, type JsonObject } from '../../../../src';
import type { Catalog } from './catalog';

/** What server/discover says (DISC § Response); capabilities follow what the catalog holds. */
export function discoverResult(
  catalog: Catalog,
  supportedVersions: readonly string[],
  instructions: string,
): JsonObject {
  const capabilities: JsonObject = {
    ...(catalog.tools.size > 0 ? { tools: {} } : {}),
    ...(catalog.resources.size + catalog.templates.length > 0 ? { resources: { subscribe: true } } : {}),
    ...(catalog.prompts.size > 0 ? { prompts: {} } : {}),
    completions: {},
    logging: {},
    extensions: { [TASKS_EXTENSION]: {} },
  };
  return { supportedVersions: [...supportedVersions], capabilities, instructions };
}
