import { describe, expect, it } from 'vitest';
import {
  TermEncodeError,
  atom,
  map,
  opaque,
  struct,
  termFromTaggedJson,
  termToTaggedJson,
  tuple,
} from '../../../src/term';
import type { Term } from '../../../src/term';
import { thrownBy } from '../../support/expect-error';

const encodeError = (f: () => unknown): TermEncodeError => thrownBy(TermEncodeError, f);

describe('tagged JSON: both directions', () => {
  it.each<[string, unknown, Term]>([
    ['scalars', [null, true, 1.5, 'binary'], [null, true, 1.5, 'binary']],
    ['atom value', { $atom: 'ok' }, atom('ok')],
    ['alias atom value', { $atom: 'Elixir.MyApp.Key' }, atom('Elixir.MyApp.Key')],
    ['atom with an odd name', { $atom: 'a b' }, atom('a b')],
    ['atom key', { ':input_schema': 1 }, map([atom('input_schema'), 1])],
    ['alias atom key', { ':Elixir.MyApp.Key': 1 }, map([atom('Elixir.MyApp.Key'), 1])],
    ['the atom nil as a key', { ':nil': 1, ':true': 2, ':false': 3 }, map([null, 1], [true, 2], [false, 3])],
    ['binary key', { input_schema: 1 }, map(['input_schema', 1])],
    ['mixed keys in order', { b: 1, ':a': 2 }, map(['b', 1], [atom('a'), 2])],
    ['tuple', { $tuple: [{ $atom: 'ok' }, { ':a': [] }] }, tuple(atom('ok'), map([atom('a'), []]))],
    ['empty tuple', { $tuple: [] }, tuple()],
    [
      'struct',
      { $struct: 'RuntimeError', $fields: { ':message': 'boom' } },
      struct('RuntimeError', ['message', 'boom']),
    ],
    ['empty struct', { $struct: 'MyApp.Err', $fields: {} }, struct('MyApp.Err')],
    ['opaque', { $elixir: '#PID<0.123.0>' }, opaque('#PID<0.123.0>')],
    ['JSON Schema keys stay plain', { $ref: '#/a', $schema: 'x' }, map(['$ref', '#/a'], ['$schema', 'x'])],
    [
      'nested',
      [{ $tuple: [{ $tuple: [] }] }, { ':k': { $elixir: '#Port<0.5>' } }],
      [tuple(tuple()), map([atom('k'), opaque('#Port<0.5>')])],
    ],
  ])('%s', (_, json, term) => {
    expect(termFromTaggedJson(json)).toEqual(term);
    expect(termToTaggedJson(term)).toEqual(json);
  });
});

describe('termFromTaggedJson: lenient readings', () => {
  it.each<[string, unknown, Term]>([
    [
      '$atom nil/true/false are the literals',
      [{ $atom: 'nil' }, { $atom: 'true' }, { $atom: 'false' }],
      [null, true, false],
    ],
    ['struct module with Elixir. prefix', { $struct: 'Elixir.URI', $fields: {} }, struct('URI')],
    ['struct field keys without ":"', { $fields: { message: 'm' }, $struct: 'E' }, struct('E', ['message', 'm'])],
    [
      '__struct__ and __exception__ are left out',
      { $struct: 'E', $fields: { ':__struct__': 'E', ':message': 'm', ':__exception__': true } },
      struct('E', ['message', 'm']),
    ],
    ['":" alone is the empty atom', { ':': 1 }, map([atom(''), 1])],
  ])('%s', (_, json, term) => {
    expect(termFromTaggedJson(json)).toEqual(term);
  });

  it.each<[string, unknown, string, RegExp]>([
    ['$atom without a string', { a: { $atom: 1 } }, '/a', /"\$atom" needs a string at \/a/],
    ['$tuple without an array', [{ $tuple: {} }], '/0', /"\$tuple" needs an array/],
    ['$elixir without a string', { $elixir: null }, '', /"\$elixir" needs a string at the root/],
    ['$struct without a name', { $struct: 1, $fields: {} }, '', /"\$struct" needs a module name/],
    ['$fields that is not an object', { $struct: 'S', $fields: [] }, '', /"\$fields" needs an object/],
    [
      'a non-JSON value inside a tuple',
      { $tuple: [1, undefined] },
      '/$tuple/1',
      /undefined to a term: it is not a JSON value at \/\$tuple\/1/,
    ],
    ['a non-JSON value inside struct fields', { $struct: 'S', $fields: { ':a': NaN } }, '/$fields/:a', /NaN/],
  ])('throws TermEncodeError for %s', (_, json, path, message) => {
    const error = encodeError(() => termFromTaggedJson(json));
    expect(error.message).toMatch(message);
    expect(error.path).toBe(path);
  });
});

describe('termToTaggedJson: errors', () => {
  it.each<[string, Term, RegExp]>([
    ['an integer key', map([1, 2]), /Cannot encode the map key 1 as tagged JSON at the root/],
    ['a tuple key', map([atom('a'), map([tuple(), 1])]), /Cannot encode the map key \{\} as tagged JSON at \/:a/],
    ['a binary key starting with ":"', map([':a', 1]), /binary key ":a" in tagged JSON/],
    ['a map that reads back as an atom', map(['$atom', 'x']), /would read back as a tagged form/],
    [
      'a map that reads back as a struct',
      [map(['$struct', 'S'], ['$fields', map()])],
      /in tagged JSON at \/0: it would read back as a tagged form/,
    ],
    ['NaN in a tuple', tuple(1, NaN), /Cannot encode NaN as JSON at \/\$tuple\/1/],
    ['NaN in struct fields', [struct('S', ['a/b', NaN])], /Cannot encode NaN as JSON at \/0\/\$fields\/:a~1b/],
  ])('throws TermEncodeError for %s', (_, term, message) => {
    expect(encodeError(() => termToTaggedJson(term)).message).toMatch(message);
  });

  it('leaves out __struct__ and __exception__ fields', () => {
    expect(termToTaggedJson(struct('E', ['__exception__', true], ['message', 'm']))).toEqual({
      $struct: 'E',
      $fields: { ':message': 'm' },
    });
  });
});
