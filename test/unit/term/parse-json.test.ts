import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TermEncodeError,
  TermSyntaxError,
  atom,
  inspectTerm,
  isTagged,
  parseTaggedTupleToJson,
  parseTerm,
  parseTermToJson,
  termEquals,
  termToJson,
  tuple,
} from '../../../src/term';
import type { Term } from '../../../src/term';
import { atomArbitrary, termArbitrary } from './readable-terms';

/** What a reader did with a text: its value, or the error's class and every visible field. */
type Outcome =
  | { ok: unknown }
  | {
      error: string;
      message: string;
      path?: string;
      offset?: number;
      line?: number;
      column?: number;
      excerpt?: string;
    };

function outcome(read: () => unknown): Outcome {
  try {
    return { ok: read() };
  } catch (error) {
    if (error instanceof TermSyntaxError) {
      const { name, message, offset, line, column, excerpt } = error;
      return { error: name, message, offset, line, column, excerpt };
    }
    if (error instanceof TermEncodeError) return { error: error.name, message: error.message, path: error.path };
    throw error;
  }
}

/** The contract: parseTermToJson(text) behaves exactly like termToJson(parseTerm(text)). */
function expectSameAsTermPath(text: string): Outcome {
  const direct = outcome(() => parseTermToJson(text));
  expect(direct).toEqual(outcome(() => termToJson(parseTerm(text))));
  return direct;
}

describe('parseTermToJson: values', () => {
  it.each<[string, unknown]>([
    ['nil', null],
    ['true', true],
    [':false', false],
    [':nil', null],
    [':ok', 'ok'],
    [':"a b"', 'a b'],
    ['MyApp.Key', 'Elixir.MyApp.Key'],
    [':"Elixir.Foo"', 'Elixir.Foo'],
    [':<>', '<>'],
    ['-1.5e3', -1500],
    ['1_000', 1000],
    ['0x1F', 31],
    ['?a', 97],
    ['"a\\n\\u00e9"', 'a\né'],
    ["'abc'", [97, 98, 99]],
    ['~c"hi"', [104, 105]],
    ['[]', []],
    ['%{}', {}],
    ['[1, [2, [nil]]]', [1, [2, [null]]]],
    ['%{"content" => [%{type: :text, text: "hi"}]}', { content: [{ type: 'text', text: 'hi' }] }],
    ['%{a: 1, "b": MyApp, nil: nil, true: false}', { a: 1, b: 'Elixir.MyApp', nil: null, true: false }],
    [
      '%{1 => :a, 1.5 => :b, -0.0 => :c, 1.0e21 => :d, nil => 1, true => 2, ?a => 3}',
      { 1: 'a', '1.5': 'b', '-0.0': 'c', '1.0e21': 'd', nil: 1, true: 2, 97: 3 },
    ],
    ['%{Foo => 1, :"Elixir.Bar" => 2}', { 'Elixir.Foo': 1, 'Elixir.Bar': 2 }],
    ['%{"x" => %{"y" => %{}}} # a comment', { x: { y: {} } }],
  ])('%s', (text, json) => {
    expect(parseTermToJson(text)).toEqual(json);
    expectSameAsTermPath(text);
  });

  it('keeps the later of two keys with the same text, at the earlier position', () => {
    const json = expectSameAsTermPath('%{:a => 1, "b" => 2, "a" => 3}');
    expect(json).toEqual({ ok: { a: 3, b: 2 } });
    expect(Object.keys(parseTermToJson('%{:a => 1, "b" => 2, "a" => 3}') as object)).toEqual(['a', 'b']);
  });

  it('writes a "__proto__" key as a key, not as the prototype', () => {
    const json = parseTermToJson('%{"__proto__" => %{"polluted" => true}, __proto__: 1}') as Record<string, unknown>;
    expect(Object.getPrototypeOf(json)).toBe(Object.prototype);
    expect(Object.keys(json)).toEqual(['__proto__']);
    expect(json.__proto__).toBe(1);
    expectSameAsTermPath('%{"__proto__" => [1]}');
  });

  it('reads deep nesting without recursion', () => {
    const depth = 100_000;
    const json = parseTermToJson('['.repeat(depth) + ']'.repeat(depth));
    let level = json as unknown[];
    for (let i = 1; i < depth; i++) level = level[0] as unknown[];
    expect(level).toEqual([]);
    expect(parseTermToJson('%{"a" => '.repeat(depth) + 'nil' + '}'.repeat(depth))).toBeDefined();
  });
});

