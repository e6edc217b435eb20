import type { RuleRow } from '../rule-row';
import { LEGACY_SPEC_PAGES as P } from '../../spec/legacy-era';

// Judged by judgeLegacy on a legacy session's exchanges, never by checkExchange (no modern rule applies there).
const BY = { reference: 'judged on 2025-era traffic only' } as const;

/**
 * The legacy era's rules (2025-11-25 and earlier over Streamable HTTP or HTTP+SSE), rows of the
 * catalogue `RULES`: the messages against the official SDK 1.x schemas and the transport MUSTs.
 *
 * @example
 * LEGACY_RULES.map((row) => row[0]).includes('R-LEGACY-1') // => true
 */
export const LEGACY_RULES = [
  ['R-LEGACY-1', 'MUST', P.schema, 'a 2025-era result matches its method’s 2025-11-25 schema', BY],
  ['R-LEGACY-2', 'MUST', P.schema, 'a 2025-era response echoes the request id', BY],
  ['R-LEGACY-3', 'MUST', P.transports, 'a 2025-era request gets one JSON-RPC answer (JSON or SSE)', BY],
  ['R-LEGACY-4', 'MUST', P.transports, 'a POSTed notification or response gets 202 Accepted, no body', BY],
  ['R-LEGACY-5', 'MUST', P.lifecycle, 'initialize answers a protocol version the client can speak', BY],
  ['R-LEGACY-6', 'MUST', P.transports, 'the Mcp-Session-Id is visible ASCII and kept for the session', BY],
  ['R-LEGACY-7', 'MUST', P.transports, 'the GET stream is text/event-stream, or 405 without one', BY],
  ['R-LEGACY-8', 'MUST', P.backwardsCompatibility, 'HTTP+SSE: the endpoint event names a URL on the same origin', BY],
  ['R-LEGACY-9', 'MUST', P.transports, 'an invalid Origin gets 403 (2025-era)', BY],
  ['R-LEGACY-10', 'MUST', P.transports, 'an unsupported MCP-Protocol-Version header gets 400', BY],
  ['R-LEGACY-11', 'MUST', P.schema, 'a server request on a stream matches the 2025-11-25 schema', BY],
  ['R-LEGACY-12', 'MUST', P.transports, 'DELETE ends the session (2xx) or is refused with 405', BY],
] as const satisfies readonly RuleRow[];
