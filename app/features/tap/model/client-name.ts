import { ENVELOPE, MCP_HEADERS } from '../../../../src/index';
import type { TapRecord } from '../../../server/tap/protocol';

const CLIENT_INFO_KEY = ENVELOPE.clientInfo;

/**
 * Who sent a tapped request: the `clientInfo` name it carries (the envelope's `_meta`, or a 2025-era
 * initialize's params), else the one its 2025-era session's initialize gave (`sessionClients`), else its
 * User-Agent, else ''.
 *
 * @example
 * const record = tappedRecord(exchangeRecord({
 *   id: 't1', startedAt: '2026-07-28T00:00:00.000Z', source: 'tapped',
 *   request: { url: 'http://127.0.0.1:3000/mcp', method: 'POST', headers: {}, body: '{"jsonrpc":"2.0","id":1,"method":"ping","params":{"_meta":{"io.modelcontextprotocol/clientInfo":{"name":"tap-test-client","version":"1.0.0"}}}}' },
 *   response: { status: 200, statusText: 'OK', headers: {}, body: '{"jsonrpc":"2.0","id":1,"result":{}}' },
 *   timing: { totalMs: 3 },
 * }), '');
 * clientNameOf(record) // => 'tap-test-client 1.0.0'
 */
export function clientNameOf(
  record: Pick<TapRecord, 'request' | 'rpcParams'> & Partial<Pick<TapRecord, 'era'>> & { tap?: string },
  sessions: ReadonlyMap<string, string> = new Map(),
): string {
  const info = clientInfoOf(record.rpcParams);
  if (info) return info;
  return sessions.get(sessionKey(record)) ?? header(record.request.headers, 'user-agent') ?? '';
}

/**
 * The clientInfo each 2025-era session gave in its `initialize`, by session (the tap, the session and
 * the User-Agent): a legacy client names itself once, and its later requests carry no clientInfo. The
 * session is the one the tap's era gave the record (an HTTP+SSE session's is in its endpoint), else
 * the Mcp-Session-Id header.
 *
 * @example
 * const at = (body, headers = {}) => tappedRecord(exchangeRecord({
 *   id: 't1', startedAt: '2026-07-28T00:00:00.000Z', source: 'tapped',
 *   request: { url: 'http://127.0.0.1:3000/mcp', method: 'POST', headers: { 'User-Agent': 'node', ...headers }, body },
 *   response: { status: 200, statusText: 'OK', headers: { 'mcp-session-id': 's1' }, body: '{"jsonrpc":"2.0","id":1,"result":{}}' },
 *   timing: { totalMs: 3 },
 * }), 'tap');
 * const init = at('{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"clientInfo":{"name":"old-client","version":"0.9"}}}');
 * const list = at('{"jsonrpc":"2.0","id":2,"method":"tools/list"}', { 'Mcp-Session-Id': 's1' });
 * clientNameOf(list, sessionClients([init, list])) // => 'old-client 0.9'
 * clientNameOf(list) // => 'node'
 * // HTTP+SSE has no session header: two clients with one User-Agent are told apart by their era's session.
 * const era = (session) => ({ version: '2025-11-25', transport: 'http+sse', session, serverInfo: null });
 * const a = { ...at('{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"clientInfo":{"name":"a","version":"1"}}}'), era: era('s-a') };
 * const b = { ...at('{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"clientInfo":{"name":"b","version":"1"}}}'), era: era('s-b') };
 * const call = { ...at('{"jsonrpc":"2.0","id":1,"method":"tools/call"}'), era: era('s-b') };
 * clientNameOf(call, sessionClients([a, b, call])) // => 'b 1'
 */
export function sessionClients(
  records: readonly Pick<TapRecord, 'request' | 'rpcParams' | 'rpcMethod' | 'response' | 'tap' | 'era'>[],
): Map<string, string> {
  const out = new Map<string, string>();
  for (const r of records) {
    if (r.rpcMethod !== 'initialize') continue;
    const info = clientInfoOf(r.rpcParams);
    const session = r.era?.session ?? header(r.response?.headers ?? {}, MCP_HEADERS.sessionId) ?? '';
    if (info) out.set(`${r.tap}|${session}|${header(r.request.headers, 'user-agent') ?? ''}`, info);
  }
  return out;
}

function sessionKey(record: Pick<TapRecord, 'request' | 'era'> & { tap?: string }): string {
  const headers = record.request.headers;
  const session = record.era?.session ?? header(headers, MCP_HEADERS.sessionId) ?? '';
  return `${record.tap ?? ''}|${session}|${header(headers, 'user-agent') ?? ''}`;
}

function header(headers: Readonly<Record<string, string>>, name: string): string | undefined {
  return Object.entries(headers).find(([n]) => n.toLowerCase() === name.toLowerCase())?.[1];
}

function clientInfoOf(params: Record<string, unknown> | undefined): string {
  const meta = params?.['_meta'] as Record<string, unknown> | undefined;
  const info = (meta?.[CLIENT_INFO_KEY] ?? params?.['clientInfo']) as { name?: unknown; version?: unknown } | undefined;
  if (typeof info?.name !== 'string') return '';
  return typeof info.version === 'string' ? `${info.name} ${info.version}` : info.name;
}

/**
 * Whether a tapped exchange was 2025-era traffic: the tap judged it by its era, or it is an `initialize`
 * (removed in 2026-07-28), has a 2025 MCP-Protocol-Version header, or the checker called it legacy (R-ERA-2).
 *
 * @example
 * const record = tappedRecord(exchangeRecord({
 *   id: 't1', startedAt: '2026-07-28T00:00:00.000Z', source: 'tapped',
 *   request: { url: 'http://127.0.0.1:3000/mcp', method: 'POST', headers: {}, body: '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}' },
 *   response: { status: 200, statusText: 'OK', headers: {}, body: '{"jsonrpc":"2.0","id":1,"result":{}}' },
 *   timing: { totalMs: 3 },
 * }), '');
 * // initialize is gone in 2026-07-28: a client that sends it speaks 2025-11-25.
 * spokeLegacy(record) // => true
 */
export function spokeLegacy(record: Pick<TapRecord, 'findings' | 'rpcMethod' | 'request' | 'era'>): boolean {
  if (
    record.era !== undefined ||
    record.rpcMethod === 'initialize' ||
    record.findings.some((f) => f.rule === 'R-ERA-2')
  )
    return true;
  const version = Object.entries(record.request.headers).find(
    ([name]) => name.toLowerCase() === MCP_HEADERS.protocolVersion.toLowerCase(),
  );
  return version?.[1].trim().startsWith('2025-') ?? false;
}
