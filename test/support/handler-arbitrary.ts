import fc from 'fast-check';
import type { HandlerResult } from '../../src/index';

/** Methods the properties draw from: every 2026-07-28 method, odd spellings, and nil. */
export const METHODS = [
  'server/discover',
  'tools/list',
  'prompts/list',
  'resources/list',
  'resources/templates/list',
  'resources/read',
  'tools/call',
  'prompts/get',
  'completion/complete',
  'subscriptions/listen',
  'tasks/get',
  'tasks/update',
  'tasks/cancel',
  'ping',
  'Tools/List',
];

export const methodArbitrary = fc.oneof(fc.constantFrom<string | null>(...METHODS, null), fc.string());

export const idArbitrary = fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.constant(0));

const jsonObject = fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 6 });

/** A JSON object whose `_meta`, when present, is an object (with request-scoped keys sometimes). */
export const resultObjectArbitrary = fc
  .record(
    {
      body: jsonObject,
      meta: fc.option(
        fc.dictionary(
          fc.oneof(
            fc.constantFrom(
              'io.modelcontextprotocol/protocolVersion',
              'io.modelcontextprotocol/clientInfo',
              'io.modelcontextprotocol/serverInfo',
              'progressToken',
            ),
            fc.string(),
          ),
          fc.jsonValue({ maxDepth: 2 }),
        ),
        { nil: undefined },
      ),
      resultType: fc.option(fc.constantFrom('complete', 'input_required', 'task', 'weird'), { nil: undefined }),
      ttlMs: fc.option(fc.jsonValue({ maxDepth: 0 }), { nil: undefined }),
    },
    { requiredKeys: ['body'] },
  )
  .map(({ body, meta, resultType, ttlMs }) => {
    const result: Record<string, unknown> = { ...body };
    delete result['_meta'];
    if (meta !== undefined) result['_meta'] = meta;
    if (resultType !== undefined) result['resultType'] = resultType;
    if (ttlMs !== undefined) result['ttlMs'] = ttlMs;
    return result;
  });

/** Any well-typed handler result. */
export const handlerResultArbitrary: fc.Arbitrary<HandlerResult> = fc.oneof(
  resultObjectArbitrary.map((result) => ({ kind: 'ok' as const, result })),
  fc
    .record({
      code: fc.oneof(fc.integer(), fc.constantFrom(-32002, -32601, -32602, -32020, -32042)),
      message: fc.string(),
      data: fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined }),
    })
    .map((e) => ({ kind: 'error' as const, ...e })),
  fc
    .record({
      inputRequests: fc.option(jsonObject, { nil: null }),
      requestState: fc.option(fc.string(), { nil: null }),
    })
    .map((r) => ({ kind: 'input_required' as const, ...r })),
  resultObjectArbitrary.map((task) => ({ kind: 'task' as const, task })),
);

/** Options: serverInfo or none, a cache override or none, a configuration or none. */
export const optionsArbitrary = fc.record(
  {
    serverInfo: fc.option(fc.record({ name: fc.string(), version: fc.string() }), { nil: null }),
    cache: fc.option(fc.record({ ttlMs: fc.nat(), scope: fc.constantFrom('private' as const, 'public' as const) }), {
      nil: null,
    }),
    config: fc.record(
      { cacheTtlMs: fc.nat(), cacheScope: fc.constantFrom('private' as const, 'public' as const) },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
);
