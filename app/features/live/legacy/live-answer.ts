import type { ExchangeRecord } from '../../../../src/index';
import { answerValue, resultIn } from '../../../exchange/model/body';
import { useLegacyStore } from './legacy-store';

/**
 * The JSON-RPC answer of one of Live's exchanges. Over HTTP+SSE the POST gets a bare 202 and the answer comes
 * on the session's stream, kept with the legacy exchange; any other exchange's answer is its response body.
 *
 * @example
 * const body = '{"jsonrpc":"2.0","id":1,"method":"ping"}';
 * const direct = exchangeRecord({ id: 'p1', startedAt: '2026-12-01T00:00:00.000Z', source: 'direct', timing: { totalMs: 1 },
 *   request: { url: 'http://127.0.0.1:3000/mcp', method: 'POST', headers: {}, body },
 *   response: { status: 200, statusText: 'OK', headers: {}, body: '{"jsonrpc":"2.0","id":1,"result":{}}' } });
 * liveAnswerOf(direct) // => { jsonrpc: '2.0', id: 1, result: {} }
 */
export function liveAnswerOf(record: ExchangeRecord): unknown {
  return useLegacyStore.getState().exchanges[record.id]?.answer ?? answerValue(record.response);
}

/**
 * The `result` object of `liveAnswerOf`, null when the answer is an error, is missing or is no object.
 *
 * @example
 * const failed = exchangeRecord({ id: 'p1', startedAt: '2026-12-01T00:00:00.000Z', source: 'direct', timing: { totalMs: 1 },
 *   request: { url: 'http://127.0.0.1:3000/mcp', method: 'POST', headers: {}, body: '{"jsonrpc":"2.0","id":1,"method":"ping"}' },
 *   response: { status: 200, statusText: 'OK', headers: {}, body: '{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"no"}}' } });
 * liveResultOf(failed) // => null
 */
export function liveResultOf(record: ExchangeRecord): Record<string, unknown> | null {
  return resultIn(liveAnswerOf(record));
}
