import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HandlerParseError, parseHandlerResult } from '../../../src/handler';
import { jsonNumberLosses, numberChange } from '../../../src/json/number-loss';

function thrown(text: string): HandlerParseError {
  try {
    parseHandlerResult(text);
  } catch (error) {
    if (error instanceof HandlerParseError) return error;
    throw error;
  }
  throw new Error(`expected ${text} to fail`);
}

const RANGE = 'is out of range: a 64-bit float holds at most ±1.8e308, and JSON has no Infinity';

describe('numbers', () => {
  it('1e400 in JSON is refused at its position, as 1.0e400 is in Elixir', () => {
    const json = thrown('{"content": [], "n": 1e400}');
    expect(json).toMatchObject({ kind: 'syntax', syntax: 'json', line: 1, column: 22 });
    expect(json.reason).toBe(`The number 1e400 ${RANGE}`);
    const elixir = thrown('{:ok, %{"content" => [], "n" => 1.0e400}}');
    expect(elixir).toMatchObject({ kind: 'syntax', syntax: 'elixir', line: 1, column: 33 });
    expect(elixir.reason).toBe(`The number 1.0e400 ${RANGE}`);
  });

  it('a number inside a string is not a number', () => {
    expect(parseHandlerResult('{"n": "1e400 and 9007199254740993"}').notes).toEqual([
      'A bare JSON object is taken as {:ok, object}.',
    ]);
  });

  it.each([
    ['{"id": 9007199254740993}', 'json', 'The number 9007199254740993 (line 1, column 8)'],
    ['{:ok, %{"id" => 9_007_199_254_740_993}}', 'elixir', 'The number 9_007_199_254_740_993 (line 1, column 17)'],
    ['{:ok, %{"id" => 0x20000000000001}}', 'elixir', 'The number 0x20000000000001 (line 1, column 17)'],
  ])('an integer beyond 2^53 is noted with its position and what it became: %s', (text, syntax, start) => {
    const parsed = parseHandlerResult(text);
    expect(parsed.syntax).toBe(syntax);
    const note = parsed.notes.find((n) => n.startsWith('The number'));
    expect(note).toBe(`${start} cannot be held exactly by a JavaScript number: the output shows 9007199254740992.`);
  });

  it('counts the other changed numbers', () => {
    const parsed = parseHandlerResult('{"a": [9007199254740993, 9007199254740995, 2, -0]}');
    expect(parsed.notes.at(-1)).toMatch(/2 more numbers changed the same way\.$/);
  });

  it('JSON -0 is read as the float -0.0, and says so; 2^53 itself and -0.0 are exact', () => {
    expect(parseHandlerResult('{"a": -0}').notes.at(-1)).toContain('-0.0 (JSON has one number type');
    expect(parseHandlerResult('{"a": 9007199254740992, "b": -0.0}').notes).toHaveLength(1);
  });

  it('property: an integer literal is noted exactly when BigInt disagrees with Number', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), (n) => {
        const literal = n.toString();
        const exact = BigInt(Number(literal)) === n;
        const losses = jsonNumberLosses(`{"n": ${literal}}`);
        expect(losses.inexact === null).toBe(exact);
        expect(numberChange(literal, Number(literal)) === null).toBe(exact);
      }),
      { numRuns: 2000 },
    );
  });
});
