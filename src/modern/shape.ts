import type { HandlerResult } from '../handler/types';
import { copyJsonObject } from '../json/copy';
import { jsonPointer } from '../json/pointer';
import { isJsonObject, type JsonObject, type JsonRpcId } from '../json/types';
import { ERROR_CODES } from '../spec';
import { defaultCache, isCacheableMethod, type CacheHints, type ModernConfig } from './cache';
import { LEGACY_RESOURCE_NOT_FOUND, REQUEST_SCOPED_META_KEYS, SERVER_INFO_META_KEY } from './constants';
import { REASONS, type ShapeStep, type StepReason } from './steps';
import { assertShapeInputs, readOptions, type ServerInfo } from './validate';

/**
 * Options of `toResponse` (`:server_info`, `:cache`, and the application environment).
 *
 * @example
 * toResponse(1, 'tools/list', { kind: 'ok', result: { tools: [] } }, { cache: { ttlMs: 0, scope: 'public' } })
 * // => { jsonrpc: '2.0', id: 1, result: { tools: [], resultType: 'complete', ttlMs: 0, cacheScope: 'public' } }
 */
export interface ToResponseOptions {
  serverInfo?: ServerInfo | { name: string; version: string } | null;
  cache?: CacheHints | null;
  config?: ModernConfig;
}

/**
 * A JSON-RPC 2.0 response as the modern shaper emits it.
 *
 * @example
 * toResponse(7, 'ping', { kind: 'ok', result: {} }) // => { jsonrpc: '2.0', id: 7, result: { resultType: 'complete' } }
 */
export type ModernResponse =
  | { jsonrpc: '2.0'; id: JsonRpcId; result: JsonObject }
  | { jsonrpc: '2.0'; id: JsonRpcId; error: { code: number; message: string; data?: unknown } };

/**
 * Where the emitted cache hints came from.
 *
 * @example
 * explainModern(1, 'tools/list', { kind: 'ok', result: { tools: [] } }, { config: { cacheScope: 'public' } }).cache.source // => 'config'
 */
export type CacheSource = 'default' | 'config' | 'override';

/**
 * The cache hints a shaping produced (or `null` with the reason there are none).
 *
 * @example
 * explainModern(1, 'tools/call', { kind: 'ok', result: { content: [] } }).cache
 * // => { cacheable: false, hints: null, source: null, reason: 'This method is not one of the six cacheable methods, so no hints are added.' }
 */
export interface CacheOutcome {
  cacheable: boolean;
  hints: CacheHints | null;
  source: CacheSource | null;
  /** Why these hints, or why none. */
  reason: string;
}

type Record_ = (step: ShapeStep) => void;

const CACHE_REASON: Record<CacheSource, string> = {
  override: 'Complete result of a cacheable method: hints from the per-response :cache override.',
  config: 'Complete result of a cacheable method: hints from the configured defaults.',
  default: 'Complete result of a cacheable method: hints from the built-in defaults (60000 ms, private).',
};

const SERVER_INFO_POINTER = ['result', '_meta', SERVER_INFO_META_KEY] as const;

/** Shapes a handler result; `record` (when given) receives every step in order. */
export function shapeModern(
  id: JsonRpcId,
  method: string | null,
  result: HandlerResult,
  options: ToResponseOptions | undefined,
  record?: Record_,
): { response: ModernResponse; cache: CacheOutcome } {
  assertShapeInputs(id, method, result);
  const opts = readOptions(options?.serverInfo, options?.cache);
  const fallback = defaultCache(options?.config);
  const cacheable = isCacheableMethod(method);
  switch (result.kind) {
    case 'ok': {
      const out = shapeComplete(method, result.result, opts.serverInfo, record);
      const cache = cacheable
        ? applyCacheHints(out, result.result, opts.cache, fallback, options?.config, record)
        : keepNonCacheable(result.result, record);
      return { response: { jsonrpc: '2.0', id, result: out }, cache };
    }
    case 'input_required':
      return {
        response: { jsonrpc: '2.0', id, result: shapeInputRequired(result, opts.serverInfo, record) },
        cache: noCache(cacheable, 'An input_required result is interim and must not be cached, on any method.'),
      };
    case 'task':
      return {
        response: { jsonrpc: '2.0', id, result: shapeTask(result.task, opts.serverInfo, record) },
        cache: noCache(cacheable, 'A task result (CreateTaskResult) never carries cache hints.'),
      };
    case 'error':
      return {
        response: { jsonrpc: '2.0', id, error: shapeError(result, record) },
        cache: noCache(cacheable, 'Error responses keep the legacy shape: no cache hints.'),
      };
  }
}

