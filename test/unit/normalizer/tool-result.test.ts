import { describe, expect, it } from 'vitest';
import { atom, map, opaque, struct, tuple } from '../../../src/term/build';
import type { Term } from '../../../src/term/types';
import { NoMatchingClauseError, stringifyKeys, toolErrorResult, toolResult } from '../../../src/normalizer';
import type { ToolResultOptions } from '../../../src/normalizer';

const text = (t: string): Term => map(['type', 'text'], ['text', t]);
const imageItem = map([atom('type'), 'image'], [atom('mime_type'), 'image/png'], [atom('data'), 'AA==']);
const imageWire = map(['type', 'image'], ['mimeType', 'image/png'], ['data', 'AA==']);

describe('toolResult clause 1: list', () => {
  it.each<[string, Term, Term]>([
    ['[] gives content []', [], map(['content', []])],
    ['elements are not wrapped', ['a', 'b'], map(['content', ['a', 'b']])],
    ['atom keys of items are stringified', [imageItem], map(['content', [imageWire]])],
    ['a keyword list stays tuples', [tuple(atom('type'), 'text')], map(['content', [tuple(atom('type'), 'text')]])],
    ['atom values stay atoms', [map([atom('type'), atom('text')])], map(['content', [map(['type', atom('text')])]])],
  ])('%s', (_, input, expected) => {
    expect(toolResult(input)).toEqual(expected);
  });
});

describe('toolResult clause 2: binary', () => {
  it.each([['hello'], [''], ['/etc/passwd']])('%j becomes one text item', (input) => {
    expect(toolResult(input)).toEqual(map(['content', [text(input)]]));
  });
});

describe('toolResult clause 3: map or struct with the atom key :content', () => {
  it.each<[string, Term, Term]>([
    ['content nil -> []', map([atom('content'), null]), map(['content', []])],
    ['a content list stays itself', map([atom('content'), [text('a')]]), map(['content', [text('a')]])],
    ['content "hello" -> ["hello"] (no text item)', map([atom('content'), 'hello']), map(['content', ['hello']])],
    ['a single content map -> [map], stringified', map([atom('content'), imageItem]), map(['content', [imageWire]])],
    ['content false -> [false]', map([atom('content'), false]), map(['content', [false]])],
    ['a content tuple -> [tuple]', map([atom('content'), tuple(1)]), map(['content', [tuple(1)]])],
    [
      'the atom key wins over a binary "content"',
      map(['content', ['from binary']], [atom('content'), ['from atom']]),
      map(['content', ['from atom']]),
    ],
    [
      'the atom key wins whatever the entry order',
      map([atom('content'), 'atom'], ['content', 'binary']),
      map(['content', ['atom']]),
    ],
    [
      'is_error -> "isError"',
      map([atom('content'), []], [atom('is_error'), true]),
      map(['content', []], ['isError', true]),
    ],
    [
      'is_error? -> "isError"',
      map([atom('content'), []], [atom('is_error?'), true]),
      map(['content', []], ['isError', true]),
    ],
    [
      'other keys are stringified, snake_case kept',
      map([atom('content'), []], [atom('structured_content'), map([atom('value'), 42])]),
      map(['content', []], ['structured_content', map(['value', 42])]),
    ],
    [
      'binary keys and atom values are kept',
      map([atom('content'), []], ['meta_data', atom('x')]),
      map(['content', []], ['meta_data', atom('x')]),
    ],
  ])('%s', (_, input, expected) => {
    expect(toolResult(input)).toEqual(expected);
    expect(toolResult(input, { wrapBareMap: true })).toEqual(expected);
  });

  // §3.8: Map.delete/Map.put keep __struct__, so stringify_keys skips the rest of the struct.
  it('a struct with a content field becomes a map that still carries :__struct__', () => {
    const input = struct('MyApp.Reply', ['content', imageItem], ['is_error', false]);
    const expected = map(
      ['content', [imageWire]],
      [atom('__struct__'), atom('Elixir.MyApp.Reply')],
      [atom('is_error'), false],
    );
    const out = toolResult(input, { wrapBareMap: true });
    expect(out).toEqual(expected);
    expect(stringifyKeys(out)).toBe(out);
  });

  it('a map carrying :__struct__ and :content keeps its other atom keys', () => {
    const input = map([atom('__struct__'), atom('Elixir.Foo')], [atom('content'), 'x'], [atom('mime_type'), 'a']);
    expect(toolResult(input)).toEqual(
      map(['content', ['x']], [atom('__struct__'), atom('Elixir.Foo')], [atom('mime_type'), 'a']),
    );
  });
});

describe('toolResult clause 4: map with the binary key "content"', () => {
  it.each<[string, Term, Term]>([
    ['content nil -> []', map(['content', null]), map(['content', []])],
    ['content "x" -> ["x"]', map(['content', 'x']), map(['content', ['x']])],
    ['a single content map -> [map]', map(['content', imageItem]), map(['content', [imageWire]])],
    [
      'the rest of the map is stringified',
      map(['content', [imageItem]], [atom('is_error'), true]),
      map(['content', [imageWire]], ['isError', true]),
    ],
    [
      'a map with :__struct__ keeps its atom keys but content is stringified',
      map([atom('__struct__'), atom('Elixir.Foo')], ['content', imageItem], [atom('is_error'), true]),
      map(['content', [imageWire]], [atom('__struct__'), atom('Elixir.Foo')], [atom('is_error'), true]),
    ],
  ])('%s', (_, input, expected) => {
    expect(toolResult(input)).toEqual(expected);
  });
});

