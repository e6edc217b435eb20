import { isJsonObject, type JsonObject } from '../../../../src';
import { invalidParams } from '../mcp/errors';

/** A form-mode elicitation request for `inputRequests` (ELIC § Form mode). */
export function elicitForm(message: string, properties: JsonObject, required: string[]): JsonObject {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
  };
}

/** A sampling request with one user text message (SAMP § Creating Messages). */
export function sampleText(text: string, maxTokens: number): JsonObject {
  return {
    method: 'sampling/createMessage',
    params: { messages: [{ role: 'user', content: { type: 'text', text } }], maxTokens },
  };
}

/** A roots/list request. */
export const listRoots = (): JsonObject => ({ method: 'roots/list', params: {} });

/**
 * The request's `inputResponses`: `{}` when absent; anything but an object is a protocol error
 * (-32602, MRTR § Error Handling). Keys the server did not ask for are left for the caller to ignore.
 */
export function inputResponses(params: JsonObject): JsonObject {
  const value = params['inputResponses'];
  if (value === undefined) return {};
  if (!isJsonObject(value)) throw invalidParams('"inputResponses" must be an object keyed by the inputRequests keys.');
  return value;
}

/** An ElicitResult: the accepted content, or null when the user declined or cancelled. */
export function elicitAnswer(value: unknown, key: string): JsonObject | null {
  if (!isJsonObject(value) || !['accept', 'decline', 'cancel'].includes(value['action'] as string))
    throw invalidParams(`inputResponses.${key} must be an ElicitResult {"action": "accept", "content": {…}}.`);
  if (value['action'] !== 'accept') return null;
  if (!isJsonObject(value['content'])) throw invalidParams(`inputResponses.${key}.content must be an object.`);
  return value['content'];
}

/** The text of a CreateMessageResult (SAMP § Response). */
export function sampledText(value: unknown, key: string): string {
  const content = isJsonObject(value) ? value['content'] : undefined;
  if (
    !isJsonObject(value) ||
    value['role'] !== 'assistant' ||
    typeof value['model'] !== 'string' ||
    !isJsonObject(content) ||
    content['type'] !== 'text' ||
    typeof content['text'] !== 'string'
  )
    throw invalidParams(`inputResponses.${key} must be a CreateMessageResult with assistant text content and a model.`);
  return content['text'];
}

/** The root URIs of a ListRootsResult. */
export function rootUris(value: unknown, key: string): string[] {
  const roots = isJsonObject(value) ? value['roots'] : undefined;
  if (!Array.isArray(roots) || !roots.every((r) => isJsonObject(r) && typeof r['uri'] === 'string'))
    throw invalidParams(`inputResponses.${key} must be a ListRootsResult {"roots": [{"uri": …}]}.`);
  return roots.map((r) => (r as JsonObject)['uri'] as string);
}
