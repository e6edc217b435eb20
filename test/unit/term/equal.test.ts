import { describe, expect, it } from 'vitest';
import { atom, map, opaque, struct, termEquals, tuple } from '../../../src/term';
import type { Term } from '../../../src/term';

describe('termEquals', () => {
  it.each<[string, Term, Term]>([
    ['nil', null, null],
    ['numbers', 1.5, 1.5],
    ['-0 and 0', -0, 0],
    ['binaries', 'a', 'a'],
    ['atoms', atom('ok'), atom('ok')],
    ['lists', [1, [2, 'x']], [1, [2, 'x']]],
    ['tuples', tuple(1, tuple()), tuple(1, tuple())],
    ['maps in another order', map([atom('a'), 1], ['b', 2]), map(['b', 2], [atom('a'), 1])],
    [
      'maps with container keys in another order',
      map([tuple(1), 1], [map([atom('x'), 1], ['y', 2]), 2]),
      map([map(['y', 2], [atom('x'), 1]), 2], [tuple(1), 1]),
    ],
    ['maps with -0 and 0 keys', map([-0, 'z']), map([0, 'z'])],
    ['structs with fields in another order', struct('S', ['a', 1], ['b', 2]), struct('S', ['b', 2], ['a', 1])],
    ['opaque terms', opaque('#PID<0.1.0>'), opaque('#PID<0.1.0>')],
    ['maps with duplicate keys', map([atom('a'), 1], [atom('a'), 2]), map([atom('a'), 1], [atom('a'), 2])],
  ])('equal: %s', (_, a, b) => {
    expect(termEquals(a, b)).toBe(true);
    expect(termEquals(b, a)).toBe(true);
  });

  it.each<[string, Term, Term]>([
    ['nil and false', null, false],
    ['atom and binary', atom('ok'), 'ok'],
    ['nil and the atom named nil', null, atom('nil')],
    ['integer and binary', 1, '1'],
    ['list order', [1, 2], [2, 1]],
    ['list length', [1], [1, 1]],
    ['list and tuple', [1], tuple(1)],
    ['charlist and binary', [97], 'a'],
    ['atom names', atom('a'), atom('b')],
    ['atom key and binary key', map([atom('a'), 1]), map(['a', 1])],
    ['map values', map(['a', 1]), map(['a', 2])],
    ['map sizes', map(['a', 1]), map(['a', 1], ['b', 1])],
    ['map and struct', map(['a', 1]), struct('S', ['a', 1])],
    ['struct modules', struct('A'), struct('B')],
    ['struct fields', struct('S', ['a', 1]), struct('S', ['b', 1])],
    ['opaque texts', opaque('#PID<0.1.0>'), opaque('#PID<0.2.0>')],
    ['duplicate keys versus distinct keys', map([atom('a'), 1], [atom('a'), 1]), map([atom('a'), 1], [atom('b'), 1])],
    ['string key that looks like an encoded atom', map(['a"a"', 1]), map([atom('"a"'), 1])],
  ])('not equal: %s', (_, a, b) => {
    expect(termEquals(a, b)).toBe(false);
    expect(termEquals(b, a)).toBe(false);
  });

  it('treats NaN as equal to itself (reflexivity), though terms never hold it', () => {
    expect(termEquals([NaN], [NaN])).toBe(true);
  });
});
