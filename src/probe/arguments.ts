import { clip } from '../json/clip';
import { jsonPointer } from '../json/pointer';
import { isJsonObject, type JsonObject } from '../json/types';

/**
 * How big a generated example value may get: its JSON text stays within about `chars` characters
 * and its nesting within `depth` levels, whatever `minItems`, `minLength` or nesting a schema asks for.
 *
 * @example
 * EXAMPLE_BOUNDS.chars // => 100000
 */
export const EXAMPLE_BOUNDS = { chars: 100_000, depth: 8 } as const;

/**
 * A generated value and, when the bounds cut it short (so the schema may not accept it), why.
 *
 * @example
 * const built: ExampleValue<unknown> = exampleValue({ type: 'string', minLength: 200_000 }, 1);
 * built.cut // => '(top): minLength 200000 is beyond the 100000-character bound of example values'
 */
export interface ExampleValue<T> {
  value: T;
  /** Where and why the value was cut to stay within `EXAMPLE_BOUNDS` (a JSON pointer into the value), or null. */
  cut: string | null;
}

/**
 * Minimal valid arguments for a tool's `inputSchema`, within `EXAMPLE_BOUNDS`: `argumentsFor`'s value,
 * and `cut` saying where a schema asked for more than the bounds allow (the value is then too short).
 *
 * @example
 * exampleArguments({ type: 'object', properties: { rows: { type: 'array', minItems: 150000000 } }, required: ['rows'] }).cut
 * // => '/rows: minItems 150000000 is beyond the 100000-character bound of example values'
 */
export function exampleArguments(schema: unknown): ExampleValue<JsonObject> {
  const built = exampleValue(schema);
  return { value: isJsonObject(built.value) ? built.value : {}, cut: built.cut };
}

/**
 * `valueFor`'s value with the reason it was cut short, if it was (see `exampleArguments`).
 *
 * @example
 * exampleValue({ type: 'array', items: { type: 'boolean' }, minItems: 2 }) // => { value: [false, false], cut: null }
 */
export function exampleValue(schema: unknown, depth = 0): ExampleValue<unknown> {
  const budget = new Budget();
  const value = build(schema, depth, [], budget);
  return { value, cut: budget.cut };
}

/**
 * Minimal valid arguments for a tool's `inputSchema`: every required property with the simplest
 * value its schema allows (`default`, `const`, first `enum`/`examples` entry, then a value of its
 * type within `minimum`/`minLength`/`minItems`/`format`). Optional properties are left out. The
 * value stays within `EXAMPLE_BOUNDS`; `exampleArguments` says when that cut it short.
 *
 * @example
 * argumentsFor({ type: 'object', properties: { city: { type: 'string' }, days: { type: 'integer', minimum: 1 } }, required: ['city', 'days'] })
 * // => { city: 'example', days: 1 }
 */
export function argumentsFor(schema: unknown): JsonObject {
  return exampleArguments(schema).value;
}

/**
 * The simplest value a JSON Schema accepts, as `argumentsFor` picks it (objects get their required
 * properties only). Unknown or absent schemas give `{}` at the top and `'example'` below it.
 *
 * @example
 * valueFor({ type: 'string', format: 'email' }) // => 'user@example.com'
 * valueFor({ type: 'array', items: { type: 'boolean' }, minItems: 2 }) // => [false, false]
 */
export function valueFor(schema: unknown, depth = 0): unknown {
  return exampleValue(schema, depth).value;
}

// What is left of the bound for one whole value, and the first reason it ran out.
class Budget {
  left: number = EXAMPLE_BOUNDS.chars;
  cut: string | null = null;

  /** Spends `chars`; false (and the value is cut here) when they do not fit. `why` names a need that alone is too big. */
  take(chars: number, at: readonly (string | number)[], why?: string): boolean {
    if (this.cut === null && chars <= this.left) {
      this.left -= chars;
      return true;
    }
    const bound = `the ${EXAMPLE_BOUNDS.chars}-character bound of example values`;
    this.stop(
      at,
      why && chars > EXAMPLE_BOUNDS.chars ? `${why} is beyond ${bound}` : `the value reaches ${bound} here`,
    );
    return false;
  }

