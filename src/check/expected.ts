import { isJsonObject, type JsonObject, type JsonRpcId } from '../json/types';
import { httpStatus } from '../modern/http-status';
import type { ModernResponse, ToResponseOptions } from '../modern/shape';
import { toResponse } from '../modern/to-response';
import { parseResponseBody } from '../wire/parse';
import type { HeaderMap } from '../wire/types';
import { isInt, viewRequest, type Exchange } from './context';
import { readBack } from './read-back';
import { preMethodRefusal, repairError } from './repair';

/**
 * What a conforming shaper would have sent, and on which HTTP status.
 *
 * @example
 * const shape: ExpectedShape | null = expectedShape({ request: { method: 'tools/list', id: 1 }, response: { status: 200, body: '{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}' } });
 * shape?.status // => 200
 */
export interface ExpectedShape {
  response: ModernResponse;
  status: number;
}

/**
 * What a conforming shaper would have sent for this exchange, and on which HTTP status.
 * - A request the server must refuse before running the method (invalid envelope, header mismatch,
 *   unsupported version, removed method, undeclared tasks extension) gets that error and status.
 * - Otherwise the received response is read back into a handler result and re-shaped with
 *   `toResponse` (request id and method); errors get renumbered codes and completed data.
 * - A result it cannot repair (missing content, a bad `_meta` key, a refusal of a valid request)
 *   is still re-shaped as received, so it may keep error findings.
 * Null for notifications, unparseable bodies, non-object results, or results the shaper refuses.
 *
 * @example
 * expectedShape({
 *   request: { method: 'tools/list', id: 1 },
 *   response: { status: 200, body: '{"jsonrpc":"2.0","id":"1","result":{"tools":[]}}' },
 * })
 * // => { response: { jsonrpc: '2.0', id: 1, result: { tools: [], resultType: 'complete', ttlMs: 60000, cacheScope: 'private' } }, status: 200 }
 */
export function expectedShape(exchange: Exchange): ExpectedShape | null {
  try {
    const req = viewRequest(exchange?.request);
    if (req.notification) return null;
    const id: JsonRpcId = typeof req.id === 'string' || isInt(req.id) || req.id === null ? req.id : null;
    const method = req.method === '' ? null : req.method;
    const refusal = preMethodRefusal(req);
    if (refusal) {
      const response = toResponse(id, method, refusal);
      return { response, status: refusal.code === -32601 ? 404 : 400 };
    }
    const raw = isJsonObject(exchange.response) ? exchange.response : { body: '' };
    const headers = isJsonObject(raw.headers) ? (raw.headers as HeaderMap) : undefined;
    const parsed = parseResponseBody(
      { body: typeof raw.body === 'string' ? raw.body : '', ...(headers ? { headers } : {}) },
      { id: req.id },
    );
    const message = parsed.response?.value;
    if (!isJsonObject(message)) return null;
    const options: ToResponseOptions = {};
    const handler = readBack(message, req, options);
    if (!handler) return null;
    if (handler.kind === 'ok' && method === 'server/discover') listVersion(handler.result, req.version);
    const response = toResponse(id, method, handler.kind === 'error' ? repairError(handler, req) : handler, options);
    return { response, status: httpStatus(response) };
  } catch {
    return null;
  }
}

// A discover answered for a version lists it (R-DISCOVER-3).
function listVersion(result: JsonObject, version: unknown): void {
  const versions = result['supportedVersions'];
  if (typeof version === 'string' && Array.isArray(versions) && !versions.includes(version))
    result['supportedVersions'] = [version, ...versions];
}
