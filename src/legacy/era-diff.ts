import { jsonPointer } from '../json/pointer';
import { isJsonObject, type JsonObject } from '../json/types';
import { REQUEST_SCOPED_META_KEYS, SERVER_INFO_META_KEY, SPEC_BASE_URL } from '../modern/constants';
import type { ModernExplanation } from '../modern/to-response';
import { codesOf, errorCodeFact } from '../spec';
import type { LegacyOutcome } from './to-legacy';

const statusCodes = (status: number): string =>
  [...codesOf('mcp'), ...codesOf('standard')].filter((c) => errorCodeFact(c)?.httpStatus === status).join('/');

/**
 * One difference between the legacy and the modern response, with why 2026-07-28 changed it.
 *
 * @example
 * const notFound = { kind: 'error', code: -32002, message: 'Resource not found' } as const;
 * const [d] = eraDifferences(explainModern(1, 'resources/read', notFound), toLegacyResponse(1, 'resources/read', notFound));
 * [d?.pointer, d?.change, d?.legacy, d?.modern] // => ['/error/code', 'changed', -32002, -32602]
 */
export interface EraDifference {
  /** RFC 6901 pointer into the modern response (or the legacy one when the member is legacy-only). */
  pointer: string;
  change: 'added' | 'removed' | 'changed';
  legacy?: unknown;
  modern?: unknown;
  /** One plain sentence: why it changed in 2026-07-28. */
  why: string;
  url: string;
}

const WHY = {
  resultType: [
    'Every 2026-07-28 result says what it is with resultType; a legacy client reads a missing one as complete.',
    'basic',
  ],
  cache: [
    '2026-07-28 adds cache hints to cacheable results so clients know how long (ttlMs) and for whom (cacheScope) they may reuse them.',
    'server/utilities/caching',
  ],
  serverInfo: [
    'With no initialize handshake in 2026-07-28, every result names the server in _meta instead of once at startup.',
    'basic',
  ],
  meta: [
    'The result _meta is created in 2026-07-28 to carry serverInfo; legacy results are sent as the handler returned them.',
    'basic',
  ],
  echoed: [
    '2026-07-28 sends this key in every request’s _meta; echoed into a result it means nothing, so the modern shaper removes it.',
    'basic',
  ],
  code: [
    '2026-07-28 moved "resource not found" from -32002 to -32602 (invalid params) and forbids emitting -32002.',
    'server/resources#error-handling',
  ],
  data: [
    'Legacy Conduit adds data only when it is truthy (`if data do`); the modern shaper drops only nil, so false is kept.',
    'basic',
  ],
  task: [
    'In 2026-07-28 tasks are an extension: CreateTaskResult is the Task itself, flat, with resultType "task"; 2025-11-25 nested it under "task".',
    'basic',
  ],
  status: [
    `2026-07-28 standardizes HTTP statuses (400 for ${statusCodes(400)}, 404 for ${statusCodes(404)}); legacy errors travel in 200 bodies.`,
    'basic/transports/streamable-http',
  ],
  other: ['The modern shaper changed this member.', 'basic'],
} as const;

function diff(
  pointer: string,
  change: EraDifference['change'],
  key: keyof typeof WHY,
  legacy: unknown,
  modern: unknown,
): EraDifference {
  const [why, page] = WHY[key];
  const d: EraDifference = { pointer, change, why, url: SPEC_BASE_URL + page };
  if (legacy !== undefined) d.legacy = legacy;
  if (modern !== undefined) d.modern = modern;
  return d;
}

/**
 * Lists every difference between the legacy and modern responses for one handler result,
 * each with a plain sentence. Compares the envelope, the result's top level and its `_meta`
 * (the shaper changes nothing deeper), so it stays cheap on large results.
 *
 * @example
 * const modern = explainModern(1, 'tools/list', { kind: 'ok', result: { tools: [] } });
 * const legacy = toLegacyResponse(1, 'tools/list', { kind: 'ok', result: { tools: [] } });
 * eraDifferences(modern, legacy).map((d) => d.pointer) // => ['/result/resultType', '/result/ttlMs', '/result/cacheScope']
 */
export function eraDifferences(modern: ModernExplanation, legacy: LegacyOutcome): EraDifference[] {
  if (!legacy.representable) return [];
  const out: EraDifference[] = [];
  const m = modern.response as JsonObject;
  const l = legacy.response as JsonObject;
  if (isJsonObject(m['error']) && isJsonObject(l['error'])) compareError(l['error'], m['error'], out);
  else if (isJsonObject(m['result']) && isJsonObject(l['result'])) compareResult(l['result'], m['result'], out);
  if (modern.httpStatus !== legacy.httpStatus)
    out.push(diff('', 'changed', 'status', legacy.httpStatus, modern.httpStatus));
  return out;
}

function compareError(l: JsonObject, m: JsonObject, out: EraDifference[]): void {
  if (l['code'] !== m['code']) out.push(diff(jsonPointer('error', 'code'), 'changed', 'code', l['code'], m['code']));
  if ('data' in m && !('data' in l))
    out.push(diff(jsonPointer('error', 'data'), 'added', 'data', undefined, m['data']));
}

function compareResult(l: JsonObject, m: JsonObject, out: EraDifference[]): void {
  const flattened = isJsonObject(l['task']) && m['resultType'] === 'task';
  if (flattened) out.push(diff(jsonPointer('result'), 'changed', 'task', l['task'], undefined));
  const legacyTop = flattened ? (l['task'] as JsonObject) : l;
  for (const key of Object.keys(m)) {
    if (key === '_meta') continue;
    if (!(key in legacyTop)) out.push(diff(jsonPointer('result', key), 'added', whyForTop(key), undefined, m[key]));
    else if (legacyTop[key] !== m[key] && typeof m[key] !== 'object')
      out.push(diff(jsonPointer('result', key), 'changed', whyForTop(key), legacyTop[key], m[key]));
  }
  compareMeta(legacyTop['_meta'], m['_meta'], out);
}

function whyForTop(key: string): keyof typeof WHY {
  if (key === 'resultType') return 'resultType';
  return key === 'ttlMs' || key === 'cacheScope' ? 'cache' : 'other';
}

function compareMeta(l: unknown, m: unknown, out: EraDifference[]): void {
  if (!isJsonObject(m)) return;
  if (!isJsonObject(l)) {
    out.push(diff(jsonPointer('result', '_meta'), 'added', 'meta', undefined, m));
    if (SERVER_INFO_META_KEY in m)
      out.push(
        diff(
          jsonPointer('result', '_meta', SERVER_INFO_META_KEY),
          'added',
          'serverInfo',
          undefined,
          m[SERVER_INFO_META_KEY],
        ),
      );
    return;
  }
  for (const key of Object.keys(l)) {
    if (!(key in m))
      out.push(
        diff(
          jsonPointer('result', '_meta', key),
          'removed',
          REQUEST_SCOPED_META_KEYS.includes(key) ? 'echoed' : 'other',
          l[key],
          undefined,
        ),
      );
  }
  for (const key of Object.keys(m)) {
    if (!(key in l))
      out.push(
        diff(
          jsonPointer('result', '_meta', key),
          'added',
          key === SERVER_INFO_META_KEY ? 'serverInfo' : 'other',
          undefined,
          m[key],
        ),
      );
    else if (key === SERVER_INFO_META_KEY && l[key] !== m[key])
      out.push(diff(jsonPointer('result', '_meta', key), 'changed', 'serverInfo', l[key], m[key]));
  }
}
