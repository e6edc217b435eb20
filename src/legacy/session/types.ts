import type { ExchangeRecord } from '../../exchange/record';
import type { JsonObject, JsonRpcId } from '../../json/types';

/**
 * The transport a 2025-era server speaks: Streamable HTTP (2025-03-26 and later, with or without
 * sessions) or the deprecated HTTP+SSE transport of 2024-11-05 (a GET stream and an `endpoint`).
 *
 * @example
 * const kind: LegacyTransport = 'http+sse';
 * kind // => 'http+sse'
 */
export type LegacyTransport = 'streamable-http' | 'http+sse';

/**
 * What a legacy session learnt from `initialize`: the version both speak, the server's identity and
 * capabilities, its instructions, and the session id it handed out (null without sessions).
 *
 * @example
 * const info: LegacyServerInfo = { protocolVersion: LEGACY_PROTOCOL_VERSION, serverInfo: { name: 's', version: '1' }, capabilities: { tools: {} }, sessionId: null, transport: 'streamable-http' };
 * info.serverInfo.name // => 's'
 */
export interface LegacyServerInfo {
  protocolVersion: string;
  serverInfo: { name: string; version: string } & JsonObject;
  capabilities: JsonObject;
  instructions?: string;
  sessionId: string | null;
  transport: LegacyTransport;
}

/**
 * One exchange of a legacy session: its record (as every screen shows it) and the JSON-RPC answer,
 * which for HTTP+SSE arrives on the GET stream, not in the POST's 202.
 *
 * @example
 * const exchange: LegacyExchange = { record: exchangeRecord({ id: 'l1', startedAt: '2026-07-28T00:00:00.000Z', source: 'direct', request: { url: 'http://127.0.0.1:3000/mcp', method: 'POST', headers: {}, body: '{"jsonrpc":"2.0","id":1,"method":"ping"}' }, response: null, timing: { totalMs: 0 } }), answer: { jsonrpc: '2.0', id: 1, result: {} } };
 * exchange.answer?.result // => {}
 */
export interface LegacyExchange {
  record: ExchangeRecord;
  /** The JSON-RPC response to this request, when one arrived (a notification has none). */
  answer?: { jsonrpc?: unknown; id?: JsonRpcId; result?: JsonObject; error?: JsonObject } & JsonObject;
  /** Why the exchange went wrong in a way the session itself notices (not a rule: a message to show). */
  problem?: string;
  /** A transport probe of the session's (see `LegacySession.probe`): judged by what that probe expects. */
  probe?: LegacyProbe;
  /** A 401 or 403 the session's `authorize` took up: judged by the authorization steps, not as MCP. */
  challenged?: boolean;
}

/**
 * How a legacy session carries authorization (the CLI's and Live's Authorizer fit): the headers of
 * the current token for each request, and what to do with a 401 or 403 (true: send it again).
 *
 * @example
 * const open: LegacyAuthorize = { headers: async () => ({}), challenged: async () => false };
 * typeof open.challenged // => 'function'
 */
export interface LegacyAuthorize {
  headers(request: { method: 'POST' | 'GET' | 'DELETE'; url: string }): Promise<Record<string, string>>;
  /** A POST was answered with something other than 401/403 (the authorizer's rounds start again). */
  accepted?(): void;
  challenged(
    request: { method: 'POST'; url: string; headers: Record<string, string>; body: string },
    response: { status: number; headers: Record<string, string>; body: string },
  ): Promise<boolean>;
}

/**
 * A deliberate departure a legacy session sends to see the transport MUSTs of 2025-11-25: a foreign
 * `Origin` (403 expected), an unsupported `MCP-Protocol-Version` header (400), no `Mcp-Session-Id` on
 * a session that has one (400).
 *
 * @example
 * const probe: LegacyProbe = 'foreign-origin';
 * probe // => 'foreign-origin'
 */
export type LegacyProbe = 'foreign-origin' | 'bad-version' | 'no-session';

/**
 * A request the server sent to the client (`sampling/createMessage`, `elicitation/create`,
 * `roots/list`, `ping`), on a POST's stream or the GET stream, and the exchange that carried it.
 *
 * @example
 * const asked: ServerRequest = { id: 0, method: 'roots/list', params: {}, valid: true };
 * asked.method // => 'roots/list'
 */
export interface ServerRequest {
  id: JsonRpcId;
  method: string;
  params: JsonObject;
  /** Whether it matches the 2025-11-25 schema of a server request; an invalid one is refused with -32602 and never reaches the handler. */
  valid: boolean;
  /** Why it does not, in one sentence (when `valid` is false). */
  invalid?: string;
}

/**
 * What the client answers a server request with: a result, or a JSON-RPC error.
 *
 * @example
 * const answer: ServerRequestAnswer = { error: { code: -1, message: 'User rejected sampling request' } };
 * 'error' in answer // => true
 */
export type ServerRequestAnswer = { result: JsonObject } | { error: { code: number; message: string; data?: unknown } };
