import type { HandlerResult } from '../handler/types';
import type { JsonRpcId } from '../json/types';
import { ERROR_CODES } from '../spec';
import { httpStatus } from './http-status';
import { shapeModern, type CacheOutcome, type ModernResponse, type ToResponseOptions } from './shape';
import type { ShapeStep } from './steps';

/**
 * Builds the modern (2026-07-28) JSON-RPC response to `method` request `id`
 * (`ConduitMcp.Protocol.Modern.to_response/4`). Throws `ShapeInputError` on malformed input (D6).
 *
 * @example
 * toResponse(1, 'tools/call', { kind: 'ok', result: { content: [] } })
 * // => { jsonrpc: '2.0', id: 1, result: { content: [], resultType: 'complete' } }
 * toResponse(1, 'resources/read', { kind: 'error', code: -32002, message: 'Resource not found' })
 * // => { jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Resource not found' } }
 */
export function toResponse(
  id: JsonRpcId,
  method: string | null,
  result: HandlerResult,
  options?: ToResponseOptions,
): ModernResponse {
  return shapeModern(id, method, result, options).response;
}

/**
 * What `explainModern` returns: the response and everything the UI annotates it with.
 *
 * @example
 * const x: ModernExplanation = explainModern(1, 'tools/list', { kind: 'ok', result: { tools: [] } });
 * x.httpStatus // => 200
 * x.cache.hints // => { ttlMs: 60000, scope: 'private' }
 */
export interface ModernExplanation {
  response: ModernResponse;
  httpStatus: number;
  cache: CacheOutcome;
  /** Every step, in the order the shaper took it. */
  steps: ShapeStep[];
}

/**
 * Shapes like `toResponse` and records why: the HTTP status, the cache hints with their source,
 * and each step with the JSON pointer it touched and the rule or seed sentence behind it.
 *
 * @example
 * const x = explainModern(1, 'tools/list', { kind: 'ok', result: { tools: [] } });
 * x.cache.source // => 'default'
 * x.steps.map((s) => `${s.action} ${s.pointer}`) // => ['added /result/resultType', 'added /result/ttlMs', 'added /result/cacheScope']
 */
export function explainModern(
  id: JsonRpcId,
  method: string | null,
  result: HandlerResult,
  options?: ToResponseOptions,
): ModernExplanation {
  const steps: ShapeStep[] = [];
  const { response, cache } = shapeModern(id, method, result, options, (step) => steps.push(step));
  return { response, httpStatus: httpStatus(response), cache, steps };
}

/**
 * The modern era's "resource not found" code.
 *
 * @example
 * resourceNotFound() // => -32602
 */
export function resourceNotFound(): number {
  return ERROR_CODES.InvalidParams.code;
}
