import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkExchange, expectedShape, type Exchange } from '../../../src/check/index';
import { httpStatus, toResponse } from '../../../src/modern/index';
import { handlerResult, PAYLOADS, requestId, requestParams, shapeOptions } from './arbitraries';
import { FAMILIES } from './cases/index';

const METHODS = Object.keys(PAYLOADS);
const CACHEABLE = [
  'server/discover',
  'tools/list',
  'prompts/list',
  'resources/list',
  'resources/templates/list',
  'resources/read',
];

function exchangeFor(method: string, id: string | number, response: object, status = httpStatus(response)): Exchange {
  return {
    request: { method, id, params: requestParams() },
    response: { status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(response) },
  };
}

const shaped = fc
  .constantFrom(...METHODS)
  .chain((method) =>
    fc.record({ method: fc.constant(method), id: requestId, result: handlerResult(method), options: shapeOptions }),
  );

describe('property: every response toResponse produces is conforming', () => {
  it('gets no error-severity finding, for any conforming handler result, method and options', () => {
    fc.assert(
      fc.property(shaped, ({ method, id, result, options }) => {
        const response = toResponse(id, method, result, options);
        const errors = checkExchange(exchangeFor(method, id, response), { strict: true }).filter(
          (f) => f.severity === 'error',
        );
        expect(errors.map((f) => `${f.rule} ${f.pointer}: ${f.message}`)).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });
});

const cacheableOk = fc
  .constantFrom(...CACHEABLE)
  .chain((method) =>
    fc.record({ method: fc.constant(method), id: requestId, payload: PAYLOADS[method]!, options: shapeOptions }),
  );
// A finding counts under its own rule and under the broader rules it names as related.
const rules = (e: Exchange): string[] =>
  checkExchange(e, { strict: true }).flatMap((f) => [f.rule, ...(f.related ?? [])]);

describe('property: mutations of a valid response are caught', () => {
  const mutate = (mutation: (r: Record<string, unknown>) => void) =>
    cacheableOk.map(({ method, id, payload, options }) => {
      const response = toResponse(id, method, { kind: 'ok', result: payload }, options) as {
        result: Record<string, unknown>;
      };
      mutation(response.result);
      return exchangeFor(method, id, response, 200);
    });

  it('drop resultType -> R-RESULT-TYPE-1', () => {
    fc.assert(
      fc.property(
        mutate((r) => delete r['resultType']),
        (e) => void expect(rules(e)).toContain('R-RESULT-TYPE-1'),
      ),
    );
  });
  it('negative ttlMs -> R-CACHE-2', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: -1 }).chain((ttl) => mutate((r) => (r['ttlMs'] = ttl))),
        (e) => void expect(rules(e)).toContain('R-CACHE-2'),
      ),
    );
  });
  it('fractional ttlMs -> R-CACHE-2', () => {
    const fraction = fc.double({ min: 0, max: 1e6, noNaN: true }).filter((d) => !Number.isInteger(d));
    fc.assert(
      fc.property(
        fraction.chain((ttl) => mutate((r) => (r['ttlMs'] = ttl))),
        (e) => void expect(rules(e)).toContain('R-CACHE-2'),
      ),
    );
  });
  it('renamed cacheScope -> R-CACHE-1', () => {
    const renamed = fc.constantFrom('cache_scope', 'CacheScope', 'scope', 'cachescope');
    fc.assert(
      fc.property(
        renamed.chain((key) =>
          mutate((r) => {
            r[key] = r['cacheScope'];
            delete r['cacheScope'];
          }),
        ),
        (e) => void expect(rules(e)).toContain('R-CACHE-1'),
      ),
    );
  });
  it('-32602 swapped for -32002 -> R-ERR-1', () => {
    const arb = fc.record({
      method: fc.constantFrom(...METHODS),
      id: requestId,
      message: fc.string({ maxLength: 20 }),
    });
    fc.assert(
      fc.property(arb, ({ method, id, message }) => {
        const response = toResponse(id, method, { kind: 'error', code: -32602, message }) as {
          error: { code: number };
        };
        response.error.code = -32002;
        expect(rules(exchangeFor(method, id, response))).toContain('R-ERR-1');
      }),
    );
  });
  it('a changed status -> R-HTTP-3 for results, the code rule for prescribed errors', () => {
    const expected: Record<number, string> = {
      [-32020]: 'R-ERR-5',
      [-32021]: 'R-REQMETA-4',
      [-32022]: 'R-REQMETA-3',
      [-32601]: 'R-ERR-8',
    };
    const arb = fc.record({
      method: fc.constantFrom(...METHODS),
      id: requestId,
      code: fc.constantFrom(0, -32020, -32021, -32022, -32601),
      status: fc.constantFrom(201, 204, 301, 400, 401, 403, 404, 409, 500, 502, 503),
    });
    fc.assert(
      fc.property(arb, ({ method, id, code, status }) => {
        const data =
          code === -32021
            ? { requiredCapabilities: { sampling: {} } }
            : code === -32022
              ? { supported: ['2026-07-28'], requested: '2026-07-28' }
              : undefined;
        const response =
          code === 0
            ? toResponse(id, method, { kind: 'ok', result: {} })
            : toResponse(id, method, { kind: 'error', code, message: 'x', ...(data ? { data } : {}) });
        fc.pre(status !== httpStatus(response));
        // server/discover answered -32601 is the R-ERA-1 verdict: the server does not implement 2026-07-28.
        const rule =
          method === 'server/discover' && code === -32601 ? 'R-ERA-1' : code === 0 ? 'R-HTTP-3' : expected[code];
        expect(rules(exchangeFor(method, id, response, status))).toContain(rule);
      }),
    );
  });
});

