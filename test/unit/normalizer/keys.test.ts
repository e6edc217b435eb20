import { describe, expect, it } from 'vitest';
import { atom, map, opaque, struct, tuple } from '../../../src/term/build';
import type { MapTerm, Term } from '../../../src/term/types';
import { KEY_TABLE, NORMALIZER_VERSION, stringifyKey, stringifyKeys } from '../../../src/normalizer';

describe('KEY_TABLE (rc.5)', () => {
  it('is exactly the rc.5 table, frozen, for version 1.0.0-rc.5', () => {
    expect(KEY_TABLE).toEqual({
      input_schema: 'inputSchema',
      output_schema: 'outputSchema',
      mime_type: 'mimeType',
      uri_template: 'uriTemplate',
      list_pattern: 'listPattern',
      is_error: 'isError',
      'is_error?': 'isError',
    });
    expect(Object.isFrozen(KEY_TABLE)).toBe(true);
    expect(NORMALIZER_VERSION).toBe('1.0.0-rc.5');
  });

  it.each([
    ['input_schema', 'inputSchema'],
    ['output_schema', 'outputSchema'],
    ['mime_type', 'mimeType'],
    ['uri_template', 'uriTemplate'],
    ['list_pattern', 'listPattern'],
    ['is_error', 'isError'],
    ['is_error?', 'isError'],
  ])('renames the atom key :%s to "%s"', (name, wire) => {
    expect(stringifyKeys(map([atom(name), 1]))).toEqual(map([wire, 1]));
  });

  it.each([
    ['structured_content', 'structured_content'],
    ['next_cursor', 'next_cursor'],
    ['ttl_ms', 'ttl_ms'], // rc.5: not yet "ttlMs" (added in rc.6)
    ['cache_scope', 'cache_scope'], // rc.5: not yet "cacheScope"
    ['nil', 'nil'],
    ['true', 'true'],
    ['false', 'false'],
    ['Elixir.MyApp.Key', 'Elixir.MyApp.Key'],
    ['isError', 'isError'],
    ['inputSchema', 'inputSchema'],
    ['type', 'type'],
    ['constructor', 'constructor'],
    ['__proto__', '__proto__'],
    ['toString', 'toString'],
    ['hasOwnProperty', 'hasOwnProperty'],
  ])('turns any other atom key :%s into its own name "%s"', (name, wire) => {
    expect(stringifyKey(atom(name))).toBe(wire);
    expect(stringifyKeys(map([atom(name), 1]))).toEqual(map([wire, 1]));
  });

  it.each<[string, Term]>([
    ['binary', 'input_schema'],
    ['integer', 1],
    ['tuple', tuple(atom('a'))],
  ])('leaves a %s key unchanged', (_, key) => {
    expect(stringifyKey(key)).toBe(key);
  });

  it.each<[Term, string]>([
    [null, 'nil'],
    [true, 'true'],
    [false, 'false'],
  ])('renames the atom key %j (nil/true/false are atoms)', (key, wire) => {
    expect(stringifyKey(key)).toBe(wire);
    expect(stringifyKeys(map([key, 1]))).toEqual(map([wire, 1]));
  });

  it('lets a binary "nil" key beat the atom nil key it collides with', () => {
    expect(stringifyKeys(map(['nil', 2], [null, 1]))).toEqual(map(['nil', 2]));
    expect(stringifyKeys(map([null, 1], ['nil', 2]))).toEqual(map(['nil', 2]));
  });
});

