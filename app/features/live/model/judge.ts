import { checkExchange, type Exchange, type Finding } from '../../../../src/index';
import { verdictOf, type ExchangeRecord } from './exchange-record';

/** The checker's view of a recorded request: its JSON-RPC message read back from the body. */
export function exchangeOf(record: Pick<ExchangeRecord, 'request' | 'response'>): Exchange | null {
  if (!record.response) return null;
  let message: Record<string, unknown> = {};
  try {
    const value: unknown = JSON.parse(record.request.body);
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      message = value as Record<string, unknown>;
  } catch {
    // A body that is not JSON is judged as a request with no method; the checker says what it can.
  }
  const id = message['id'];
  const params = message['params'];
  return {
    request: {
      method: typeof message['method'] === 'string' ? message['method'] : '',
      ...(typeof id === 'string' || typeof id === 'number' || id === null ? { id } : {}),
      ...(typeof params === 'object' && params !== null ? { params } : {}),
      headers: record.request.headers,
    },
    response: { status: record.response.status, headers: record.response.headers, body: record.response.body },
  };
}

/** Judges a recorded exchange: its findings and verdict (a transport failure has no findings). */
export function judge(record: Pick<ExchangeRecord, 'request' | 'response' | 'error'>): {
  findings: Finding[];
  verdict: ExchangeRecord['verdict'];
} {
  const exchange = exchangeOf(record);
  if (!exchange || record.error) return { findings: [], verdict: 'transport' };
  const findings = checkExchange(exchange);
  return { findings, verdict: verdictOf(findings) };
}
