import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHandlerResult } from '../../../src/handler';
import { errorMessage, stringifyKeys } from '../../../src/normalizer';
import {
  TermSyntaxError,
  inspectTerm,
  parseTaggedTupleToJson,
  parseTerm,
  parseTermToJson,
  termToJson,
} from '../../../src/term';

function syntaxError(text: string): TermSyntaxError {
  try {
    parseTerm(text);
  } catch (error) {
    if (error instanceof TermSyntaxError) return error;
    throw error;
  }
  throw new Error(`expected ${text} to fail`);
}

// Decision D7 (docs/decisions.md): IEx's date and time sigils are calendar structs, encoded as Jason does.
describe('date and time values', () => {
  it.each<[string, string, string, string]>([
    ['~U[2026-07-28 00:00:00Z]', 'DateTime', '2026-07-28T00:00:00Z', '~U[2026-07-28 00:00:00Z]'],
    ['~U[2026-07-28T09:30:00.120Z]', 'DateTime', '2026-07-28T09:30:00.120Z', '~U[2026-07-28 09:30:00.120Z]'],
    ['~N[2026-07-28 00:00:00]', 'NaiveDateTime', '2026-07-28T00:00:00', '~N[2026-07-28 00:00:00]'],
    ['~D[2024-02-29]', 'Date', '2024-02-29', '~D[2024-02-29]'],
    ['~T[23:59:59.000001]', 'Time', '23:59:59.000001', '~T[23:59:59.000001]'],
    [
      '#DateTime<2026-07-28 00:00:00+02:00 CEST Europe/Berlin>',
      'DateTime',
      '2026-07-28T00:00:00+02:00',
      '#DateTime<2026-07-28 00:00:00+02:00 CEST Europe/Berlin>',
    ],
  ])('%s is a %s struct, written %s, printed back as IEx does', (text, module, iso, printed) => {
    const term = parseTerm(text);
    expect(term).toMatchObject({ type: 'struct', module });
    expect(termToJson(term)).toBe(iso);
    expect(parseTermToJson(`[${text}]`)).toEqual([iso]);
    expect(inspectTerm(term)).toBe(printed);
    expect(parseTerm(inspectTerm(term))).toEqual(term);
  });

  it('as a map key it is written through String.Chars, as Jason writes keys', () => {
    const text = '%{~D[2026-01-01] => 1, ~U[2026-07-28 00:00:00Z] => 2}';
    const expected = { '2026-01-01': 1, '2026-07-28 00:00:00Z': 2 };
    expect(termToJson(parseTerm(text))).toEqual(expected);
    expect(parseTermToJson(text)).toEqual(expected);
  });

  it('the normalizer treats it as a struct: not walked by stringify_keys, redacted by error_message', () => {
    const date = parseTerm('~D[2026-07-28]');
    expect(stringifyKeys(date)).toEqual(date);
    expect(errorMessage('Tool execution failed', date)).toBe('Tool execution failed');
  });

  it('a handler result with dates reads straight to JSON and says how they were encoded', () => {
    const parsed = parseHandlerResult('{:ok, %{"at" => ~U[2026-07-28 00:00:00Z], "on" => ~D[2026-07-29]}}');
    expect(parsed.result).toEqual({ kind: 'ok', result: { at: '2026-07-28T00:00:00Z', on: '2026-07-29' } });
    expect(parsed.notes).toEqual([
      'Dates and times are encoded as Jason does, as ISO-8601 strings: ~U[2026-07-28 00:00:00Z] is written "2026-07-28T00:00:00Z" (2 such values in all).',
    ]);
    expect(parseTaggedTupleToJson('{:ok, %{"at" => ~T[10:00:00]}}')).toMatchObject({ kind: 'tuple' });
  });

  it.each<[string, string, number]>([
    ['[1, ~D[2026-13-40]]', 'Invalid ~D sigil ~D[2026-13-40]: month 13 is not between 1 and 12', 4],
    ['~D[2023-02-29]', 'day 29 is not between 1 and 28 in 2023-02', 0],
    ['~T[24:00:00]', 'hour 24 is not between 0 and 23', 0],
    ['~U[2026-07-28 00:00:00+02:00]', 'it is not written like ~U[2026-07-28 00:00:00Z]', 0],
    ['~N[2026-07-28]', 'it is not written like ~N[2026-07-28 00:00:00]', 0],
  ])('an invalid date is a syntax error at its sigil, as in IEx: %s', (text, reason, offset) => {
    const error = syntaxError(text);
    expect(error.reason).toContain(reason);
    expect(error.offset).toBe(offset);
  });

  it('property: any valid UTC instant reads back, and is written as JavaScript writes it', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString(); // 2026-07-28T09:30:00.123Z
          const text = `~U[${iso.slice(0, 10)} ${iso.slice(11, 23)}Z]`;
          expect(termToJson(parseTerm(text))).toBe(iso);
        },
      ),
      { numRuns: 500 },
    );
  });
});

// Seed-contract D8: every other sigil is refused, naming it.
describe('other sigils', () => {
  it.each(['~s(text)', '~S"raw"', '~r/a+b/i', '~w(a b c)', '~x[1]', '~UX[1]'])(
    '%s is a syntax error naming it',
    (text) => {
      const error = syntaxError(`{:ok, ${text}}`);
      expect(error.offset).toBe(6);
      expect(error.reason).toMatch(/^The sigil ~\w+ has no handler-result value here/);
    },
  );
  it('~c and ~C are still charlists', () => {
    expect(parseTerm('[~c"ab", ~C(c)]')).toEqual([[97, 98], [99]]);
  });
});
