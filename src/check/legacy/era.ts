import type { FindingDraft } from '../finding';

/**
 * R-ERA-1 for a URL whose POST server/discover got no JSON-RPC but whose GET is the HTTP+SSE
 * transport of 2024-11-05 (an `endpoint` event) and whose `initialize` there was served: a server
 * of an earlier revision on the deprecated transport, not a URL without MCP. The scan builds it from
 * the refused discover and the served handshake; one exchange alone cannot tell.
 *
 * @example
 * const draft = sseServedVerdict({ status: 404, headers: { 'content-type': 'text/plain' }, body: 'Not found' }, '2025-11-25');
 * [draft.rule, draft.actual] // => ['R-ERA-1', 'HTTP 404, no JSON-RPC']
 * draft.message.includes('HTTP+SSE') // => true
 */
export function sseServedVerdict(response: { status?: number; body: string }, served: string): FindingDraft {
  const answered = `HTTP ${response.status ?? '(status not recorded)'}, no JSON-RPC`;
  return {
    rule: 'R-ERA-1',
    pointer: '',
    message: `A well-formed 2026-07-28 server/discover was refused with ${answered}, but a GET of the same URL opened the deprecated HTTP+SSE transport of 2024-11-05 (an endpoint event) and its initialize was served (protocolVersion ${served}): this is a server of an earlier revision, not a URL without MCP. To speak 2026-07-28 it must serve Streamable HTTP (one POST per request) with server/discover, read the params._meta envelope on every request instead of an initialize handshake, and drop sessions.`,
    expected: 'a 2026-07-28 answer (a result, or a 2026-07-28 error code)',
    actual: answered,
    related: ['R-DISCOVER-1'],
  };
}
