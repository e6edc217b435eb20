import { describe, expect, it } from 'vitest';
import { TermSyntaxError, parseTerm } from '../../../src/term';

function syntaxError(text: string): TermSyntaxError {
  try {
    parseTerm(text);
  } catch (error) {
    if (error instanceof TermSyntaxError) return error;
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(text)} to fail`);
}

describe('parseTerm: error messages and positions', () => {
  it.each<[string, string, number, number]>([
    ['{1 2}', 'Expected "," or "}" to close the tuple opened at 1:1, found "2"', 1, 4],
    ['%{a: }', 'Expected a term after "a:", found "}"', 1, 6],
    ['%{"a": }', 'Expected a term after "a":, found "}"', 1, 8],
    ['"abc', 'Unterminated string starting at 1:1', 1, 1],
    ["'abc", 'Unterminated charlist starting at 1:1', 1, 1],
    ['~s(abc', 'Unterminated sigil ~s starting at 1:1', 1, 1],
    ['"\\', 'Unterminated string starting at 1:1', 1, 1],
    ['[\n  "abc,\n  1]', 'Unterminated string starting at 2:3', 2, 3],
    ['#Foo', 'Expected "<" after "#Foo" (opaque terms look like #PID<0.1.0>), found end of input', 1, 5],
    ['[#Foo 1]', 'Expected "<" after "#Foo" (opaque terms look like #PID<0.1.0>), found " "', 1, 6],
    ['#PID<0.1.0', 'Expected ">" to close "#PID<" opened at 1:1, found end of input', 1, 11],
    ['<<1, 2', 'Expected ">" to close "<<" opened at 1:1, found end of input', 1, 7],
    ['{:ok,\n  %{\n    "a" => 1\n', 'Expected "}" to close the map opened at 2:3, found end of input', 4, 1],
    ['[1, 2', 'Expected "]" to close the list opened at 1:1, found end of input', 1, 6],
    ['%{a: 1', 'Expected "}" to close the map opened at 1:1, found end of input', 1, 7],
    ['{:ok, %{a: [1, 2}}', 'Expected "," or "]" to close the list opened at 1:12, found "}"', 1, 17],
    ['%{"a" 1}', 'Expected "=>" after the key in the map opened at 1:1, found "1"', 1, 7],
    ['%{a: 1 => 2}', 'Expected "," or "}" to close the map opened at 1:1, found "="', 1, 8],
    [
      '[a: 1, 2]',
      'Expected a key like "name:" (keyword entries must come last) or "]" to close the list opened at 1:1, found "2"',
      1,
      8,
    ],
    [
      '%{a: 1, "b" => 2}',
      'Expected a key like "name:" (keyword entries must come last) or "}" to close the map opened at 1:1, found a string',
      1,
      9,
    ],
    [
      '%Foo{"a" => 1}',
      'Expected a key like "name:" (struct fields are written name: value) or "}" to close the struct opened at 1:1, found a string',
      1,
      6,
    ],
    ['[,]', 'Expected a term or "]" to close the list opened at 1:1, found ","', 1, 2],
    ['[1 | 2]', 'Improper lists ("|" tails) are not supported, in the list opened at 1:1', 1, 4],
    ['foo', 'Unexpected identifier "foo"; atoms are written :foo', 1, 1],
    ['Foo.bar', 'Unexpected "." after the alias Foo; only terms can be parsed', 1, 4],
    ['{:ok, 1} x', 'Unexpected "x" after the end of the term', 1, 10],
    ['{1, 2}}', 'Unexpected "}" after the end of the term', 1, 7],
    ['[1, 2] # fine\n]', 'Unexpected "]" after the end of the term', 2, 1],
    ['', 'Expected a term, found end of input', 1, 1],
    ['  \n ', 'Expected a term, found end of input', 2, 2],
    ['#{x}', 'Expected a term, found end of input', 1, 5],
    ['&foo', 'Expected a term, found "&"', 1, 1],
    ['%', 'Expected "{" or a struct name after "%", found end of input', 1, 2],
    ['%Foo', 'Expected "{" after "%Foo", found end of input', 1, 5],
    [':', 'Expected an atom name after ":", found end of input', 1, 1],
    [': ok', 'Expected an atom name after ":", found " "', 1, 1],
    ['"\\u{110000}"', 'Invalid code point in escape "\\u{110000}"', 1, 2],
    ['"\\uZZ"', 'Invalid escape "\\uZ"', 1, 2],
    ['0x', 'Expected digits after "0x"', 1, 1],
    [
      '1.0e999',
      'The number 1.0e999 is out of range: a 64-bit float holds at most ±1.8e308, and JSON has no Infinity',
      1,
      1,
    ],
    // As IEx refuses them.
    ['[1, ?\\', 'Expected a character after "?\\", found end of input', 1, 5],
    ['0X10', 'Invalid number "0X10": Elixir writes the prefix in lowercase (0x)', 1, 1],
    ['[1, -0B1]', 'Invalid number "-0B1": Elixir writes the prefix in lowercase (0b)', 1, 5],
    ['%{a: 1e5}', 'Invalid number "1e5": an Elixir float needs a fraction before its exponent (1.0e…)', 1, 6],
    ['1E-5', 'Invalid number "1E-5": an Elixir float needs a fraction before its exponent (1.0e…)', 1, 1],
    ['?', 'Expected a character after "?", found end of input', 1, 1],
    ['~x', 'Expected a sigil delimiter after "~x", found end of input', 1, 3],
    ['"""\nheredoc\n"""', 'Heredocs (""") are not supported; use a "..." string', 1, 1],
    ['[1, 2, ...]', 'IEx truncated this output ("..."); print it again with IO.inspect(value, limit: :infinity)', 1, 8],
    [
      '%{a: 1, ...}',
      'IEx truncated this output ("..."); print it again with IO.inspect(value, limit: :infinity)',
      1,
      9,
    ],
    ['{:ok,\r\n  {1 2}}', 'Expected "," or "}" to close the tuple opened at 2:3, found "2"', 2, 6],
  ])('%j', (text, message, line, column) => {
    const error = syntaxError(text);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('TermSyntaxError');
    expect(error.message).toBe(message);
    expect([error.line, error.column]).toEqual([line, column]);
    const lineStart =
      text
        .split('\n')
        .slice(0, line - 1)
        .join('\n').length + (line > 1 ? 1 : 0);
    expect(error.offset).toBe(lineStart + column - 1);
  });
});

describe('parseTerm: error excerpts', () => {
  it.each<[string, string]>([
    ['{1 2}', '{1 2}\n   ^'],
    ['%{a: }', '%{a: }\n     ^'],
    ['[\n  "abc,\n  1]', '  "abc,\n  ^'],
    ['{:ok,\n  %{\n    "a" => 1\n', '\n^'],
    ['\t{1 2}', ' {1 2}\n    ^'],
    ['{:ok,\r\n  {1 2}}\r\n', '  {1 2}}\n     ^'],
    ['', '\n^'],
  ])('%j', (text, excerpt) => {
    expect(syntaxError(text).excerpt).toBe(excerpt);
  });

  it('cuts a long line to about 60 characters around the column', () => {
    const text = `[${'1, '.repeat(60)}1 2, ${'3, '.repeat(40)}4]`;
    const error = syntaxError(text);
    expect(error.column).toBe(184);
    const [shown, caret] = error.excerpt.split('\n') as [string, string];
    expect(shown.startsWith('…')).toBe(true);
    expect(shown.endsWith('…')).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(62);
    expect(shown[caret.indexOf('^')]).toBe('2');
  });
});
