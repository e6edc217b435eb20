import { isJsonObject, type JsonObject } from '../json/types';
import { exampleArguments } from './arguments';

/**
 * What a client answers to one embedded input request (MRTR § InputRequests), as the scan answers
 * it: a form elicitation accepted with the simplest valid content of its `requestedSchema`, a URL
 * elicitation declined (nobody can visit it; a form whose content would not fit `EXAMPLE_BOUNDS` too), a sampling request with a short assistant text, and
 * roots/list with one root. `null` for a method the client cannot answer.
 *
 * @example
 * inputResponseFor({ method: 'elicitation/create', params: { message: 'Name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } } })
 * // => { action: 'accept', content: { name: 'example' } }
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

// Accepted with the simplest content, or declined when that content cannot be built within the bounds.
function formAnswer(requestedSchema: unknown): JsonObject {
  const built = exampleArguments(requestedSchema);
  return built.cut === null ? { action: 'accept', content: built.value } : { action: 'decline' };
}
