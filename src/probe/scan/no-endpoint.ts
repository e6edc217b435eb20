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
  if (
    parsed.messages.some(
      (m) => isJsonObject(m.value) && ('jsonrpc' in m.value || 'result' in m.value || 'error' in m.value),
    )
  )
    return null;
  const type = mediaTypeOf(headerValue(headers, 'content-type'));
  const html = type === 'text/html' || /^\s*<(!doctype|html)/i.test(body.slice(0, 200));
  const text = body.trim() !== '';
  if (!html && status !== 404 && status !== 405 && !(status >= 200 && status < 300 && text)) return null;
  const what = html ? 'an HTML page' : text ? 'text' : 'an empty body';
  return `No MCP endpoint here: server/discover got HTTP ${status} with ${type ?? 'no Content-Type'} (${what}, no JSON-RPC); check the path, often /mcp.`;
}