// Content the shaper cannot invent (a missing name, a bad schema, a refused request's result) and
// rules about a request it was right to serve; the rest of a violation must be repaired.
const NOT_REPAIRABLE = new Set(
  [
    'ERA-1 ERA-2 DISCOVER-1 DISCOVER-2 DISCOVER-5 DISCOVER-6 HDR-6 HDR-7 HDR-8 META-2 META-4 META-7 MRTR-2 MRTR-3 MRTR-5 MRTR-6 MRTR-13 REQMETA-2',
    'RES-1 RES-2 RES-3 PROMPT-1 PROMPT-2 COMPL-1 RESULT-TYPE-4 RESULT-TYPE-5 TASK-2 TASK-3 TASK-4 TOOLS-1 TOOLS-2 TOOLS-6 TOOLS-7 TOOLS-8 TOOLS-13',
    // An app's or a skill's content (src/ext/apps, src/ext/skills), and a client's own declaration.
    'APP-1 APP-2 APP-3 APP-4 APP-5 APP-6 APP-8 APP-9 APP-11 SKILL-1 SKILL-2 SKILL-3 SKILL-4 SKILL-5 SKILL-7 SKILL-9',
  ]
    .join(' ')
    .split(' ')
    .map((r) => `R-${r}`),
);

describe('property: expectedShape repairs the violating table cases', () => {
  const cases = Object.values(FAMILIES)
    .flat()
    // A listen answer is a stream, not one response; a fractional request id cannot be echoed.
    .filter(
      (c) =>
        c.bad.request.method !== 'subscriptions/listen' &&
        (typeof c.bad.request.id !== 'number' || Number.isInteger(c.bad.request.id)),
    );
  it.each(cases)('$rule: $name', (c) => {
    const expected = expectedShape(c.bad);
    if (!expected) return;
    const again: Exchange = {
      request: c.bad.request,
      response: {
        status: expected.status,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(expected.response),
      },
    };
    const errors = checkExchange(again, { strict: true }).filter(
      (f) => f.severity === 'error' && !NOT_REPAIRABLE.has(f.rule),
    );
    expect(errors.map((f) => `${f.rule} ${f.pointer}: ${f.message}`)).toEqual([]);
  });
  it('repairs most of them completely', () => {
    const clean = cases.filter((c) => {
      const expected = expectedShape(c.bad);
      if (!expected) return false;
      const again: Exchange = {
        request: c.bad.request,
        response: {
          status: expected.status,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(expected.response),
        },
      };
      return checkExchange(again).every((f) => f.severity !== 'error');
    });
    expect(clean.length).toBeGreaterThanOrEqual(60);
  });
});