  stop(at: readonly (string | number)[], why: string): void {
    this.left = 0;
    this.cut ??= `${at.length === 0 ? '(top)' : clip(jsonPointer(...at))}: ${why}`;
  }
}

function build(schema: unknown, depth: number, at: (string | number)[], budget: Budget): unknown {
  if (budget.cut !== null) return null;
  if (!isJsonObject(schema)) return depth === 0 ? (budget.take(2, at) ? {} : null) : given('example', at, budget);
  if (depth > EXAMPLE_BOUNDS.depth) {
    budget.stop(at, `the schema nests deeper than ${EXAMPLE_BOUNDS.depth} levels`);
    return null;
  }
  if ('default' in schema) return given(schema['default'], at, budget);
  if ('const' in schema) return given(schema['const'], at, budget);
  if (Array.isArray(schema['enum']) && schema['enum'].length > 0) return given(schema['enum'][0], at, budget);
  if (Array.isArray(schema['examples']) && schema['examples'].length > 0)
    return given(schema['examples'][0], at, budget);
  const branch = firstBranch(schema);
  if (branch) return build({ ...withoutBranches(schema), ...branch }, depth + 1, at, budget);
  switch (typeOf(schema)) {
    case 'object':
      return objectFor(schema, depth, at, budget);
    case 'array':
      return arrayFor(schema, depth, at, budget);
    case 'integer':
      return given(numberFor(schema, true), at, budget);
    case 'number':
      return given(numberFor(schema, false), at, budget);
    case 'boolean':
      return given(false, at, budget);
    case 'null':
      return given(null, at, budget);
    default:
      return stringFor(schema, at, budget);
  }
}

// A value the schema names (default, const, enum, examples) or a fixed one, charged at its JSON size.
function given(value: unknown, at: (string | number)[], budget: Budget): unknown {
  return budget.take(jsonSize(value, EXAMPLE_BOUNDS.chars), at, 'a value the schema names') ? value : null;
}

// About the length of `value`'s JSON text, counted no further than just past `limit`.
function jsonSize(value: unknown, limit: number): number {
  let size = 0;
  const stack = [value];
  while (stack.length > 0 && size <= limit) {
    const v = stack.pop();
    if (typeof v === 'string') size += v.length + 2;
    else if (Array.isArray(v)) {
      size += v.length + 2;
      if (v.length <= limit) for (const item of v) stack.push(item);
    } else if (isJsonObject(v)) {
      const keys = Object.keys(v);
      size += keys.length + 2;
      if (keys.length > limit) continue;
      for (const key of keys) {
        size += key.length + 3;
        stack.push(v[key]);
      }
    } else size += String(v).length;
  }
  return size;
}

function typeOf(schema: JsonObject): string {
  const type = schema['type'];
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) return String(type.find((t) => t !== 'null') ?? type[0] ?? 'string');
  if (isJsonObject(schema['properties'])) return 'object';
  if ('items' in schema) return 'array';
  return 'required' in schema ? 'object' : 'string';
}

function firstBranch(schema: JsonObject): JsonObject | undefined {
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = schema[key];
    if (!Array.isArray(list)) continue;
    if (key === 'allOf') return mergeAll(list.filter(isJsonObject));
    const usable = list.filter(isJsonObject).find((s) => s['type'] !== 'null') ?? list.find(isJsonObject);
    if (usable) return usable;
  }
  return undefined;
}

function withoutBranches(schema: JsonObject): JsonObject {
  const { anyOf: _a, oneOf: _o, allOf: _l, ...rest } = schema;
  return rest;
}

// One pass over every allOf entry (a long allOf must not cost its square).
function mergeAll(list: readonly JsonObject[]): JsonObject {
  const merged: JsonObject = {};
  const properties: JsonObject = {};
  const required: unknown[] = [];
  for (const schema of list) {
    setOwn(merged, schema);
    if (isJsonObject(schema['properties'])) setOwn(properties, schema['properties']);
    if (Array.isArray(schema['required'])) for (const name of schema['required']) required.push(name);
  }
  return { ...merged, properties, required };
}

