import { describe, expect, it } from 'vitest';
import { atom, map, opaque, parseTerm, struct, tuple } from '../../../src/term';
import type { Term } from '../../../src/term';

const ok = atom('ok');

describe('parseTerm: atoms, aliases and nil/true/false', () => {
  it.each<[string, Term]>([
    [':ok', ok],
    [':is_error?', atom('is_error?')],
    [':valid!', atom('valid!')],
    [':nonode@nohost', atom('nonode@nohost')],
    [':_', atom('_')],
    [':Foo', atom('Foo')],
    [':café', atom('café')],
    [':"a b"', atom('a b')],
    [':"with \\"quotes\\" and \\\\"', atom('with "quotes" and \\')],
    [':"tab\\there"', atom('tab\there')],
    [":'single quoted'", atom('single quoted')],
    [':""', atom('')],
    [':Elixir.Foo', atom('Elixir.Foo')],
    [':"Elixir.Foo.Bar"', atom('Elixir.Foo.Bar')],
    ['MyApp.Key', atom('Elixir.MyApp.Key')],
    ['Foo', atom('Elixir.Foo')],
    ['Elixir.Foo', atom('Elixir.Foo')],
    ['Elixir', atom('Elixir')],
    ['nil', null],
    ['true', true],
    ['false', false],
    [':nil', null],
    [':"true"', true],
    [':+', atom('+')],
    [':<<>>', atom('<<>>')],
    [':%{}', atom('%{}')],
    [':::', atom('::')],
    [':...', atom('...')],
    [':\\\\', atom('\\\\')],
    [':|>', atom('|>')],
  ])('%s', (text, expected) => {
    expect(parseTerm(text)).toEqual(expected);
  });
});

describe('parseTerm: binaries, charlists and sigils', () => {
  it.each<[string, Term]>([
    ['""', ''],
    ['"hello"', 'hello'],
    ['"a\\nb\\tc\\rd"', 'a\nb\tc\rd'],
    ['"\\"q\\" \\\\ back"', '"q" \\ back'],
    ['"\\e[0m"', '\x1b[0m'],
    ['"nul\\0"', 'nul\0'],
    ['"\\a\\b\\d\\f\\v\\s"', '\x07\b\x7f\f\v '],
    ['"\\u00e9\\u{1F600}\\u{41}"', 'é😀A'],
    ['"\\x41\\x7\\x{1F600}"', 'A\x07😀'],
    ['"#{not interpolation}"', '#{not interpolation}'],
    ['"\\#{escaped}"', '#{escaped}'],
    ['"unknown \\z escape"', 'unknown z escape'],
    ['"line\\\ncontinued"', 'linecontinued'],
    ['"real\nnewline"', 'real\nnewline'],
    ['"unicode ✓ 😀"', 'unicode ✓ 😀'],
    ["'abc'", [97, 98, 99]],
    ["'é😀'", [233, 0x1f600]],
    ["'it\\'s'", [105, 116, 39, 115]],
    ["''", []],
    ['~c"abc"', [97, 98, 99]],
    ["~c'a\\nb'", [97, 10, 98]],
    ['~c(x)', [120]],
    ['~C"ab"', [97, 98]],
  ])('%s', (text, expected) => {
    expect(parseTerm(text)).toEqual(expected);
  });
});

describe('parseTerm: numbers', () => {
  it.each<[string, number]>([
    ['0', 0],
    ['42', 42],
    ['-7', -7],
    ['1_000_000', 1000000],
    ['007', 7],
    ['0x1F', 31],
    ['0xfF', 255],
    ['-0x10', -16],
    ['0b1010', 10],
    ['0o17', 15],
    ['0xFF_FF', 65535],
    ['1.5', 1.5],
    ['-2.25', -2.25],
    ['1.0e-3', 0.001],
    ['1.0E3', 1000],
    ['6.02e+23', 6.02e23],
    ['1.0e3', 1000],
    ['0.1', 0.1],
    ['1_000.000_1', 1000.0001],
    ['123456789012345678', 123456789012345680],
    ['9007199254740993', 9007199254740992],
    ['1.7976931348623157e308', Number.MAX_VALUE],
    ['5.0e-324', 5e-324],
    ['0.30000000000000004', 0.30000000000000004],
    ['?a', 97],
    ['?\\n', 10],
    ['?😀', 0x1f600],
    ['?\\s', 32],
  ])('%s', (text, expected) => {
    expect(parseTerm(text)).toBe(expected);
  });

  it('keeps the float -0.0 but reads the integer -0 as 0', () => {
    expect(Object.is(parseTerm('-0.0'), -0)).toBe(true);
    expect(Object.is(parseTerm('-0'), 0)).toBe(true);
  });
});

describe('parseTerm: lists, keyword lists and tuples', () => {
  it.each<[string, Term]>([
    ['[]', []],
    ['[1, 2, 3]', [1, 2, 3]],
    ['[1, [2, [3]]]', [1, [2, [3]]]],
    ['[1, 2,]', [1, 2]],
    ['[a: 1, "b c": 2]', [tuple(atom('a'), 1), tuple(atom('b c'), 2)]],
    ['[1, a: 2]', [1, tuple(atom('a'), 2)]],
    ['[:x, a: 1, b: :ok]', [atom('x'), tuple(atom('a'), 1), tuple(atom('b'), ok)]],
    ['[nil: 1, true: 2]', [tuple(null, 1), tuple(true, 2)]],
    ['["nil": 1]', [tuple(null, 1)]],
    ['[Foo: 1]', [tuple(atom('Foo'), 1)]],
    ["['odd key': 1]", [tuple(atom('odd key'), 1)]],
    ['[is_error?: false]', [tuple(atom('is_error?'), false)]],
    ['[a:1]', [tuple(atom('a'), 1)]],
    ['[{:a, 1}]', [tuple(atom('a'), 1)]],
    ['{}', tuple()],
    ['{1}', tuple(1)],
    ['{:ok, 1}', tuple(ok, 1)],
    ['{:error, -32002, "Not found", nil}', tuple(atom('error'), -32002, 'Not found', null)],
    ['{1, 2,}', tuple(1, 2)],
    ['{:ok, a: 1, b: 2}', tuple(ok, [tuple(atom('a'), 1), tuple(atom('b'), 2)])],
  ])('%s', (text, expected) => {
    expect(parseTerm(text)).toEqual(expected);
  });
});

