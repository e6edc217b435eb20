import { describe, expect, it } from 'vitest';
import { TermEncodeError, atom, inspectTerm, map, opaque, parseTerm, struct, tuple } from '../../../src/term';
import type { Term } from '../../../src/term';

const ok = atom('ok');

describe('inspectTerm: compact output', () => {
  it.each<[Term, string]>([
    [null, 'nil'],
    [true, 'true'],
    [false, 'false'],
    [0, '0'],
    [-0, '-0.0'],
    [42, '42'],
    [-7, '-7'],
    [1.5, '1.5'],
    [0.1, '0.1'],
    [1e-7, '1.0e-7'],
    [-2.5e-10, '-2.5e-10'],
    [1e21, '1.0e21'],
    [1.5e300, '1.5e300'],
    [2 ** 53, '9007199254740992'],
    ['', '""'],
    ['hi', '"hi"'],
    ['say "hi"\n', '"say \\"hi\\"\\n"'],
    ['tab\tcr\rnul\0esc\x1b', '"tab\\tcr\\rnul\\0esc\\e"'],
    ['\x01\x7f\u0085', '"\\u{1}\\u{7F}\\u{85}"'],
    ['#{x} and # and #', '"\\#{x} and # and #"'],
    ['back\\slash', '"back\\\\slash"'],
    ['é 😀', '"é 😀"'],
    ['lone \ud800', '"lone \\u{D800}"'],
    [ok, ':ok'],
    [atom('is_error?'), ':is_error?'],
    [atom('a b'), ':"a b"'],
    [atom(''), ':""'],
    [atom('Elixir.Foo.Bar'), 'Foo.Bar'],
    [atom('Elixir'), 'Elixir'],
    [atom('Elixir.foo'), ':"Elixir.foo"'],
    [atom('Foo'), ':Foo'],
    [atom('Foo.Bar'), ':"Foo.Bar"'],
    [atom('+'), ':+'],
    [atom('%{}'), ':%{}'],
    [atom('café'), ':"café"'],
    [[], '[]'],
    [[1, 2], '[1, 2]'],
    [[tuple(atom('a'), 1), tuple(atom('b c'), 2)], '[a: 1, "b c": 2]'],
    [[tuple(null, 1), tuple(true, 2)], '[nil: 1, true: 2]'],
    [[tuple(atom('Elixir.Foo'), 1)], '[{Foo, 1}]'],
    [[tuple(atom('a'), 1), 2], '[{:a, 1}, 2]'],
    [[tuple(atom('a'), 1, 2)], '[{:a, 1, 2}]'],
    [tuple(), '{}'],
    [tuple(ok, 1), '{:ok, 1}'],
    [map(), '%{}'],
    [map([atom('a'), 1], [atom('b c'), 2]), '%{a: 1, "b c": 2}'],
    [map(['a', 1], [atom('b'), 2]), '%{"a" => 1, :b => 2}'],
    [map([atom('b'), 2], ['a', 1]), '%{:b => 2, "a" => 1}'],
    [map([atom('Elixir.Foo'), 1]), '%{Foo => 1}'],
    [map([null, 1]), '%{nil: 1}'],
    [map([tuple(1, 2), [3]], [map(), null]), '%{{1, 2} => [3], %{} => nil}'],
    [struct('RuntimeError', ['message', 'boom']), '%RuntimeError{message: "boom"}'],
    [struct('MyApp.Err'), '%MyApp.Err{}'],
    [struct('Mod', ['odd name', 1], ['nil', 2]), '%Mod{"odd name": 1, nil: 2}'],
    [struct('my mod', ['a', 1]), '%:"my mod"{a: 1}'],
    [struct('Elixir.Foo'), '%Elixir.Elixir.Foo{}'],
    [opaque('#PID<0.1.0>'), '#PID<0.1.0>'],
    [tuple(ok, map([atom('content'), [map(['type', 'text'])]])), '{:ok, %{content: [%{"type" => "text"}]}}'],
  ])('%j', (term, text) => {
    expect(inspectTerm(term)).toBe(text);
    expect(parseTerm(text)).toEqual(term);
  });
});

describe('inspectTerm: pretty output', () => {
  const term = tuple(ok, map(['content', [map(['type', 'text'], ['text', 'a fairly long text'])]], ['isError', false]));

  it('breaks containers that do not fit in the width and keeps short ones on one line', () => {
    expect(inspectTerm(term, { pretty: true })).toBe(
      [
        '{',
        '  :ok,',
        '  %{',
        '    "content" => [%{"type" => "text", "text" => "a fairly long text"}],',
        '    "isError" => false',
        '  }',
        '}',
      ].join('\n'),
    );
  });

  it('puts everything on one line when it fits', () => {
    expect(inspectTerm(term, { pretty: true, width: 200 })).toBe(inspectTerm(term));
  });

  it('breaks every container with a tiny width', () => {
    expect(inspectTerm([1, [2], struct('S', ['a', [tuple(atom('k'), 1)]])], { pretty: true, width: 1 })).toBe(
      ['[', '  1,', '  [', '    2', '  ],', '  %S{', '    a: [', '      k: 1', '    ]', '  }', ']'].join('\n'),
    );
  });

  it('reads back', () => {
    for (const width of [1, 10, 40, 80]) expect(parseTerm(inspectTerm(term, { pretty: true, width }))).toEqual(term);
  });
});

describe('inspectTerm: errors', () => {
  it.each<[Term, string]>([
    [NaN, ''],
    [[1, Infinity], '/1'],
    [map([atom('a'), [1, -Infinity]]), '/0/1'],
    [struct('S', ['f', NaN]), '/f'],
  ])('throws TermEncodeError for non-finite numbers (%j)', (term, path) => {
    for (const pretty of [false, true]) {
      let error: unknown;
      try {
        inspectTerm(term, { pretty });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(TermEncodeError);
      expect((error as TermEncodeError).path).toBe(path);
      expect((error as TermEncodeError).message).toMatch(/finite numbers only/);
    }
  });
});
