import { specLink } from '../check/finding';
import type { RuleId } from '../check/rules';
import type { ExchangeRecord } from '../exchange/record';
import { isJsonObject } from '../json/types';
import { httpStatus } from '../modern/http-status';
import { LEGACY_RESOURCE_NOT_FOUND, SERVER_INFO_META_KEY } from '../modern/constants';
import { ERROR_CODES, MCP_HEADERS, METHODS, METHOD_SETS } from '../spec';
import { headerValue } from '../wire/headers';
import { parseResponseBody } from '../wire/parse';
import { kindOf } from './session/messages';
import type { LegacyExchange, LegacyTransport } from './session/types';

/**
 * One change a 2025-era server must make to speak 2026-07-28, seen on its own traffic: a stable
 * `change` key, the 2026-07-28 `rule` that asks for it, the `exchange` (record id) that shows it, the
 * spec link, the Learn step that teaches it (`#/learn/<learn>`), and one sentence about this server.
 *
 * @example
 * const [entry]: MigrationEntry[] = migrationOf([], { transport: 'streamable-http', discover: exchangeRecord({ id: 'd1', startedAt: '2026-07-28T00:00:00.000Z', source: 'direct', request: { url: 'http://127.0.0.1:3000/mcp', method: 'POST', headers: {}, body: '{}' }, response: { status: 400, statusText: '', headers: {}, body: '' }, timing: { totalMs: 1 }, findings: [] }) });
 * [entry?.change, entry?.exchange, entry?.learn, entry?.spec] // => ['serve-discover', 'd1', 'discover', specUrl(SPEC_PAGES.discover)]
 */
export interface MigrationEntry {
  change: MigrationChange;
  rule: RuleId;
  exchange: string;
  spec: string;
  learn: string;
  message: string;
}

/**
 * The changes a migration report can list, in the order it lists them.
 *
 * @example
 * MIGRATION_CHANGES[0] // => 'serve-discover'
 */
export const MIGRATION_CHANGES = [
  'serve-discover',
  'meta-envelope',
  'drop-sessions',
  'result-type',
  'server-info',
  'cache-hints',
  'error-codes',
  'http-statuses',
  'routing-headers',
  'listen',
  'input-required',
  'removed-methods',
  'replace-http-sse',
] as const;

/**
 * A change of the migration report (see `MIGRATION_CHANGES`).
 *
 * @example
 * const change: MigrationChange = 'drop-sessions';
 * MIGRATION_CHANGES.includes(change) // => true
 */
export type MigrationChange = (typeof MIGRATION_CHANGES)[number];

const LEARN: Readonly<Record<MigrationChange, [RuleId, string]>> = {
  'serve-discover': ['R-DISCOVER-1', 'discover'],
  'meta-envelope': ['R-REQMETA-1', 'envelope'],
  'drop-sessions': ['R-HTTP-7', 'no-sessions'],
  'result-type': ['R-RESULT-TYPE-1', 'result-type'],
  'server-info': ['R-META-1', 'two-eras'],
  'cache-hints': ['R-CACHE-1', 'cache-hints'],
  'error-codes': ['R-ERR-1', 'resource-not-found'],
  'http-statuses': ['R-HTTP-3', 'error-codes'],
  'routing-headers': ['R-HDR-3', 'routing-headers'],
  listen: ['R-SUB-1', 'listen'],
  'input-required': ['R-RPC-8', 'input-required'],
  'removed-methods': ['R-REMOVED-1', 'removed-methods'],
  'replace-http-sse': ['R-ERA-1', 'two-eras'],
};

