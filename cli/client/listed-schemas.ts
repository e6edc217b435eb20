import { isJsonObject, type JsonObject } from '../../src/index';

/**
 * Fills the free-form object arguments of a call the way a host's model would from its description:
 * a top-level argument typed `object` with no declared shape (no `properties`, no `$ref`, no
 * composition) whose description names exactly one other listed tool and that tool's `inputSchema`
 * gets the schema the client holds for it, verbatim (the client never rewrites a listed schema, so a
 * server can see which 2020-12 keywords survived). Every other argument is left as built.
 *
 * @example
 * const echo = { type: 'object', properties: { schema: { type: 'object', description: 'The inputSchema the client observed for lookup, passed back.' } }, required: ['schema'] };
 * const lookup = { type: 'object', $defs: { id: { $anchor: 'id' } }, additionalProperties: false };
 * const tools = new Map([['echo', echo], ['lookup', lookup]]);
 * argumentsFromListing('echo', { schema: {} }, tools) // => { schema: lookup }
 * argumentsFromListing('lookup', {}, tools) // => {}
 */
export function argumentsFromListing(
  tool: string,
  args: JsonObject,
  tools: ReadonlyMap<string, JsonObject>,
): JsonObject {
  const properties = tools.get(tool)?.['properties'];
  if (!isJsonObject(properties)) return args;
  let out = args;
  for (const [name, property] of Object.entries(properties)) {
    if (!isFreeFormObject(property) || typeof property['description'] !== 'string') continue;
    const named = schemaNamedIn(property['description'], tool, tools);
    if (named) out = { ...out, [name]: named };
  }
  return out;
}

const SHAPE_KEYWORDS = ['properties', 'patternProperties', '$ref', 'allOf', 'anyOf', 'oneOf', 'const', 'enum'];

function isFreeFormObject(schema: unknown): schema is JsonObject {
  return isJsonObject(schema) && schema['type'] === 'object' && !SHAPE_KEYWORDS.some((k) => k in schema);
}

// The inputSchema of the one other listed tool a description names (as a whole word, next to the word
// inputSchema), or null when it names none or several.
function schemaNamedIn(description: string, self: string, tools: ReadonlyMap<string, JsonObject>): JsonObject | null {
  if (!/\binputSchema\b/i.test(description)) return null;
  const named = [...tools.keys()].filter((name) => name !== self && mentions(description, name));
  return named.length === 1 ? (tools.get(named[0]!) ?? null) : null;
}

function mentions(text: string, name: string): boolean {
  let from = text.indexOf(name);
  while (from >= 0) {
    const before = text[from - 1];
    const after = text[from + name.length];
    if (!isNameChar(before) && !isNameChar(after)) return true;
    from = text.indexOf(name, from + 1);
  }
  return false;
}

function isNameChar(c: string | undefined): boolean {
  return c !== undefined && /[\w-]/.test(c);
}
