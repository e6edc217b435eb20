import { isJsonObject, type JsonObject } from '../json/types';

/** One difference between two JSON Schemas, at the path of the property it concerns. */
export interface SchemaDifference {
  /** `breaking`: the new schema refuses something the old one accepted (or drops what clients read). */
  severity: 'breaking' | 'compatible';
  /** Where, as a dotted property path (`''` for the schema itself). */
  path: string;
  /** What changed, in words. */
  text: string;
}

// Bounds that accept less when they grow (`min*`) or shrink (`max*`).
const LOWER_BOUNDS = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties'] as const;
const UPPER_BOUNDS = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties'] as const;
/** Deepest nesting compared: a schema nested 10,000 levels deep must not overflow the stack. */
const MAX_DEPTH = 32;

/**
 * How a JSON Schema changed, judged by what it accepts: a new required property, a removed property, a
 * narrowed type, enum, bound or pattern, or `additionalProperties: false` where it was open is breaking
 * (a value valid before is refused now, or a field clients read is gone); a new optional property, a
 * widened type or enum, a dropped requirement is compatible. Descriptions and titles are not compared.
 * The same test serves an `inputSchema` (arguments clients send) and an `outputSchema` (results clients
 * validated against the old one).
 *
 * @example
 * const before = { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] };
 * const after = { type: 'object', properties: { city: { type: 'string' }, units: { type: 'string' } }, required: ['city', 'units'] };
 * compareSchemas(before, after) // => [{ severity: 'breaking', path: 'units', text: 'new required property units' }]
 * compareSchemas(after, before) // => [{ severity: 'breaking', path: 'units', text: 'property units removed' }]
 * compareSchemas({ type: 'integer' }, { type: ['number', 'null'] }) // => [{ severity: 'compatible', path: '', text: 'type widened from integer to number, null' }]
 */
export function compareSchemas(before: unknown, after: unknown): SchemaDifference[] {
  const out: SchemaDifference[] = [];
  compareAt(isJsonObject(before) ? before : {}, isJsonObject(after) ? after : {}, '', out, 0);
  return out;
}

function compareAt(before: JsonObject, after: JsonObject, path: string, out: SchemaDifference[], depth: number): void {
  if (depth > MAX_DEPTH) return;
  const add = (severity: SchemaDifference['severity'], text: string, where?: string) =>
    out.push({ severity, path: where ?? path, text: where === undefined && path !== '' ? `${text} at ${path}` : text });
  compareTypes(before, after, add);
  compareEnum(before, after, add);
  for (const key of LOWER_BOUNDS) compareBound(before[key], after[key], key, (a, b) => b > a, add);
  for (const key of UPPER_BOUNDS) compareBound(before[key], after[key], key, (a, b) => b < a, add);
  if (after['pattern'] !== undefined && after['pattern'] !== before['pattern'])
    add('breaking', before['pattern'] === undefined ? 'pattern added' : 'pattern changed');
  if (after['additionalProperties'] === false && before['additionalProperties'] !== false)
    add('breaking', 'additional properties no longer allowed');
  else if (before['additionalProperties'] === false && after['additionalProperties'] !== false)
    add('compatible', 'additional properties now allowed');
  const required = (s: JsonObject) => new Set(Array.isArray(s['required']) ? s['required'].map(String) : []);
  const wasRequired = required(before);
  const isRequired = required(after);
  const props = (s: JsonObject) => (isJsonObject(s['properties']) ? s['properties'] : {});
  const oldProps = props(before);
  const newProps = props(after);
  const at = (name: string) => (path === '' ? name : `${path}.${name}`);
  for (const name of Object.keys(oldProps))
    if (!Object.hasOwn(newProps, name)) add('breaking', `property ${at(name)} removed`, at(name));
  for (const name of Object.keys(newProps)) {
    if (Object.hasOwn(oldProps, name)) continue;
    if (isRequired.has(name)) add('breaking', `new required property ${at(name)}`, at(name));
    else add('compatible', `new optional property ${at(name)}`, at(name));
  }
  for (const name of isRequired)
    if (!wasRequired.has(name) && Object.hasOwn(oldProps, name))
      add('breaking', `property ${at(name)} now required`, at(name));
  for (const name of wasRequired)
    if (!isRequired.has(name) && Object.hasOwn(newProps, name))
      add('compatible', `property ${at(name)} now optional`, at(name));
  for (const name of Object.keys(oldProps)) {
    const a = oldProps[name];
    const b = newProps[name];
    if (Object.hasOwn(newProps, name) && isJsonObject(a) && isJsonObject(b)) compareAt(a, b, at(name), out, depth + 1);
  }
  if (isJsonObject(before['items']) && isJsonObject(after['items']))
    compareAt(before['items'], after['items'], path === '' ? '[]' : `${path}[]`, out, depth + 1);
}

type Add = (severity: SchemaDifference['severity'], text: string) => void;

function typesOf(schema: JsonObject): Set<string> | null {
  const t = schema['type'];
  if (typeof t === 'string') return new Set([t]);
  if (Array.isArray(t)) return new Set(t.map(String));
  return null;
}

// Every type of `a` is accepted by `b` (an integer is a number).
function accepts(b: Set<string> | null, a: Set<string> | null): boolean {
  if (b === null) return true;
  if (a === null) return false;
  return [...a].every((t) => b.has(t) || (t === 'integer' && b.has('number')));
}

function compareTypes(before: JsonObject, after: JsonObject, add: Add): void {
  const a = typesOf(before);
  const b = typesOf(after);
  const words = (s: Set<string> | null) => (s === null ? 'any' : [...s].join(', '));
  if (accepts(b, a) && accepts(a, b)) return;
  if (accepts(b, a)) add('compatible', `type widened from ${words(a)} to ${words(b)}`);
  else add('breaking', `type narrowed from ${words(a)} to ${words(b)}`);
}

function compareEnum(before: JsonObject, after: JsonObject, add: Add): void {
  const values = (s: JsonObject) =>
    Array.isArray(s['enum'])
      ? s['enum'].map((v) => JSON.stringify(v))
      : s['const'] !== undefined
        ? [JSON.stringify(s['const'])]
        : null;
  const a = values(before);
  const b = values(after);
  if (b === null) {
    if (a !== null) add('compatible', 'allowed values no longer restricted');
    return;
  }
  if (a === null) return add('breaking', `values restricted to ${b.join(', ')}`);
  const gone = a.filter((v) => !b.includes(v));
  const added = b.filter((v) => !a.includes(v));
  if (gone.length > 0) add('breaking', `allowed values removed: ${gone.join(', ')}`);
  if (added.length > 0) add('compatible', `allowed values added: ${added.join(', ')}`);
}

function compareBound(
  a: unknown,
  b: unknown,
  key: string,
  narrower: (a: number, b: number) => boolean,
  add: Add,
): void {
  if (b === undefined || typeof b !== 'number') {
    if (typeof a === 'number') add('compatible', `${key} ${a} dropped`);
    return;
  }
  if (typeof a !== 'number') return add('breaking', `${key} ${b} added`);
  if (a === b) return;
  add(narrower(a, b) ? 'breaking' : 'compatible', `${key} changed from ${a} to ${b}`);
}