/**
 * The migration report of a 2025-era server: every change 2026-07-28 asks of it that its own
 * exchanges show, each naming the first exchange that shows it. `discover` is the refused
 * `server/discover` of Auto's era choice, when there was one.
 *
 * @example
 * const at = (id: string, body: string, response: string, headers: Record<string, string> = {}) => ({ record: exchangeRecord({ id, startedAt: '2026-07-28T00:00:00.000Z', source: 'direct',
 *   request: { url: 'http://127.0.0.1:3000/mcp', method: 'POST', headers: {}, body }, response: { status: 200, statusText: '', headers, body: response }, timing: { totalMs: 1 }, findings: [] }), answer: JSON.parse(response) });
 * const init = at('l1', '{"jsonrpc":"2.0","id":0,"method":"initialize","params":{}}', '{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":"x","capabilities":{},"serverInfo":{"name":"s","version":"1"}}}', { 'mcp-session-id': 'abc' });
 * const list = at('l2', '{"jsonrpc":"2.0","id":1,"method":"tools/list"}', '{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}');
 * migrationOf([init, list], { transport: 'streamable-http' }).map((e) => `${e.change} ${e.exchange}`)
 * // => ['serve-discover l1', 'meta-envelope l1', 'drop-sessions l1', 'result-type l2', 'server-info l2', 'cache-hints l2', 'routing-headers l2']
 */
export function migrationOf(
  exchanges: readonly LegacyExchange[],
  options: { transport: LegacyTransport; discover?: ExchangeRecord },
): MigrationEntry[] {
  const found = new Map<MigrationChange, { exchange: string; message: string }>();
  const note = (change: MigrationChange, exchange: string, message: string) => {
    if (!found.has(change)) found.set(change, { exchange, message });
  };
  const init = exchanges.find((e) => e.record.rpcMethod === 'initialize');
  if (options.discover)
    note(
      'serve-discover',
      options.discover.id,
      `server/discover was refused (HTTP ${options.discover.response?.status ?? 'no answer'}): serve it, with supportedVersions, capabilities and cache hints.`,
    );
  if (init) {
    note(
      'serve-discover',
      init.record.id,
      'The server needs initialize first; serve server/discover instead of the handshake.',
    );
    note(
      'meta-envelope',
      init.record.id,
      'The server learns the protocol version and client capabilities from initialize; read them from params._meta on every request instead.',
    );
    const sid = init.record.response ? headerValue(init.record.response.headers, MCP_HEADERS.sessionId) : undefined;
    if (sid !== undefined)
      note(
        'drop-sessions',
        init.record.id,
        `initialize handed out Mcp-Session-Id ${JSON.stringify(sid.slice(0, 40))}; 2026-07-28 is stateless: no session ids, every request stands alone.`,
      );
  }
  for (const exchange of exchanges) inspect(exchange, options.transport, note);
  // A GET stream the server opened but pushed nothing on during the run still needs moving: cited only when no
  // stream showed a push.
  const offered = options.transport === 'streamable-http' ? exchanges.find((e) => offersStream(e.record)) : undefined;
  if (offered)
    note(
      'listen',
      offered.record.id,
      'The server opens a GET stream for messages of its own (none arrived during this run); in 2026-07-28 a client opens subscriptions/listen for the notifications it wants.',
    );
  return MIGRATION_CHANGES.filter((c) => found.has(c)).map((change) => {
    const [rule, learn] = LEARN[change];
    const { exchange, message } = found.get(change)!;
    return { change, rule, exchange, spec: specLink(rule).url, learn, message };
  });
}

type Note = (change: MigrationChange, exchange: string, message: string) => void;

