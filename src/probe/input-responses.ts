import { isJsonObject, type JsonObject } from '../json/types';
import { exampleArguments } from './arguments';

/**
 * What a client answers to one embedded input request (MRTR § InputRequests), as the scan answers
 * it: a form elicitation accepted with the simplest valid content of its `requestedSchema` (optional fields with
 * their defaults), a URL
 * elicitation declined (nobody can visit it; a form whose content would not fit `EXAMPLE_BOUNDS` too), a sampling request with a short assistant text, and
 * roots/list with one root. `null` for a method the client cannot answer.
 *
 * @example
 * inputResponseFor({ method: 'elicitation/create', params: { message: 'Name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } } })
 * // => { action: 'accept', content: { name: 'example' } }
 * // Optional fields with a default are filled with it:
 * inputResponseFor({ method: 'elicitation/create', params: { message: 'Age?', requestedSchema: { type: 'object', properties: { age: { type: 'integer', default: 30 } } } } })
 * // => { action: 'accept', content: { age: 30 } }
 */
export function inputResponseFor(request: unknown): JsonObject | null {
  if (!isJsonObject(request)) return null;
  const params = isJsonObject(request['params']) ? request['params'] : {};
  switch (request['method']) {
    case 'elicitation/create':
      if (params['mode'] === 'url') return { action: 'decline' };
      return formAnswer(params['requestedSchema']);
    case 'sampling/createMessage':
      return {
        role: 'assistant',
        content: { type: 'text', text: 'example' },
        model: 'mcp-shape-inspector',
        stopReason: 'endTurn',
      };
    case 'roots/list':
      return { roots: [{ uri: 'file:///tmp/mcp-shape-inspector', name: 'mcp-shape-inspector' }] };
    default:
      return null;
  }
}

/**
 * `inputResponses` for a whole `inputRequests` map: one answer per key the client can answer.
 *
 * @example
 * inputResponsesFor({ roots: { method: 'roots/list' } }) // => { roots: { roots: [{ uri: 'file:///tmp/mcp-shape-inspector', name: 'mcp-shape-inspector' }] } }
 */
export function inputResponsesFor(inputRequests: unknown): JsonObject {
  const out: JsonObject = {};
  if (!isJsonObject(inputRequests)) return out;
  for (const [key, request] of Object.entries(inputRequests)) {
    const answer = inputResponseFor(request);
    if (answer) out[key] = answer;
  }
  return out;
}

/**
 * The simplest content a form elicitation's `requestedSchema` accepts: its required fields, each
 * with the first allowed value (elicitation schemas are flat objects of primitives).
 *
 * @example
 * formContent({ type: 'object', properties: { time: { type: 'string', enum: ['18:00', '19:30'] } }, required: ['time'] }) // => { time: '18:00' }
 */
export function formContent(requestedSchema: unknown): JsonObject {
  return exampleArguments(requestedSchema).value;
}

// Accepted with the simplest content and every optional field's own default (a client SHOULD
// pre-fill defaults, 2025-11-25), or declined when that content cannot be built within the bounds.
function formAnswer(requestedSchema: unknown): JsonObject {
  const built = exampleArguments(requestedSchema);
  return built.cut === null
    ? { action: 'accept', content: { ...defaultsOf(requestedSchema), ...built.value } }
    : { action: 'decline' };
}

// The primitive `default` of each property (elicitation fields are primitives; anything else is left out).
function defaultsOf(schema: unknown): JsonObject {
  const properties = isJsonObject(schema) && isJsonObject(schema['properties']) ? schema['properties'] : {};
  const out: JsonObject = {};
  for (const [name, property] of Object.entries(properties)) {
    const value = isJsonObject(property) ? property['default'] : undefined;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[name] = value;
  }
  return out;
}
