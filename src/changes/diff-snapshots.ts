import { createTwoFilesPatch } from 'diff';
import { isJsonObject, type JsonObject } from '../json/types';
import { compareSchemas } from './schema-compare';
import { SNAPSHOT_LISTS, type InterfaceSnapshot, type SnapshotEntry } from './snapshot';

/** What part of the interface a change is about. */
export type ChangeArea = 'server' | 'tool' | 'prompt' | 'resource' | 'template';

/**
 * One change between two snapshots of a server: an item added, removed, renamed (the same shape under
 * another key) or changed, judged breaking (a client that worked before can fail now) or compatible.
 *
 * @example
 * const [change]: InterfaceChange[] = diffSnapshots(snapshotOf({ prompts: [{ name: 'p' }] }), snapshotOf({ prompts: [{ name: 'p', arguments: [{ name: 'topic', required: true }] }] }));
 * [change?.kind, change?.severity, change?.reasons] // => ['changed', 'breaking', ['arguments: new required argument topic']]
 */
export interface InterfaceChange {
  kind: 'added' | 'removed' | 'renamed' | 'changed';
  area: ChangeArea;
  /** The item's key now (its old key when it was removed). */
  name: string;
  /** A renamed item's old key. */
  previousName?: string;
  severity: 'breaking' | 'compatible';
  /** Why, one sentence each (the breaking ones first). */
  reasons: string[];
  /** A unified diff of the item's JSON, before and after. */
  diff: string;
}

/**
 * Every change from `before` to `after`, breaking ones first, then by area and name. A removed or renamed
 * tool, prompt, resource or template is breaking (clients name it); an added one is compatible; a changed
 * one is judged by its schemas (`compareSchemas`: input and output schemas, prompt arguments), its URI
 * template and MIME type, and the server by the versions and capabilities it dropped.
 *
 * @example
 * const before = snapshotOf({ tools: [{ name: 'forecast', inputSchema: { type: 'object', properties: { city: { type: 'string' } } } }] });
 * const after = snapshotOf({ tools: [{ name: 'forecast', inputSchema: { type: 'object', properties: { city: { type: 'string' }, days: { type: 'integer' } }, required: ['days'] } }, { name: 'echo' }] });
 * const changes = diffSnapshots(before, after);
 * changes.map((c) => [c.kind, c.name, c.severity]) // => [['changed', 'forecast', 'breaking'], ['added', 'echo', 'compatible']]
 * changes[0]?.reasons // => ['inputSchema: new required property days']
 * changes[0]?.diff.split('\n').slice(0, 2) // => ['--- tool/forecast\tbefore', '+++ tool/forecast\tafter']
 * changes[0]?.diff.includes('+      "days": {') // => true
 */
export function diffSnapshots(before: InterfaceSnapshot, after: InterfaceSnapshot): InterfaceChange[] {
  const changes: InterfaceChange[] = [];
  const server = serverChange(before.server, after.server);
  if (server) changes.push(server);
  for (const { list, area } of SNAPSHOT_LISTS) changes.push(...diffList(area, before[list], after[list]));
  const rank = (c: InterfaceChange) => (c.severity === 'breaking' ? 0 : 1);
  return changes
    .map((c, i) => ({ c, i }))
    .sort((x, y) => rank(x.c) - rank(y.c) || x.i - y.i)
    .map(({ c }) => c);
}

/**
 * Whether any change is breaking (what `--baseline` fails a run on unless `--allow-breaking`).
 *
 * @example
 * const a = snapshotOf({ tools: [{ name: 'echo' }] });
 * hasBreaking(diffSnapshots(a, snapshotOf({}))) // => true
 * hasBreaking(diffSnapshots(snapshotOf({}), a)) // => false
 */
export function hasBreaking(changes: readonly InterfaceChange[]): boolean {
  return changes.some((c) => c.severity === 'breaking');
}

function diffList(
  area: ChangeArea,
  before: readonly SnapshotEntry[],
  after: readonly SnapshotEntry[],
): InterfaceChange[] {
  const old = new Map(before.map((e) => [e.key, e]));
  const now = new Map(after.map((e) => [e.key, e]));
  const removed = before.filter((e) => !now.has(e.key));
  const added = after.filter((e) => !old.has(e.key));
  const out: InterfaceChange[] = [];
  // The same shape under another key is one rename, not a removal and an addition.
  const renamedTo = new Map<string, SnapshotEntry>();
  const byShape = new Map<string, SnapshotEntry[]>();
  for (const e of added) {
    const sig = signature(area, e);
    byShape.set(sig, [...(byShape.get(sig) ?? []), e]);
  }
  for (const e of removed) {
    const match = byShape.get(signature(area, e))?.shift();
    if (match) renamedTo.set(e.key, match);
  }
  const renamedFrom = new Set([...renamedTo.values()].map((e) => e.key));
  for (const e of removed) {
    const to = renamedTo.get(e.key);
    if (to)
      out.push({
        kind: 'renamed',
        area,
        name: to.key,
        previousName: e.key,
        severity: 'breaking',
        reasons: [`renamed from ${e.key}: clients that name ${e.key} get an error now`],
        diff: patch(area, e.key, e.shape, to.key, to.shape),
      });
    else
      out.push({
        kind: 'removed',
        area,
        name: e.key,
        severity: 'breaking',
        reasons: [`${area} ${e.key} removed: clients that name it get an error now`],
        diff: patch(area, e.key, e.shape, e.key, null),
      });
  }
  for (const e of added)
    if (!renamedFrom.has(e.key))
      out.push({
        kind: 'added',
        area,
        name: e.key,
        severity: 'compatible',
        reasons: [`${area} ${e.key} added`],
        diff: patch(area, e.key, null, e.key, e.shape),
      });
  for (const e of before) {
    const next = now.get(e.key);
    if (!next || same(e.shape, next.shape)) continue;
    const reasons = reasonsFor(area, e.shape, next.shape);
    const breaking = reasons.filter((r) => r.severity === 'breaking').map((r) => r.text);
    const compatible = reasons.filter((r) => r.severity === 'compatible').map((r) => r.text);
    out.push({
      kind: 'changed',
      area,
      name: e.key,
      severity: breaking.length > 0 ? 'breaking' : 'compatible',
      reasons: [
        ...breaking,
        ...(compatible.length > 0 ? compatible : breaking.length > 0 ? [] : ['description or metadata changed']),
      ],
      diff: patch(area, e.key, e.shape, e.key, next.shape),
    });
  }
  return out;
}

