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
 * filterRecords(records, { method: 'tools/call', verdict: 'fail' })
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