function inspect(exchange: LegacyExchange, transport: LegacyTransport, note: Note): void {
  const { record, answer } = exchange;
  const id = record.id;
  const method = record.rpcMethod;
  // The HTTP+SSE stream shows the transport even when it ended without a recorded answer (a relay cut).
  if (record.request.method === 'GET' && (record.response || transport === 'http+sse')) {
    if (transport === 'http+sse')
      note(
        'replace-http-sse',
        id,
        'This server speaks the HTTP+SSE transport of 2024-11-05 (a GET stream and an endpoint to POST to); 2026-07-28 has only Streamable HTTP: one POST per request.',
      );
    else if (pushedOn(record))
      note(
        'listen',
        id,
        'The server pushes its messages on the GET stream; in 2026-07-28 a client opens subscriptions/listen for the notifications it wants.',
      );
  }
  if (carriesServerRequest(record))
    note(
      'input-required',
      id,
      'The server sent the client a request (sampling, elicitation or roots) on a stream; in 2026-07-28 it answers resultType "input_required" with inputRequests, and the client retries with inputResponses.',
    );
  if (method === '' || method === 'initialize' || record.rpcId === undefined || !answer) return;
  if (METHOD_SETS.removedCore.has(method))
    note('removed-methods', id, `${method} is removed in 2026-07-28: answer it with HTTP 404 and -32601.`);
  else if (method === 'resources/subscribe')
    note('listen', id, 'resources/subscribe is gone: resource updates arrive on a subscriptions/listen stream.');
  const result = answer['result'];
  if (isJsonObject(result)) {
    if (!('resultType' in result))
      note(
        'result-type',
        id,
        `The ${method} result has no resultType; every 2026-07-28 result says "complete" (or "input_required").`,
      );
    const meta = result['_meta'];
    if (!isJsonObject(meta) || !(SERVER_INFO_META_KEY in meta))
      note(
        'server-info',
        id,
        `The ${method} result does not name the server; with no initialize, every result carries serverInfo in _meta.`,
      );
    const fact = Object.hasOwn(METHODS, method) ? METHODS[method as keyof typeof METHODS] : undefined;
    if (fact?.cacheable && !('ttlMs' in result))
      note('cache-hints', id, `${method} is cacheable in 2026-07-28: its result carries ttlMs and cacheScope.`);
  }
  const error = answer['error'];
  if (isJsonObject(error) && typeof error['code'] === 'number') {
    if (error['code'] === LEGACY_RESOURCE_NOT_FOUND)
      note(
        'error-codes',
        id,
        `The server answered ${method} with -32002 (resource not found); 2026-07-28 forbids -32002 and uses -32602.`,
      );
    const modern = httpStatus(
      error['code'] === LEGACY_RESOURCE_NOT_FOUND ? ERROR_CODES.InvalidParams.code : error['code'],
    );
    const sent = record.response?.status;
    if (sent !== undefined && sent !== modern)
      note(
        'http-statuses',
        id,
        `The ${error['code']} error came with HTTP ${sent}; 2026-07-28 sends it with HTTP ${modern}.`,
      );
  }
  if (Object.hasOwn(METHODS, method) && !METHOD_SETS.removedCore.has(method))
    note(
      'routing-headers',
      id,
      `A 2026-07-28 client sends Mcp-Method (and Mcp-Name for named requests) with ${method}; the server must check they match the body and refuse a mismatch with HTTP 400 and -32020.`,
    );
}

// The server's own GET stream (200, not a resumed stream: one with Last-Event-ID carries what belongs to the
// POST it resumes).
function offersStream(record: ExchangeRecord): boolean {
  return (
    record.request.method === 'GET' &&
    record.response?.status === 200 &&
    headerValue(record.request.headers, 'last-event-id') === undefined
  );
}

// That stream carried a request or notification of the server's own.
function pushedOn(record: ExchangeRecord): boolean {
  if (!offersStream(record)) return false;
  return parseResponseBody(record.response!).messages.some((m) => {
    const kind = kindOf(m.value);
    return kind === 'request' || kind === 'notification';
  });
}

function carriesServerRequest(record: ExchangeRecord): boolean {
  if (!record.response) return false;
  const sentAnswer =
    record.request.method === 'POST' && record.rpcMethod === '' && /"(result|error)"/.test(record.request.body);
  if (sentAnswer) return true;
  return parseResponseBody(record.response).messages.some((m) => kindOf(m.value) === 'request');
}
