import { ServerRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { isJsonObject, type JsonObject } from '../../json/types';
import type { ServerRequest } from './types';

/**
 * What one JSON-RPC message from a legacy server is: the answer to a request of ours, a request the
 * server makes of the client, a notification, or something else (not JSON-RPC).
 *
 * @example
 * kindOf({ jsonrpc: '2.0', id: 1, result: {} }) // => 'response'
 * kindOf({ jsonrpc: '2.0', id: 0, method: 'roots/list' }) // => 'request'
 * kindOf({ jsonrpc: '2.0', method: 'notifications/message', params: {} }) // => 'notification'
 * kindOf('garbage') // => 'other'
 */
export function kindOf(message: unknown): 'response' | 'request' | 'notification' | 'other' {
  if (!isJsonObject(message)) return 'other';
  if (typeof message['method'] === 'string') return 'id' in message ? 'request' : 'notification';
  return 'id' in message && ('result' in message || 'error' in message) ? 'response' : 'other';
}

/**
 * A server request read against the 2025-11-25 schemas of the official SDK 1.x: a request whose
 * params do not match (a hostile elicitation schema, a sampling request without messages) is marked
 * invalid with the first reason, so no form is ever built from it.
 *
 * @example
 * serverRequestOf({ jsonrpc: '2.0', id: 3, method: 'roots/list' }).valid // => true
 * const hostile = { jsonrpc: '2.0', id: 4, method: 'elicitation/create', params: { message: 'x', requestedSchema: { type: 'object', properties: { a: { type: 'function' } } } } };
 * serverRequestOf(hostile).valid // => false
 */
export function serverRequestOf(message: JsonObject): ServerRequest {
  const id = message['id'];
  const params = isJsonObject(message['params']) ? message['params'] : {};
  const base = {
    id: typeof id === 'string' || typeof id === 'number' ? id : String(id),
    method: String(message['method']),
    params,
  };
  const parsed = ServerRequestSchema.safeParse({ method: message['method'], params: message['params'] ?? {} });
  if (parsed.success && (typeof id === 'string' || typeof id === 'number')) return { ...base, valid: true };
  const reason = parsed.success ? 'its id is neither a string nor a number' : firstIssue(parsed.error.issues);
  return {
    ...base,
    valid: false,
    invalid: `The server's ${base.method} request does not match the 2025-11-25 schema: ${reason}.`,
  };
}

/**
 * The first issue of a Zod error as a short phrase: where (a JSON pointer) and what.
 *
 * @example
 * firstIssue([{ path: ['params', 'messages'], message: 'Required' }]) // => '/params/messages: Required'
 * firstIssue([]) // => 'it does not parse'
 */
export function firstIssue(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  const issue = issues[0];
  if (!issue) return 'it does not parse';
  const path = issue.path.map((p) => String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
  return `${path ? `/${path}` : '(the message)'}: ${issue.message}`;
}
