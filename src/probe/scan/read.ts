import { answerOf, type Answer } from '../../check/session/answer';
import type { Exchange } from '../../check/context';
import type { ScanExchange } from './types';

/**
 * The checker's view of a scan exchange, or null when no answer arrived.
 *
 * @example
 * exchangeOf(report.exchanges[0]!)?.response.status // 200
 */
export function exchangeOf(e: Pick<ScanExchange, 'request' | 'response' | 'outcome'>): Exchange | null {
  return e.response && e.outcome === 'answered' ? { request: e.request, response: e.response } : null;
}

/**
 * The answer of a scan exchange (its result or error), empty when none arrived.
 *
 * @example
 * scanAnswer(discover).result?.['capabilities']
 */
export function scanAnswer(e: Pick<ScanExchange, 'request' | 'response' | 'outcome'>): Answer {
  return answerOf(exchangeOf(e));
}
