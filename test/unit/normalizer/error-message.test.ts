import { describe, expect, it, vi } from 'vitest';
import { atom, map, opaque, struct, tuple } from '../../../src/term/build';
import type { Term } from '../../../src/term/types';
import { clientSafeDetail, errorMessage } from '../../../src/normalizer';

const fileError = struct(
  'File.Error',
  ['reason', atom('enoent')],
  ['path', '/srv/secret.txt'],
  ['action', 'read file'],
);

describe('clientSafeDetail (§3.5 rules, in order)', () => {
  it.each<[string, Term, string | null]>([
    ['1: a binary is kept', 'Unknown tool: missing', 'Unknown tool: missing'],
    ['1: "" is kept', '', ''],
    ['1: a path-like binary is kept', '/etc/passwd', '/etc/passwd'],
    ['2: true is redacted', true, null],
    ['2: false is redacted', false, null],
    ['2: nil is redacted', null, null],
    ['2: the atoms true/false/nil are redacted', atom('nil'), null],
    ['2: :true is redacted', atom('true'), null],
    ['2: :false is redacted', atom('false'), null],
    ['3: an atom gives its name', atom('not_found'), 'not_found'],
    ['3: an alias keeps Elixir.', atom('Elixir.MyApp.Forbidden'), 'Elixir.MyApp.Forbidden'],
    ['4: "message" binary', map(['message', 'bad input'], ['token', 'sk-123']), 'bad input'],
    ['4: "message" "" is kept', map(['message', '']), ''],
    ['4 before 5: both binaries, "message" wins', map([atom('message'), 'atom'], ['message', 'binary']), 'binary'],
    ['5: :message binary in a map', map([atom('message'), 'x'], [atom('code'), 7]), 'x'],
    ['5: "message" => 1 falls through to :message', map(['message', 1], [atom('message'), 'x']), 'x'],
    ['5: %RuntimeError{message: "boom"}', struct('RuntimeError', ['message', 'boom']), 'boom'],
    ['5: %ArgumentError{}', struct('ArgumentError', ['message', 'argument error']), 'argument error'],
    ['6: %KeyError{message: nil}', struct('KeyError', ['key', atom('a')], ['term', map()], ['message', null]), null],
    ['6: %File.Error{} has no message field', fileError, null],
    ['6: a struct with a non-binary message', struct('MyErr', ['message', atom('oops')]), null],
    ['6: a struct with a msg field, no message field', struct('MyErr', ['msg', 'x']), null],
    ['6: an integer', 42, null],
    ['6: a float', 1.5, null],
    ['6: a list', ['a'], null],
    ['6: a charlist', [104, 105], null],
    ['6: a keyword list', [tuple(atom('message'), 'x')], null],
    ['6: a tuple', tuple(atom('error'), 'x'), null],
    ['6: a pid', opaque('#PID<0.123.0>'), null],
    ['6: a reference', opaque('#Reference<0.1.2.3>'), null],
    ['6: a function', opaque('#Function<0.1/1 in MyApp.f/1>'), null],
    ['6: a port', opaque('#Port<0.5>'), null],
    ['6: a map without message', map([atom('internal'), atom('secret_detail')]), null],
    ['6: a nested message is not top-level', map(['error', map(['message', 'nested'])]), null],
    ['6: "message" nil', map(['message', null]), null],
    ['6: :message as an atom value', map([atom('message'), atom('x')]), null],
    ['6: a message under an alias atom key', map([atom('Elixir.message'), 'x']), null],
    ['6: an empty map', map(), null],
  ])('%s', (_, reason, expected) => {
    expect(clientSafeDetail(reason)).toBe(expected);
  });

  it('redacts undefined from untyped callers', () => {
    expect(clientSafeDetail(undefined as unknown as Term)).toBeNull();
  });
});

