import {
  isJsonObject,
  kindOf,
  migrationOf,
  modernViewOf,
  MODERN_PROTOCOL_VERSION,
  parseResponseBody,
  type LegacyExchange,
  type MigrationEntry,
  type ModernView,
} from '../../../../src/index';
import type { TapEra, TapRecord } from '../../../server/tap/protocol';

/**
 * The era of a tapped exchange in a few words: its version and transport, or 2026-07-28.
 *
 * @example
 * eraWords({ version: '2025-06-18', transport: 'streamable-http', session: 'a', serverInfo: null }) // => '2025-06-18 over Streamable HTTP'
 * eraWords(undefined) // => '2026-07-28'
 */
export function eraWords(era: TapEra | undefined): string {
  if (!era) return MODERN_PROTOCOL_VERSION;
  return `${era.version} over ${era.transport === 'http+sse' ? 'HTTP+SSE' : 'Streamable HTTP'}`;
}

/**
 * A legacy record as the library's legacy functions read it: the record and the JSON-RPC answer
 * to its request (on its JSON body or its SSE stream, or for HTTP+SSE the one the tap joined to it
 * from the GET stream).
 *
 * @example
 * const record = tappedRecord(exchangeRecord({
 *   id: 't1', startedAt: '2026-07-28T00:00:00.000Z', source: 'tapped',
 *   request: { url: 'http://127.0.0.1:3000/mcp', method: 'POST', headers: {}, body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}' },
 *   response: { status: 200, statusText: 'OK', headers: { 'content-type': 'application/json' }, body: '{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}' },
 *   timing: { totalMs: 3 },
 * }), '');
 * legacyExchangeOf(record).answer // => { jsonrpc: '2.0', id: 1, result: { tools: [] } }
 */
export function legacyExchangeOf(record: TapRecord): LegacyExchange {
  if (record.sse?.answer) return { record, answer: record.sse.answer as LegacyExchange['answer'] };
  if (!record.response || record.rpcId === undefined) return { record };
  const found = parseResponseBody(record.response, { id: record.rpcId }).response?.value;
  return isJsonObject(found) && kindOf(found) === 'response'
    ? { record, answer: found as LegacyExchange['answer'] }
    : { record };
}

/** The 2026-07-28 view of a legacy record (see `modernViewOf`), with the server's identity from its initialize. */
export function modernViewOfTapped(record: TapRecord): ModernView {
  return modernViewOf(legacyExchangeOf(record), record.era?.serverInfo ?? null);
}

/**
 * What the record's 2025 session must change to speak 2026-07-28 (`migrationOf` over the records of
 * the same tap and session, an HTTP+SSE session being its stream; `records` newest first, as the
 * list keeps them), each change naming the exchange that shows it.
 *
 * @example
 * migrationOfSession([], { version: '2025-11-25', transport: 'streamable-http', session: null, serverInfo: null }, '') // => []
 */
export function migrationOfSession(
  records: readonly TapRecord[],
  era: TapEra,
  tap: string,
  stream?: string,
): MigrationEntry[] {
  const same = records
    .filter((r) => r.tap === tap && r.era !== undefined && r.era.session === era.session && r.sse?.stream === stream)
    .reverse();
  return migrationOf(same.map(legacyExchangeOf), { transport: era.transport });
}
