import { numberChange, outOfRangeReason, type NumberLoss } from '../json/number-loss';
import { TextScanner, hexValue, isAsciiIdent, isDigit, isSpace, isUpper } from './scan-text';
import { clip } from '../json/clip';
import type { CalendarValue } from './calendar';

/**
 * Operator atoms written without quotes (`:+`, `:<>`, `:%{}`), longest first.
 *
 * @example
 * OPERATOR_ATOMS.includes('<>') // => true
 */
export const OPERATOR_ATOMS: readonly string[] = [
  '<<>>',
  '...',
  '%{}',
  '<<<',
  '>>>',
  '|||',
  '&&&',
  '^^^',
  '~~~',
  '===',
  '!==',
  '<<~',
  '~>>',
  '<~>',
  '<|>',
  '{}',
  '..',
  '//',
  '::',
  '++',
  '--',
  '**',
  '==',
  '!=',
  '<=',
  '>=',
  '<>',
  '&&',
  '||',
  '|>',
  '<~',
  '~>',
  '->',
  '<-',
  '=~',
  '\\\\',
  '+',
  '-',
  '*',
  '/',
  '<',
  '>',
  '!',
  '&',
  '@',
  '^',
  '|',
  '.',
  '%',
  '=',
].sort((a, b) => b.length - a.length);

/** Whether an `e`/`E` at `p` starts an exponent (digits, or a sign and digits, follow). */
function isExponent(src: string, p: number): boolean {
  const s = src.charCodeAt(p + 1);
  return isDigit(s) || ((s === 43 || s === 45) && isDigit(src.charCodeAt(p + 2)));
}