describe('toolResult clause 5: any other map', () => {
  const bare = map([atom('value'), 42]);
  const bareWire = map(['value', 42]);

  it.each<[string, ToolResultOptions | undefined, Term]>([
    ['no options', undefined, bareWire],
    ['{}', {}, bareWire],
    ['wrapBareMap: undefined', { wrapBareMap: undefined }, bareWire],
    ['wrapBareMap: null', { wrapBareMap: null }, bareWire],
    ['wrapBareMap: false', { wrapBareMap: false }, bareWire],
    ['wrapBareMap: true', { wrapBareMap: true }, map(['content', bareWire])],
    ['wrapBareMap: 0 (Elixir-truthy)', { wrapBareMap: 0 }, map(['content', bareWire])],
    ['wrapBareMap: "" (Elixir-truthy)', { wrapBareMap: '' }, map(['content', bareWire])],
    ['wrapBareMap: [] (Elixir-truthy)', { wrapBareMap: [] }, map(['content', bareWire])],
    ['wrapBareMap: :yes', { wrapBareMap: atom('yes') }, map(['content', bareWire])],
  ])('%s', (_, opts, expected) => {
    expect(toolResult(bare, opts)).toEqual(expected);
  });

  it.each<[string, Term, Term, Term]>([
    ['%{}', map(), map(['content', map()]), map()],
    [
      'only structuredContent',
      map(['structuredContent', map([atom('a'), 1])]),
      map(['content', map(['structuredContent', map(['a', 1])])]),
      map(['structuredContent', map(['a', 1])]),
    ],
    [
      'only resultType (rc.5 still wraps it)',
      map(['resultType', 'complete']),
      map(['content', map(['resultType', 'complete'])]),
      map(['resultType', 'complete']),
    ],
    [
      'only :resultType (rc.5 still wraps it)',
      map([atom('resultType'), 'complete']),
      map(['content', map(['resultType', 'complete'])]),
      map(['resultType', 'complete']),
    ],
    [
      'a struct without content',
      struct('MyApp.Thing', ['value', 1]),
      map(['content', struct('MyApp.Thing', ['value', 1])]),
      struct('MyApp.Thing', ['value', 1]),
    ],
  ])('%s: wrapped when on, verbatim (stringified) when off', (_, input, wrapped, unwrapped) => {
    expect(toolResult(input, { wrapBareMap: true })).toEqual(wrapped);
    expect(toolResult(input, { wrapBareMap: false })).toEqual(unwrapped);
  });
});

describe('toolResult clause 6: FunctionClauseError', () => {
  it.each<[string, Term]>([
    ['nil', null],
    ['an integer', 42],
    ['a float', 1.5],
    ['an atom', atom('ok')],
    ['an alias atom', atom('Elixir.MyApp.Result')],
    ['a tuple', tuple(atom('ok'), 'x')],
    ['true', true],
    ['false', false],
    ['a pid', opaque('#PID<0.123.0>')],
    ['a function', opaque('#Function<0.1/1 in MyApp.f/1>')],
  ])('%s throws NoMatchingClauseError, never a TypeError', (_, input) => {
    for (const opts of [undefined, { wrapBareMap: true }]) {
      let caught: unknown;
      try {
        toolResult(input, opts);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(NoMatchingClauseError);
      expect(caught).not.toBeInstanceOf(TypeError);
      const error = caught as NoMatchingClauseError;
      expect(error.name).toBe('FunctionClauseError');
      expect(error.functionName).toBe('ExMCP.Server.ResultNormalizer.tool_result/2');
      expect(error.argument).toBe(input);
      expect(error.message).toBe('no function clause matching in ExMCP.Server.ResultNormalizer.tool_result/2');
    }
  });

  it('undefined from untyped callers throws NoMatchingClauseError too', () => {
    expect(() => toolResult(undefined as unknown as Term)).toThrow(NoMatchingClauseError);
  });
});

describe('toolErrorResult (§3.3)', () => {
  const result = (t: string): Term => map(['content', [text(t)]], ['isError', true]);

  it.each<[string, Term, string]>([
    ['a binary is kept', 'disk full', 'Tool execution failed: disk full'],
    ['"" is kept', '', 'Tool execution failed: '],
    ['an atom is kept', atom('timeout'), 'Tool execution failed: timeout'],
    ['an alias keeps Elixir.', atom('Elixir.MyApp.Forbidden'), 'Tool execution failed: Elixir.MyApp.Forbidden'],
    ['a message map is kept', map(['message', 'bad input'], ['token', 's3cr3t']), 'Tool execution failed: bad input'],
    ['an exception struct is kept', struct('RuntimeError', ['message', 'boom']), 'Tool execution failed: boom'],
    ['nil is redacted', null, 'Tool execution failed'],
    ['a map without message is redacted', map([atom('internal'), atom('secret_detail')]), 'Tool execution failed'],
    ['a tuple is redacted', tuple(atom('error'), 'x'), 'Tool execution failed'],
    ['a pid is redacted', opaque('#PID<0.1.0>'), 'Tool execution failed'],
  ])('%s', (_, reason, expected) => {
    expect(toolErrorResult(reason)).toEqual(result(expected));
  });

  it('passes the logging options through to errorMessage', () => {
    const lines: string[] = [];
    toolErrorResult(tuple(atom('error'), 1), { log: (line) => lines.push(line), inspect: () => 'REASON' });
    toolErrorResult('kept', { log: (line) => lines.push(line) });
    expect(lines).toEqual(['Tool execution failed: REASON']);
  });
});
