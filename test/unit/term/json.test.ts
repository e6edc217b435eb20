import { describe, expect, it } from 'vitest';
import { TermEncodeError, atom, map, opaque, struct, termFromJson, termToJson, tuple } from '../../../src/term';
import type { Term } from '../../../src/term';
import { thrownBy } from '../../support/expect-error';

const encodeError = (f: () => unknown): TermEncodeError => thrownBy(TermEncodeError, f);

describe('termFromJson', () => {
  it.each<[unknown, Term]>([
    [null, null],
    [true, true],
    [-1.5, -1.5],
    ['text', 'text'],
    [[], []],
    [{}, map()],
    [
      [1, 'a', null, [false]],
      [1, 'a', null, [false]],
    ],
    [{ b: 1, a: { c: [] } }, map(['b', 1], ['a', map(['c', []])])],
    [{ b: 1, 2: 'x', 1: 'y' }, map(['1', 'y'], ['2', 'x'], ['b', 1])],
    [{ ':a': 1, $atom: 'x' }, map([':a', 1], ['$atom', 'x'])],
    [JSON.parse('{"__proto__": 1}'), map(['__proto__', 1])],
  ])('%j', (json, term) => {
    expect(termFromJson(json)).toEqual(term);
  });

  it('accepts objects without a prototype', () => {
    const o = Object.create(null) as Record<string, unknown>;
    o.a = 1;
    expect(termFromJson(o)).toEqual(map(['a', 1]));
  });

  it('accepts shared (non-cyclic) sub-objects', () => {
    const shared = { x: 1 };
    expect(termFromJson([shared, shared])).toEqual([map(['x', 1]), map(['x', 1])]);
  });

  it.each<[string, unknown, string, RegExp]>([
    ['undefined', undefined, '', /Cannot convert undefined to a term: it is not a JSON value at the root/],
    ['NaN', { a: [1, NaN] }, '/a/1', /Cannot convert NaN to a term: JSON numbers are finite at \/a\/1/],
    ['Infinity', [Infinity], '/0', /Infinity/],
    ['a function', { f: () => 1 }, '/f', /a function/],
    ['a symbol', [Symbol('s')], '/0', /a symbol/],
    ['a bigint', { n: 1n }, '/n', /Cannot convert the bigint 1n to a term/],
    ['undefined in an object', { a: { b: undefined } }, '/a/b', /undefined/],
    ['a sparse array hole', Object.assign(new Array<number>(3), { 0: 1, 2: 3 }), '/1', /undefined/],
    ['a Date', { when: new Date(0) }, '/when', /a Date to a term: only plain JSON objects/],
    ['a Map', [new Map()], '/0', /a Map/],
    ['a path with / and ~', { 'a/b': { '~c': undefined } }, '/a~1b/~0c', /at \/a~1b\/~0c/],
  ])('throws TermEncodeError for %s', (_, value, path, message) => {
    const error = encodeError(() => termFromJson(value));
    expect(error.path).toBe(path);
    expect(error.message).toMatch(message);
  });

  it('throws TermEncodeError for cycles', () => {
    const cyclic: Record<string, unknown> = { a: [] };
    (cyclic.a as unknown[]).push(cyclic);
    const error = encodeError(() => termFromJson(cyclic));
    expect(error.message).toBe('Cannot convert a cyclic structure to a term at /a/0');
    expect(error.path).toBe('/a/0');
  });
});

describe('termToJson', () => {
  it.each<[Term, unknown]>([
    [null, null],
    [false, false],
    [3, 3],
    ['s', 's'],
    [atom('ok'), 'ok'],
    [atom('Elixir.MyApp.Key'), 'Elixir.MyApp.Key'],
    [
      [atom('a'), null, [1]],
      ['a', null, [1]],
    ],
    [
      map([atom('content'), [map(['type', 'text'])]], ['isError', false]),
      { content: [{ type: 'text' }], isError: false },
    ],
    [
      map([1, 'int'], [1.5, 'float'], [-0, 'negative zero'], [1e21, 'big']),
      { '1': 'int', '1.5': 'float', '-0.0': 'negative zero', '1.0e21': 'big' },
    ],
    [map([null, 1], [true, 2], [false, 3], [atom('Elixir.Foo'), 4]), { nil: 1, true: 2, false: 3, 'Elixir.Foo': 4 }],
    [map(['__proto__', map(['a', 1])]), JSON.parse('{"__proto__": {"a": 1}}')],
  ])('%j', (term, json) => {
    expect(termToJson(term)).toEqual(json);
  });

  it('keeps "__proto__" as an own key, not as the prototype', () => {
    const out = termToJson(map(['__proto__', 1])) as Record<string, unknown>;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.keys(out)).toEqual(['__proto__']);
    expect(JSON.stringify(out)).toBe('{"__proto__":1}');
  });

  it('lets the later of two keys with the same text win (Jason would write both)', () => {
    const out = termToJson(map([atom('a'), 1], ['b', 0], ['a', 2]));
    expect(out).toEqual({ a: 2, b: 0 });
    expect(Object.keys(out as object)).toEqual(['a', 'b']);
  });

  it.each<[string, Term, string, string]>([
    [
      'a tuple',
      map([atom('content'), [tuple(atom('ok'), 1)]]),
      '/content/0',
      'Cannot encode a tuple as JSON at /content/0: {:ok, 1}',
    ],
    ['a tuple at the root', tuple(), '', 'Cannot encode a tuple as JSON at the root: {}'],
    [
      'a struct',
      [map(['error', struct('RuntimeError', ['message', 'boom'])])],
      '/0/error',
      'Cannot encode struct %RuntimeError{} as JSON at /0/error: it has no JSON form (Jason needs a derived encoder): %RuntimeError{message: "boom"}',
    ],
    [
      'an opaque term',
      map([atom('pid'), opaque('#PID<0.1.0>')]),
      '/pid',
      'Cannot encode #PID<0.1.0> as JSON at /pid: opaque terms (pids, references, functions, ports) have no JSON form',
    ],
    ['a tuple key', map(['a', map([tuple(1), 2])]), '/a', 'Cannot encode the map key {1} as JSON at /a'],
    ['a list key', map([[1], 2]), '', 'Cannot encode the map key [1] as JSON at the root'],
    ['a map key', map([map(), 2]), '', 'Cannot encode the map key %{} as JSON at the root'],
    ['an opaque key', map([opaque('#Ref<0.1>'), 2]), '', 'Cannot encode the map key #Ref<0.1> as JSON at the root'],
    ['NaN', [1, [NaN]], '/1/0', 'Cannot encode NaN as JSON at /1/0'],
    ['a long tuple', tuple('x'.repeat(200)), '', `Cannot encode a tuple as JSON at the root: {"${'x'.repeat(75)}...`],
    ['a path with / and ~', map(['a/b~', [tuple()]]), '/a~1b~0/0', 'Cannot encode a tuple as JSON at /a~1b~0/0: {}'],
  ])('throws TermEncodeError for %s', (_, term, path, message) => {
    const error = encodeError(() => termToJson(term));
    expect(error.path).toBe(path);
    expect(error.message).toBe(message);
  });
});