// Copies own keys as data (a `__proto__` key from parsed JSON stays a key, never a prototype).
function setOwn(target: JsonObject, source: JsonObject): void {
  for (const [key, value] of Object.entries(source))
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function objectFor(schema: JsonObject, depth: number, at: (string | number)[], budget: Budget): JsonObject {
  const props = isJsonObject(schema['properties']) ? schema['properties'] : {};
  const required = Array.isArray(schema['required']) ? schema['required'] : [];
  const out: JsonObject = {};
  if (!budget.take(2, at)) return out;
  for (const name of required) {
    if (typeof name !== 'string' || Object.hasOwn(out, name)) continue;
    const path = [...at, name];
    if (!budget.take(name.length + 4, path)) break;
    const value = build(Object.hasOwn(props, name) ? props[name] : {}, depth + 1, path, budget);
    setOwn(out, { [name]: value });
    if (budget.cut !== null) break;
  }
  return out;
}

function arrayFor(schema: JsonObject, depth: number, at: (string | number)[], budget: Budget): unknown[] {
  const min = nonNegative(schema['minItems']);
  const items = Array.isArray(schema['prefixItems']) ? schema['prefixItems'] : null;
  const length = Math.max(min, items ? items.length : 0);
  const out: unknown[] = [];
  // The brackets and commas first: a huge minItems stops here, before any item is built.
  if (!budget.take(length + 1, at, length === min ? `minItems ${min}` : `${length} prefixItems`)) return out;
  for (let i = 0; i < length && budget.cut === null; i++)
    out.push(build(items?.[i] ?? schema['items'] ?? {}, depth + 1, [...at, i], budget));
  return out;
}

function numberFor(schema: JsonObject, integer: boolean): number {
  const step = typeof schema['multipleOf'] === 'number' && schema['multipleOf'] > 0 ? schema['multipleOf'] : null;
  let low = typeof schema['minimum'] === 'number' ? schema['minimum'] : undefined;
  const exclusive = schema['exclusiveMinimum'];
  if (typeof exclusive === 'number') low = integer ? Math.floor(exclusive) + 1 : exclusive + (step ?? 1);
  const high = typeof schema['maximum'] === 'number' ? schema['maximum'] : undefined;
  let value = low ?? (high !== undefined && high < 0 ? high : 0);
  if (integer) value = Math.ceil(value);
  if (step) value = Math.ceil(value / step) * step;
  return value;
}

const FORMAT_EXAMPLES: Readonly<Record<string, string>> = {
  email: 'user@example.com',
  'idn-email': 'user@example.com',
  uri: 'https://example.com/',
  'uri-reference': 'https://example.com/',
  iri: 'https://example.com/',
  url: 'https://example.com/',
  'date-time': '2026-07-28T00:00:00Z',
  // eslint-disable-next-line no-restricted-syntax -- a JSON Schema `date` sample, not a protocol revision
  date: '2026-07-28',
  time: '00:00:00Z',
  duration: 'PT1M',
  uuid: '00000000-0000-4000-8000-000000000000',
  ipv4: '127.0.0.1',
  ipv6: '::1',
  hostname: 'example.com',
  'idn-hostname': 'example.com',
};

function stringFor(schema: JsonObject, at: (string | number)[], budget: Budget): unknown {
  const format =
    typeof schema['format'] === 'string' && Object.hasOwn(FORMAT_EXAMPLES, schema['format'])
      ? FORMAT_EXAMPLES[schema['format']]
      : undefined;
  if (format) return given(format, at, budget);
  const min = nonNegative(schema['minLength']);
  const max = typeof schema['maxLength'] === 'number' ? Math.max(0, schema['maxLength']) : Infinity;
  const length = Math.max(min, Math.min('example'.length, max));
  if (!budget.take(length + 2, at, `minLength ${min}`)) return null;
  return 'example'.padEnd(min, 'x').slice(0, length);
}

function nonNegative(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}
