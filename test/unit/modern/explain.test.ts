import { describe, expect, it } from 'vitest';
import {
  explainModern,
  pointersToRanges,
  type HandlerResult,
  type ShapeStep,
  type ToResponseOptions,
} from '../../../src/index';

const SI = { name: 'srv', version: '1' };
const steps = (method: string, result: HandlerResult, options?: ToResponseOptions) =>
  explainModern(7, method, result, options).steps.map((s: ShapeStep) => [s.action, s.pointer]);

describe('explainModern', () => {
  it('returns the same response as toResponse, with status and cache source', () => {
    const x = explainModern(
      1,
      'tools/list',
      { kind: 'ok', result: { tools: [] } },
      { config: { cacheScope: 'public' } },
    );
    expect(x.response).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: { tools: [], resultType: 'complete', ttlMs: 60000, cacheScope: 'public' },
    });
    expect(x.httpStatus).toBe(200);
    expect(x.cache).toMatchObject({ cacheable: true, hints: { ttlMs: 60000, scope: 'public' }, source: 'config' });
  });

  it.each<[string, string, HandlerResult, ToResponseOptions | undefined, [string, string][]]>([
    [
      'tools/list: hints added',
      'tools/list',
      { kind: 'ok', result: { tools: [] } },
      undefined,
      [
        ['added', '/result/resultType'],
        ['added', '/result/ttlMs'],
        ['added', '/result/cacheScope'],
      ],
    ],
    [
      'resultType replaced',
      'tools/call',
      { kind: 'ok', result: { resultType: 'input_required' } },
      undefined,
      [['replaced', '/result/resultType']],
    ],
    [
      'resultType kept',
      'tools/call',
      { kind: 'ok', result: { resultType: 'complete' } },
      undefined,
      [['kept', '/result/resultType']],
    ],
    [
      'echoed keys removed, _meta kept as {} (D1)',
      'prompts/get',
      { kind: 'ok', result: { _meta: { 'io.modelcontextprotocol/logLevel': 'info' } } },
      undefined,
      [
        ['added', '/result/resultType'],
        ['removed', '/result/_meta/io.modelcontextprotocol~1logLevel'],
        ['kept', '/result/_meta'],
      ],
    ],
    [
      'tools/call keeps its own keys',
      'tools/call',
      { kind: 'ok', result: { _meta: { 'io.modelcontextprotocol/logLevel': 'info' } } },
      undefined,
      [
        ['added', '/result/resultType'],
        ['kept', '/result/_meta/io.modelcontextprotocol~1logLevel'],
      ],
    ],
    [
      'serverInfo added with its _meta',
      'tools/call',
      { kind: 'ok', result: {} },
      { serverInfo: SI },
      [
        ['added', '/result/resultType'],
        ['added', '/result/_meta'],
        ['added', '/result/_meta/io.modelcontextprotocol~1serverInfo'],
      ],
    ],
    [
      'serverInfo replaced',
      'tools/call',
      { kind: 'ok', result: { _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'x', version: '0' } } } },
      { serverInfo: SI },
      [
        ['added', '/result/resultType'],
        ['replaced', '/result/_meta/io.modelcontextprotocol~1serverInfo'],
      ],
    ],
    [
      'handler hints replaced (D2)',
      'tools/list',
      { kind: 'ok', result: { ttlMs: 1, cacheScope: 'private' } },
      undefined,
      [
        ['added', '/result/resultType'],
        ['replaced', '/result/ttlMs'],
        ['kept', '/result/cacheScope'],
      ],
    ],
    [
      'hints on a non-cacheable method kept',
      'tools/call',
      { kind: 'ok', result: { ttlMs: 1 } },
      undefined,
      [
        ['added', '/result/resultType'],
        ['kept', '/result/ttlMs'],
      ],
    ],
    [
      'input_required with a nil part (D4)',
      'tools/call',
      { kind: 'input_required', requestState: 's' },
      undefined,
      [
        ['added', '/result/resultType'],
        ['removed', '/result/inputRequests'],
        ['added', '/result/requestState'],
      ],
    ],
    [
      'task flattened, its ttlMs kept (D3)',
      'tools/call',
      { kind: 'task', task: { taskId: 't', ttlMs: 5 } },
      undefined,
      [
        ['rewritten', '/result'],
        ['added', '/result/resultType'],
        ['kept', '/result/ttlMs'],
      ],
    ],
    [
      '-32002 rewritten, nil data removed',
      'resources/read',
      { kind: 'error', code: -32002, message: 'nf', data: null },
      undefined,
      [
        ['kept', '/error'],
        ['rewritten', '/error/code'],
        ['removed', '/error/data'],
      ],
    ],
  ])('%s', (_name, method, result, options, expected) => {
    expect(steps(method, result, options)).toEqual(expected);
  });

  it('points every step that is not a removal at a member of the emitted response', () => {
    const x = explainModern(
      1,
      'resources/read',
      { kind: 'ok', result: { contents: [], ttlMs: 1, _meta: { 'io.modelcontextprotocol/clientInfo': {}, keep: 1 } } },
      { serverInfo: SI },
    );
    const text = JSON.stringify(x.response);
    const live = x.steps.filter((s) => s.action !== 'removed');
    expect(
      pointersToRanges(
        text,
        live.map((s) => s.pointer),
      ).every((r) => r !== null),
    ).toBe(true);
    for (const s of x.steps) expect(s.reason.url).toMatch(/^https:\/\//);
  });
});
