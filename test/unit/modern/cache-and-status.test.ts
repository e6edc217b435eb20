import { describe, expect, it } from 'vitest';
import {
  cacheableMethods,
  defaultCache,
  httpStatus,
  REJECTION_HTTP_STATUS,
  resourceNotFound,
  toResponse,
} from '../../../src/index';
import { rejectionHttpStatus } from '../../../src/modern/index';

describe('cacheableMethods / defaultCache / resourceNotFound', () => {
  it('lists the six methods in the seed order', () => {
    expect(cacheableMethods()).toEqual([
      'server/discover',
      'tools/list',
      'prompts/list',
      'resources/list',
      'resources/templates/list',
      'resources/read',
    ]);
  });
  it('returns a fresh list each call', () => {
    cacheableMethods().push('x');
    expect(cacheableMethods()).toHaveLength(6);
  });
  it.each([
    [undefined, { ttlMs: 60000, scope: 'private' }],
    [{}, { ttlMs: 60000, scope: 'private' }],
    [{ cacheTtlMs: 0 }, { ttlMs: 0, scope: 'private' }],
    [{ cacheScope: 'public' as const }, { ttlMs: 60000, scope: 'public' }],
    [
      { cacheTtlMs: 5, cacheScope: 'public' as const },
      { ttlMs: 5, scope: 'public' },
    ],
  ])('defaultCache(%j)', (config, expected) => {
    expect(defaultCache(config)).toEqual(expected);
  });
  it('resourceNotFound is -32602', () => expect(resourceNotFound()).toBe(-32602));
});

describe('httpStatus', () => {
  it.each([
    [-32020, 400],
    [-32021, 400],
    [-32022, 400],
    [-32601, 404],
    [-32602, 200],
    [-32603, 200],
    [-32000, 200],
    [-32002, 200],
    [-32700, 200],
    [-32600, 200],
    [-32023, 200],
  ])('code %d -> %d', (code, status) => {
    expect(httpStatus(code)).toBe(status);
    expect(httpStatus({ jsonrpc: '2.0', id: 1, error: { code, message: 'm' } })).toBe(status);
  });
  it.each([
    [{ kind: 'ok' as const, result: {} }],
    [{ kind: 'input_required' as const, requestState: 's' }],
    [{ kind: 'task' as const, task: { taskId: 't' } }],
  ])('results map to 200', (result) => {
    expect(httpStatus(toResponse(1, 'tools/call', result))).toBe(200);
  });
  it('a shaped -32002 maps to 200 (it becomes -32602)', () => {
    expect(httpStatus(toResponse(1, 'resources/read', { kind: 'error', code: -32002, message: 'nf' }))).toBe(200);
  });
  it('rejections before the method runs are always 400', () => {
    expect(REJECTION_HTTP_STATUS).toBe(400);
    expect(rejectionHttpStatus(-32602)).toBe(400);
    expect(rejectionHttpStatus(-32601)).toBe(400);
  });
});
