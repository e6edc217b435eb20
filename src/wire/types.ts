import type { FindingDraft } from '../check/finding';

/**
 * HTTP headers as recorded: any case; values as received.
 *
 * @example
 * const headers: HeaderMap = { 'content-type': 'text/event-stream', 'Mcp-Session-Id': 'abc123' };
 */
export type HeaderMap = Readonly<Record<string, string>>;

/**
 * One JSON-RPC message found in a response body.
 *
 * @example
 * parseResponseBody({ headers: { 'content-type': 'text/event-stream' }, body: ': ping\n\ndata: {"jsonrpc":"2.0","id":1,"result":{}}\n\n' }).messages[0]
 * // { value: { jsonrpc: '2.0', id: 1, result: {} }, text: '{"jsonrpc":"2.0","id":1,"result":{}}', offset: 14, frame: 0 }
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
 * p.format // 'json'
 * p.problems // []
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
  /** Problems with the body's format, as finding drafts. */
  problems: FindingDraft[];
}

/**
 * The HTTP response part of an exchange.
 *
 * @example
 * const response: WireResponse = { status: 200, headers: { 'Content-Type': 'application/json' }, body: '{"jsonrpc":"2.0","id":1,"result":{}}' };
 */
export interface WireResponse {
  status?: number;
  headers?: HeaderMap;
  /** The raw body text as received. */
  body: string;
}
