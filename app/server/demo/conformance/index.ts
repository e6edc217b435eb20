import type { Catalog } from '../surface/catalog';
import { CONTENT_FIXTURES } from './content-tools';
import { INPUT_FIXTURES } from './input-tools';
import { registerListTriggers } from './list-triggers';
import { registerFixturePrompts } from './prompts';
import { registerFixtureResources } from './resources';
import { taskFixtures, type TaskFixtureOptions } from './task-tools';

/** Timing knobs of the fixtures (tests shorten them). */
export type ConformanceFixtureOptions = TaskFixtureOptions;

/**
 * The tools, resources and prompts the official conformance suite's 2026-07-28 server scenarios
 * call (npm @modelcontextprotocol/conformance), registered after the showcase so a person sees
 * the showcase first; every fixture's title starts with FIXTURE_TITLE_PREFIX.
 */
export function registerConformanceFixtures(catalog: Catalog, options: ConformanceFixtureOptions): void {
  for (const tool of [...CONTENT_FIXTURES, ...INPUT_FIXTURES, ...taskFixtures(options)]) catalog.addTool(tool);
  registerListTriggers(catalog);
  registerFixtureResources(catalog);
  registerFixturePrompts(catalog);
}
