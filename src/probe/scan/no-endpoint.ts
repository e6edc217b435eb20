import { isJsonObject } from '../../json/types';
import { headerValue, mediaTypeOf } from '../../wire/headers';
import { parseResponseBody } from '../../wire/parse';

/** The response part of a recorded exchange (a `RecordedExchange`, a `ScanExchange` or a saved record fit). */
interface Answered {
  response: { status?: number; headers?: Record<string, string>; body: string } | null;
}

/**
 * Why there is no MCP endpoint at the URL, in one sentence, or null when the first answer
 * (server/discover) came from something that speaks JSON-RPC: a redirect (never followed: the
 * headers given stay with the URL given), a 404 or 405, an HTML page, or a 2xx text that holds no
 * JSON-RPC message. The scan stops there, and Live can say the same.
 *
 * @example
 * noEndpointReason({ response: { status: 404, headers: { 'content-type': 'text/html' }, body: '<!doctype html>…' } })
 * // => 'No MCP endpoint here: server/discover got HTTP 404 with text/html (an HTML page, no JSON-RPC); check the path, often /mcp.'
 * // A batch array is forbidden, but what it holds is JSON-RPC: an endpoint (judged by R-RPC-7).
 * noEndpointReason({ response: { status: 200, headers: { 'content-type': 'application/json' }, body: '[{"jsonrpc":"2.0","id":1,"result":{}}]' } }) // => null
 */
export function noEndpointReason(exchange: Answered): string | null {
  const response = exchange.response;
  if (!response || response.status === undefined) return null;
  const { status, headers, body } = response;
  if (status >= 300 && status < 400) {
    const location = headerValue(headers, 'location');
    return `No MCP endpoint here: server/discover got a redirect, HTTP ${status} to ${location ?? '(no Location)'}, which is never followed (your headers stay with the URL you gave); scan the new URL itself if you trust it.`;
  }
  const parsed = parseResponseBody({ body, ...(headers ? { headers } : {}) });
  if (parsed.messages.some((m) => isRpc(m.value))) return null;
  // A batch is forbidden (R-RPC-7), but JSON-RPC inside an array is still JSON-RPC: an MCP endpoint.
  if (parsed.problems.some((p) => p.kind === 'batch') && batchHoldsRpc(body)) return null;
  const type = mediaTypeOf(headerValue(headers, 'content-type'));
  const html = type === 'text/html' || /^\s*<(!doctype|html)/i.test(body.slice(0, 200));
  const text = body.trim() !== '';
  if (!html && status !== 404 && status !== 405 && !(status >= 200 && status < 300 && text)) return null;
  const what = html ? 'an HTML page' : text ? 'text' : 'an empty body';
  return `No MCP endpoint here: server/discover got HTTP ${status} with ${type ?? 'no Content-Type'} (${what}, no JSON-RPC); check the path, often /mcp.`;
}

function isRpc(value: unknown): boolean {
  return isJsonObject(value) && ('jsonrpc' in value || 'result' in value || 'error' in value);
}

function batchHoldsRpc(body: string): boolean {
  try {
    const value: unknown = JSON.parse(body);
    return Array.isArray(value) && value.some(isRpc);
  } catch {
    return false;
  }
}
