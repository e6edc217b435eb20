import fc from 'fast-check';
import type { HandlerResult } from '../../../src/handler/types';
import { CAPS, PV, TASKS } from './helpers';

type Json = Record<string, unknown>;

const name = fc.stringMatching(/^[A-Za-z0-9_.-]{1,20}$/);
const text = fc.string({ maxLength: 20 });
const metaKey = fc.stringMatching(/^(com|dev)\.example\/[a-z][a-z0-9-]{0,8}[a-z0-9]$/);
const vendorMeta = fc.dictionary(metaKey, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 });
const base64 = fc.uint8Array({ maxLength: 12 }).map((bytes) => btoa(String.fromCharCode(...bytes)));
const content = fc.oneof(
  fc.record({ type: fc.constant('text'), text }),
  fc.record({ type: fc.constant('image'), data: base64, mimeType: fc.constant('image/png') }),
  fc.record({ type: fc.constant('resource'), resource: fc.record({ uri: fc.constant('file:///a'), text }) }),
);
const inputSchema = fc.constant({ type: 'object', properties: { a: { type: 'string' } } });

/** The methods the property covers, with a conforming handler payload for each. */
export const PAYLOADS: Record<string, fc.Arbitrary<Json>> = {
  'server/discover': fc.record({
    supportedVersions: fc.constant(['2026-07-28']),
    capabilities: fc.constantFrom(
      {},
      { tools: { listChanged: true } },
      { prompts: {}, resources: { subscribe: true } },
    ),
    instructions: fc.option(text, { nil: undefined }),
  }),
  'tools/list': fc.record({
    tools: fc.uniqueArray(fc.record({ name, inputSchema, description: fc.option(text, { nil: undefined }) }), {
      selector: (t) => t.name,
      maxLength: 4,
    }),
    nextCursor: fc.option(text, { nil: undefined }),
  }),
  'prompts/list': fc.record({
    prompts: fc.array(
      fc.record({
        name,
        arguments: fc.option(fc.array(fc.record({ name, required: fc.boolean() }), { maxLength: 2 }), {
          nil: undefined,
        }),
      }),
      { maxLength: 3 },
    ),
  }),
  'resources/list': fc.record({
    resources: fc.array(fc.record({ uri: fc.constant('file:///a'), name }), { maxLength: 3 }),
  }),
  'resources/templates/list': fc.record({
    resourceTemplates: fc.array(fc.record({ uriTemplate: fc.constant('file:///{x}'), name }), { maxLength: 3 }),
  }),
  'resources/read': fc.record({
    contents: fc.array(
      fc.oneof(
        fc.record({ uri: fc.constant('file:///a'), text }),
        fc.record({ uri: fc.constant('file:///b'), blob: base64 }),
      ),
      { maxLength: 3 },
    ),
  }),
  'prompts/get': fc.record({
    messages: fc.array(fc.record({ role: fc.constantFrom('user', 'assistant'), content }), { maxLength: 3 }),
    description: fc.option(text, { nil: undefined }),
  }),
  'tools/call': fc.record({
    content: fc.array(content, { maxLength: 3 }),
    isError: fc.option(fc.boolean(), { nil: undefined }),
  }),
  'completion/complete': fc.record({
    completion: fc.record({ values: fc.array(text, { maxLength: 5 }), hasMore: fc.boolean() }),
  }),
  'x/custom': fc.record({ anything: fc.jsonValue({ maxDepth: 2 }) }),
};

