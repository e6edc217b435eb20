import { verdictOf, type ExchangeRecord, type ScanExchange } from '../../../../src/index';

/**
 * A scan exchange as the live screen's `ExchangeView` shows it: the same record shape as the
 * history, with the scan's findings (the checker's and the session rules') already attached.
 */
export function toRecord(exchange: ScanExchange, source: 'relay' | 'direct'): ExchangeRecord {
  const answered = exchange.outcome === 'answered';
  return {
    id: `scan-${exchange.index}`,
    startedAt: new Date(exchange.timing.startedAt).toISOString(),
    source,
    rpcMethod: exchange.request.method,
    request: {
      url: exchange.request.url,
      method: 'POST',
      headers: exchange.request.headers,
      body: exchange.request.body,
    },
    response: exchange.response ? { ...exchange.response, statusText: '' } : null,
    ...(exchange.error && !answered ? { error: { code: exchange.outcome, message: exchange.error } } : {}),
    timing: {
      totalMs: exchange.timing.totalMs,
      ...(exchange.timing.headersMs !== undefined ? { firstByteMs: exchange.timing.headersMs } : {}),
    },
    findings: exchange.findings,
    verdict: verdictOf(exchange.findings, !answered || !exchange.response),
  };
}
