import { answerOf, type Answer } from '../../check/session/answer';
import type { Exchange } from '../../check/context';
import { exchangeOfRecord } from '../../exchange/judge';
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
export function exchangeOf(e: ScanExchange): Exchange | null {
  return e.outcome === 'answered' ? exchangeOfRecord(e) : null;
}

/**
 * The answer of a scan exchange (its result or error), empty when none arrived.
 *
 * @example
 * const fetch: FetchLike = async (url, init) => Response.json({ jsonrpc: '2.0', id: JSON.parse(init.body).id, result: { tools: [] } });
 * const session = new ScanSession(settingsOf({ url: 'http://127.0.0.1:3000/mcp', fetch }, defaultHost()));
 * scanAnswer(await session.send(listProbe('tools/list', 1, 1))).result // => { tools: [] }
 */
export function scanAnswer(e: ScanExchange): Answer {
  return answerOf(exchangeOf(e));
}
