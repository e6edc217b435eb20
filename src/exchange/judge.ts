import { checkExchange, type Exchange, type Finding } from '../check';
import { isJsonObject } from '../json/types';
import type { ExchangeRecord } from './record';
import { verdictOf, type Verdict } from './verdict';

/**
 * The JSON-RPC method a request body names, or '' (not JSON, not a request).
 *
 * @example
 * rpcMethodOf('{"jsonrpc":"2.0","id":1,"method":"tools/list"}') // => 'tools/list'
 * rpcMethodOf('not json') // => ''
 */
export function rpcMethodOf(body: string): string {
  const method = messageOf(body)['method'];
  return typeof method === 'string' ? method : '';
}

/**
 * The checker's view of a stored record (read back from history or a file): its request body is
 * parsed here, once. Null when no answer arrived.
 *
 * @example
 * const record = {
 *   request: { url: 'http://127.0.0.1:3000/mcp', method: 'POST', headers: {}, body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}' },
 *   response: { status: 200, statusText: '', headers: {}, body: '{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}' },
 * };
 * exchangeOfRecord(record)?.request // => { method: 'tools/list', id: 1, headers: {} }
 * exchangeOfRecord(record)?.response // => { status: 200, headers: {}, body: '{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}' }
 * exchangeOfRecord({ ...record, response: null }) // => null
 */
export function exchangeOfRecord(record: Pick<ExchangeRecord, 'request' | 'response'>): Exchange | null {
  if (!record.response) return null;
  const message = messageOf(record.request.body);
  const id = message['id'];
  const params = message['params'];
  return {
    request: {
      method: typeof message['method'] === 'string' ? message['method'] : '',
      ...(typeof id === 'string' || typeof id === 'number' || id === null ? { id } : {}),
      ...(isJsonObject(params) ? { params } : {}),
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
export function judgeRecord(record: Pick<ExchangeRecord, 'request' | 'response' | 'error'>): {
  findings: Finding[];
  verdict: Verdict;
} {
  const exchange = exchangeOfRecord(record);
  if (!exchange || record.error) return { findings: [], verdict: 'transport' };
  const findings = checkExchange(exchange);
  return { findings, verdict: verdictOf(findings) };
}

// A body that is not a JSON object is judged as a request with no method; the checker says what it can.
function messageOf(body: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(body);
    return isJsonObject(value) ? value : {};
  } catch {
    return {};
  }
}
