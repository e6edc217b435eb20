import { SKILLS_EXTENSION, TASKS_EXTENSION, type JsonObject } from '../../../../src';
import type { Catalog, ChangingList } from './catalog';

/** What server/discover says (DISC § Response); capabilities follow what the catalog holds. */
export function discoverResult(
  catalog: Catalog,
  supportedVersions: readonly string[],
  instructions: string,
): JsonObject {
  const capabilities: JsonObject = {
    ...(catalog.tools.size > 0 ? { tools: listChanged(catalog, 'tools') } : {}),
    ...(catalog.resources.size + catalog.templates.length > 0 ? { resources: { subscribe: true } } : {}),
    ...(catalog.prompts.size > 0 ? { prompts: listChanged(catalog, 'prompts') } : {}),
    completions: {},
    logging: {},
    extensions: { [TASKS_EXTENSION]: {}, [SKILLS_EXTENSION]: {} },
  };
  return { supportedVersions: [...supportedVersions], capabilities, instructions };
}

const listChanged = (catalog: Catalog, list: ChangingList): JsonObject =>
  catalog.changing.has(list) ? { listChanged: true } : {};
