import { expect } from 'vitest';
import { checkExchange, type Exchange, type Finding } from '../../../src/check/index';

export const PV = 'io.modelcontextprotocol/protocolVersion';
export const CAPS = 'io.modelcontextprotocol/clientCapabilities';
export const SERVER_INFO = 'io.modelcontextprotocol/serverInfo';
export const TASKS = 'io.modelcontextprotocol/tasks';
export const INFO = { name: 'srv', version: '1.0.0' };

type Json = Record<string, unknown>;

/** Options for one exchange; everything has a conforming default. */
export interface ExOptions {
  id?: string | number | null;
  params?: Json;
  caps?: Json;
  meta?: Json | null;
  reqHeaders?: Record<string, string>;
  status?: number;
  headers?: Record<string, string>;
  notification?: boolean;
}

/** A conforming complete result for each method. */
export function good(method: string, extra: Json = {}): Json {
  const base: Json = { resultType: 'complete', _meta: { [SERVER_INFO]: INFO } };
  const cache = { ttlMs: 0, cacheScope: 'private' };
  const by: Record<string, Json> = {
    'server/discover': { supportedVersions: ['2026-07-28'], capabilities: { tools: {} }, ...cache },
    'tools/list': { tools: [{ name: 'echo', inputSchema: { type: 'object' } }], ...cache },
    'tools/call': { content: [{ type: 'text', text: 'hi' }] },
    'prompts/list': { prompts: [{ name: 'greet' }], ...cache },
    'prompts/get': { messages: [{ role: 'user', content: { type: 'text', text: 'hi' } }] },
    'resources/list': { resources: [{ uri: 'file:///a', name: 'a' }], ...cache },
    'resources/templates/list': { resourceTemplates: [{ uriTemplate: 'file:///{x}', name: 'x' }], ...cache },
    'resources/read': { contents: [{ uri: 'file:///a', text: 'a' }], ...cache },
    'completion/complete': { completion: { values: ['a'] } },
  };
  return { ...base, ...(by[method] ?? {}), ...extra };
}

/** The request headers a conforming client sends. */
export function modernHeaders(method: string, params: Json = {}): Record<string, string> {
  const h: Record<string, string> = {
    'Content-Type': 'application/json',
    'MCP-Protocol-Version': '2026-07-28',
    'Mcp-Method': method,
  };
  const name =
    method === 'resources/read'
      ? params['uri']
      : method === 'tools/call' || method === 'prompts/get'
        ? params['name']
        : undefined;
  if (typeof name === 'string') h['Mcp-Name'] = name;
  return h;
}

/** One exchange: `response` is a JSON-RPC message object (sent as JSON) or a raw body string. */
export function ex(method: string, response: Json | string, o: ExOptions = {}): Exchange {
  const given = (o.params?.['_meta'] ?? {}) as Json;
  const meta = o.meta === null ? undefined : { [PV]: '2026-07-28', [CAPS]: o.caps ?? {}, ...given, ...(o.meta ?? {}) };
  const params: Json = { ...(o.params ?? {}), ...(meta ? { _meta: meta } : {}) };
  const request: Exchange['request'] = {
    method,
    params,
    ...(o.notification ? {} : { id: o.id === undefined ? 1 : o.id }),
  };
  if (o.reqHeaders) request.headers = o.reqHeaders;
  const body = typeof response === 'string' ? response : JSON.stringify(response);
  return {
    request,
    response: { status: o.status ?? 200, headers: o.headers ?? { 'content-type': 'application/json' }, body },
  };
}

/** A result response message. */
export function res(result: Json, id: unknown = 1): Json {
  return { jsonrpc: '2.0', id, result };
}

/** An error response message. */
export function err(code: number, message = 'failed', data?: unknown, id: unknown = 1): Json {
  return { jsonrpc: '2.0', id, error: { code, message, ...(data === undefined ? {} : { data }) } };
}

/** An SSE body from messages. */
export function sse(...messages: unknown[]): string {
  return messages.map((m) => `event: message\ndata: ${typeof m === 'string' ? m : JSON.stringify(m)}\n\n`).join('');
}

export const SSE_HEADERS = { 'content-type': 'text/event-stream', 'x-accel-buffering': 'no' };

/** Runs the checker in strict mode (exceptions in checks surface in tests). */
export function check(exchange: Exchange): Finding[] {
  return checkExchange(exchange, { strict: true });
}

/** A table row: one conforming and one violating exchange for a rule. */
export interface RuleCase {
  rule: string;
  name: string;
  ok: Exchange;
  bad: Exchange;
  pointer: string;
}

/** Whether a finding is about a rule: its own, or one it names as related (a filter by rule finds both). */
export function isAbout(f: Finding, rule: string): boolean {
  return f.rule === rule || (f.related ?? []).some((r) => r === rule);
}

/** Asserts the conforming exchange has no finding of the rule and the violating one has it at the pointer. */
export function assertCase(c: RuleCase): void {
  const okFindings = check(c.ok).filter((f) => isAbout(f, c.rule));
  expect(okFindings, `conforming case reported ${c.rule}`).toEqual([]);
  const bad = check(c.bad).filter((f) => isAbout(f, c.rule));
  expect(
    bad.map((f) => f.pointer),
    `violating case for ${c.rule}`,
  ).toContain(c.pointer);
}
