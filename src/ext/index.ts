// The registry of protocol extensions: one line per extension (and its facts in ./facts.ts, which a
// test holds to this list). The checker, checkSession and the scan battery read EXTENSIONS; src/spec
// reads EXTENSION_FACTS. The recipe for a new one is ./README.md.
import { isJsonObject } from '../json/types';
import { APPS } from './apps';
import { SKILLS } from './skills';
import { TASKS } from './tasks';
import type { Extension } from './types';

/**
 * Every protocol extension the library knows, in the order their families run.
 *
 * @example
 * EXTENSIONS.map((e) => e.facts.id) // => ['io.modelcontextprotocol/tasks', 'io.modelcontextprotocol/ui', 'io.modelcontextprotocol/skills']
 */
export const EXTENSIONS: readonly Extension[] = [TASKS, APPS, SKILLS];

/**
 * The extensions a `capabilities` or `clientCapabilities` object declares under `extensions`.
 *
 * @example
 * declaredExtensions({ extensions: { 'io.modelcontextprotocol/tasks': {} } }).map((e) => e.facts.name) // => ['tasks']
 * declaredExtensions(undefined) // => []
 */
export function declaredExtensions(capabilities: unknown): Extension[] {
  const exts = isJsonObject(capabilities) ? capabilities['extensions'] : undefined;
  return isJsonObject(exts) ? EXTENSIONS.filter((e) => isJsonObject(exts[e.facts.id])) : [];
}

export type { Extension, ExtensionFacts, FollowUps, TapTagger } from './types';