describe('parseTermToJson: values with no JSON form throw what termToJson throws', () => {
  it.each<[string, string, string]>([
    ['{:ok, 1}', '', 'Cannot encode a tuple as JSON at the root: {:ok, 1}'],
    ['[1, {2}]', '/1', 'Cannot encode a tuple as JSON at /1: {2}'],
    ['[ok: 1]', '/0', 'Cannot encode a tuple as JSON at /0: {:ok, 1}'],
    ['[1, a: %{"b" => [2]}]', '/1', 'Cannot encode a tuple as JSON at /1: {:a, %{"b" => [2]}}'],
    ['%{"a/b" => [%{"~" => {}}]}', '/a~1b/0/~0', 'Cannot encode a tuple as JSON at /a~1b/0/~0: {}'],
    [
      '%{a: %RuntimeError{message: "boom"}}',
      '/a',
      'Cannot encode struct %RuntimeError{} as JSON at /a: it has no JSON form (Jason needs a derived encoder): %RuntimeError{message: "boom"}',
    ],
    [
      '[#PID<0.1.0>]',
      '/0',
      'Cannot encode #PID<0.1.0> as JSON at /0: opaque terms (pids, references, functions, ports) have no JSON form',
    ],
    [
      '%{"k" => [1, &Enum.map/2]}',
      '/k/1',
      'Cannot encode &Enum.map/2 as JSON at /k/1: opaque terms (pids, references, functions, ports) have no JSON form',
    ],
    ['%{"a" => %{[1] => 2}}', '/a', 'Cannot encode the map key [1] as JSON at /a'],
    ['%{{1, 2} => 3}', '', 'Cannot encode the map key {1, 2} as JSON at the root'],
    ['%{%{} => 3}', '', 'Cannot encode the map key %{} as JSON at the root'],
    ["%{'ab' => 3}", '', 'Cannot encode the map key [97, 98] as JSON at the root'],
    ['%{#Ref<0.1> => 3}', '', 'Cannot encode the map key #Ref<0.1> as JSON at the root'],
    ['%{%URI{} => 3}', '', 'Cannot encode the map key %URI{} as JSON at the root'],
    [
      '[%{"a" => 1}, %{"b" => {:x, "' + 'y'.repeat(100) + '"}}]',
      '/1/b',
      `Cannot encode a tuple as JSON at /1/b: {:x, "${'y'.repeat(71)}...`,
    ],
  ])('%s', (text, path, message) => {
    const got = expectSameAsTermPath(text);
    expect(got).toEqual({ error: 'TermEncodeError', message, path });
  });

  it('reports the first value with no JSON form in reading order', () => {
    expectSameAsTermPath('[%{"a" => 1, "b" => {1}}, #PID<0.1.0>]');
    expectSameAsTermPath('%{[1] => {2}, "c" => #Port<0.1>}');
    expectSameAsTermPath('[[1, 2, %{"x" => [%Foo{a: {1}}]}], {3}]');
  });
});

describe('parseTermToJson: syntax errors come first and are the same as parseTerm', () => {
  it.each([
    '{1 2}',
    '[{1, 2}, ',
    '[{1, 2}, 3] x',
    '%{{1, 2} => 1',
    '%{a: {1}, "b" => 2}',
    '[#PID<0.1.0>, , 1]',
    '%Foo{a: 1',
    '[ok: 1, 2]',
    '%{[1] => }',
    '',
    '[1, 2, ...]',
    '{:ok,\n  %{\n    "a" => 1\n',
    '"\\u{110000}"',
    '1.0e999',
    '#Foo',
    '[1 | 2]',
  ])('%j', (text) => {
    const got = expectSameAsTermPath(text);
    expect(got).toMatchObject({ error: 'TermSyntaxError' });
  });
});

