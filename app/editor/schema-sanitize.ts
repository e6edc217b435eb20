// Keywords whose text the JSON language service puts into hovers and completions as Markdown, unescaped.
const MARKDOWN_KEYWORDS = new Set(['markdownDescription', 'markdownEnumDescriptions', 'enumDescriptions']);
// Keywords holding instance data, not subschemas: copied as they are.
const DATA_KEYWORDS = new Set(['default', 'examples', 'enum', 'const', 'body']);
// Keywords whose value maps names (any name, even 'default') to subschemas.
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/** Deeper subschemas accept anything: a server's schema must not exhaust the stack. */
export const SCHEMA_DEPTH_LIMIT = 64;

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

function sanitizeMap(map: object, depth: number): object {
  return Object.fromEntries(
    Object.entries(map).map(([name, value]: [string, unknown]) => [name, sanitizeSchema(value, depth + 1)]),
  );
}

/**
 * A JSON schema from a server, made safe to hand to the JSON language service: the Markdown keywords are
 * dropped (`description` and `title` stay, the service escapes them), subschemas deeper than
 * SCHEMA_DEPTH_LIMIT accept anything, and keys like `__proto__` stay plain data.
 */
export function sanitizeSchema(schema: unknown, depth = 0): unknown {
  if (!isObject(schema)) return schema;
  if (depth >= SCHEMA_DEPTH_LIMIT) return {};
  if (Array.isArray(schema)) return schema.map((item: unknown) => sanitizeSchema(item, depth + 1));
  return Object.fromEntries(
    Object.entries(schema).flatMap(([key, value]: [string, unknown]) => {
      if (MARKDOWN_KEYWORDS.has(key)) return [];
      if (DATA_KEYWORDS.has(key)) return [[key, value]];
      if (SCHEMA_MAPS.has(key) && isObject(value) && !Array.isArray(value)) return [[key, sanitizeMap(value, depth)]];
      return [[key, sanitizeSchema(value, depth + 1)]];
    }),
  );
}
