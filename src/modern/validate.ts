import type { HandlerResult } from '../handler/types';
import { isJsonObject } from '../json/types';
import { assertCacheHints, type CacheHints } from './cache';
import { ShapeInputError } from './errors';

/**
 * The serverInfo option: `%{"name" => ..., "version" => ...}`.
 *
 * @example
 * const info: ServerInfo = { name: 'demo-server', version: '1.0.0', title: 'Demo' };
 * // extra keys are copied as given
 * toResponse(1, 'ping', { kind: 'ok', result: {} }, { serverInfo: info }).result?._meta?.[SERVER_INFO_META_KEY] // => info
 */
export interface ServerInfo {
  name: string;
  version: string;
  [key: string]: unknown;
}

/** Checks the id, method and handler result against their types (decision D6). */
export function assertShapeInputs(id: unknown, method: unknown, result: unknown): asserts result is HandlerResult {
  const idOk = id === null || typeof id === 'string' || (typeof id === 'number' && Number.isSafeInteger(id));
  if (!idOk) throw new ShapeInputError('id', 'an integer, a string or null', id);
  if (method !== null && typeof method !== 'string') throw new ShapeInputError('method', 'a string or null', method);
  if (!isJsonObject(result)) throw new ShapeInputError('result', 'a handler result object', result);
  switch (result['kind']) {
    case 'ok':
      assertObject('result.result', result['result']);
      assertOptionalMeta('result.result._meta', result['result']);
      return;
    case 'error':
      if (typeof result['code'] !== 'number' || !Number.isInteger(result['code'])) {
        throw new ShapeInputError('result.code', 'an integer error code', result['code']);
      }
      if (typeof result['message'] !== 'string')
        throw new ShapeInputError('result.message', 'a string', result['message']);
      return;
    case 'input_required':
      if (result['inputRequests'] != null) assertObject('result.inputRequests', result['inputRequests']);
      if (result['requestState'] != null && typeof result['requestState'] !== 'string') {
        throw new ShapeInputError('result.requestState', 'a string or nil', result['requestState']);
      }
      return;
    case 'task':
      assertObject('result.task', result['task']);
      assertOptionalMeta('result.task._meta', result['task']);
      return;
    default:
      throw new ShapeInputError('result.kind', `'ok', 'error', 'input_required' or 'task'`, result['kind']);
  }
}

/** Checks the serverInfo and cache options; returns them normalized (`undefined` for nil). */
export function readOptions(serverInfo: unknown, cache: unknown): { serverInfo?: ServerInfo; cache?: CacheHints } {
  const out: { serverInfo?: ServerInfo; cache?: CacheHints } = {};
  if (serverInfo != null) {
    assertObject('options.serverInfo', serverInfo);
    if (typeof serverInfo['name'] !== 'string')
      throw new ShapeInputError('options.serverInfo.name', 'a string', serverInfo['name']);
    if (typeof serverInfo['version'] !== 'string') {
      throw new ShapeInputError('options.serverInfo.version', 'a string', serverInfo['version']);
    }
    out.serverInfo = serverInfo as ServerInfo;
  }
  if (cache != null) {
    assertCacheHints('options.cache', cache);
    out.cache = cache;
  }
  return out;
}

function assertObject(input: string, value: unknown): asserts value is Record<string, unknown> {
  if (!isJsonObject(value)) throw new ShapeInputError(input, 'a map (JSON object)', value);
}

function assertOptionalMeta(input: string, holder: Record<string, unknown>): void {
  if ('_meta' in holder && !isJsonObject(holder['_meta']))
    throw new ShapeInputError(input, 'a map (JSON object)', holder['_meta']);
}
