import { jsonPointer } from '../json/pointer';
import { isJsonObject, type JsonObject } from '../json/types';
import { extensionOfMethod } from '../ext/facts';
import type { ExtensionFacts } from '../ext/types';
import { MCP_HEADERS, META_KEYS, METHOD_SETS, MODERN_PROTOCOL_VERSION as MODERN } from '../spec';
import { headerValue } from '../wire/headers';
import { ENVELOPE } from '../wire/request';
import type { HeaderMap, ParsedResponse } from '../wire/types';
import type { FindingDraft } from './finding';
import type { RuleId } from './rules';

/**
 * One request and the HTTP response it got, as recorded.
 *
 * @example
 * const exchange: Exchange = { request: { method: 'tools/list', id: 1 }, response: { status: 200, headers: { 'Content-Type': 'application/json' }, body: '{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}' } };
 * checkExchange(exchange).map((f) => f.rule) // => ['R-RESULT-TYPE-1', 'R-CACHE-1', 'R-META-1']
 */
export interface Exchange {
  request: { method: string; id?: string | number | null; params?: object; headers?: Record<string, string> };
  response: { status?: number; headers?: Record<string, string>; body: string };
}

/**
 * Options of `checkExchange`; the session fields come with the server scan.
 *
 * @example
 * const exchange = { request: { method: 'tools/list', id: 1 }, response: { status: 200, body: '{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}' } };
 * // strict: a check that throws fails the caller (a test) instead of giving R-INTERNAL.
 * checkExchange(exchange, { strict: true }).length // => 3
 */
export interface CheckContext {
  /** Let exceptions inside a check escape instead of becoming an R-INTERNAL finding (tests). */
  strict?: boolean;
  /** Earlier exchanges of the same session, for the session-scope rules (not judged yet). */
  previous?: readonly Exchange[];
  /** The listed tool a tools/call names, when the caller knows it: its outputSchema judges the result (R-TOOLS-12). */
  tool?: { name: string; outputSchema?: unknown };
}

/** The request as the checks read it. */
export interface RequestView {
  method: string;
  id: unknown;
  notification: boolean;
  params: JsonObject | undefined;
  meta: JsonObject | undefined;
  version: unknown;
  caps: JsonObject | undefined;
  headers: HeaderMap | undefined;
  /** Judged by the 2026-07-28 result rules (envelope or header names 2026-07-28, or nothing says otherwise). */
  modern: boolean;
  /** The extension ids this very request declared in its clientCapabilities (`extensions`). */
  extensions: readonly string[];
  /** The extension the method belongs to (`src/ext`), or undefined for a core method. */
  owner: ReturnType<typeof extensionOfMethod>;
  /** The method belongs to an extension this very request did not declare (served only with -32021). */
  undeclared: boolean;
}

/** What every rule family gets. */
export interface Scope {
  req: RequestView;
  parsed: ParsedResponse;
  /** The response message (a JSON object), if one was found. */
  msg: JsonObject | undefined;
  /** The SSE frame of the response message. */
  frame: number | undefined;
  status: number | undefined;
  headers: HeaderMap | undefined;
  body: string;
  add(draft: FindingDraft): void;
  /** The listed tool a tools/call names (CheckContext.tool), when the caller knows it. */
  tool?: { name: string; outputSchema?: unknown };
  /** Reports about the response message (fills in its frame). */
  report(rule: RuleId, pointer: string, message: string, extra?: Partial<FindingDraft>): void;
}

/**
 * The current methods of every extension (`src/ext`): served only to a request that declared it, and
 * their results say "complete".
 *
 * @example
 * EXTENSION_METHODS.has('tasks/get') // => true
 * const caps = { extensions: { 'io.modelcontextprotocol/tasks': {} } };
 * viewRequest({ method: 'tasks/get', id: 1, params: { _meta: { 'io.modelcontextprotocol/clientCapabilities': caps } } }).undeclared // => false
 */
export const EXTENSION_METHODS: ReadonlySet<string> = METHOD_SETS.extension;

/**
 * The `_meta` key tying a notification or a closing result to its listen request.
 *
 * @example
 * // A notification on a listen stream names its listen request:
 * // { method: 'notifications/tools/list_changed', params: { _meta: { [SUBSCRIPTION_ID]: listenRequest.id } } }
 * SUBSCRIPTION_ID // => 'io.modelcontextprotocol/subscriptionId'
 */
export const SUBSCRIPTION_ID = META_KEYS.subscriptionId.key;

/**
 * Reads the request part of an exchange defensively (any field may be missing or mistyped).
 *
 * @example
 * // Nothing says otherwise, so the request is judged by the 2026-07-28 rules:
 * viewRequest({ method: 'tools/list', id: 1 }).modern // => true
 * viewRequest({ method: 'tools/list' }).notification // => true
 */
export function viewRequest(request: Exchange['request'] | undefined): RequestView {
  const r: Partial<Exchange['request']> = isJsonObject(request) ? request : {};
  const params = isJsonObject(r.params) ? r.params : undefined;
  const meta = objAt(params, '_meta');
  const version = meta?.[ENVELOPE.protocolVersion];
  const caps = objAt(meta, ENVELOPE.clientCapabilities);
  const headers = isJsonObject(r.headers) ? (r.headers as HeaderMap) : undefined;
  const headerVersion = headerValue(headers, MCP_HEADERS.protocolVersion)?.trim();
  const method = typeof r.method === 'string' ? r.method : '';
  // An initialize without envelope is legacy traffic unless a modern header claims otherwise.
  const assumed = headers === undefined ? method !== 'initialize' : headerVersion === MODERN;
  const modern = version !== undefined ? version === MODERN : assumed;
  const exts = objAt(caps, 'extensions');
  const extensions = exts ? Object.keys(exts).filter((id) => isJsonObject(exts[id])) : [];
  const owner = extensionOfMethod(method);
  return {
    method,
    id: r.id,
    notification: r.id === undefined,
    params,
    meta,
    version,
    caps,
    headers,
    modern,
    extensions,
    owner,
    undeclared:
      owner !== undefined &&
      (owner as ExtensionFacts).gated !== false &&
      EXTENSION_METHODS.has(method) &&
      !extensions.includes(owner.id),
  };
}

/**
 * An RFC 6901 pointer from segments.
 *
 * @example
 * ptr('result', '_meta', 'a/b') // => '/result/_meta/a~1b'
 */
export const ptr = jsonPointer;

/**
 * The object at `key` of `value`, or undefined.
 *
 * @example
 * objAt({ a: { b: 1 } }, 'a') // => { b: 1 }
 */
export function objAt(value: unknown, key: string): JsonObject | undefined {
  if (!isJsonObject(value)) return undefined;
  const v = value[key];
  return isJsonObject(v) ? v : undefined;
}

/**
 * Whether a value is an integer JSON number.
 *
 * @example
 * isInt(3) // => true
 * isInt(1.5) // => false
 */
export function isInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}