const UNICODE_IDENT_START = /[\p{L}\p{Nl}]/uy;
const UNICODE_IDENT_REST = /[\p{L}\p{Nl}\p{N}\p{Mn}\p{Mc}\p{Pc}@]*/uy;
const POW10 = Array.from({ length: 23 }, (_, i) => 10 ** i);
const CAPTURE = /&[^\s,[\]{}()"']+?\/\d+(?!\d)/y;

/**
 * The lexical half of the IEx reader: reads one token at a time from `pos` (atom names, aliases,
 * numbers, sigils, opaque texts; quoted text in {@link TextScanner}). It builds no values: the
 * grammar (reader.ts) hands what it reads to a builder.
 *
 * @example
 * const s = new Scanner(':ok 1');
 * s.atomName(0) // => 'ok'
 * s.pos // => 3
 */
export class Scanner extends TextScanner {
  /** The letters of the last sigil read by {@link sigil} (`s` for `~s(...)`). */
  sigilLetters = '';

  /** End of `Foo.Bar.Baz` starting at an uppercase letter. */
  aliasEnd(pos: number): number {
    const src = this.src;
    let p = pos;
    for (;;) {
      p++;
      while (p < this.len && isAsciiIdent(src.charCodeAt(p)) && src.charCodeAt(p) !== 64) p++;
      if (src.charCodeAt(p) !== 46 || !isUpper(src.charCodeAt(p + 1))) return p;
      p++;
    }
  }

  /** End of an identifier (`is_error?`, `café`) or `pos` itself when none starts there. */
  identEnd(pos: number): number {
    const src = this.src;
    const c = src.charCodeAt(pos);
    let p = pos;
    if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95) p++;
    else if (c >= 128) {
      UNICODE_IDENT_START.lastIndex = pos;
      if (!UNICODE_IDENT_START.test(src)) return pos;
      p = UNICODE_IDENT_START.lastIndex;
    } else return pos;
    for (;;) {
      const d = src.charCodeAt(p);
      if (isAsciiIdent(d)) p++;
      else if (d >= 128) {
        UNICODE_IDENT_REST.lastIndex = p;
        UNICODE_IDENT_REST.test(src);
        if (UNICODE_IDENT_REST.lastIndex === p) break;
        p = UNICODE_IDENT_REST.lastIndex;
      } else break;
    }
    const d = src.charCodeAt(p);
    return d === 63 || d === 33 ? p + 1 : p;
  }

  /** The name of the atom whose `:` is at `pos` (`:ok`, `:"a b"`, `:Elixir.Foo`, `:+`). */
  atomName(pos: number): string {
    const src = this.src;
    const c = src.charCodeAt(pos + 1);
    if (c === 34 || c === 39) return this.quoted(pos + 1, c);
    let end = this.identEnd(pos + 1);
    if (end > pos + 1) {
      // `:Elixir.Foo` continues through `.Upper` segments.
      while (src.charCodeAt(end) === 46 && isUpper(src.charCodeAt(end + 1))) end = this.identEnd(end + 1);
      this.pos = end;
      return src.slice(pos + 1, end);
    }
    for (const op of OPERATOR_ATOMS) {
      if (src.startsWith(op, pos + 1)) {
        this.pos = pos + 1 + op.length;
        return op;
      }
    }
    throw this.error(pos, `Expected an atom name after ":", found ${this.found(pos + 1)}`);
  }

  /** The atom name of the alias at `pos` (`Foo.Bar` → `Elixir.Foo.Bar`). */
  aliasName(pos: number): string {
    const end = this.aliasEnd(pos);
    if (this.src.charCodeAt(end) === 46) {
      throw this.error(
        end,
        `Unexpected "." after the alias ${clip(this.src.slice(pos, end))}; only terms can be parsed`,
      );
    }
    this.pos = end;
    const text = this.src.slice(pos, end);
    return text === 'Elixir' || text.startsWith('Elixir.') ? text : `Elixir.${text}`;
  }

  number(pos: number): number {
    const src = this.src;
    let p = src.charCodeAt(pos) === 45 ? pos + 1 : pos;
    const radix = src.charCodeAt(p) === 48 ? src.charCodeAt(p + 1) : 0;
    if (radix === 88 || radix === 66 || radix === 79) {
      const lower = String.fromCharCode(radix | 32);
      throw this.error(pos, `Invalid number ${this.literal(pos)}: Elixir writes the prefix in lowercase (0${lower})`);
    }
    if (radix === 120 || radix === 98 || radix === 111) {
      const start = p + 2;
      p = start;
      const max = radix === 120 ? 16 : radix === 111 ? 8 : 2;
      while (p < this.len) {
        const d = src.charCodeAt(p);
        const v = hexValue(d);
        if (v >= 0 && v < max) p++;
        else if (d === 95 && p > start && p + 1 < this.len && hexValue(src.charCodeAt(p + 1)) >= 0) p++;
        else break;
      }
      if (p === start) throw this.error(pos, `Expected digits after "${src.slice(pos, start)}"`);
      this.pos = p;
      const n = Number(src.slice(start - 2, p).replaceAll('_', ''));
      const value = src.charCodeAt(pos) === 45 ? -n || 0 : n;
      if (!Number.isSafeInteger(value)) this.noteInexact(pos, p, value);
      return this.finite(value, pos, p);
    }
    // Fast path: up to 15 significant digits and a small exponent give an exact JS number
    // through one multiplication or division (both operands are exact), as Number() would.
    let mantissa = 0;
    let digits = 0;
    let scale = 0;
    let float = false;
    let underscore = false;
    for (;;) {
      const d = src.charCodeAt(p);
      if (d >= 48 && d <= 57) {
        mantissa = mantissa * 10 + (d - 48);
        if (mantissa !== 0) digits++;
        if (float) scale--;
        p++;
      } else if (d === 95 && isDigit(src.charCodeAt(p + 1)) && p > pos && isDigit(src.charCodeAt(p - 1))) {
        underscore = true;
        p++;
      } else if (d === 46 && !float && isDigit(src.charCodeAt(p + 1))) {
        float = true;
        p++;
      } else break;
    }
    const e = src.charCodeAt(p) | 32;
    let exponent = 0;
    if (e === 101 && !float && isExponent(src, p)) {
      const text = src.slice(pos, p);
      throw this.error(
        pos,
        `Invalid number ${this.literal(pos)}: an Elixir float needs a fraction before its exponent (${clip(text, 20)}.0e…)`,
      );
    }
    if (e === 101) {
      const s = src.charCodeAt(p + 1);
      let q = s === 43 || s === 45 ? p + 2 : p + 1;
      if (isDigit(src.charCodeAt(q))) {
        float = true;
        for (; isDigit(src.charCodeAt(q)) || (src.charCodeAt(q) === 95 && isDigit(src.charCodeAt(q + 1))); q++) {
          const d = src.charCodeAt(q);
          if (d === 95) underscore = true;
          else exponent = Math.min(exponent * 10 + (d - 48), 100000);
        }
        if (s === 45) exponent = -exponent;
        p = q;
      }
    }
    this.pos = p;
    const neg = src.charCodeAt(pos) === 45;
    let n: number;
    scale += exponent;
    if (digits <= 15 && scale >= -22 && scale <= 22) {
      n = scale < 0 ? mantissa / POW10[-scale]! : mantissa * POW10[scale]!;
      if (neg) n = -n;
    } else {
      const text = src.slice(pos, p);
      n = Number(underscore ? text.replaceAll('_', '') : text);
    }
    // Elixir has no integer -0; the float -0.0 is kept.
    const value = float ? n : n || 0;
    if (!float && digits > 15) this.noteInexact(pos, p, value);
    return this.finite(value, pos, p);
  }

  /** The number-like text at `pos`, quoted, for messages (at most 20 characters). */
  private literal(pos: number): string {
    let end = pos + 1;
    while (end < this.len && end < pos + 20 && /[\w.+-]/.test(this.src.charAt(end))) end++;
    return JSON.stringify(this.src.slice(pos, end));
  }

  /** The first calendar value read (a ~U[…] sigil or #DateTime<…>), and how many were. */
  calendars: { first: CalendarValue; count: number } | null = null;

  /** Counts a calendar value for the reader's note; returns it. */
  noteCalendar(value: CalendarValue): CalendarValue {
    if (this.calendars) this.calendars.count++;
    else this.calendars = { first: value, count: 1 };
    return value;
  }

  /** The first integer literal beyond 2^53 that rounded, and how many did. */
  inexact: NumberLoss | null = null;

  private noteInexact(pos: number, end: number, value: number): void {
    const text = this.src.slice(pos, end);
    if (numberChange(text, value) !== 'inexact') return;
    if (this.inexact) this.inexact.count++;
    else this.inexact = { offset: pos, text, value, count: 1 };
  }

  private finite(n: number, pos: number, end: number): number {
    if (!Number.isFinite(n)) throw this.error(pos, outOfRangeReason(this.src.slice(pos, end)));
    return n;
  }

  /** Reads the sigil at `pos` (the `~`): returns its content and leaves its letters in `sigilLetters`. */
  sigil(pos: number): string {
    const src = this.src;
    let p = pos + 1;
    const first = src.charCodeAt(p);
    if (isUpper(first)) while (isUpper(src.charCodeAt(p))) p++;
    else if (first >= 97 && first <= 122) p++;
    else throw this.error(pos, `Expected a sigil letter after "~", found ${this.found(p)}`);
    const letters = src.slice(pos + 1, p);
    const shown = clip(letters);
    const d = src.charCodeAt(p);
    const close = d === 40 ? 41 : d === 91 ? 93 : d === 123 ? 125 : d === 60 ? 62 : d;
    if (d !== 34 && d !== 39 && d !== 47 && d !== 124 && d !== 40 && d !== 91 && d !== 123 && d !== 60) {
      throw this.error(p, `Expected a sigil delimiter after "~${shown}", found ${this.found(p)}`);
    }
    if ((d === 34 || d === 39) && src.startsWith(d === 34 ? '"""' : "'''", p)) {
      throw this.error(pos, 'Heredoc sigils are not supported');
    }
    const lower = first >= 97;
    const content = this.delimited(pos, p + 1, close, lower, `sigil ~${shown}`);
    while (/[a-zA-Z]/.test(src.charAt(this.pos))) this.pos++;
    this.sigilLetters = letters;
    return content;
  }

  /** The text of `#Name<...>` at `pos`, with balanced angle brackets; strings inside are skipped. */
  opaque(pos: number): string {
    const src = this.src;
    let p = pos + 1;
    while (p < this.len && (isAsciiIdent(src.charCodeAt(p)) || src.charCodeAt(p) === 46)) p++;
    if (p === pos + 1 || src.charCodeAt(p) !== 60) {
      throw this.error(
        p,
        `Expected "<" after "${clip(src.slice(pos, p))}" (opaque terms look like #PID<0.1.0>), found ${this.found(p)}`,
      );
    }
    return this.balanced(pos, p + 1, 1, src.slice(pos, p + 1));
  }

  /** The text from `pos` to the `>` that brings `depth` open brackets back to zero. */
  balanced(pos: number, start: number, depth: number, opener: string): string {
    const src = this.src;
    let p = start;
    while (p < this.len) {
      const c = src.charCodeAt(p);
      const n = src.charCodeAt(p + 1);
      if (c === 34 || c === 39) {
        this.delimited(p, p + 1, c, true, c === 34 ? 'string' : 'charlist');
        p = this.pos;
      } else if (c === 60) {
        if (n !== 45 && n !== 61) depth++;
        p += n === 45 || n === 61 ? 2 : 1;
      } else if (c === 62) {
        p++;
        if (--depth === 0) {
          this.pos = p;
          return src.slice(pos, p);
        }
      } else p += (c === 61 || c === 45 || c === 124 || c === 126) && n === 62 ? 2 : 1;
    }
    throw this.error(this.len, `Expected ">" to close "${clip(opener)}" opened at ${this.at(pos)}, found end of input`);
  }

  /** The text of a function capture such as `&Enum.map/2` at `pos`, or null when there is none. */
  capture(pos: number): string | null {
    CAPTURE.lastIndex = pos;
    if (!CAPTURE.test(this.src)) return null;
    this.pos = CAPTURE.lastIndex;
    return this.src.slice(pos, this.pos);
  }

  skipSpace(): void {
    const src = this.src;
    const len = this.len;
    let p = this.pos;
    while (p < len) {
      const c = src.charCodeAt(p);
      if (isSpace(c)) {
        p++;
        continue;
      }
      if (c !== 35) break;
      // `#Name<` is an opaque term and `#Upper...` a malformed one; anything else is a comment.
      const n = src.charCodeAt(p + 1);
      if (isUpper(n)) break;
      if ((n >= 97 && n <= 122) || n === 95) {
        let q = p + 2;
        while (q < len && (isAsciiIdent(src.charCodeAt(q)) || src.charCodeAt(q) === 46)) q++;
        if (src.charCodeAt(q) === 60) break;
      }
      const nl = src.indexOf('\n', p);
      p = nl === -1 ? len : nl + 1;
    }
    this.pos = p;
  }
}
