import { ImplementationSchema } from '@modelcontextprotocol/core';
import type { HandlerResult } from '../handler/types';
import { isJsonObject, type JsonObject, type JsonRpcId } from '../json/types';
import { SERVER_INFO_META_KEY as SERVER_INFO } from '../modern/constants';
import { httpStatus } from '../modern/http-status';
import type { ModernResponse, ToResponseOptions } from '../modern/shape';
import { toResponse } from '../modern/to-response';
import { parseResponseBody } from '../wire/parse';
import type { HeaderMap } from '../wire/types';
import { isInt, viewRequest, type Exchange } from './context';

/**
 * What a conforming shaper would have sent, and on which HTTP status.
 *
 * @example
 * const expected: ExpectedShape = { response: { jsonrpc: '2.0', id: 2, error: { code: -32602, message: 'Resource not found' } }, status: 200 };
 */
export interface ExpectedShape {
  response: ModernResponse;
  status: number;
}

/**
 * What our shaper (`toResponse`) would have sent for the result this exchange carries: the received
 * response is read back into a handler result (result → ok / input_required / task, error → error)
 * and re-shaped with the request's id and method. Null for notifications, unparseable bodies, or
 * results the shaper refuses.
 *
 * @example
 * expectedShape({
 *   request: { method: 'tools/list', id: 1 },
 *   response: { status: 200, body: '{"jsonrpc":"2.0","id":"1","result":{"tools":[]}}' },
 * })
 * // { response: { jsonrpc: '2.0', id: 1, result: { tools: [], resultType: 'complete', ttlMs: 60000, cacheScope: 'private' } }, status: 200 }
 */
export function expectedShape(exchange: Exchange): ExpectedShape | null {
  try {
    const req = viewRequest(exchange?.request);
    if (req.notification) return null;
    const raw = isJsonObject(exchange.response) ? exchange.response : { body: '' };
    const headers = isJsonObject(raw.headers) ? (raw.headers as HeaderMap) : undefined;
    const parsed = parseResponseBody({ body: typeof raw.body === 'string' ? raw.body : '', ...(headers ? { headers } : {}) }, { id: req.id, method: req.method });
    const message = parsed.response?.value;
    if (!isJsonObject(message)) return null;
    const options: ToResponseOptions = {};
    const handler = toHandlerResult(message, options);
    if (!handler) return null;
    const id: JsonRpcId = typeof req.id === 'string' || isInt(req.id) || req.id === null ? req.id : null;
    const response = toResponse(id, req.method === '' ? null : req.method, handler, options);
    const envelopeMissing = req.modern && (!req.meta || req.version === undefined || req.caps === undefined);
    const status = handler.kind === 'error' && handler.code === -32602 && envelopeMissing ? 400 : httpStatus(response);
    return { response, status };
  } catch {
    return null;
  }
}

function toHandlerResult(message: JsonObject, options: ToResponseOptions): HandlerResult | null {
  const error = message['error'];
  if (isJsonObject(error)) {
    if (!isInt(error['code'])) return null;
    return {
      kind: 'error',
      code: error['code'],
      message: typeof error['message'] === 'string' ? error['message'] : String(error['message'] ?? ''),
      ...('data' in error ? { data: error['data'] } : {}),
    };
  }
  const result = message['result'];
  if (!isJsonObject(result)) return null;
  const rest: JsonObject = { ...result };
  delete rest['resultType'];
  takeServerInfo(rest, options);
  if (result['resultType'] === 'input_required') {
    const requests = result['inputRequests'];
    const state = result['requestState'];
    return { kind: 'input_required', inputRequests: isJsonObject(requests) ? requests : null, requestState: typeof state === 'string' ? state : null };
  }
  if (result['resultType'] === 'task') return { kind: 'task', task: rest };
  const ttl = result['ttlMs'];
  const scope = result['cacheScope'];
  if (isInt(ttl) && ttl >= 0 && Number.isSafeInteger(ttl) && (scope === 'public' || scope === 'private')) options.cache = { ttlMs: ttl, scope };
  return { kind: 'ok', result: rest };
}

// A valid serverInfo becomes the option; an invalid one is dropped (a conforming server sends none).
function takeServerInfo(result: JsonObject, options: ToResponseOptions): void {
  const meta = result['_meta'];
  if (!isJsonObject(meta) || !(SERVER_INFO in meta)) return;
  const info = meta[SERVER_INFO];
  const rest: JsonObject = { ...meta };
  delete rest[SERVER_INFO];
  result['_meta'] = rest;
  if (isJsonObject(info) && ImplementationSchema.safeParse(info).success) options.serverInfo = info as { name: string; version: string };
  if (Object.keys(rest).length === 0) delete result['_meta'];
}