function shapeComplete(
  method: string | null,
  handlerResult: JsonObject,
  serverInfo: ServerInfo | undefined,
  record?: Record_,
): JsonObject {
  const out = copyJsonObject(handlerResult);
  setResultType(out, handlerResult, 'complete', REASONS.complete, record);
  if (isJsonObject(handlerResult['_meta'])) {
    out['_meta'] =
      method === 'tools/call'
        ? copyJsonObject(handlerResult['_meta'])
        : stripEchoedKeys(handlerResult['_meta'], record);
    if (method === 'tools/call') recordOwnMetaKept(handlerResult['_meta'], record);
  }
  putServerInfo(out, handlerResult['_meta'], serverInfo, record);
  if (record && isJsonObject(out['_meta']) && Object.keys(out['_meta']).length === 0) {
    record({
      pointer: jsonPointer('result', '_meta'),
      action: 'kept',
      summary: '_meta kept as {} (the shaper never removes a key the handler set).',
      reason: REASONS.emptyMetaKept,
      after: {},
    });
  }
  return out;
}

function setResultType(out: JsonObject, before: JsonObject, value: string, reason: StepReason, record?: Record_): void {
  out['resultType'] = value;
  if (!record) return;
  const had = 'resultType' in before;
  const action = !had ? 'added' : before['resultType'] === value ? 'kept' : 'replaced';
  const summary =
    action === 'replaced'
      ? `resultType ${JSON.stringify(before['resultType'])} replaced by "${value}".`
      : action === 'kept'
        ? `resultType "${value}" kept.`
        : `resultType "${value}" added.`;
  record({
    pointer: jsonPointer('result', 'resultType'),
    action,
    summary,
    reason,
    ...(had ? { before: before['resultType'] } : {}),
    after: value,
  });
}

function stripEchoedKeys(meta: JsonObject, record?: Record_): JsonObject {
  const out = copyJsonObject(meta);
  for (const key of REQUEST_SCOPED_META_KEYS) {
    if (!(key in out)) continue;
    record?.({
      pointer: jsonPointer('result', '_meta', key),
      action: 'removed',
      summary: `Echoed request key ${key} removed from the result's _meta.`,
      reason: REASONS.stripEcho,
      before: out[key],
    });
    delete out[key];
  }
  return out;
}

function recordOwnMetaKept(meta: JsonObject, record?: Record_): void {
  for (const key of REQUEST_SCOPED_META_KEYS) {
    if (key in meta)
      record?.({
        pointer: jsonPointer('result', '_meta', key),
        action: 'kept',
        summary: `${key} kept: on tools/call it is the tool's own key.`,
        reason: REASONS.toolsCallOwnMeta,
        after: meta[key],
      });
  }
}

function putServerInfo(
  out: JsonObject,
  handlerMeta: unknown,
  serverInfo: ServerInfo | undefined,
  record?: Record_,
): void {
  if (!serverInfo) return;
  const meta = isJsonObject(out['_meta']) ? out['_meta'] : {};
  if (!isJsonObject(out['_meta'])) {
    record?.({
      pointer: jsonPointer('result', '_meta'),
      action: 'added',
      summary: '_meta added to carry serverInfo.',
      reason: REASONS.serverInfo,
    });
  }
  const had = isJsonObject(handlerMeta) && SERVER_INFO_META_KEY in handlerMeta;
  meta[SERVER_INFO_META_KEY] = serverInfo;
  out['_meta'] = meta;
  record?.({
    pointer: jsonPointer(...SERVER_INFO_POINTER),
    action: had ? 'replaced' : 'added',
    summary: had
      ? "The handler's serverInfo replaced by the :server_info option."
      : 'serverInfo added from the :server_info option.',
    reason: REASONS.serverInfo,
    ...(had ? { before: (handlerMeta as JsonObject)[SERVER_INFO_META_KEY] } : {}),
    after: serverInfo,
  });
}

