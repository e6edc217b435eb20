import { describe, expect, it } from 'vitest';
import { toResponse, type HandlerResult, type ToResponseOptions } from '../../../src/index';

const SI = { name: 'srv', version: '1.2.3' };
const ECHOED = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': { sampling: {} },
  'io.modelcontextprotocol/clientInfo': { name: 'c', version: '1' },
  'io.modelcontextprotocol/logLevel': 'info',
};
const ok = (result: Record<string, unknown>): HandlerResult => ({ kind: 'ok', result });

describe('toResponse: the seed doctests', () => {
  it('shapes {:ok, %{"content" => []}} on tools/call', () => {
    expect(toResponse(1, 'tools/call', ok({ content: [] }))).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: { content: [], resultType: 'complete' },
    });
  });
  it('rewrites -32002 and drops nil data', () => {
    expect(
      toResponse(1, 'resources/read', { kind: 'error', code: -32002, message: 'Resource not found', data: null }),
    ).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32602, message: 'Resource not found' },
    });
  });
});

describe('toResponse: envelope and ids', () => {
  it.each([[1], [0], ['abc'], [''], [null], [-7]])('echoes id %j unchanged', (id) => {
    const r = toResponse(id, 'tools/call', ok({ content: [] }));
    expect(r).toHaveProperty('id', id);
    expect(r.jsonrpc).toBe('2.0');
    expect(Object.keys(r).sort()).toEqual(['id', 'jsonrpc', 'result']);
  });
  it('writes exactly one of result or error', () => {
    expect(Object.keys(toResponse(1, null, { kind: 'error', code: -1, message: 'm' })).sort()).toEqual([
      'error',
      'id',
      'jsonrpc',
    ]);
  });
});

describe('toResponse {:ok, result}', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    [
      'overwrites a handler resultType, even input_required',
      { content: [], resultType: 'input_required' },
      { content: [], resultType: 'complete' },
    ],
    ['keeps a tools/call result without _meta free of _meta', { content: [] }, { content: [], resultType: 'complete' }],
    [
      'keeps tools/call _meta whole, request-scoped keys included',
      { content: [], _meta: { ...ECHOED } },
      { content: [], resultType: 'complete', _meta: ECHOED },
    ],
    [
      'keeps handler ttlMs/cacheScope on a non-cacheable method',
      { content: [], ttlMs: 5, cacheScope: 'shared' },
      { content: [], ttlMs: 5, cacheScope: 'shared', resultType: 'complete' },
    ],
  ])('tools/call: %s', (_name, input, expected) => {
    expect(toResponse(1, 'tools/call', ok(input))).toEqual({ jsonrpc: '2.0', id: 1, result: expected });
  });

  it('strips the four echoed keys and keeps every other _meta key (worked example of §2.4)', () => {
    const meta = {
      ...ECHOED,
      'com.example/trace': 't-1',
      progressToken: 7,
      'io.modelcontextprotocol/related-task': { taskId: 'x' },
      traceparent: '00-a-b-01',
    };
    const r = toResponse(1, 'resources/read', ok({ contents: [{ uri: 'a://b', text: 'x' }], _meta: meta }), {
      serverInfo: SI,
    });
    expect(r).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: {
        contents: [{ uri: 'a://b', text: 'x' }],
        resultType: 'complete',
        ttlMs: 60000,
        cacheScope: 'private',
        _meta: {
          'com.example/trace': 't-1',
          progressToken: 7,
          'io.modelcontextprotocol/related-task': { taskId: 'x' },
          traceparent: '00-a-b-01',
          'io.modelcontextprotocol/serverInfo': SI,
        },
      },
    });
  });

  it.each([['prompts/get'], ['completion/complete'], [null], ['Tools/Call']])(
    'strips echoed keys on %j (any method but tools/call)',
    (method) => {
      const r = toResponse(1, method, ok({ _meta: { ...ECHOED, keep: 1 } }));
      expect(r).toEqual({ jsonrpc: '2.0', id: 1, result: { resultType: 'complete', _meta: { keep: 1 } } });
    },
  );

  it('D1: an _meta emptied by stripping stays {} without serverInfo', () => {
    expect(toResponse(1, 'prompts/get', ok({ messages: [], _meta: { ...ECHOED } }))).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: { messages: [], resultType: 'complete', _meta: {} },
    });
  });
  it('D1: a handler _meta of {} stays {}', () => {
    expect(toResponse(1, 'prompts/get', ok({ _meta: {} }))).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: { resultType: 'complete', _meta: {} },
    });
  });
  it('touches only the top-level _meta', () => {
    const tools = [{ name: 't', inputSchema: { type: 'object' }, _meta: { ...ECHOED } }];
    const r = toResponse(1, 'tools/list', ok({ tools }));
    expect(r).toHaveProperty(['result', 'tools'], tools);
  });

  it.each<[string, ToResponseOptions | undefined, Record<string, unknown>]>([
    ['no serverInfo option: no _meta', undefined, { content: [], resultType: 'complete' }],
    ['serverInfo null: no _meta', { serverInfo: null }, { content: [], resultType: 'complete' }],
    [
      'serverInfo on tools/call too',
      { serverInfo: SI },
      { content: [], resultType: 'complete', _meta: { 'io.modelcontextprotocol/serverInfo': SI } },
    ],
    [
      'cache option ignored on tools/call',
      { cache: { ttlMs: 5, scope: 'public' } },
      { content: [], resultType: 'complete' },
    ],
    ['config ignored on tools/call', { config: { cacheTtlMs: 5 } }, { content: [], resultType: 'complete' }],
  ])('options: %s', (_name, options, expected) => {
    expect(toResponse(2, 'tools/call', ok({ content: [] }), options)).toEqual({
      jsonrpc: '2.0',
      id: 2,
      result: expected,
    });
  });

  it('the serverInfo option replaces a handler serverInfo; without the option the handler one stays', () => {
    const handler = { _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'old', version: '0' } } };
    expect(toResponse(1, 'prompts/get', ok(handler), { serverInfo: SI })).toMatchObject({
      result: { _meta: { 'io.modelcontextprotocol/serverInfo': SI } },
    });
    expect(toResponse(1, 'prompts/get', ok(handler))).toMatchObject({
      result: { _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'old', version: '0' } } },
    });
  });

  it('does not mutate the handler result', () => {
    const input = { content: [], _meta: { ...ECHOED } };
    const copy = structuredClone(input);
    toResponse(1, 'resources/read', ok(input), { serverInfo: SI });
    expect(input).toEqual(copy);
  });
});