describe('parseTaggedTupleToJson', () => {
  it.each<[string, unknown]>([
    ['{:ok, %{"content" => []}}', { kind: 'tuple', tag: 'ok', parts: [{ content: [] }] }],
    ['{:error, -32002, "Not found", nil}', { kind: 'tuple', tag: 'error', parts: [-32002, 'Not found', null] }],
    [
      '{:input_required, %{a: %{method: "roots/list"}}, nil}',
      { kind: 'tuple', tag: 'input_required', parts: [{ a: { method: 'roots/list' } }, null] },
    ],
    ['{:ok}', { kind: 'tuple', tag: 'ok', parts: [] }],
    ['{:"odd tag", [1, :two]}', { kind: 'tuple', tag: 'odd tag', parts: [[1, 'two']] }],
    ['{MyApp, 1}', { kind: 'tuple', tag: 'Elixir.MyApp', parts: [1] }],
    ['%{tools: []}', { kind: 'map', value: { tools: [] } }],
  ])('%s', (text, expected) => {
    expect(parseTaggedTupleToJson(text)).toMatchObject(expected as object);
  });

  it('says where each element of the top tuple starts, and notes inexact integers', () => {
    const read = parseTaggedTupleToJson('{:input_required,\n [1],  "s", 9007199254740993}');
    expect(read.starts).toEqual([1, 19, 25, 30]);
    expect(read.inexact).toEqual({ offset: 30, text: '9007199254740993', value: 9007199254740992, count: 1 });
  });

  it.each([
    '{}',
    '{"ok", 1}',
    '{nil, 1}',
    '{true}',
    '{1, 2}',
    '{[1], 2}',
    '{%{}, 1}',
    '{#PID<0.1.0>, 1}',
    '{a: 1}',
    '{:ok, a: 1}',
    '{:ok, {1, 2}}',
    '{:ok, %{"a" => {1}}}',
    '{:ok, %Foo{}}',
    '{:ok, #PID<0.1.0>}',
    '{:ok, %{[1] => 2}}',
    '%{"a" => {1}}',
    '[1]',
    '%Foo{}',
    ':ok',
    '"text"',
    '42',
    'nil',
    "'abc'",
    '#PID<0.1.0>',
  ])('returns the term for %s', (text) => {
    const read = parseTaggedTupleToJson(text);
    expect(read.kind).toBe('term');
    expect(read).toMatchObject({ kind: 'term', term: parseTerm(text) });
  });

  it.each([
    ['{:ok, %{"a" => #PID<0.1.0>}}', '#PID<0.1.0>'],
    ['{:ok, %{"b" => {:timeout, 5}}}', '{:timeout'],
    ['{:error, -1, "m", #Reference<0.1.2.3>}', '#Reference<0.1.2.3>'],
  ])('says where %s stopped being JSON', (text, culprit) => {
    const read = parseTaggedTupleToJson(text);
    const at = read.kind === 'term' ? read.stoppedAt : undefined;
    const start = text.indexOf(culprit);
    expect(at).toBeGreaterThanOrEqual(start);
    expect(at).toBeLessThanOrEqual(start + culprit.length);
  });

  it.each(['{:ok, %{', '{:ok, {1, 2}} x', '{"ok", ]', '%{a: {1}, 2}', '{:ok, [1 | 2]}'])(
    'throws the syntax error of parseTerm for %j',
    (text) => {
      expect(outcome(() => parseTaggedTupleToJson(text))).toEqual(outcome(() => parseTerm(text)));
      expect(outcome(() => parseTaggedTupleToJson(text))).toMatchObject({ error: 'TermSyntaxError' });
    },
  );
});

/** The JSON path's expected value or error for a term, through termToJson. */
function encoded(t: Term): Outcome {
  return outcome(() => termToJson(t));
}

describe('properties', () => {
  it('parseTermToJson(inspectTerm(t)) is termToJson(t): same value, or the same TermEncodeError', () => {
    fc.assert(
      fc.property(termArbitrary, fc.boolean(), (t, pretty) => {
        const text = inspectTerm(t, { pretty });
        expect(outcome(() => parseTermToJson(text))).toEqual(encoded(t));
      }),
      { numRuns: 1000 },
    );
  });

  it('parseTaggedTupleToJson reads {:tag, ...} tuples and maps as termToJson encodes their parts', () => {
    const tagged = fc
      .tuple(atomArbitrary, fc.array(termArbitrary, { maxLength: 4 }))
      .map(([tag, parts]) => tuple(tag, ...parts));
    fc.assert(
      fc.property(fc.oneof(tagged, termArbitrary), (t) => {
        const read = parseTaggedTupleToJson(inspectTerm(t));
        const items = isTagged(t, 'tuple') ? t.items : null;
        if (read.kind === 'tuple') {
          expect(items?.[0]).toEqual(atom(read.tag));
          expect(read.parts).toEqual(items?.slice(1).map((part) => termToJson(part)));
        } else if (read.kind === 'map') {
          expect(isTagged(t, 'map')).toBe(true);
          expect(read.value).toEqual(termToJson(t));
        } else {
          expect(termEquals(read.term, t)).toBe(true);
          // The term comes back for a tagged tuple or a map only when some part has no JSON form.
          if (items !== null && isTagged(items[0] ?? null, 'atom'))
            expect(items.slice(1).some((part) => 'error' in encoded(part))).toBe(true);
          if (isTagged(t, 'map')) expect(encoded(t)).toHaveProperty('error');
        }
      }),
      { numRuns: 500 },
    );
  });

  it('mutated texts give what the term path gives (value, syntax error or encode error)', () => {
    fc.assert(
      fc.property(termArbitrary, fc.nat(), fc.nat({ max: 3 }), fc.string({ maxLength: 3 }), (t, at, cut, insert) => {
        const text = inspectTerm(t);
        const i = at % (text.length + 1);
        expectSameAsTermPath(text.slice(0, i) + insert + text.slice(i + cut));
      }),
      { numRuns: 1000 },
    );
  });

  it('strings of term punctuation give what the term path gives', () => {
    const unit = fc.constantFrom(
      ...'{}[]%:"\'=>,#<>.|~?&-_\\ \n09aAzZex'.split(''),
      '=>',
      '%{',
      '#PID<',
      ':"',
      'nil',
      'a: ',
      '~c"',
      '<<',
      '0x',
      '1.5e',
    );
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 40 }), (text) => void expectSameAsTermPath(text)),
      { numRuns: 2000 },
    );
  });
});