const MRTR = new Set(['tools/call', 'prompts/get', 'resources/read']);
const form = fc.record({
  method: fc.constant('elicitation/create'),
  params: fc.record({
    message: text,
    requestedSchema: fc.constant({ type: 'object', properties: { ok: { type: 'boolean' } } }),
  }),
});
const sampling = fc.record({
  method: fc.constant('sampling/createMessage'),
  params: fc.record({ messages: fc.constant([]), maxTokens: fc.nat(1000) }),
});
const roots = fc.constant({ method: 'roots/list' });
const task = fc.record({
  taskId: name,
  status: fc.constantFrom('working', 'input_required', 'completed', 'failed', 'cancelled'),
  createdAt: fc.constant('2026-08-01T00:00:00Z'),
  lastUpdatedAt: fc.constant('2026-08-01T00:00:05Z'),
  ttlMs: fc.option(fc.integer({ min: 1, max: 1e6 }), { nil: null }),
  pollIntervalMs: fc.option(fc.integer({ min: 1, max: 1e4 }), { nil: undefined }),
});

/** A conforming handler result for `method` (ok payload with vendor _meta, error, input_required, task). */
export function handlerResult(method: string): fc.Arbitrary<HandlerResult> {
  const payload = PAYLOADS[method] ?? PAYLOADS['x/custom']!;
  const ok = fc.tuple(payload, fc.option(vendorMeta, { nil: undefined })).map(([result, meta]): HandlerResult => ({
    kind: 'ok',
    result: JSON.parse(JSON.stringify(meta ? { ...result, _meta: meta } : result)) as Json,
  }));
  const error = fc
    .oneof(
      fc.record({
        code: fc.constantFrom(-32602, -32603, -32002, -32700, -32600),
        message: text,
        data: fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined }),
      }),
      fc.record({ code: fc.integer({ min: -31999, max: 100000 }), message: text }),
      fc.constant({ code: -32021, message: 'Missing capability', data: { requiredCapabilities: { sampling: {} } } }),
      // No -32022: refusing the 2026-07-28 request it answers is the era verdict (R-ERA-1), not a conforming answer.
      // server/discover must never answer -32601 (R-DISCOVER-1), so that code is left out there.
      fc.constant(
        method === 'server/discover'
          ? { code: -32603, message: 'Internal error' }
          : { code: -32601, message: 'Method not found' },
      ),
    )
    .map((e): HandlerResult => ({ kind: 'error', ...e }));
  const arbs: fc.Arbitrary<HandlerResult>[] = [ok, error];
  if (MRTR.has(method)) {
    const requests = fc.dictionary(name, fc.oneof(form, sampling, roots), { minKeys: 1, maxKeys: 3 });
    arbs.push(
      fc
        .oneof(
          fc.record({ inputRequests: requests, requestState: fc.option(text, { nil: null }) }),
          fc.record({ inputRequests: fc.option(requests, { nil: null }), requestState: text }),
        )
        .map((r): HandlerResult => ({ kind: 'input_required', ...r })),
    );
  }
  if (method === 'tools/call')
    arbs.push(task.map((t): HandlerResult => ({ kind: 'task', task: JSON.parse(JSON.stringify(t)) as Json })));
  return fc.oneof(...arbs);
}

/** toResponse options: serverInfo, a cache override and the configured defaults, each optional. */
export const shapeOptions = fc.record({
  serverInfo: fc.option(fc.record({ name, version: fc.constantFrom('1.0.0', '2') }), { nil: null }),
  cache: fc.option(fc.record({ ttlMs: fc.nat(), scope: fc.constantFrom('private' as const, 'public' as const) }), {
    nil: null,
  }),
  config: fc.record(
    {
      cacheTtlMs: fc.option(fc.nat(), { nil: undefined }),
      cacheScope: fc.option(fc.constantFrom('private' as const, 'public' as const), { nil: undefined }),
    },
    { requiredKeys: [] },
  ),
});

/** The request params a conforming client sends (capabilities cover every embedded request and tasks). */
export function requestParams(): Json {
  return {
    _meta: { [PV]: '2026-07-28', [CAPS]: { elicitation: {}, sampling: {}, roots: {}, extensions: { [TASKS]: {} } } },
  };
}

export const requestId = fc.oneof(fc.integer({ min: -1e6, max: 1e6 }), name);
