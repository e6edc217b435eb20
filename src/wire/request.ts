import { isJsonObject as isObject } from '../json/types';
import {
  MCP_HEADERS,
  META_KEYS,
  METHODS,
  MODERN_PROTOCOL_VERSION,
  paramHeaderName,
  X_MCP_HEADER,
  type MethodName,
} from '../spec';
import { encodeHeaderValue } from './header-value';

/**
 * The `_meta` keys of the per-request envelope.
 *
 * @example
 * ENVELOPE.protocolVersion // => 'io.modelcontextprotocol/protocolVersion'
 */
export const ENVELOPE = {
  protocolVersion: META_KEYS.protocolVersion.key,
  clientCapabilities: META_KEYS.clientCapabilities.key,
  clientInfo: META_KEYS.clientInfo.key,
  logLevel: META_KEYS.logLevel.key,
} as const;

/**
 * What `buildRequest` needs.
 *
 * @example
 * const input: BuildRequestInput = { method: 'tools/call', id: 2, params: { name: 'get_weather', arguments: { city: 'Paris' } }, logLevel: 'info' };
 * buildRequest(input).headers['Mcp-Name'] // => 'get_weather'
 */
export interface BuildRequestInput {
  method: string;
  /** Leave out for a notification. */
  id?: string | number;
  params?: Record<string, unknown>;
  /** Defaults to `2026-07-28`. */
  protocolVersion?: string;
  /** Defaults to `{}`. */
  clientCapabilities?: Record<string, unknown>;
  clientInfo?: { name: string; version: string; [key: string]: unknown } | null;
  logLevel?: string;
  /** The called tool's `inputSchema`, to derive `Mcp-Param-*` headers from its `x-mcp-header` properties. */
  toolInputSchema?: Record<string, unknown>;
}

/**
 * A modern request ready to POST.
 *
 * @example
 * const { body, headers } = buildRequest({ method: 'tools/list', id: 1 });
 * headers['Mcp-Method'] // => 'tools/list'
 * JSON.parse(body).params._meta['io.modelcontextprotocol/protocolVersion'] // => '2026-07-28'
 * // then: fetch(serverUrl, { method: 'POST', headers, body })
 */
export interface BuiltRequest {
  message: { jsonrpc: '2.0'; id?: string | number; method: string; params: Record<string, unknown> };
  body: string;
  headers: Record<string, string>;
}

/**
 * The params field each method copies into `Mcp-Name` (tasks/* come from SEP-2663).
 *
 * @example
 * MCP_NAME_SOURCE['resources/read'] // => 'uri'
 */
export const MCP_NAME_SOURCE: Readonly<Record<string, string>> = Object.fromEntries(
  (Object.keys(METHODS) as MethodName[]).flatMap((m) => {
    const field = METHODS[m].mcpName;
    return field === null ? [] : [[m, field]];
  }),
);

/**
 * Builds a 2026-07-28 request: the `params._meta` envelope and the `MCP-Protocol-Version`,
 * `Mcp-Method`, `Mcp-Name` (Base64 sentinel when needed) and `Mcp-Param-*` headers.
 *
 * @example
 * const r = buildRequest({ method: 'tools/call', id: 1, params: { name: 'echo', arguments: {} } });
 * r.headers['Mcp-Name'] // => 'echo'
 * r.message.params._meta // => { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} }
 */
export function buildRequest(input: BuildRequestInput): BuiltRequest {
  const version = input.protocolVersion ?? MODERN_PROTOCOL_VERSION;
  const given = input.params ?? {};
  const givenMeta = isObject(given['_meta']) ? given['_meta'] : {};
  const meta: Record<string, unknown> = {
    ...givenMeta,
    [ENVELOPE.protocolVersion]: version,
    [ENVELOPE.clientCapabilities]: input.clientCapabilities ?? {},
  };
  if (input.clientInfo) meta[ENVELOPE.clientInfo] = input.clientInfo;
  if (input.logLevel !== undefined) meta[ENVELOPE.logLevel] = input.logLevel;
  const params = { ...given, _meta: meta };
  const message: BuiltRequest['message'] = {
    jsonrpc: '2.0',
    ...(input.id !== undefined ? { id: input.id } : {}),
    method: input.method,
    params,
  };
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json, text/event-stream',
    [MCP_HEADERS.protocolVersion]: version,
    [MCP_HEADERS.method]: input.method,
  };
  const source = MCP_NAME_SOURCE[input.method];
  const name = source === undefined ? undefined : given[source];
  if (typeof name === 'string') headers[MCP_HEADERS.name] = encodeHeaderValue(name);
  if (input.method === 'tools/call' && input.toolInputSchema)
    Object.assign(headers, paramHeaders(input.toolInputSchema, given['arguments']));
  return { message, body: JSON.stringify(message), headers };
}

// Only properties reached through `properties` keys count (SHTTP § Schema Extension).
function paramHeaders(schema: Record<string, unknown>, args: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (node: unknown, value: unknown): void => {
    if (!isObject(node) || !isObject(node['properties'])) return;
    for (const [key, child] of Object.entries(node['properties'])) {
      const v = isObject(value) ? value[key] : undefined;
      if (isObject(child) && typeof child[X_MCP_HEADER] === 'string') {
        if (typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v))) {
          out[paramHeaderName(child[X_MCP_HEADER])] = encodeHeaderValue(String(v));
        }
      } else walk(child, v);
    }
  };
  walk(schema, args);
  return out;
}
