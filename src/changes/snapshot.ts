import { isJsonObject, type JsonObject } from '../json/types';
import { META_KEYS } from '../spec';

/** One item of a server's interface: its key (a name, a URI or a URI template) and what it declares. */
export interface SnapshotEntry {
  key: string;
  /** The item as listed, keys sorted, with `_meta` left out (it carries per-response hints, not interface). */
  shape: JsonObject;
}

/**
 * What a server offers, as one connection saw it: what `server/discover` declared and every item of its
 * four lists. Two snapshots of one server are compared by `diffSnapshots`.
 *
 * @example
 * const snap: InterfaceSnapshot = snapshotOf({ resources: [{ uri: 'file:///a.txt', name: 'a', _meta: { hint: 1 } }] });
 * snap.resources // => [{ key: 'file:///a.txt', shape: { name: 'a', uri: 'file:///a.txt' } }]
 */
export interface InterfaceSnapshot {
  /** The discover result's supported versions, capabilities, server info and instructions (keys sorted). */
  server: JsonObject;
  tools: SnapshotEntry[];
  prompts: SnapshotEntry[];
  resources: SnapshotEntry[];
  templates: SnapshotEntry[];
}

/**
 * The lists of a snapshot, in the order reports show them, with the field naming each item.
 *
 * @example
 * SNAPSHOT_LISTS.map((l) => l.key) // => ['name', 'name', 'uri', 'uriTemplate']
 */
export const SNAPSHOT_LISTS = [
  { list: 'tools', key: 'name', area: 'tool' },
  { list: 'prompts', key: 'name', area: 'prompt' },
  { list: 'resources', key: 'uri', area: 'resource' },
  { list: 'templates', key: 'uriTemplate', area: 'template' },
] as const;

/**
 * Most items kept per list: a snapshot of a server listing 100,000 tools stays comparable in a moment.
 *
 * @example
 * snapshotOf({ tools: Array.from({ length: SNAPSHOT_MAX_ITEMS + 1 }, (_, i) => ({ name: `t${i}` })) }).tools.length // => SNAPSHOT_MAX_ITEMS
 */
export const SNAPSHOT_MAX_ITEMS = 20_000;
const MAX_DEPTH = 64;

/**
 * A snapshot from what connecting found: the `server/discover` result and the items of each list (as a
 * server sent them; anything malformed is left out, items without their key too). Object keys are sorted
 * so the order a server writes them in never reads as a change.
 *
 * @example
 * const snap = snapshotOf({ discover: { supportedVersions: ['2026-07-28'], capabilities: { tools: {} } }, tools: [{ name: 'b', inputSchema: { type: 'object' } }, { name: 'a' }, 'junk'] });
 * snap.tools.map((t) => t.key) // => ['a', 'b']
 * snap.server // => { capabilities: { tools: {} }, supportedVersions: ['2026-07-28'] }
 */
export function snapshotOf(input: {
  discover?: unknown;
  tools?: readonly unknown[];
  prompts?: readonly unknown[];
  resources?: readonly unknown[];
  templates?: readonly unknown[];
}): InterfaceSnapshot {
  const discover = isJsonObject(input.discover) ? input.discover : {};
  const meta = isJsonObject(discover['_meta']) ? discover['_meta'] : {};
  const server: JsonObject = {};
  for (const field of ['supportedVersions', 'capabilities', 'instructions'])
    if (discover[field] !== undefined) server[field] = discover[field];
  const info = meta[META_KEYS.serverInfo.key];
  if (info !== undefined) server['serverInfo'] = info;
  const entries = (items: readonly unknown[] | undefined, key: string): SnapshotEntry[] => {
    const byKey = new Map<string, SnapshotEntry>();
    for (const item of (items ?? []).slice(0, SNAPSHOT_MAX_ITEMS)) {
      if (!isJsonObject(item) || typeof item[key] !== 'string' || byKey.has(item[key])) continue;
      const { _meta: _, ...shape } = item;
      byKey.set(item[key], { key: item[key], shape: sorted(shape, 0) as JsonObject });
    }
    return [...byKey.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  };
  return {
    server: sorted(server, 0) as JsonObject,
    tools: entries(input.tools, 'name'),
    prompts: entries(input.prompts, 'name'),
    resources: entries(input.resources, 'uri'),
    templates: entries(input.templates, 'uriTemplate'),
  };
}

/**
 * Reads a snapshot back from untrusted JSON (a file, storage): null when it is not one.
 *
 * @example
 * const snap = snapshotOf({ tools: [{ name: 'echo' }] });
 * readSnapshot(JSON.parse(JSON.stringify(snap)))?.tools[0]?.key // => 'echo'
 * readSnapshot({ tools: 'no' }) // => null
 */
export function readSnapshot(value: unknown): InterfaceSnapshot | null {
  if (!isJsonObject(value) || !isJsonObject(value['server'])) return null;
  const lists: Partial<Record<(typeof SNAPSHOT_LISTS)[number]['list'], SnapshotEntry[]>> = {};
  for (const { list } of SNAPSHOT_LISTS) {
    const items = value[list];
    if (!Array.isArray(items)) return null;
    lists[list] = items.filter(
      (e): e is SnapshotEntry => isJsonObject(e) && typeof e['key'] === 'string' && isJsonObject(e['shape']),
    );
  }
  return {
    server: value['server'],
    tools: lists.tools ?? [],
    prompts: lists.prompts ?? [],
    resources: lists.resources ?? [],
    templates: lists.templates ?? [],
  };
}

// Keys sorted at every level, depth bounded (deeper values are kept as they are).
function sorted(value: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((v) => sorted(v, depth + 1));
  if (!isJsonObject(value)) return value;
  // fromEntries defines each key as data, so a `__proto__` key stays a key.
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sorted(value[key], depth + 1)]),
  );
}
