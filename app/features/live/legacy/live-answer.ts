import type { ExchangeRecord } from '../../../../src/index';
import { answerValue, resultIn } from '../../../exchange/model/body';
import { useLegacyStore } from './legacy-store';

/**
 * The JSON-RPC answer of one of Live's exchanges. Over HTTP+SSE the POST gets a bare 202 and the answer comes
 * on the session's stream, kept with the legacy exchange; any other exchange's answer is its response body.
 *
 * @example
 * const result = (liveAnswerOf(record) as { result?: unknown } | null)?.result;
 */
export function liveAnswerOf(record: ExchangeRecord): unknown {
  return useLegacyStore.getState().exchanges[record.id]?.answer ?? answerValue(record.response);
}

/**
 * The `result` object of `liveAnswerOf`, null when the answer is an error, is missing or is no object.
 *
 * @example
 * liveResultOf(record)?.['content']
 */
export function liveResultOf(record: ExchangeRecord): Record<string, unknown> | null {
  return resultIn(liveAnswerOf(record));
}
