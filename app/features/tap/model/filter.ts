import type { TapRecord, TapVerdict } from '../../../server/tap/protocol';
import { methodKey } from './row';

/** The list's filters: '' shows everything. */
export interface TapFilter {
  method: string;
  verdict: TapVerdict | '';
}

/**
 * The records the filters let through.
 *
 * @example
 * const record = tappedRecord(exchangeRecord({
 *   id: 't1', startedAt: '2026-07-28T00:00:00.000Z', source: 'tapped',
 *   request: { url: 'http://127.0.0.1:3000/mcp', method: 'POST', headers: {}, body: '{"jsonrpc":"2.0","id":1,"method":"ping"}' },
 *   response: { status: 200, statusText: 'OK', headers: {}, body: '{"jsonrpc":"2.0","id":1,"result":{}}' },
 *   timing: { totalMs: 3 },
 * }), '');
 * filterRecords([record], { method: 'ping', verdict: '' }).length // => 1
 * filterRecords([record], { method: 'tools/call', verdict: '' }) // => []
 */
export function filterRecords(records: readonly TapRecord[], filter: TapFilter): TapRecord[] {
  return records.filter(
    (r) =>
      (!filter.method || methodKey(r.request.method, r.rpcMethod) === filter.method) &&
      (!filter.verdict || r.verdict === filter.verdict),
  );
}

/** The methods seen in the session, for the method filter. */
export function methodsOf(records: readonly TapRecord[]): string[] {
  return [...new Set(records.map((r) => methodKey(r.request.method, r.rpcMethod)))].sort();
}