describe('errorMessage (§3.5)', () => {
  it.each<[string, string, Term, string]>([
    ['dispatch: unknown tool', 'Tool call error', 'Unknown tool: missing', 'Tool call error: Unknown tool: missing'],
    ['dispatch: internal detail', 'Tool call error', map([atom('internal'), atom('secret_detail')]), 'Tool call error'],
    ['"" reason keeps ": "', 'P', '', 'P: '],
    ['prefix "" with a kept reason', '', 'x', ': x'],
    ['prefix "" with a redacted reason', '', null, ''],
    ['an atom', 'List tools error', atom('not_found'), 'List tools error: not_found'],
    [
      'an alias atom',
      'Read resource error',
      atom('Elixir.MyApp.Forbidden'),
      'Read resource error: Elixir.MyApp.Forbidden',
    ],
    ['true', 'Set log level error', true, 'Set log level error'],
    ['a message map drops siblings', 'Prompt error', map(['message', 'no'], ['token', 'sk-1']), 'Prompt error: no'],
    ['a RuntimeError', 'Request error', struct('RuntimeError', ['message', 'boom']), 'Request error: boom'],
    ['a KeyError with nil message', 'Request error', struct('KeyError', ['message', null]), 'Request error'],
    ['a File.Error', 'Request error', fileError, 'Request error'],
    ['a nested message map', 'Tool call error', map(['error', map(['message', 'x'])]), 'Tool call error'],
    ['a pid', 'Tool call error', opaque('#PID<0.1.0>'), 'Tool call error'],
    ['a multi-space prefix is verbatim', ' P ', 'x', ' P : x'],
  ])('%s', (_, prefix, reason, expected) => {
    expect(errorMessage(prefix, reason)).toBe(expected);
  });

  it('calls log only for a redacted reason, with "<prefix>: <inspect>"', () => {
    const log = vi.fn<(line: string) => void>();
    errorMessage('Tool call error', 'Unknown tool: missing', { log });
    errorMessage('Tool call error', atom('timeout'), { log });
    errorMessage('Tool call error', struct('RuntimeError', ['message', 'boom']), { log });
    expect(log).not.toHaveBeenCalled();
    errorMessage('Tool call error', map([atom('internal'), atom('secret_detail')]), { log });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Tool call error: %{internal: :secret_detail}');
  });

  it('uses the inspect option for the log line and never for the result', () => {
    const lines: string[] = [];
    const inspect = vi.fn(() => '#PID<0.1.0> (custom)');
    const out = errorMessage('', opaque('#PID<0.1.0>'), { log: (l) => lines.push(l), inspect });
    expect(out).toBe('');
    expect(lines).toEqual([': #PID<0.1.0> (custom)']);
    expect(inspect).toHaveBeenCalledTimes(1);
  });

  it('does not inspect at all without a log callback', () => {
    const inspect = vi.fn(() => 'x');
    expect(errorMessage('P', null, { inspect })).toBe('P');
    expect(inspect).not.toHaveBeenCalled();
  });

  it.each<[string, Term, string]>([
    ['nil', null, 'nil'],
    ['a tuple', tuple(atom('error'), 1.5, true), '{:error, 1.5, true}'],
    ['an alias and a quoted atom', [atom('Elixir.MyApp.X'), atom('with space')], '[MyApp.X, :"with space"]'],
    ['a mixed map', map(['a', 1], [atom('b'), [2]]), '%{"a" => 1, :b => [2]}'],
    [
      'a struct',
      struct('File.Error', ['reason', atom('enoent')], ['path', '/x']),
      '%File.Error{reason: :enoent, path: "/x"}',
    ],
    ['an opaque term', opaque('#Port<0.5>'), '#Port<0.5>'],
  ])('the fallback inspect prints %s', (_, reason, printed) => {
    const lines: string[] = [];
    errorMessage('E', reason, { log: (l) => lines.push(l) });
    expect(lines).toEqual([`E: ${printed}`]);
  });

  it('the fallback inspect truncates long and deep reasons', () => {
    let deep: Term = 'leaf';
    for (let i = 0; i < 10_000; i += 1) deep = [deep];
    const lines: string[] = [];
    errorMessage('E', [deep, Array.from({ length: 60 }, (_, i) => i)], { log: (l) => lines.push(l) });
    expect(lines[0]).toContain('...');
    expect(lines[0]).toContain('48, 49, ...]');
    expect(lines[0]).not.toContain('leaf');
  });
});

describe('errorMessage with untyped JS values', () => {
  it.each<[string, unknown, string]>([
    ['an Error (non-enumerable message)', new Error('boom'), 'P: boom'],
    ['a TypeError', new TypeError('bad'), 'P: bad'],
    ['a plain object with a string message', { message: 'x' }, 'P: x'],
    ['a plain object with a non-string message', { message: 1 }, 'P'],
    ['a plain object without message', { secret: 'token' }, 'P'],
  ])('%s', (_name, reason, expected) => {
    expect(errorMessage('P', reason as never)).toBe(expected);
  });
});
