import { ImplementationSchema } from '@modelcontextprotocol/core';
import type { HandlerResult } from '../handler/types';
import { isJsonObject, type JsonObject } from '../json/types';
import { SERVER_INFO_META_KEY as SERVER_INFO } from '../modern/constants';
import type { ToResponseOptions } from '../modern/shape';
import { TASKS_EXTENSION } from '../ext/tasks/facts';
import { EXTENSION_METHODS, isInt, SUBSCRIPTION_ID, type RequestView } from './context';
import { MRTR_METHODS } from './result-type';

/**
 * Reads a received response back into the handler result a conforming server would have given the
 * shaper, repairing what needs no invented content: the resultType a method allows, the flat v2 task
 * shape, a non-string nextCursor, the listen subscriptionId. Valid cache hints and serverInfo become
 * `options`. Null for an error without an integer code or a result that is not an object.
 *
 * @example
 * readBack({ jsonrpc: '2.0', id: 1, result: { resultType: 'task', taskId: 't' } }, viewRequest({ method: 'tasks/get', id: 1 }), {})
 * // => { kind: 'ok', result: { taskId: 't' } }
 */
export function readBack(message: JsonObject, req: RequestView, options: ToResponseOptions): HandlerResult | null {
  const error = message['error'];
  if (isJsonObject(error)) {
    if (!isInt(error['code'])) return null;
    const text = typeof error['message'] === 'string' ? error['message'] : String(error['message'] ?? '');
    return { kind: 'error', code: error['code'], message: text, ...('data' in error ? { data: error['data'] } : {}) };
  }
  const result = message['result'];
  if (!isJsonObject(result)) return null;
  const rest: JsonObject = { ...result };
  delete rest['resultType'];
  takeServerInfo(rest, options);
  const rt = resultTypeFor(result, req);
  if (rt === 'input_required') {
    const requests = result['inputRequests'];
    const state = result['requestState'];
    return {
      kind: 'input_required',
      inputRequests: isJsonObject(requests) ? requests : null,
      requestState: typeof state === 'string' ? state : null,
    };
  }
  if (rt === 'task' && !req.extensions.includes(TASKS_EXTENSION)) {
    const data = { requiredCapabilities: { extensions: { [TASKS_EXTENSION]: {} } } };
    return {
      kind: 'error',
      code: -32021,
      message: 'This tool runs only as a task, which needs the tasks extension.',
      data,
    };
  }
  if (rt === 'task') return { kind: 'task', task: flatTask(rest) };
  if ('nextCursor' in rest && typeof rest['nextCursor'] !== 'string') delete rest['nextCursor'];
  if (req.method === 'subscriptions/listen')
    rest['_meta'] = { ...(isJsonObject(rest['_meta']) ? rest['_meta'] : {}), [SUBSCRIPTION_ID]: req.id };
  const ttl = result['ttlMs'];
  const scope = result['cacheScope'];
  if (isInt(ttl) && ttl >= 0 && Number.isSafeInteger(ttl) && (scope === 'public' || scope === 'private'))
    options.cache = { ttlMs: ttl, scope };
  return { kind: 'ok', result: rest };
}

// "task" belongs to tools/call alone (tasks/* say complete); interim parts without a value mean input_required.
function resultTypeFor(result: JsonObject, req: RequestView): unknown {
  const rt = result['resultType'];
  if (rt === 'task' && EXTENSION_METHODS.has(req.method)) return 'complete';
  if (typeof rt !== 'string' && MRTR_METHODS.has(req.method) && ('inputRequests' in result || 'requestState' in result))
    return 'input_required';
  return rt;
}

// The v2 task is flat, with the renamed keys, and carries nothing of a result.
function flatTask(rest: JsonObject): JsonObject {
  const task: JsonObject = { ...(isJsonObject(rest['task']) ? rest['task'] : {}), ...rest };
  for (const [old, now] of [
    ['ttl', 'ttlMs'],
    ['pollInterval', 'pollIntervalMs'],
  ] as const) {
    if (old in task && !(now in task)) task[now] = task[old];
    delete task[old];
  }
  for (const key of ['task', 'result', 'error', 'inputRequests', 'requestState']) delete task[key];
  return task;
}

// A valid serverInfo becomes the option; an invalid one is dropped (a conforming server sends none).
function takeServerInfo(result: JsonObject, options: ToResponseOptions): void {
  const meta = result['_meta'];
  if (!isJsonObject(meta) || !(SERVER_INFO in meta)) return;
  const info = meta[SERVER_INFO];
  const rest: JsonObject = { ...meta };
  delete rest[SERVER_INFO];
  result['_meta'] = rest;
  if (isJsonObject(info) && ImplementationSchema.safeParse(info).success)
    options.serverInfo = info as { name: string; version: string };
  if (Object.keys(rest).length === 0) delete result['_meta'];
}
