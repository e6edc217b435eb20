/**
 * HTTP headers as recorded: any case; values as received.
 *
 * @example
 * const headers: HeaderMap = { 'content-type': 'text/event-stream', 'Mcp-Session-Id': 'abc123' };
 * headerValue(headers, 'mcp-session-id') // => 'abc123'
 */
export type HeaderMap = Readonly<Record<string, string>>;

/**
 * One JSON-RPC message found in a response body.
 *
 * @example
 * parseResponseBody({ headers: { 'content-type': 'text/event-stream' }, body: ': ping\n\ndata: {"jsonrpc":"2.0","id":1,"result":{}}\n\n' }).messages[0]
 * // => { value: { jsonrpc: '2.0', id: 1, result: {} }, text: '{"jsonrpc":"2.0","id":1,"result":{}}', offset: 14, frame: 0 }
 */
export interface WireMessage {
  /** The parsed JSON value (usually an object). */
  value: unknown;
  /** The JSON text the value was parsed from. */
  text: string;
  /** Character offset of `text` in the body. */
  offset: number;
  /** 0-based index of the SSE data frame (absent for an application/json body). */
  frame?: number;
}

/**
 * What `parseResponseBody` makes of a response.
 *
 * @example
 * const p: ParsedResponse = parseResponseBody({ headers: { 'content-type': 'application/json' }, body: '{"jsonrpc":"2.0","id":1,"result":{}}' });
 * p.format // => 'json'
 * p.problems // => []
 */
export interface ParsedResponse {
  format: 'json' | 'sse' | 'empty' | 'other';
  /** The media type of Content-Type, lower-cased and without parameters (null when absent). */
  mediaType: string | null;
  /** Every message that parsed, in body order (SSE: one per data frame). */
  messages: WireMessage[];
  /** The message that answers the request (result or error), if one was found. */
  response: WireMessage | null;
  /** SSE only: whether any frame carried an `id:` line. */
  eventIds: boolean;
  /** SSE only: the number of comment (keep-alive) lines. */
  comments: number;
  /** SSE only: events with an empty data buffer (priming events), which carry no message. */
  skipped: number;
  /** SSE only: whether the stream began with a byte order mark. */
  bom: boolean;
  /** What is wrong with the body's format, as neutral facts (src/check maps them to rules). */
  problems: WireProblem[];
}

/**
 * A neutral fact about a response body's format: no rule ids, no prose. `offset` is a character
 * offset into the body, `byteOffset` the same place in UTF-8 bytes, `frame` the 0-based SSE frame.
 *
 * @example
 * parseResponseBody({ headers: { 'content-type': 'application/json' }, body: '[{}]' }).problems
 * // => [{ kind: 'batch', offset: 0, length: 1 }]
 */
export type WireProblem =
  | { kind: 'empty-body'; offset: 0 }
  | { kind: 'no-content-type'; offset: 0 }
  | { kind: 'unexpected-content-type'; offset: 0; mediaType: string }
  | { kind: 'not-json'; offset: number; byteOffset: number; excerpt: string }
  | { kind: 'batch'; offset: 0; length: number }
  | { kind: 'not-object'; offset: 0; type: string }
  | { kind: 'sse-frame-invalid'; frame: number; offset: number; byteOffset: number; excerpt: string }
  | { kind: 'sse-frame-not-object'; frame: number; offset: number; type: string }
  | { kind: 'sse-frame-unterminated'; frame: number; offset: number }
  | { kind: 'sse-no-response'; offset: 0; frames: number }
  | { kind: 'sse-extra-response'; frame: number; offset: number; responses: number };

/**
 * The HTTP response part of an exchange.
 *
 * @example
 * const response: WireResponse = { status: 200, headers: { 'Content-Type': 'application/json' }, body: '{"jsonrpc":"2.0","id":1,"result":{}}' };
 * parseResponseBody(response).response?.value // => { jsonrpc: '2.0', id: 1, result: {} }
 */
export interface WireResponse {
  status?: number;
  headers?: HeaderMap;
  /** The raw body text as received. */
  body: string;
}
