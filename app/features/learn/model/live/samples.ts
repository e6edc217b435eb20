import { isJsonObject } from '../../../../../src/index';

/** A tool as tools/list lists it (only what the scenarios read). */
export interface ListedTool {
  name: string;
  description?: string;
  inputSchema: Record<string, unknown>;
}

/**
 * The tools of a tools/list response (entries without a name or schema are skipped).
 *
 * @example
 * listedTools({ result: { tools: [{ name: 'echo', inputSchema: { type: 'object' } }] } })[0].name // => 'echo'
 */
export function listedTools(response: unknown): ListedTool[] {
  const result = isJsonObject(response) ? response['result'] : undefined;
  const tools = isJsonObject(result) && Array.isArray(result['tools']) ? result['tools'] : [];
  return tools.flatMap((t): ListedTool[] =>
    isJsonObject(t) && typeof t['name'] === 'string' && isJsonObject(t['inputSchema'])
      ? [
          {
            name: t['name'],
            inputSchema: t['inputSchema'],
            ...(typeof t['description'] === 'string' ? { description: t['description'] } : {}),
          },
        ]
      : [],
  );
}

/** The tools whose name or description matches, in listing order. */
export function toolsMatching(tools: readonly ListedTool[], pattern: RegExp): ListedTool[] {
  return tools.filter((t) => pattern.test(t.name) || pattern.test(t.description ?? ''));
}

const properties = (schema: unknown): Record<string, unknown> =>
  isJsonObject(schema) && isJsonObject(schema['properties']) ? schema['properties'] : {};

/** The top-level arguments a tool mirrors into `Mcp-Param-*` headers: argument name → header suffix. */
export function headerArguments(tool: ListedTool): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, p] of Object.entries(properties(tool.inputSchema)))
    if (isJsonObject(p) && typeof p['x-mcp-header'] === 'string') out[key] = p['x-mcp-header'];
  return out;
}

/**
 * Arguments that satisfy a simple input schema: each required property (and each header-mirrored
 * one) gets its default, its first enum value, or a plain value of its type. `strings` overrides
 * the value for chosen string properties.
 *
 * @example
 * sampleArguments({ type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] }) // => { n: 1 }
 */
export function sampleArguments(
  schema: Record<string, unknown>,
  strings: Record<string, string> = {},
): Record<string, unknown> {
  const props = properties(schema);
  const required = Array.isArray(schema['required']) ? schema['required'].filter((r) => typeof r === 'string') : [];
  const out: Record<string, unknown> = {};
  for (const [key, p] of Object.entries(props)) {
    const mirrored = isJsonObject(p) && typeof p['x-mcp-header'] === 'string';
    if (!required.includes(key) && !mirrored) continue;
    out[key] = key in strings && isJsonObject(p) && p['type'] === 'string' ? strings[key] : sampleValue(p);
  }
  return out;
}

/**
 * A value that fits one property schema.
 *
 * @example
 * sampleValue({ type: 'boolean' }) // => true
 */
export function sampleValue(schema: unknown): unknown {
  if (!isJsonObject(schema)) return 'demo';
  if ('default' in schema) return schema['default'];
  if (Array.isArray(schema['enum']) && schema['enum'].length > 0) return schema['enum'][0];
  if ('const' in schema) return schema['const'];
  const oneOf = schema['oneOf'] ?? schema['anyOf'];
  if (Array.isArray(oneOf) && oneOf.length > 0) {
    const first: unknown = oneOf[0];
    return isJsonObject(first) && 'const' in first ? first['const'] : sampleValue(first);
  }
  switch (schema['type']) {
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return typeof schema['minimum'] === 'number' ? schema['minimum'] : 1;
    case 'array':
      return isJsonObject(schema['items']) && (schema['items']['enum'] || schema['items']['anyOf'])
        ? [sampleValue(schema['items'])]
        : [];
    case 'object':
      return sampleArguments(schema);
    default:
      return schema['format'] === 'email' ? 'learner@example.com' : 'demo';
  }
}

/**
 * The answer a client would send for one embedded input request: an accepted form filled from its
 * requestedSchema, an accepted URL flow, an assistant message for sampling, an empty root list.
 *
 * @example
 * answerFor({ method: 'elicitation/create', params: { mode: 'form', requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } } })
 * // => { action: 'accept', content: { ok: true } }
 */
export function answerFor(inputRequest: unknown): Record<string, unknown> {
  const r = isJsonObject(inputRequest) ? inputRequest : {};
  const params = isJsonObject(r['params']) ? r['params'] : {};
  switch (r['method']) {
    case 'sampling/createMessage':
      return { role: 'assistant', content: { type: 'text', text: 'Done.' }, model: 'learner', stopReason: 'endTurn' };
    case 'roots/list':
      return { roots: [] };
    default: {
      if (params['mode'] === 'url') return { action: 'accept' };
      const schema = isJsonObject(params['requestedSchema']) ? params['requestedSchema'] : {};
      const content: Record<string, unknown> = {};
      for (const [key, p] of Object.entries(properties(schema))) content[key] = sampleValue(p);
      return { action: 'accept', content };
    }
  }
}
