import { describe, expect, it } from 'vitest';
import {
  defaultCache,
  httpStatus,
  ShapeInputError,
  toResponse,
  type HandlerResult,
  type ToResponseOptions,
} from '../../../src/index';

const ok: HandlerResult = { kind: 'ok', result: {} };

describe('D6: malformed inputs raise ShapeInputError naming the input', () => {
  it.each<[string, unknown, ToResponseOptions | undefined, string]>([
    ['{:ok, list}', { kind: 'ok', result: [] }, undefined, 'result.result'],
    ['{:ok, nil}', { kind: 'ok', result: null }, undefined, 'result.result'],
    ['{:ok, string}', { kind: 'ok', result: 'x' }, undefined, 'result.result'],
    ['_meta not a map', { kind: 'ok', result: { _meta: [] } }, undefined, 'result.result._meta'],
    ['_meta nil', { kind: 'ok', result: { _meta: null } }, undefined, 'result.result._meta'],
    ['cache without scope', ok, { cache: { ttlMs: 1 } as never }, 'options.cache.scope'],
    ['cache without ttl', ok, { cache: { scope: 'private' } as never }, 'options.cache.ttlMs'],
    ['cache scope :shared', ok, { cache: { ttlMs: 1, scope: 'shared' as never } }, 'options.cache.scope'],
    ['negative ttl', ok, { cache: { ttlMs: -1, scope: 'private' } }, 'options.cache.ttlMs'],
    ['fractional ttl', ok, { cache: { ttlMs: 1.5, scope: 'private' } }, 'options.cache.ttlMs'],
    ['string ttl', ok, { cache: { ttlMs: '60000' as never, scope: 'private' } }, 'options.cache.ttlMs'],
    ['bad configured ttl', ok, { config: { cacheTtlMs: -5 } }, 'options.config.cacheTtlMs'],
    ['bad configured scope', ok, { config: { cacheScope: 'PUBLIC' as never } }, 'options.config.cacheScope'],
    ['task not a map', { kind: 'task', task: 'x' }, undefined, 'result.task'],
    ['non-integer code', { kind: 'error', code: 1.5, message: 'm' }, undefined, 'result.code'],
    ['string code', { kind: 'error', code: '-32602', message: 'm' }, undefined, 'result.code'],
    ['non-string message', { kind: 'error', code: 1, message: null }, undefined, 'result.message'],
    ['inputRequests a list', { kind: 'input_required', inputRequests: [] }, undefined, 'result.inputRequests'],
    ['requestState a map', { kind: 'input_required', requestState: {} }, undefined, 'result.requestState'],
    ['unknown kind', { kind: 'okay', result: {} }, undefined, 'result.kind'],
    ['serverInfo without version', ok, { serverInfo: { name: 'x' } as never }, 'options.serverInfo.version'],
    ['serverInfo a string', ok, { serverInfo: 'x' as never }, 'options.serverInfo'],
  ])('%s', (_name, result, options, input) => {
    let thrown: unknown;
    try {
      toResponse(1, 'tools/list', result as HandlerResult, options);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ShapeInputError);
    expect((thrown as ShapeInputError).input).toBe(input);
    expect((thrown as ShapeInputError).message).toContain(input);
  });

  it.each([[undefined], [1.5], [{}], [true]])('rejects id %j', (id) => {
    expect(() => toResponse(id as never, 'x', ok)).toThrow(ShapeInputError);
  });

  it('validates the cache option even on a non-cacheable method', () => {
    expect(() => toResponse(1, 'tools/call', ok, { cache: { ttlMs: -1, scope: 'private' } })).toThrow(ShapeInputError);
  });

  it('defaultCache rejects a malformed configuration', () => {
    expect(() => defaultCache({ cacheTtlMs: Number.NaN })).toThrow(ShapeInputError);
  });
});

describe('D6: values that only look like maps', () => {
  it.each([
    ['a Date result', { kind: 'ok', result: new Date(0) }, 'result.result'],
    ['a Map result', { kind: 'ok', result: new Map() }, 'result.result'],
    ['a Date _meta', { kind: 'ok', result: { _meta: new Date(0) } }, 'result.result._meta'],
  ])('%s', (_name, result, input) => {
    expect(() => toResponse(1, 'tools/call', result as HandlerResult)).toThrow(
      expect.objectContaining({ name: 'ShapeInputError', input }),
    );
  });
  it('rejects an explicit null in the configuration', () => {
    expect(() => toResponse(1, 'tools/list', ok, { config: { cacheTtlMs: null as never } })).toThrow(ShapeInputError);
  });
  it('httpStatus rejects null with ShapeInputError, not a TypeError', () => {
    expect(() => httpStatus(null as never)).toThrow(ShapeInputError);
  });
});
