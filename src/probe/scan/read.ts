import { answerOf, type Answer } from '../../check/session/answer';
import type { Exchange } from '../../check/context';
import type { ScanExchange } from './types';

/**
 * The checker's view of a scan exchange, or null when no answer arrived.
 *
 * @example
 * const fetch: FetchLike = async (url, init) => Response.json({ jsonrpc: '2.0', id: JSON.parse(init.body).id, result: { tools: [] } });
 * const session = new ScanSession(settingsOf({ url: 'http://127.0.0.1:3000/mcp', fetch }, defaultHost()));
 * const listed = await session.send(listProbe('tools/list', 1, 1));
 * exchangeOf(listed)?.response.status // => 200
 * exchangeOf({ ...listed, outcome: 'timeout' }) // => null
 */
export function exchangeOf(e: Pick<ScanExchange, 'request' | 'response' | 'outcome'>): Exchange | null {
  return e.response && e.outcome === 'answered' ? { request: e.request, response: e.response } : null;
}

/**
 * The answer of a scan exchange (its result or error), empty when none arrived.
 *
 * @example
 * const fetch: FetchLike = async (url, init) => Response.json({ jsonrpc: '2.0', id: JSON.parse(init.body).id, result: { tools: [] } });
 * const session = new ScanSession(settingsOf({ url: 'http://127.0.0.1:3000/mcp', fetch }, defaultHost()));
 * scanAnswer(await session.send(listProbe('tools/list', 1, 1))).result // => { tools: [] }
 */
export function scanAnswer(e: Pick<ScanExchange, 'request' | 'response' | 'outcome'>): Answer {
  return answerOf(exchangeOf(e));
}
