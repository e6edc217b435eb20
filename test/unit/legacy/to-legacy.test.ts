import { describe, expect, it } from 'vitest';
import {
  explainModern,
  eraDifferences,
  ShapeInputError,
  toLegacyResponse,
  type HandlerResult,
} from '../../../src/index';

const SI = { name: 'srv', version: '1' };
const ECHOED = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientInfo': { name: 'c', version: '1' },
};

describe('toLegacyResponse (2025-11-25)', () => {
  it('sends {:ok, result} untouched: no resultType, serverInfo, cache hints or stripping', () => {
    const result = { contents: [], _meta: { ...ECHOED, x: 1 } };
    expect(toLegacyResponse(1, 'resources/read', { kind: 'ok', result }, { serverInfo: SI })).toEqual({
      representable: true,
      httpStatus: 200,
      response: { jsonrpc: '2.0', id: 1, result },
    });
  });
  it.each<[string, HandlerResult, unknown]>([
    [
      'keeps -32002',
      { kind: 'error', code: -32002, message: 'Resource not found' },
      { code: -32002, message: 'Resource not found' },
    ],
    ['drops nil data', { kind: 'error', code: -32602, message: 'm', data: null }, { code: -32602, message: 'm' }],
    [
      'drops false data (`if data do`)',
      { kind: 'error', code: -32602, message: 'm', data: false },
      { code: -32602, message: 'm' },
    ],
    ['keeps 0 data', { kind: 'error', code: -32602, message: 'm', data: 0 }, { code: -32602, message: 'm', data: 0 }],
    [
      'keeps "" data',
      { kind: 'error', code: -32602, message: 'm', data: '' },
      { code: -32602, message: 'm', data: '' },
    ],
  ])('errors: %s', (_name, input, error) => {
    expect(toLegacyResponse(7, 'resources/read', input)).toEqual({
      representable: true,
      httpStatus: 200,
      response: { jsonrpc: '2.0', id: 7, error },
    });
  });
  it('errors travel in 200 bodies, even -32601', () => {
    expect(toLegacyResponse(1, 'nope', { kind: 'error', code: -32601, message: 'Method not found' })).toMatchObject({
      httpStatus: 200,
    });
  });
  it('nests a task under "task" without resultType', () => {
    const task = { taskId: 't', status: 'working' };
    expect(toLegacyResponse('a', 'tools/call', { kind: 'task', task })).toEqual({
      representable: true,
      httpStatus: 200,
      response: { jsonrpc: '2.0', id: 'a', result: { task } },
    });
  });
  it('has no form for input_required and says why', () => {
    const outcome = toLegacyResponse(1, 'tools/call', { kind: 'input_required', requestState: 's' });
    expect(outcome.representable).toBe(false);
    expect(outcome).toHaveProperty('reason', expect.stringContaining('2026-07-28'));
  });
  it('rejects malformed input like the modern shaper (D6)', () => {
    expect(() => toLegacyResponse(1, 'x', { kind: 'ok', result: [] as never })).toThrow(ShapeInputError);
  });
});

describe('eraDifferences', () => {
  const compare = (method: string, result: HandlerResult, options = {}) =>
    eraDifferences(explainModern(1, method, result, options), toLegacyResponse(1, method, result, options));

  it('explains resultType and the cache hints on tools/list', () => {
    const diffs = compare('tools/list', { kind: 'ok', result: { tools: [] } });
    expect(diffs.map((d) => [d.pointer, d.change])).toEqual([
      ['/result/resultType', 'added'],
      ['/result/ttlMs', 'added'],
      ['/result/cacheScope', 'added'],
    ]);
    for (const d of diffs) expect(d.why.length).toBeGreaterThan(20);
  });
  it('explains stripped echoed keys and the added serverInfo', () => {
    const diffs = compare(
      'prompts/get',
      { kind: 'ok', result: { messages: [], _meta: { ...ECHOED } } },
      { serverInfo: SI },
    );
    expect(diffs.map((d) => [d.pointer, d.change])).toEqual([
      ['/result/resultType', 'added'],
      ['/result/_meta/io.modelcontextprotocol~1protocolVersion', 'removed'],
      ['/result/_meta/io.modelcontextprotocol~1clientInfo', 'removed'],
      ['/result/_meta/io.modelcontextprotocol~1serverInfo', 'added'],
    ]);
  });
  it('explains the -32002 rewrite', () => {
    expect(compare('resources/read', { kind: 'error', code: -32002, message: 'nf' })).toEqual([
      expect.objectContaining({ pointer: '/error/code', change: 'changed', legacy: -32002, modern: -32602 }),
    ]);
  });
  it('explains the HTTP status of -32601', () => {
    expect(compare('x', { kind: 'error', code: -32601, message: 'nf' })).toEqual([
      expect.objectContaining({ pointer: '', legacy: 200, modern: 404 }),
    ]);
  });
  it('explains the flattened task', () => {
    const diffs = compare('tools/call', { kind: 'task', task: { taskId: 't', status: 'working' } });
    expect(diffs.map((d) => d.pointer)).toEqual(['/result', '/result/resultType']);
  });
  it('explains false data kept only by the modern era', () => {
    expect(compare('tools/call', { kind: 'error', code: -32603, message: 'm', data: false })).toEqual([
      expect.objectContaining({ pointer: '/error/data', change: 'added' }),
    ]);
  });
  it('is empty when the legacy form does not exist', () => {
    expect(compare('tools/call', { kind: 'input_required', requestState: 's' })).toEqual([]);
  });
});
