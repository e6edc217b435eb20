import { checkExchange, type Exchange, type Finding } from '../check';
import type { ExchangeRecord } from './record';
import { verdictOf, type Verdict } from './verdict';

/** The parts of a record the checker reads. */
type Judged = Pick<ExchangeRecord, 'rpcMethod' | 'rpcId' | 'rpcParams' | 'request' | 'response'>;

/**
 * The checker's view of a record: its parsed request (no body is parsed again) and its answer. Null
 * when no answer arrived.
 *
 * @example
 * const record = exchangeRecord({
 *   id: 'a1', startedAt: '2026-07-28T00:00:00.000Z', source: 'imported',
 *   request: { url: 'http://127.0.0.1:3000/mcp', method: 'POST', headers: {}, body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}' },
 *   response: { status: 200, statusText: '', headers: {}, body: '{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}' },
 *   timing: { totalMs: 1 },
 * });
 * exchangeOfRecord(record)?.request // => { method: 'tools/list', id: 1, headers: {} }
 * exchangeOfRecord(record)?.response // => { status: 200, headers: {}, body: '{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}' }
 * exchangeOfRecord({ ...record, response: null }) // => null
 */
export function exchangeOfRecord(record: Judged): Exchange | null {
  if (!record.response) return null;
  return {
    request: {
      method: record.rpcMethod,
      ...(record.rpcId !== undefined ? { id: record.rpcId } : {}),
      ...(record.rpcParams ? { params: record.rpcParams } : {}),
      headers: record.request.headers,
    },
    response: { status: record.response.status, headers: record.response.headers, body: record.response.body },
  };
}

/**
 * Judges a stored record: the checker's findings and the verdict (`transport`, with no findings, when
 * no complete answer arrived).
 *
 * @example
 * const fetch: FetchLike = async () => Response.json({ jsonrpc: '2.0', id: 1, result: { tools: [] } });
 * const recorded = await sendExchange(fetch, { url: 'http://127.0.0.1:3000/mcp', method: 'tools/list', id: 1 });
 * const record = recordOfRecorded(recorded, { id: 'a1', startedAt: '2026-07-28T00:00:00.000Z', source: 'direct' });
 * // Read back from the history, a record is judged as it was when it arrived.
 * judgeRecord(record) // => { findings: record.findings, verdict: 'fail' }
 * judgeRecord({ ...record, error: { code: 'aborted', message: 'You stopped this request.' } }) // => { findings: [], verdict: 'transport' }
 */
export function judgeRecord(record: Judged & Pick<ExchangeRecord, 'error'>): {
  findings: Finding[];
  verdict: Verdict;
} {
  const exchange = exchangeOfRecord(record);
  if (!exchange || record.error) return { findings: [], verdict: 'transport' };
  const findings = checkExchange(exchange);
  return { findings, verdict: verdictOf(findings) };
}
