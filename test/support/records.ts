// The one way tests make exchange records: through the library's constructors, as the app does.
import { toFinding } from '../../src/check';
import {
  exchangeRecord,
  rpcRequestOf,
  tappedRecord,
  type ExchangeRecord,
  type Finding,
  type RecordInput,
  type TappedRecord,
} from '../../src/index';

/** What a test says about its record; everything else has a plain default. */
export interface RecordOverrides extends Partial<Omit<RecordInput, 'request' | 'rpc'>> {
  /** Parts of the request; the body defaults to a JSON-RPC request of `rpcMethod` (`tools/list`). */
  request?: Partial<ExchangeRecord['request']>;
  /** The JSON-RPC method, when the body does not name it (or names another). */
  rpcMethod?: string;
}

let made = 0;

/**
 * A record made by `exchangeRecord`: its parsed request comes from the body (with `rpcMethod` winning),
 * its findings default to none, and its verdict follows from them (`transport` without a complete answer).
 */
export function recordOf(overrides: RecordOverrides = {}): ExchangeRecord {
  const { request = {}, rpcMethod, findings = [], ...rest } = overrides;
  const method = rpcMethod ?? 'tools/list';
  const body = request.body ?? JSON.stringify({ jsonrpc: '2.0', id: 1, method });
  const parsed = rpcRequestOf(body);
  return exchangeRecord({
    id: `r${++made}`,
    startedAt: '2026-12-01T00:00:00.000Z',
    source: 'relay',
    response: null,
    timing: { totalMs: 1 },
    ...rest,
    request: { url: 'http://127.0.0.1:4300/mcp', method: 'POST', headers: {}, ...request, body },
    rpc: { ...parsed, method: rpcMethod ?? parsed.method },
    findings,
  });
}

/** A tapped record (`tap` '' is `/tap`), made as the tap makes it. */
export function tappedRecordOf(overrides: RecordOverrides & { tap?: string } = {}): TappedRecord {
  const { tap = '', ...rest } = overrides;
  return tappedRecord(recordOf({ source: 'tapped', ...rest }), tap);
}

/** A finding of `severity` (the rule is a stand-in), for a record whose verdict a test needs. */
export const findingOf = (severity: 'error' | 'warning' | 'info'): Finding => ({
  ...toFinding({ rule: 'R-RPC-1', pointer: '', message: `a stand-in ${severity}` }),
  severity,
});