describe('stringifyKeys (§3.1)', () => {
  it.each<[string, Term, Term]>([
    [
      'binary keys are never renamed',
      map(['input_schema', 1], ['is_error', true]),
      map(['input_schema', 1], ['is_error', true]),
    ],
    ['atom values stay atoms', map([atom('type'), atom('text')]), map(['type', atom('text')])],
    ['nil/true values stay', map([atom('a'), null], [atom('b'), true]), map(['a', null], ['b', true])],
    [
      'maps nested in lists',
      [map([atom('mime_type'), 'text/plain']), [map([atom('uri_template'), 'x://{id}'])]],
      [map(['mimeType', 'text/plain']), [map(['uriTemplate', 'x://{id}'])]],
    ],
    [
      'maps nested in maps',
      map([atom('tool'), map([atom('input_schema'), map([atom('type'), 'object'])])]),
      map(['tool', map(['inputSchema', map(['type', 'object'])])]),
    ],
    ['mixed atom and binary keys', map([atom('a'), 1], ['b', 2]), map(['a', 1], ['b', 2])],
    ['alias atom keys keep Elixir.', map([atom('Elixir.MyApp.Key'), 1]), map(['Elixir.MyApp.Key', 1])],
    [
      'a struct inside a map is not walked',
      map([atom('data'), struct('MyApp.Thing', ['input_schema', map([atom('a'), 1])])]),
      map(['data', struct('MyApp.Thing', ['input_schema', map([atom('a'), 1])])]),
    ],
    [
      'a map carrying an atom :__struct__ is a struct and is not walked',
      map([atom('__struct__'), atom('Elixir.Foo')], [atom('is_error'), true]),
      map([atom('__struct__'), atom('Elixir.Foo')], [atom('is_error'), true]),
    ],
    [
      'a :__struct__ holding a non-atom does not make a struct',
      map([atom('__struct__'), 'Foo'], [atom('is_error'), true]),
      map(['__struct__', 'Foo'], ['isError', true]),
    ],
    ['a keyword list stays a list of tuples', [tuple(atom('a'), 1)], [tuple(atom('a'), 1)]],
    ['a map inside a tuple is not walked', tuple(map([atom('a'), 1])), tuple(map([atom('a'), 1]))],
    ['integer keys are kept', map([1, map([atom('a'), 1])]), map([1, map(['a', 1])])],
    ['map keys themselves are not walked', map([map([atom('a'), 1]), 2]), map([map([atom('a'), 1]), 2])],
    ['an empty map', map(), map()],
    ['an empty list', [], []],
    ['a charlist', [104, 105], [104, 105]],
  ])('%s', (_, input, expected) => {
    expect(stringifyKeys(input)).toEqual(expected);
  });

  it.each<[string, Term]>([
    ['nil', null],
    ['true', true],
    ['a number', 4.5],
    ['a binary', 'x'],
    ['an atom', atom('a')],
    ['a tuple', tuple(map([atom('a'), 1]))],
    ['a struct', struct('RuntimeError', ['message', 'boom'])],
    ['an opaque term', opaque('#PID<0.1.0>')],
  ])('returns %s as it is', (_, term) => {
    expect(stringifyKeys(term)).toBe(term);
  });

  it('returns subtrees without atom keys as the same objects', () => {
    const untouched = map(['deep', [map(['x', 1]), 'y']]);
    const list = [untouched, 'z'];
    expect(stringifyKeys(list)).toBe(list);
    const out = stringifyKeys(map([atom('a'), untouched], ['b', list])) as MapTerm;
    expect(out.entries[0]?.[1]).toBe(untouched);
    expect(out.entries[1]?.[1]).toBe(list);
  });

  it('does not mutate its input', () => {
    const input = map([atom('is_error'), [map([atom('mime_type'), 'a'])]]);
    const snapshot = structuredClone(input);
    stringifyKeys(input);
    expect(input).toEqual(snapshot);
  });
});

describe('stringifyKeys key collisions (§3.8: small-map order, later wins)', () => {
  it.each<[string, Term, Term]>([
    ['binary beats atom (atom first)', map([atom('is_error'), true], ['isError', false]), map(['isError', false])],
    ['binary beats atom (binary first)', map(['isError', false], [atom('is_error'), true]), map(['isError', false])],
    ['binary beats atom for plain names', map(['a', 2], [atom('a'), 1]), map(['a', 2])],
    ['binary beats alias atom', map(['Elixir.X', 1], [atom('Elixir.X'), 2]), map(['Elixir.X', 1])],
    [':is_error? beats :is_error', map([atom('is_error'), 2], [atom('is_error?'), 1]), map(['isError', 1])],
    [':is_error? beats :is_error (reversed)', map([atom('is_error?'), 1], [atom('is_error'), 2]), map(['isError', 1])],
    [':is_error beats :isError (by name)', map([atom('is_error'), 2], [atom('isError'), 1]), map(['isError', 2])],
    [
      ':input_schema beats :inputSchema',
      map([atom('input_schema'), 2], [atom('inputSchema'), 1]),
      map(['inputSchema', 2]),
    ],
    [
      'three-way: the binary wins',
      map([atom('is_error?'), 1], ['isError', 3], [atom('is_error'), 2]),
      map(['isError', 3]),
    ],
    [
      'the winner keeps its own position',
      map([atom('is_error'), 1], ['x', 0], [atom('is_error?'), 2]),
      map(['x', 0], ['isError', 2]),
    ],
    [
      'collisions are resolved in nested maps too',
      [map([atom('mime_type'), 'a'], ['mimeType', 'b'])],
      [map(['mimeType', 'b'])],
    ],
  ])('%s', (_, input, expected) => {
    expect(stringifyKeys(input)).toEqual(expected);
  });
});

describe('stringifyKeys depth', () => {
  const DEPTH = 10_000;

  it('walks 10,000-deep nested lists without overflowing', () => {
    let term: Term = map([atom('mime_type'), 'x']);
    for (let i = 0; i < DEPTH; i += 1) term = [term];
    let out = stringifyKeys(term);
    for (let i = 0; i < DEPTH; i += 1) out = (out as readonly Term[])[0] as Term;
    expect(out).toEqual(map(['mimeType', 'x']));
  });

  it('walks 10,000-deep nested maps without overflowing', () => {
    let term: Term = 'leaf';
    for (let i = 0; i < DEPTH; i += 1) term = map([atom('is_error'), term], ['n', i]);
    let out = stringifyKeys(term);
    const badLevels: number[] = [];
    for (let i = DEPTH - 1; i >= 0; i -= 1) {
      const entries = (out as MapTerm).entries;
      const ok =
        entries.length === 2 && entries[0]?.[0] === 'isError' && entries[1]?.[0] === 'n' && entries[1][1] === i;
      if (!ok) badLevels.push(i);
      out = entries[0]?.[1] ?? null;
    }
    expect(badLevels).toEqual([]);
    expect(out).toBe('leaf');
  });

  it('returns a 10,000-deep structure without atom keys as the same object', () => {
    let term: Term = 'leaf';
    for (let i = 0; i < DEPTH; i += 1) term = i % 2 ? [term] : map(['k', term]);
    expect(stringifyKeys(term)).toBe(term);
  });
});
