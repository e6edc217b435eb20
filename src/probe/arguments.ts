import { isJsonObject, type JsonObject } from '../json/types';

// Deep or self-referencing schemas stop here instead of recursing without end.
const MAX_DEPTH = 8;

/**
 * Minimal valid arguments for a tool's `inputSchema`: every required property with the simplest
 * value its schema allows (`default`, `const`, first `enum`/`examples` entry, then a value of its
 * type within `minimum`/`minLength`/`minItems`/`format`). Optional properties are left out.
 *
 * @example
 * argumentsFor({ type: 'object', properties: { city: { type: 'string' }, days: { type: 'integer', minimum: 1 } }, required: ['city', 'days'] })
 * // => { city: 'example', days: 1 }
 */
export function argumentsFor(schema: unknown): JsonObject {
  const value = valueFor(schema);
  return isJsonObject(value) ? value : {};
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
  if (!isJsonObject(schema)) return depth === 0 ? {} : 'example';
  if (depth > MAX_DEPTH) return null;
  if ('default' in schema) return schema['default'];
  if ('const' in schema) return schema['const'];
  if (Array.isArray(schema['enum']) && schema['enum'].length > 0) return schema['enum'][0];
  if (Array.isArray(schema['examples']) && schema['examples'].length > 0) return schema['examples'][0];
  const branch = firstBranch(schema);
  if (branch) return valueFor({ ...withoutBranches(schema), ...branch }, depth + 1);
  switch (typeOf(schema)) {
    case 'object':
      return objectFor(schema, depth);
    case 'array':
      return arrayFor(schema, depth);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return stringFor(schema);
  }
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
    if (key === 'allOf') return list.filter(isJsonObject).reduce<JsonObject>((all, s) => merge(all, s), {});
    const usable = list.filter(isJsonObject).find((s) => s['type'] !== 'null') ?? list.find(isJsonObject);
    if (usable) return usable;
  }
  return undefined;
}

function withoutBranches(schema: JsonObject): JsonObject {
  const { anyOf: _a, oneOf: _o, allOf: _l, ...rest } = schema;
  return rest;
}

function merge(a: JsonObject, b: JsonObject): JsonObject {
  const properties = { ...(isJsonObject(a['properties']) ? a['properties'] : {}) };
  if (isJsonObject(b['properties'])) Object.assign(properties, b['properties']);
  const required = [
    ...(Array.isArray(a['required']) ? a['required'] : []),
    ...(Array.isArray(b['required']) ? b['required'] : []),
  ];
  return { ...a, ...b, properties, required };
}

function objectFor(schema: JsonObject, depth: number): JsonObject {
  const props = isJsonObject(schema['properties']) ? schema['properties'] : {};
  const required = Array.isArray(schema['required']) ? schema['required'] : [];
  const out: JsonObject = {};
  for (const name of required) {
    if (typeof name !== 'string') continue;
    out[name] = valueFor(props[name] ?? {}, depth + 1);
  }
  return out;
}

function arrayFor(schema: JsonObject, depth: number): unknown[] {
  const min = nonNegative(schema['minItems']);
  const items = Array.isArray(schema['prefixItems']) ? schema['prefixItems'] : null;
  const length = Math.max(min, items ? items.length : 0);
  return Array.from({ length }, (_, i) => valueFor(items?.[i] ?? schema['items'] ?? {}, depth + 1));
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

function stringFor(schema: JsonObject): string {
  const format = typeof schema['format'] === 'string' ? FORMAT_EXAMPLES[schema['format']] : undefined;
  if (format) return format;
  const min = nonNegative(schema['minLength']);
  const max = typeof schema['maxLength'] === 'number' ? Math.max(0, schema['maxLength']) : Infinity;
  const base = 'example'.padEnd(min, 'x');
  return base.slice(0, Math.max(min, Math.min(base.length, max)));
}

function nonNegative(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}
