import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkExchange, type Exchange } from '../../../src/check/index';
import { parseResponseBody } from '../../../src/wire/parse';
import { ex, good, res } from './helpers';

/** A value whose every operation throws (a Proxy), or one whose message/toString throws. */
const boom = (): never => {
  throw new Error('hostile getter');
};
const trap = new Proxy(
  {},
  { get: boom, has: boom, ownKeys: boom, getPrototypeOf: boom, getOwnPropertyDescriptor: boom },
);
const unprintable = {
  get message(): string {
    return boom();
  },
  toString: boom,
};

/** The exchange with the value at `path` replaced by a getter that throws (or the trap proxy). */
function poison(
  value: Record<string, unknown>,
  path: readonly string[],
  how: 'getter' | 'proxy' | 'throwsUnprintable',
): object {
  const [head, ...rest] = path;
  const copy: Record<string, unknown> = { ...value };
  if (head === undefined) return how === 'proxy' ? trap : copy;
  if (rest.length > 0 && typeof copy[head] === 'object' && copy[head] !== null) {
    copy[head] = poison(copy[head] as Record<string, unknown>, rest, how);
    return copy;
  }
  if (how === 'proxy') copy[head] = trap;
  else
    Object.defineProperty(copy, head, {
      enumerable: true,
      get: () => {
        if (how === 'throwsUnprintable') throw unprintable;
        return boom();
      },
    });
  return copy;
}

const PATHS: string[][] = [
  [],
  ['request'],
  ['response'],
  ['request', 'method'],
  ['request', 'id'],
  ['request', 'params'],
  ['request', 'params', '_meta'],
  ['request', 'headers'],
  ['response', 'body'],
  ['response', 'headers'],
  ['response', 'status'],
];

// By index: fast-check inspects generated values, and these throw when inspected.
const CONTEXTS: unknown[] = [
  undefined,
  {},
  trap,
  {
    get strict(): boolean {
      return boom();
    },
  },
];

describe('checkExchange never throws, whatever it is handed', () => {
  it('property: a getter or proxy that throws anywhere in the exchange or the context', () => {
    const base = ex('tools/list', res(good('tools/list'))) as unknown as Record<string, unknown>;
    fc.assert(
      fc.property(
        fc.constantFrom(...PATHS),
        fc.constantFrom('getter', 'proxy', 'throwsUnprintable') as fc.Arbitrary<
          'getter' | 'proxy' | 'throwsUnprintable'
        >,
        fc.nat({ max: CONTEXTS.length - 1 }),
        (path, how, which) => {
          const exchange = poison(base, path, how) as Exchange;
          const findings = checkExchange(exchange, CONTEXTS[which] as never);
          expect(Array.isArray(findings)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a thrown value that cannot be printed still gives an R-INTERNAL finding with a bounded message', () => {
    const exchange = poison(ex('tools/list', '{}') as never, ['request'], 'throwsUnprintable') as Exchange;
    const [finding] = checkExchange(exchange);
    expect(finding?.rule).toBe('R-INTERNAL');
    expect(finding?.message).toContain('unprintable');
  });

  it('a strict getter that throws is read as not strict', () => {
    const context = {
      get strict(): boolean {
        return boom();
      },
    };
    expect(() =>
      checkExchange(poison(ex('tools/list', '{}') as never, ['request'], 'getter') as Exchange, context),
    ).not.toThrow();
  });
});

describe('parseResponseBody never throws', () => {
  const hostile: [string, unknown, unknown][] = [
    ['undefined response', undefined, undefined],
    ['null response', null, undefined],
    ['a number', 42, undefined],
    ['null request', { body: '{"jsonrpc":"2.0","id":1,"result":{}}' }, null],
    ['proxy response', trap, undefined],
    [
      'proxy request',
      { body: 'data: {"id":1,"result":{}}\n\n', headers: { 'content-type': 'text/event-stream' } },
      trap,
    ],
    ['proxy headers', { body: '{}', headers: trap }, undefined],
    ['getter body', poison({ body: '' }, ['body'], 'getter'), undefined],
    ['non-string header values', { body: '{}', headers: { 'content-type': 5, x: null } }, undefined],
  ];
  it.each(hostile)('%s', (_name, response, request) => {
    const parsed = parseResponseBody(response as never, request as never);
    expect(Array.isArray(parsed.problems)).toBe(true);
  });

  it('null request still finds the response frame of a stream', () => {
    const parsed = parseResponseBody(
      { body: 'data: {"jsonrpc":"2.0","id":1,"result":{}}\n\n', headers: { 'content-type': 'text/event-stream' } },
      null,
    );
    expect(parsed.response?.frame).toBe(0);
  });
});
