import { exampleValue, isJsonObject, type JsonObject } from '../../../../src/index';

/** How a schema is edited in the form. */
export type FieldKind = 'object' | 'array' | 'choice' | 'enum' | 'boolean' | 'number' | 'integer' | 'string' | 'json';

/** Deepest nesting the form draws; deeper values are edited as JSON. */
export const MAX_FORM_DEPTH = 6;

/**
 * Most fields the form draws for one object, options for one enum, rows for one array: a server's schema
 * (or a pasted value) with more is edited as JSON, so a hostile tools/list cannot freeze the page.
 */
export const MAX_FORM_WIDTH = 200;

/**
 * `value[key]` when `value` is an object that has `key` as its own property, else undefined (so a
 * property named `__proto__` or `toString` reads what the JSON says, never the prototype's).
 *
 * @example
 * ownValue({ a: 1 }, 'a') // => 1
 * ownValue({}, '__proto__') // => undefined
 * ownValue(JSON.parse('{"__proto__":{"x":1}}'), '__proto__') // => { x: 1 }
 */
export function ownValue(value: unknown, key: string): unknown {
  return isJsonObject(value) && Object.hasOwn(value, key) ? value[key] : undefined;
}

/**
 * The schema a local `$ref` (`#/$defs/x`, `#/definitions/x`) points at inside `root`, or the schema
 * itself; a remote `$ref` is never followed (the field is then edited as JSON).
 *
 * @example
 * resolveRef({ $ref: '#/$defs/id' }, { $defs: { id: { type: 'string' } } }) // => { type: 'string' }
 * resolveRef({ $ref: 'https://example.com/s.json' }, {}) // => { $ref: 'https://example.com/s.json' }
 * resolveRef({ $ref: '#/__proto__' }, {}) // => { $ref: '#/__proto__' }
 */
export function resolveRef(schema: unknown, root: unknown): JsonObject {
  let at: unknown = schema;
  for (let hops = 0; hops < 8 && isJsonObject(at) && typeof at['$ref'] === 'string'; hops++) {
    const ref = at['$ref'];
    if (!ref.startsWith('#/')) break;
    let target: unknown = root;
    for (const part of ref.slice(2).split('/')) target = ownValue(target, part.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (!isJsonObject(target)) break;
    at = target;
  }
  return isJsonObject(at) ? at : {};
}

/**
 * Which field edits a schema: its enum, its oneOf/anyOf as a choice, else its type (the first one
 * that is not null when it lists several); no type at all, or more than MAX_FORM_WIDTH properties,
 * options or branches, is edited as JSON.
 *
 * @example
 * fieldKind({ type: 'string', enum: ['a', 'b'] }) // => 'enum'
 * fieldKind({ oneOf: [{ type: 'string' }, { type: 'integer' }] }) // => 'choice'
 * fieldKind({ type: ['integer', 'null'] }) // => 'integer'
 * fieldKind({}) // => 'json'
 * fieldKind({ enum: Array.from({ length: 201 }, (_, i) => i) }) // => 'json'
 */
export function fieldKind(schema: JsonObject): FieldKind {
  const wide = (list: unknown) =>
    (Array.isArray(list) ? list.length : isJsonObject(list) ? Object.keys(list).length : 0) > MAX_FORM_WIDTH;
  if (wide(schema['enum']) || wide(schema['oneOf']) || wide(schema['anyOf']) || wide(schema['properties']))
    return 'json';
  if (Array.isArray(schema['enum']) && schema['enum'].length > 0) return 'enum';
  if (Array.isArray(schema['oneOf']) || Array.isArray(schema['anyOf'])) return 'choice';
  const types = Array.isArray(schema['type']) ? schema['type'] : [schema['type']];
  const type = types.find((t) => t !== 'null');
  if (type === 'object' || (type === undefined && isJsonObject(schema['properties']))) return 'object';
  if (type === 'array') return 'array';
  if (type === 'boolean' || type === 'number' || type === 'integer' || type === 'string') return type;
  return 'json';
}

/**
 * The branches of a oneOf/anyOf with a label each (its title, else its type or const, else its number).
 *
 * @example
 * choicesOf({ oneOf: [{ title: 'Monthly', type: 'object' }, { type: 'string' }] }, {}).map((c) => c.label) // => ['Monthly', 'string']
 */
export function choicesOf(schema: JsonObject, root: unknown): { label: string; schema: JsonObject }[] {
  const list = Array.isArray(schema['oneOf']) ? schema['oneOf'] : Array.isArray(schema['anyOf']) ? schema['anyOf'] : [];
  return list.map((branch, i) => {
    const s = resolveRef(branch, root);
    const label =
      typeof s['title'] === 'string'
        ? s['title']
        : 'const' in s
          ? JSON.stringify(s['const'])
          : typeof s['type'] === 'string'
            ? s['type']
            : `option ${i + 1}`;
    return { label, schema: s };
  });
}

/**
 * The branch a value belongs to, by the JSON type its branch declares (the first that fits), or 0.
 *
 * @example
 * const choices = choicesOf({ oneOf: [{ type: 'object' }, { type: 'string' }] }, {});
 * choiceOf(choices, 'day') // => 1
 */
export function choiceOf(choices: readonly { schema: JsonObject }[], value: unknown): number {
  const found = choices.findIndex((c) => fits(c.schema, value));
  return found < 0 ? 0 : found;
}

function fits(schema: JsonObject, value: unknown): boolean {
  if ('const' in schema) return JSON.stringify(schema['const']) === JSON.stringify(value);
  if (Array.isArray(schema['enum'])) return schema['enum'].some((e) => JSON.stringify(e) === JSON.stringify(value));
  const kind = fieldKind(schema);
  if (kind === 'object') return isJsonObject(value);
  if (kind === 'array') return Array.isArray(value);
  if (kind === 'integer') return Number.isInteger(value);
  if (kind === 'number') return typeof value === 'number';
  if (kind === 'string' || kind === 'boolean') return typeof value === kind;
  return value !== undefined;
}

/**
 * A starting value for a schema (its default, else the simplest valid value), for a new array item or
 * a newly chosen branch.
 *
 * @example
 * startValue({ type: 'integer', minimum: 3 }) // => 3
 * startValue({ type: 'string', default: 'Paris' }) // => 'Paris'
 */
export function startValue(schema: JsonObject): unknown {
  if ('default' in schema) return schema['default'];
  return exampleValue(schema).value;
}

/**
 * `value` with `key` set (or removed when `next` is undefined), a new object (the old one is kept). The
 * key is defined, never assigned, so a property named `__proto__` is a property like any other.
 *
 * @example
 * withKey({ a: 1, b: 2 }, 'a', undefined) // => { b: 2 }
 * withKey(undefined, 'a', 1) // => { a: 1 }
 * JSON.stringify(withKey({}, '__proto__', { a: 1 })) // => '{"__proto__":{"a":1}}'
 */
export function withKey(value: unknown, key: string, next: unknown): JsonObject {
  const out: JsonObject = isJsonObject(value) ? { ...value } : {};
  if (next === undefined) delete out[key];
  else Object.defineProperty(out, key, { value: next, enumerable: true, writable: true, configurable: true });
  return out;
}