describe('toResponse: cache hints', () => {
  const methods = [
    'server/discover',
    'tools/list',
    'prompts/list',
    'resources/list',
    'resources/templates/list',
    'resources/read',
  ];
  it.each(methods)('adds the default hints on %s', (method) => {
    expect(toResponse(1, method, ok({}))).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: { resultType: 'complete', ttlMs: 60000, cacheScope: 'private' },
    });
  });
  it.each<[string, ToResponseOptions, number, string]>([
    ['config ttl', { config: { cacheTtlMs: 1000 } }, 1000, 'private'],
    ['config scope', { config: { cacheScope: 'public' } }, 60000, 'public'],
    [
      'override beats config',
      { cache: { ttlMs: 5, scope: 'public' }, config: { cacheTtlMs: 1000, cacheScope: 'private' } },
      5,
      'public',
    ],
    ['cache null means default', { cache: null, config: { cacheTtlMs: 7 } }, 7, 'private'],
    ['ttl 0 is written, not dropped', { cache: { ttlMs: 0, scope: 'private' } }, 0, 'private'],
  ])('%s', (_name, options, ttlMs, cacheScope) => {
    expect(toResponse(1, 'tools/list', ok({ tools: [] }), options)).toMatchObject({ result: { ttlMs, cacheScope } });
  });
  it('D2: the shaper hints replace handler-supplied ones on a cacheable method', () => {
    expect(toResponse(1, 'tools/list', ok({ tools: [], ttlMs: 1, cacheScope: 'public' }))).toMatchObject({
      result: { ttlMs: 60000, cacheScope: 'private' },
    });
  });
  it.each(['tools/call', 'prompts/get', 'completion/complete', 'ping', 'tasks/get', 'Tools/List'])(
    'adds nothing on %s',
    (method) => {
      const r = toResponse(1, method, ok({}), { cache: { ttlMs: 1, scope: 'public' } }) as {
        result: Record<string, unknown>;
      };
      expect(r.result).not.toHaveProperty('ttlMs');
      expect(r.result).not.toHaveProperty('cacheScope');
    },
  );
});

