import { exchangeRecord, type ExchangeRecord, type ScanExchange } from '../../../../src/index';

/**
 * A scan exchange as the live screen's `ExchangeView` shows it: the same record as the history, with
 * the scan's findings (the checker's and the session rules') already attached.
 */
export function toRecord(exchange: ScanExchange, source: 'relay' | 'direct'): ExchangeRecord {
  const answered = exchange.outcome === 'answered';
  const { method, id, params, url, headers, body } = exchange.request;
  return exchangeRecord({
    id: `scan-${exchange.index}`,
    startedAt: new Date(exchange.timing.startedAt).toISOString(),
    source,
    request: { url, method: 'POST', headers, body },
    response: exchange.response ? { ...exchange.response, statusText: '' } : null,
    ...(answered ? {} : { error: { code: exchange.outcome, message: exchange.error ?? exchange.outcome } }),
    timing: {
      totalMs: exchange.timing.totalMs,
      ...(exchange.timing.headersMs !== undefined ? { firstByteMs: exchange.timing.headersMs } : {}),
    },
    rpc: { method, ...(id !== undefined ? { id } : {}), ...(params ? { params } : {}) },
    findings: exchange.findings,
  });
}
