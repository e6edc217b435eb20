/**
 * A number literal that a JavaScript number cannot hold as written: `value` is what it became
 * (±Infinity for one out of range), `count` how many such literals the text has in all.
 *
 * @example
 * const loss: NumberLoss | null = jsonNumberLosses('{"id": 9007199254740993}').inexact;
 * loss // => { offset: 7, text: '9007199254740993', value: 9007199254740992, count: 1 }
 */
export interface NumberLoss {
  offset: number;
  text: string;
  value: number;
  count: number;
}

/** What a scan found: the first literal out of range (refused) and the first one that lost precision. */
export interface NumberLosses {
  outOfRange: NumberLoss | null;
  inexact: NumberLoss | null;
}

const TWO_53 = 2 ** 53;

/**
 * Whether a number literal (JSON or Elixir syntax, `_` separators allowed) changes when read as
 * a JavaScript number: 'range' beyond ±1.8e308, 'inexact' for an integer beyond 2^53 that
 * rounds, a non-zero literal that underflows to 0, or JSON's integer `-0` (read as the float -0.0);
 * null when it is held as written.
 *
 * @example
 * numberChange('9007199254740993', 9007199254740992) // => 'inexact'
 * numberChange('1e400', Infinity) // => 'range'
 * // A decimal fraction is never exact in binary; that is not a loss.
 * numberChange('0.1', 0.1) // => null
 */
export function numberChange(text: string, value: number): 'range' | 'inexact' | null {
  if (!Number.isFinite(value)) return 'range';
  const digits = text.replaceAll('_', '');
  const radix = /^(-?)(0[xob][0-9a-fA-F]+)$/.exec(digits);
  if (radix) {
    const exact = BigInt(radix[2] as string) * (radix[1] ? -1n : 1n);
    return exact !== BigInt(value) ? 'inexact' : null;
  }
  const integer = /^-?\d+$/.test(digits);
  if (integer) {
    if (digits === '-0') return 'inexact';
    return Math.abs(value) >= TWO_53 && BigInt(digits) !== BigInt(value) ? 'inexact' : null;
  }
  return value === 0 && /[1-9]/.test(digits.split(/[eE]/)[0] ?? '') ? 'inexact' : null;
}

const CANDIDATE = /\d{16}|[eE][+-]?\d{3}|-0(?![.\deE])|[eE]-\d{2}/;
const JSON_NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/**
 * The number literals of a valid JSON text that JavaScript changes: out of range (`1e400`
 * becomes Infinity, which JSON.stringify writes as null) or inexact (integers beyond 2^53).
 * Strings are skipped; a text without a long digit run or a 3-digit exponent costs one regex test.
 *
 * @example
 * jsonNumberLosses('{"n": 1e400}').outOfRange // => { offset: 6, text: '1e400', value: Infinity, count: 1 }
 * jsonNumberLosses('[9007199254740993]').inexact?.value // => 9007199254740992
 */
export function jsonNumberLosses(text: string): NumberLosses {
  const out: NumberLosses = { outOfRange: null, inexact: null };
  if (!CANDIDATE.test(text)) return out;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      for (i++; i < n; i++) {
        const d = text.charCodeAt(i);
        if (d === 0x22) break;
        if (d === 0x5c) i++;
      }
      continue;
    }
    if (c !== 0x2d && (c < 0x30 || c > 0x39)) continue;
    JSON_NUMBER.lastIndex = i;
    if (!JSON_NUMBER.test(text)) continue;
    const end = JSON_NUMBER.lastIndex;
    const literal = text.slice(i, end);
    const value = Number(literal);
    const change = numberChange(literal, value);
    if (change !== null) {
      const key = change === 'range' ? 'outOfRange' : 'inexact';
      const seen = out[key];
      if (seen) seen.count++;
      else out[key] = { offset: i, text: literal, value, count: 1 };
    }
    i = end - 1;
  }
  return out;
}

/**
 * The one sentence for a number literal out of range, in JSON and in Elixir alike.
 *
 * @example
 * outOfRangeReason('1e400') // => 'The number 1e400 is out of range: a 64-bit float holds at most ±1.8e308, and JSON has no Infinity'
 */
export function outOfRangeReason(text: string): string {
  const shown = text.length > 40 ? `${text.slice(0, 40)}…` : text;
  return `The number ${shown} is out of range: a 64-bit float holds at most ±1.8e308, and JSON has no Infinity`;
}

/**
 * The note for the first inexact literal: what it became, and how many more there are.
 *
 * @example
 * inexactNote({ offset: 0, text: '9007199254740993', value: 9007199254740992, count: 1 }, { line: 1, column: 1 })
 * // => 'The number 9007199254740993 (line 1, column 1) cannot be held exactly by a JavaScript number: the output shows 9007199254740992.'
 */
export function inexactNote(loss: NumberLoss, at: { line: number; column: number }): string {
  const shown = loss.text.length > 40 ? `${loss.text.slice(0, 40)}…` : loss.text;
  const became = Object.is(loss.value, -0)
    ? '-0.0 (JSON has one number type, so -0 reads as the float -0.0)'
    : String(loss.value);
  const more = loss.count > 1 ? ` ${loss.count - 1} more number${loss.count > 2 ? 's' : ''} changed the same way.` : '';
  return `The number ${shown} (line ${at.line}, column ${at.column}) cannot be held exactly by a JavaScript number: the output shows ${became}.${more}`;
}