describe('toResponse {:input_required, reqs, state}', () => {
  const reqs = { ask: { method: 'elicitation/create', params: { message: 'm', requested_schema: {} } } };
  it.each(['tools/call', 'resources/read', 'tools/list', 'server/discover'])('never caches, on %s', (method) => {
    expect(
      toResponse(
        3,
        method,
        { kind: 'input_required', inputRequests: reqs, requestState: 's' },
        { cache: { ttlMs: 5, scope: 'public' } },
      ),
    ).toEqual({
      jsonrpc: '2.0',
      id: 3,
      result: { resultType: 'input_required', inputRequests: reqs, requestState: 's' },
    });
  });
  it('adds only serverInfo _meta when given', () => {
    expect(toResponse(3, 'tools/call', { kind: 'input_required', requestState: 's' }, { serverInfo: SI })).toEqual({
      jsonrpc: '2.0',
      id: 3,
      result: { resultType: 'input_required', requestState: 's', _meta: { 'io.modelcontextprotocol/serverInfo': SI } },
    });
  });
  it.each<[string, HandlerResult, Record<string, unknown>]>([
    [
      'nil requests',
      { kind: 'input_required', inputRequests: null, requestState: 's' },
      { resultType: 'input_required', requestState: 's' },
    ],
    [
      'nil state',
      { kind: 'input_required', inputRequests: reqs, requestState: null },
      { resultType: 'input_required', inputRequests: reqs },
    ],
    ['both nil', { kind: 'input_required', inputRequests: null, requestState: null }, { resultType: 'input_required' }],
    ['both absent', { kind: 'input_required' }, { resultType: 'input_required' }],
    [
      'empty state is kept',
      { kind: 'input_required', requestState: '' },
      { resultType: 'input_required', requestState: '' },
    ],
  ])('D4: %s', (_name, input, expected) => {
    expect(toResponse(1, 'tools/call', input)).toEqual({ jsonrpc: '2.0', id: 1, result: expected });
  });
});

describe('toResponse {:task, task}', () => {
  const task = {
    taskId: 't1',
    status: 'working',
    createdAt: '2026-11-30T00:00:00Z',
    lastUpdatedAt: '2026-11-30T00:00:00Z',
    ttlMs: 30000,
    pollIntervalMs: 500,
  };
  it('flattens the task, adds resultType "task", keeps its ttlMs (D3) and adds no cacheScope', () => {
    expect(toResponse(1, 'tools/call', { kind: 'task', task }, { cache: { ttlMs: 1, scope: 'public' } })).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: { ...task, resultType: 'task' },
    });
  });
  it('"task" wins over a task resultType and serverInfo merges into its _meta', () => {
    const r = toResponse(
      1,
      'tools/call',
      { kind: 'task', task: { ...task, resultType: 'complete', _meta: { a: 1 } } },
      { serverInfo: SI },
    );
    expect(r).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: { ...task, resultType: 'task', _meta: { a: 1, 'io.modelcontextprotocol/serverInfo': SI } },
    });
  });
  it('never adds cache hints even on a cacheable method', () => {
    const r = toResponse(1, 'tools/list', { kind: 'task', task: { taskId: 'x', status: 'working' } }) as {
      result: Record<string, unknown>;
    };
    expect(r.result).not.toHaveProperty('cacheScope');
    expect(r.result).not.toHaveProperty('ttlMs');
  });
});

describe('toResponse {:error, code, message, data}', () => {
  it.each<[unknown, boolean]>([
    [0, true],
    ['', true],
    [false, true],
    [null, false],
    [undefined, false],
    [{ uri: 'x' }, true],
    [[], true],
  ])('data %j kept: %s (D5)', (data, kept) => {
    const r = toResponse(1, 'tools/call', { kind: 'error', code: -32603, message: 'm', data }) as {
      error: Record<string, unknown>;
    };
    expect('data' in r.error).toBe(kept);
    if (kept) expect(r.error['data']).toEqual(data);
  });
  it.each([['resources/read'], ['tools/call'], ['prompts/get'], [null]])(
    'rewrites -32002 on %j and keeps message and data',
    (method) => {
      expect(
        toResponse(1, method, { kind: 'error', code: -32002, message: 'Not found: a', data: { uri: 'a' } }),
      ).toEqual({
        jsonrpc: '2.0',
        id: 1,
        error: { code: -32602, message: 'Not found: a', data: { uri: 'a' } },
      });
    },
  );
  it.each([-32042, -32601, -32602, -32603, -32000, -32021, -32700, 42])('keeps code %d', (code) => {
    expect(toResponse(1, 'resources/read', { kind: 'error', code, message: 'm' })).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code, message: 'm' },
    });
  });
  it('never adds resultType, _meta or cache hints to an error, even with options on a cacheable method', () => {
    expect(
      toResponse(
        1,
        'tools/list',
        { kind: 'error', code: -32603, message: ' x\n' },
        { serverInfo: SI, cache: { ttlMs: 1, scope: 'public' } },
      ),
    ).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32603, message: ' x\n' },
    });
  });
});
