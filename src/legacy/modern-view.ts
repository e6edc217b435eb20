import type { HandlerResult } from '../handler/types';
import { isJsonObject, type JsonObject } from '../json/types';
import { explainModern, type ModernExplanation } from '../modern/to-response';
import { METHODS } from '../spec';
import { buildRequest } from '../wire/request';
import { eraDifferences, type EraDifference } from './era-diff';
import type { LegacyResponse } from './to-legacy';
import type { LegacyExchange, LegacyServerInfo } from './session/types';

/**
 * The 2026-07-28 view of one legacy exchange: the request a modern client sends instead (envelope and
 * routing headers), the answer the server would have to give (the shaping library fed the server's
 * own result, with the `serverInfo` of its `initialize`), its HTTP status and cache hints, and every
 * difference from what the server sent. `none` says why an exchange has no such view.
 *
 * @example
 * const record = exchangeRecord({ id: 'l2', startedAt: '2026-07-28T00:00:00.000Z', source: 'direct',
 *   request: { url: 'http://127.0.0.1:3000/mcp', method: 'POST', headers: {}, body: '{"jsonrpc":"2.0","id":2,"method":"tools/list","params":{}}' },
 *   response: { status: 200, statusText: '', headers: {}, body: '' }, timing: { totalMs: 1 }, findings: [] });
 * const view = modernViewOf({ record, answer: { jsonrpc: '2.0', id: 2, result: { tools: [] } } }, { name: 's', version: '1' });
 * view.kind === 'view' && view.differences.map((d) => d.pointer)
 * // => ['/result/resultType', '/result/ttlMs', '/result/cacheScope', '/result/_meta', '/result/_meta/io.modelcontextprotocol~1serverInfo']
 */
export type ModernView =
  | {
      kind: 'view';
      /** What a 2026-07-28 client POSTs instead: the `_meta` envelope in params, `Mcp-Method`/`Mcp-Name` headers. */
      request: { message: JsonObject; headers: Record<string, string> };
      /** The answer as the shaper makes it from the server's own result (or error). */
      modern: ModernExplanation;
      /** What the server sent, and with which HTTP status. */
      sent: JsonObject;
      sentStatus: number;
      differences: EraDifference[];
    }
  | { kind: 'none'; why: string };

/**
 * The 2026-07-28 view of a legacy exchange (see `ModernView`): `serverInfo` is the one the server
 * gave at `initialize` (a modern server names itself in every result instead).
 *
 * @example
 * const record = exchangeRecord({ id: 'l3', startedAt: '2026-07-28T00:00:00.000Z', source: 'direct',
 *   request: { url: 'http://127.0.0.1:3000/mcp', method: 'POST', headers: {}, body: '{"jsonrpc":"2.0","id":3,"method":"resources/read","params":{"uri":"file:///x"}}' },
 *   response: { status: 200, statusText: '', headers: {}, body: '' }, timing: { totalMs: 1 }, findings: [] });
 * const view = modernViewOf({ record, answer: { jsonrpc: '2.0', id: 3, error: { code: -32002, message: 'Resource not found' } } }, null);
 * view.kind === 'view' && [view.modern.httpStatus, view.differences.map((d) => [d.pointer, d.legacy, d.modern])]
 * // => [200, [['/error/code', -32002, -32602]]]
 */
export function modernViewOf(
  exchange: LegacyExchange,
  serverInfo: LegacyServerInfo['serverInfo'] | { name: string; version: string } | null,
): ModernView {
  const { record, answer } = exchange;
  const method = record.rpcMethod;
  if (record.rpcId === undefined || method === '')
    return { kind: 'none', why: 'Not a request: notifications, answers and streams have no result to shape.' };
  if (method === 'initialize')
    return {
      kind: 'none',
      why: '2026-07-28 has no initialize: a client sends server/discover when it wants the capabilities, and every request carries the _meta envelope (protocol version, client capabilities) instead of a handshake.',
    };
  if (!answer) return { kind: 'none', why: 'No answer arrived, so there is nothing to shape.' };
  const handler = handlerResultOf(answer);
  if (!handler) return { kind: 'none', why: 'The answer has neither a result nor an error the shaper can take.' };
  const params = record.rpcParams ?? {};
  const built = buildRequest({
    method,
    id: record.rpcId === null ? 0 : record.rpcId,
    params: params as Record<string, unknown>,
  });
  let modern: ModernExplanation;
  try {
    modern = explainModern(record.rpcId, Object.hasOwn(METHODS, method) ? method : null, handler, {
      serverInfo: serverInfo ?? null,
    });
  } catch (error) {
    return {
      kind: 'none',
      why: `The shaper refused this answer: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  const sentStatus = record.response?.status ?? 0;
  const sent = answer as JsonObject;
  const legacy = {
    representable: true as const,
    response: sent as unknown as LegacyResponse,
    httpStatus: 200 as const,
  };
  // The status is compared with what the server really sent, not the 200 every legacy answer is assumed to carry.
  const differences = eraDifferences(modern, legacy)
    .filter((d) => d.pointer !== '' || sentStatus !== modern.httpStatus)
    .map((d) => (d.pointer === '' ? { ...d, legacy: sentStatus } : d));
  return {
    kind: 'view',
    request: { message: built.message as unknown as JsonObject, headers: built.headers },
    modern,
    sent,
    sentStatus,
    differences,
  };
}

function handlerResultOf(answer: JsonObject): HandlerResult | null {
  if (isJsonObject(answer['result'])) return { kind: 'ok', result: answer['result'] };
  const error = answer['error'];
  if (isJsonObject(error) && Number.isSafeInteger(error['code']) && typeof error['message'] === 'string')
    return {
      kind: 'error',
      code: error['code'] as number,
      message: error['message'],
      ...('data' in error ? { data: error['data'] } : {}),
    };
  return null;
}