function applyCacheHints(
  out: JsonObject,
  before: JsonObject,
  override: CacheHints | undefined,
  fallback: CacheHints,
  config: ModernConfig | undefined,
  record?: Record_,
): CacheOutcome {
  const hints = override ?? fallback;
  const source: CacheSource = override
    ? 'override'
    : config?.cacheTtlMs !== undefined || config?.cacheScope !== undefined
      ? 'config'
      : 'default';
  out['ttlMs'] = hints.ttlMs;
  out['cacheScope'] = hints.scope;
  if (record) {
    for (const [key, value] of [
      ['ttlMs', hints.ttlMs],
      ['cacheScope', hints.scope],
    ] as const) {
      const had = key in before;
      const same = had && before[key] === value;
      record({
        pointer: jsonPointer('result', key),
        action: had ? (same ? 'kept' : 'replaced') : 'added',
        summary: same
          ? `${key} ${JSON.stringify(value)} from the handler kept: it equals the ${source} hint.`
          : had
            ? `${key} ${JSON.stringify(before[key])} from the handler replaced by ${JSON.stringify(value)} (${source}).`
            : `${key} ${JSON.stringify(value)} added (${source}).`,
        reason: had ? REASONS.cacheReplaced : REASONS.cacheHints,
        ...(had ? { before: before[key] } : {}),
        after: value,
      });
    }
  }
  return { cacheable: true, hints, source, reason: CACHE_REASON[source] };
}

function keepNonCacheable(before: JsonObject, record?: Record_): CacheOutcome {
  for (const key of ['ttlMs', 'cacheScope']) {
    if (key in before)
      record?.({
        pointer: jsonPointer('result', key),
        action: 'kept',
        summary: `${key} set by the handler kept on a method that is not cacheable.`,
        reason: REASONS.nonCacheableKept,
        after: before[key],
      });
  }
  return noCache(false, 'This method is not one of the six cacheable methods, so no hints are added.');
}

function noCache(cacheable: boolean, reason: string): CacheOutcome {
  return { cacheable, hints: null, source: null, reason };
}

function shapeInputRequired(
  result: Extract<HandlerResult, { kind: 'input_required' }>,
  serverInfo: ServerInfo | undefined,
  record?: Record_,
): JsonObject {
  const out: JsonObject = { resultType: 'input_required' };
  record?.({
    pointer: jsonPointer('result', 'resultType'),
    action: 'added',
    summary: 'resultType "input_required" added.',
    reason: REASONS.inputRequired,
    after: 'input_required',
  });
  for (const key of ['inputRequests', 'requestState'] as const) {
    const value = result[key];
    if (value != null) {
      out[key] = value;
      record?.({
        pointer: jsonPointer('result', key),
        action: 'added',
        summary: `${key} copied from the handler.`,
        reason: REASONS.inputRequired,
        after: value,
      });
    } else {
      record?.({
        pointer: jsonPointer('result', key),
        action: 'removed',
        summary: `${key} is nil, so it is left out (never null).`,
        reason: REASONS.inputRequiredNilPart,
        before: null,
      });
    }
  }
  putServerInfo(out, undefined, serverInfo, record);
  return out;
}

function shapeTask(task: JsonObject, serverInfo: ServerInfo | undefined, record?: Record_): JsonObject {
  const out = copyJsonObject(task);
  record?.({
    pointer: jsonPointer('result'),
    action: 'rewritten',
    summary: 'The Task fields are placed at the top level of the result (not under "task").',
    reason: REASONS.task,
  });
  setResultType(out, task, 'task', REASONS.task, record);
  if ('ttlMs' in task)
    record?.({
      pointer: jsonPointer('result', 'ttlMs'),
      action: 'kept',
      summary: "The task's ttlMs (retention time) kept; no cacheScope added.",
      reason: REASONS.taskTtl,
      after: task['ttlMs'],
    });
  if (isJsonObject(task['_meta'])) out['_meta'] = copyJsonObject(task['_meta']);
  putServerInfo(out, task['_meta'], serverInfo, record);
  return out;
}

function shapeError(
  result: Extract<HandlerResult, { kind: 'error' }>,
  record?: Record_,
): { code: number; message: string; data?: unknown } {
  const code = result.code === LEGACY_RESOURCE_NOT_FOUND ? ERROR_CODES.InvalidParams.code : result.code;
  const error: { code: number; message: string; data?: unknown } = { code, message: result.message };
  if (result.data !== undefined && result.data !== null) error.data = result.data;
  if (!record) return error;
  record({
    pointer: jsonPointer('error'),
    action: 'kept',
    summary: 'The error keeps the legacy JSON-RPC shape.',
    reason: REASONS.errorShape,
  });
  if (code !== result.code)
    record({
      pointer: jsonPointer('error', 'code'),
      action: 'rewritten',
      summary: 'Code -32002 rewritten to -32602.',
      reason: REASONS.notFoundRewrite,
      before: result.code,
      after: code,
    });
  if (result.data === null)
    record({
      pointer: jsonPointer('error', 'data'),
      action: 'removed',
      summary: 'data is nil, so it is left out.',
      reason: REASONS.nilData,
      before: null,
    });
  return error;
}