type Reason = { severity: 'breaking' | 'compatible'; text: string };

function reasonsFor(area: ChangeArea, before: JsonObject, after: JsonObject): Reason[] {
  const out: Reason[] = [];
  const schema = (field: string) => {
    if (before[field] === undefined && after[field] === undefined) return;
    if (after[field] === undefined) return void out.push({ severity: 'breaking', text: `${field} removed` });
    if (before[field] === undefined) return void out.push({ severity: 'compatible', text: `${field} added` });
    for (const d of compareSchemas(before[field], after[field]))
      out.push({ severity: d.severity, text: `${field}: ${d.text}` });
  };
  if (area === 'tool') {
    schema('inputSchema');
    schema('outputSchema');
  }
  if (area === 'prompt')
    for (const d of compareSchemas(argumentsSchema(before), argumentsSchema(after)))
      out.push({ severity: d.severity, text: `arguments: ${d.text.replace('property', 'argument')}` });
  if (area === 'resource' || area === 'template')
    if (before['mimeType'] !== after['mimeType'])
      out.push({
        severity: 'compatible',
        text: `mimeType changed from ${String(before['mimeType'] ?? 'none')} to ${String(after['mimeType'] ?? 'none')}`,
      });
  return out;
}

// A prompt's argument list read as the object schema it amounts to, so one comparison judges both.
function argumentsSchema(prompt: JsonObject): JsonObject {
  const args = Array.isArray(prompt['arguments']) ? prompt['arguments'].filter(isJsonObject) : [];
  const named = args.filter((a) => typeof a['name'] === 'string');
  return {
    type: 'object',
    properties: Object.fromEntries(named.map((a) => [String(a['name']), {}])),
    required: named.filter((a) => a['required'] === true).map((a) => String(a['name'])),
  };
}

function serverChange(before: JsonObject, after: JsonObject): InterfaceChange | null {
  if (same(before, after)) return null;
  const reasons: Reason[] = [];
  const strings = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);
  const keys = (v: unknown) => (isJsonObject(v) ? Object.keys(v) : []);
  const oldVersions = strings(before['supportedVersions']);
  const newVersions = strings(after['supportedVersions']);
  for (const v of oldVersions)
    if (!newVersions.includes(v)) reasons.push({ severity: 'breaking', text: `version ${v} no longer supported` });
  for (const v of newVersions)
    if (!oldVersions.includes(v)) reasons.push({ severity: 'compatible', text: `version ${v} now supported` });
  const oldCaps = before['capabilities'];
  const newCaps = after['capabilities'];
  for (const c of keys(oldCaps))
    if (!keys(newCaps).includes(c)) reasons.push({ severity: 'breaking', text: `capability ${c} no longer declared` });
  for (const c of keys(newCaps))
    if (!keys(oldCaps).includes(c)) reasons.push({ severity: 'compatible', text: `capability ${c} declared` });
  const breaking = reasons.filter((r) => r.severity === 'breaking');
  return {
    kind: 'changed',
    area: 'server',
    name: 'server/discover',
    severity: breaking.length > 0 ? 'breaking' : 'compatible',
    reasons:
      reasons.length > 0
        ? [...breaking, ...reasons.filter((r) => r.severity === 'compatible')].map((r) => r.text)
        : ['server info, instructions or capability flags changed'],
    diff: patch('server', 'discover', before, 'discover', after),
  };
}

// What must match for a removal and an addition to be one rename: the shape without its key and titles.
function signature(area: ChangeArea, entry: SnapshotEntry): string {
  const key = SNAPSHOT_LISTS.find((l) => l.area === area)?.key ?? 'name';
  const { [key]: _, title: __, ...rest } = entry.shape;
  return JSON.stringify(rest);
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function patch(area: ChangeArea, oldKey: string, before: unknown, newKey: string, after: unknown): string {
  const text = (v: unknown) => (v === null ? '' : `${JSON.stringify(v, null, 2)}\n`);
  const lines = createTwoFilesPatch(
    `${area}/${oldKey}`,
    `${area}/${newKey}`,
    text(before),
    text(after),
    'before',
    'after',
    {
      context: 3,
    },
  ).split('\n');
  // The head starts with an `Index:` line and a rule of `=` signs, noise in a report.
  const start = lines.findIndex((l) => l.startsWith('--- '));
  return lines.slice(Math.max(start, 0)).join('\n');
}