describe('parseTerm: maps and structs', () => {
  it.each<[string, Term]>([
    ['%{}', map()],
    ['%{"a" => 1}', map(['a', 1])],
    ['%{a: 1, b: 2}', map([atom('a'), 1], [atom('b'), 2])],
    ['%{"quoted key": 1}', map([atom('quoted key'), 1])],
    ['%{"a" => 1, b: 2}', map(['a', 1], [atom('b'), 2])],
    ['%{:a => 1, "a" => 2}', map([atom('a'), 1], ['a', 2])],
    [
      '%{1 => :one, {1, 2} => [], %{} => nil, [1] => 1.5}',
      map([1, atom('one')], [tuple(1, 2), []], [map(), null], [[1], 1.5]),
    ],
    ['%{nil => 1, true => 2}', map([null, 1], [true, 2])],
    ['%{nil: 1}', map([null, 1])],
    ['%{MyApp.Key => 1}', map([atom('Elixir.MyApp.Key'), 1])],
    ['%{a: %{b: %{c: []}}}', map([atom('a'), map([atom('b'), map([atom('c'), []])])])],
    ['%{a: 1,}', map([atom('a'), 1])],
    ['%{"a"=>1}', map(['a', 1])],
    ['%{a: 1, a: 2}', map([atom('a'), 1], [atom('a'), 2])],
    ['%Mod{}', struct('Mod')],
    ['%Mod.Name{field: 1}', struct('Mod.Name', ['field', 1])],
    ['%RuntimeError{message: "boom"}', struct('RuntimeError', ['message', 'boom'])],
    ['%Elixir.URI{host: nil}', struct('URI', ['host', null])],
    ['%MyApp.Err{"odd name": 1, nil: 2}', struct('MyApp.Err', ['odd name', 1], ['nil', 2])],
    ['%:"my mod"{a: 1}', struct('my mod', ['a', 1])],
    ['%:"Elixir.Foo"{}', struct('Foo')],
  ])('%s', (text, expected) => {
    expect(parseTerm(text)).toEqual(expected);
  });
});

describe('parseTerm: opaque terms', () => {
  it.each([
    '#PID<0.123.0>',
    '#Reference<0.1.2.3>',
    '#Function<12.345/1 in :erl_eval.expr/6>',
    '#Function<0.1/1 in MyMod."-f/1-fun-0-"/1>',
    '#Port<0.5>',
    '#MapSet<[1, 2]>',
    '#MapSet<[%{"a" => 1}]>',
    '#MapSet<[#PID<0.1.0>]>',
    '#Ecto.Changeset<action: nil, changes: %{name: "a>b"}, errors: [], valid?: true>',
    '#Inspect.Error<message: "x -> y |> z">',
    '#Stream<[enum: 1..3, funs: [#Function<1.2/1 in Stream.map/2>]]>',
    '#custom<x>',
    '&Enum.map/2',
    '&:erlang.+/2',
    '<<255, 0>>',
    '<<1::size(3)>>',
    '<<"abc", 255>>',
  ])('%s', (text) => {
    expect(parseTerm(text)).toEqual(opaque(text));
    expect(parseTerm(`[${text}, 1]`)).toEqual([opaque(text), 1]);
  });
});

describe('parseTerm: whitespace and comments', () => {
  it.each<[string, Term]>([
    ['  \n\t:ok \r\n', ok],
    ['# leading comment\n{:ok, 1}', tuple(ok, 1)],
    ['[1, # one\n 2 # two\n]', [1, 2]],
    ['%{\n  "a" => 1,\n  b: 2\n}', map(['a', 1], [atom('b'), 2])],
    ['{:ok, #PID<0.1.0>} # trailing comment', tuple(ok, opaque('#PID<0.1.0>'))],
    ['[1, #{ not interpolation }\n 2]', [1, 2]],
    ['[1, #pid-ish\n 2]', [1, 2]],
  ])('%j', (text, expected) => {
    expect(parseTerm(text)).toEqual(expected);
  });

  it('reads what IEx prints for a realistic handler result', () => {
    const text = `{:ok,
 %{
   "content" => [%{"text" => "hi", "type" => "text"}],
   "isError" => false,
   meta: %{owner: #PID<0.110.0>, tags: [:a, :b], opts: [retry: 3, backoff: 1.5]}
 }}`;
    expect(parseTerm(text)).toEqual(
      tuple(
        ok,
        map(
          ['content', [map(['text', 'hi'], ['type', 'text'])]],
          ['isError', false],
          [
            atom('meta'),
            map(
              [atom('owner'), opaque('#PID<0.110.0>')],
              [atom('tags'), [atom('a'), atom('b')]],
              [atom('opts'), [tuple(atom('retry'), 3), tuple(atom('backoff'), 1.5)]],
            ),
          ],
        ),
      ),
    );
  });
});
