import { revealInvisible, verdictWords, type Outcome } from '../../../../src/index';
import { outcomeOfResponse } from '../../../exchange/views/outcome';
import { clientNameOf } from './client-name';
import type { TapPending, TapRecord, TapVerdict } from '../../../server/tap/protocol';

/** One line of the traffic list, for a settled exchange or one in flight. */
export interface TapRow {
  id: string;
  startedAt: string;
  tap: string;
  /** The JSON-RPC method with what it names (tool, prompt, resource), or the HTTP method alone. */
  label: string;
  method: string;
  /** The client's clientInfo name (a legacy session's from its initialize), else its User-Agent ('' in flight). */
  client: string;
  /** The 2025 protocol version a legacy exchange was spoken in ('' for 2026-07-28 and in flight). */
  era: string;
  status: string;
  ms: string;
  verdict: TapVerdict | 'pending';
  verdictText: string;
  outcome: Outcome;
}

/**
 * The row of a record: method and its target, status, time, and the verdict in words.
 *
 * @example
 * const record = tappedRecord(exchangeRecord({
 *   id: 't1', startedAt: '2026-07-28T00:00:00.000Z', source: 'tapped',
 *   request: { url: 'http://127.0.0.1:3000/mcp', method: 'POST', headers: {}, body: '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"echo"}}' },
 *   response: { status: 200, statusText: 'OK', headers: {}, body: '{"jsonrpc":"2.0","id":1,"result":{}}' },
 *   timing: { totalMs: 3 },
 * }), '');
 * rowOf(record).label // => 'tools/call echo'
 */
export function rowOf(record: TapRecord, sessions?: ReadonlyMap<string, string>): TapRow {
  return {
    id: record.id,
    startedAt: record.startedAt,
    tap: record.tap,
    label: revealInvisible(labelOf(record.request.method, record.rpcMethod, record.rpcParams)),
    method: methodKey(record.request.method, record.rpcMethod),
    client: revealInvisible(clientNameOf(record, sessions)),
    era: record.era ? revealInvisible(record.era.version) : '',
    status: record.response ? String(record.response.status) : (record.error?.code ?? 'no answer'),
    ms: `${record.timing.totalMs.toFixed(record.timing.totalMs < 10 ? 1 : 0)} ms`,
    verdict: record.verdict,
    verdictText: verdictWords(record.verdict, record.findings),
    outcome: outcomeOfResponse(record.response),
  };
}

/** The row of an exchange still in flight. */
export function pendingRow(pending: TapPending): TapRow {
  return {
    id: pending.id,
    startedAt: pending.startedAt,
    tap: pending.tap,
    label: revealInvisible(pending.rpcMethod || pending.httpMethod),
    method: methodKey(pending.httpMethod, pending.rpcMethod),
    client: '',
    era: '',
    status: '…',
    ms: 'in flight',
    verdict: 'pending',
    verdictText: 'in flight',
    outcome: 'none',
  };
}

/** What the method filter matches: the JSON-RPC method, or the HTTP method of a request without one. */
export function methodKey(httpMethod: string, rpcMethod: string): string {
  return rpcMethod || httpMethod;
}

function labelOf(httpMethod: string, rpcMethod: string, params: Record<string, unknown> | undefined): string {
  if (!rpcMethod) return httpMethod;
  const target = params?.['name'] ?? params?.['uri'] ?? params?.['taskId'];
  return typeof target === 'string' ? `${rpcMethod} ${target}` : rpcMethod;
}
