import { checkExchange, type Exchange, type Finding } from '../check';
import { isJsonObject } from '../json/types';
import type { ExchangeRecord } from './record';
import { verdictOf, type Verdict } from './verdict';

/**
 * The JSON-RPC method a request body names, or '' (not JSON, not a request).
 *
 * @example
 * rpcMethodOf('{"jsonrpc":"2.0","id":1,"method":"tools/list"}') // 'tools/list'
 * rpcMethodOf('not json') // ''
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
 * const exchange = exchangeOfRecord(record);
 * if (exchange) checkExchange(exchange);
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
 * judgeRecord(record) // { findings: [...], verdict: 'warn' }
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
