import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cacheableMethods, ShapeInputError, toResponse, type HandlerResult } from '../../../src/index';
import {
  handlerResultArbitrary,
  idArbitrary,
  methodArbitrary,
  optionsArbitrary,
  resultObjectArbitrary,
} from '../../support/handler-arbitrary';

const CACHEABLE = new Set(cacheableMethods());
type AnyResponse = { id: unknown; result?: Record<string, unknown>; error?: { code: number } };

describe('toResponse properties', () => {
  it('never throws on a JSON-object result and any method; echoes the id; ok is always complete', () => {
    fc.assert(
      fc.property(
        idArbitrary,
        methodArbitrary,
        resultObjectArbitrary,
        optionsArbitrary,
        (id, method, result, options) => {
          const r = toResponse(id, method, { kind: 'ok', result }, options) as AnyResponse;
          expect(r.id).toBe(id);
          expect(r.result?.['resultType']).toBe('complete');
        },
      ),
    );
  });

  it('carries ttlMs/cacheScope exactly when the method is cacheable and the result complete (unless the handler set them elsewhere)', () => {
    fc.assert(
      fc.property(
        idArbitrary,
        methodArbitrary,
        handlerResultArbitrary,
        optionsArbitrary,
        (id, method, input, options) => {
          const r = toResponse(id, method, input, options) as AnyResponse;
          const shouldCarry = input.kind === 'ok' && method !== null && CACHEABLE.has(method);
          if (shouldCarry) {
            expect(Number.isInteger(r.result?.['ttlMs'])).toBe(true);
            expect(['private', 'public']).toContain(r.result?.['cacheScope']);
          } else if (r.result) {
            // Without hints from the shaper, any ttlMs/cacheScope present is the handler's own, unchanged.
            const own = input.kind === 'ok' ? input.result : input.kind === 'task' ? input.task : {};
            for (const key of ['ttlMs', 'cacheScope']) expect(r.result[key]).toEqual(own[key]);
          }
        },
      ),
    );
  });

  it('never emits code -32002 and always echoes the id', () => {
    fc.assert(
      fc.property(idArbitrary, methodArbitrary, handlerResultArbitrary, (id, method, input) => {
        const r = toResponse(id, method, input) as AnyResponse;
        expect(r.id).toBe(id);
        expect(r.error?.code).not.toBe(-32002);
        expect(JSON.stringify(r)).toBe(JSON.stringify(r)); // serializable
      }),
    );
  });

  it('throws only ShapeInputError on ill-typed results', () => {
    const junk = fc.oneof(
      fc.anything().map((result) => ({ kind: 'ok', result })),
      fc.anything().map((task) => ({ kind: 'task', task })),
      fc.record({ kind: fc.constant('error'), code: fc.anything(), message: fc.anything() }),
      fc.record({ kind: fc.constant('input_required'), inputRequests: fc.anything(), requestState: fc.anything() }),
      fc.anything(),
    );
    fc.assert(
      fc.property(idArbitrary, methodArbitrary, junk, (id, method, input) => {
        try {
          toResponse(id, method, input as HandlerResult);
        } catch (error) {
          expect(error).toBeInstanceOf(ShapeInputError);
        }
      }),
    );
  });
});
