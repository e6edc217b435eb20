import { TermSyntaxError, locate } from './errors';

/** @example isDigit(48) // => true */
export function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}
/** @example isUpper(65) // => true */
export function isUpper(c: number): boolean {
  return c >= 65 && c <= 90;
}
/** @example isAsciiIdent(64) // => true */
export function isAsciiIdent(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 64;
}
/** @example isSpace(0xa0) // => true */
export function isSpace(c: number): boolean {
  // Besides ASCII whitespace: a byte-order mark and no-break spaces from pasted web text.
  return c === 32 || c === 10 || c === 13 || c === 9 || c === 11 || c === 12 || c === 0xfeff || c === 0xa0;
}
/**
 * @example
 * hexValue(102) // => 15
 * hexValue(103) // => -1
 */
export function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  const l = c | 32;
  return l >= 97 && l <= 102 ? l - 87 : -1;
}

/**
 * The code points of a string, as an Elixir charlist.
 *
 * @example
 * codepoints('a😀') // => [97, 128512]
 */
export function codepoints(s: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const cp = s.codePointAt(i) ?? 0;
    if (cp > 0xffff) i++;
    out.push(cp);
  }
  return out;
}

/**
 * Reads quoted text (strings, charlists, character codes, escapes) and builds positioned
 * {@link TermSyntaxError}s; the base of {@link Scanner} in scan.ts.
 *
 * @example
 * const s = new TextScanner('"a\\n" 1');
 * s.quoted(0, 34) // => 'a\n'
 * s.pos // => 5
 */
export class TextScanner {
  pos = 0;
  readonly len: number;
  private nextBackslash = -2;

  constructor(readonly src: string) {
    this.len = src.length;
  }

  charcode(pos: number): number {
    const src = this.src;
    if (pos + 1 >= this.len) throw this.error(pos, 'Expected a character after "?", found end of input');
    if (src.charCodeAt(pos + 1) === 92) {
      if (pos + 2 >= this.len) throw this.error(pos, 'Expected a character after "?\\", found end of input');
      const s = this.escape(pos + 1);
      return s.codePointAt(0) ?? 0;
    }
    const cp = src.codePointAt(pos + 1) ?? 0;
    this.pos = pos + 1 + (cp > 0xffff ? 2 : 1);
    return cp;
  }

  /** Reads `"..."` or `'...'` at `pos` (the quote) with escapes; returns the content. */
  quoted(pos: number, quote: number): string {
    const src = this.src;
    const q = quote === 34 ? '"' : "'";
    let seg = pos + 1;
    let out = '';
    let close = src.indexOf(q, seg);
    for (;;) {
      if (close === -1) throw this.unterminated(pos, quote === 34 ? 'string' : 'charlist');
      const bs = this.backslashFrom(seg);
      if (bs === -1 || bs > close) {
        this.pos = close + 1;
        return seg === pos + 1 ? src.slice(seg, close) : out + src.slice(seg, close);
      }
      out += src.slice(seg, bs) + this.escape(bs);
      seg = this.pos;
      if (close < seg) close = src.indexOf(q, seg);
    }
  }

  /** Next backslash at or after `p`; cached because positions only move forward. */
  private backslashFrom(p: number): number {
    let bs = this.nextBackslash;
    if (bs !== -1 && bs < p) bs = this.nextBackslash = this.src.indexOf('\\', p);
    return bs;
  }

  /** Slow path: content up to the `close` character, processing escapes when `escapes` is set. */
  protected delimited(open: number, start: number, close: number, escapes: boolean, what: string): string {
    const src = this.src;
    let out = '';
    let seg = start;
    for (let p = start; p < this.len;) {
      const c = src.charCodeAt(p);
      if (c === close) {
        this.pos = p + 1;
        return out + src.slice(seg, p);
      }
      if (c !== 92) {
        p++;
        continue;
      }
      if (p + 1 >= this.len) break;
      if (escapes) {
        out += src.slice(seg, p) + this.escape(p);
        p = seg = this.pos;
      } else if (src.charCodeAt(p + 1) === close) {
        out += src.slice(seg, p) + String.fromCharCode(close);
        p = seg = p + 2;
      } else p += 2;
    }
    throw this.unterminated(open, what);
  }

  /** Decodes the escape whose backslash is at `p`; sets `this.pos` after it. */
  private escape(p: number): string {
    const src = this.src;
    const c = src.charCodeAt(p + 1);
    this.pos = p + 2;
    switch (c) {
      case 110:
        return '\n';
      case 116:
        return '\t';
      case 114:
        return '\r';
      case 101:
        return '\x1b';
      case 48:
        return '\0';
      case 97:
        return '\x07';
      case 98:
        return '\b';
      case 100:
        return '\x7f';
      case 102:
        return '\f';
      case 118:
        return '\v';
      case 115:
        return ' ';
      case 10:
        return '';
      case 13:
        if (src.charCodeAt(p + 2) === 10) this.pos = p + 3;
        return '';
      case 120:
        return this.hexEscape(p, 2);
      case 117:
        return this.hexEscape(p, 4);
    }
    const cp = src.codePointAt(p + 1) ?? 0;
    if (cp > 0xffff) this.pos = p + 3;
    return String.fromCodePoint(cp);
  }

  /** `\xHH`, `\uHHHH`, `\x{H..}` and `\u{H..}` (exactly `fixed` digits without braces). */
  private hexEscape(p: number, fixed: number): string {
    const src = this.src;
    const braced = src.charCodeAt(p + 2) === 123;
    let q = braced ? p + 3 : p + 2;
    let value = 0;
    const start = q;
    const max = braced ? 6 : fixed;
    while (q - start < max && hexValue(src.charCodeAt(q)) >= 0) value = value * 16 + hexValue(src.charCodeAt(q++));
    const count = q - start;
    if (braced ? count === 0 || src.charCodeAt(q) !== 125 : fixed === 4 ? count !== 4 : count === 0) {
      throw this.error(p, `Invalid escape "${src.slice(p, Math.min(q + 1, this.len))}"`);
    }
    if (value > 0x10ffff) throw this.error(p, `Invalid code point in escape "${src.slice(p, q + 1)}"`);
    this.pos = braced ? q + 1 : q;
    return String.fromCodePoint(value);
  }

  /** IEx prints `...` where `inspect` stopped at its `limit`; say so rather than "unexpected ."." */
  truncated(pos: number): TermSyntaxError | undefined {
    if (!this.src.startsWith('...', pos)) return undefined;
    return this.error(
      pos,
      'IEx truncated this output ("..."); print it again with IO.inspect(value, limit: :infinity)',
    );
  }

  private unterminated(pos: number, what: string): TermSyntaxError {
    return this.error(pos, `Unterminated ${what} starting at ${this.at(pos)}`);
  }

  /** `line:column` of an offset, for messages. */
  at(offset: number): string {
    const l = locate(this.src, offset);
    return `${l.line}:${l.column}`;
  }

  /** Words for what is at `pos`, for messages. */
  found(pos: number): string {
    if (pos >= this.len) return 'end of input';
    const c = this.src.charCodeAt(pos);
    if (c === 10 || c === 13) return 'a line break';
    if (c === 34 || c === 39) return c === 34 ? 'a string' : 'a charlist';
    let end = pos + 1;
    if (isAsciiIdent(c)) while (end < pos + 20 && isAsciiIdent(this.src.charCodeAt(end))) end++;
    return JSON.stringify(this.src.slice(pos, end));
  }

  error(offset: number, message: string): TermSyntaxError {
    return new TermSyntaxError(message, this.src, Math.min(offset, this.len));
  }
}
