import { isJsonObject, type BuiltRequest } from '../../../../../src/index';
import { parseJson } from '../engine';

/** What a learner edits in a live exercise: the HTTP headers and the JSON-RPC body of one POST. */
export interface RequestDoc {
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/**
 * The document for a request the library built.
 *
 * @example
 * docFromBuilt(buildRequest({ method: 'tools/list', id: 1 })).headers['Mcp-Method'] // => 'tools/list'
 */
export function docFromBuilt(built: BuiltRequest): RequestDoc {
  return { headers: { ...built.headers }, body: { ...built.message } };
}

/** The text shown in the editor for a document (a request, or a URL to fetch). */
export function formatDoc(doc: unknown): string {
  return JSON.stringify(doc, null, 2);
}

/**
 * Reads a document the learner typed; throws an error with a plain message when it is unusable.
 *
 * @example
 * readDoc('{"headers": {}, "body": {"jsonrpc": "2.0", "id": 1, "method": "tools/list"}}').body.method // => 'tools/list'
 * readDoc('{"body": {}}') // => throws 'must be a JSON object with "headers"'
 */
export function readDoc(text: string): RequestDoc {
  const value = parseJson(text);
  if (!isJsonObject(value) || !isJsonObject(value['headers']) || !isJsonObject(value['body']))
    throw new Error('The request must be a JSON object with "headers" (an object) and "body" (the JSON-RPC message).');
  const headers: Record<string, string> = {};
  for (const [name, v] of Object.entries(value['headers'])) {
    if (typeof v !== 'string') throw new Error(`The header ${name} must be a string.`);
    headers[name] = v;
  }
  return { headers, body: value['body'] };
}
