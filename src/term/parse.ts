import { TermSyntaxError, locate } from './errors';
import type { AtomTerm, Term } from './types';

// Frame kinds and parser states; a frame stack replaces recursion so depth is unbounded.
const K_ROOT = 0, K_LIST = 1, K_TUPLE = 2, K_MAP = 3, K_STRUCT = 4;
const S_ITEM = 0, S_SEP = 1, S_ARROW = 2, S_VALUE = 3, S_END = 4;
const KIND_NAME = ['term', 'list', 'tuple', 'map', 'struct'];
const CLOSER = [-1, 93, 125, 125, 125]; // ] } } }

/** Operator atoms written without quotes (`:+`, `:<>`, `:%{}`), longest first. */
export const OPERATOR_ATOMS: readonly string[] = [
  '<<>>', '...', '%{}', '<<<', '>>>', '|||', '&&&', '^^^', '~~~', '===', '!==', '<<~', '~>>', '<~>', '<|>',
  '{}', '..', '//', '::', '++', '--', '**', '==', '!=', '<=', '>=', '<>', '&&', '||', '|>', '<~', '~>', '->',
  '<-', '=~', '\\\\', '+', '-', '*', '/', '<', '>', '!', '&', '@', '^', '|', '.', '%', '=',
].sort((a, b) => b.length - a.length);

const UNICODE_IDENT_START = /[\p{L}\p{Nl}]/uy;
const UNICODE_IDENT_REST = /[\p{L}\p{Nl}\p{N}\p{Mn}\p{Mc}\p{Pc}@]*/uy;
const POW10 = Array.from({ length: 23 }, (_, i) => 10 ** i);
const CAPTURE = /&[^\s,[\]{}()"']+?\/\d+(?!\d)/y;

class Frame {
  state: number = S_ITEM;
  items: unknown[] = [];
  kwList: Term[] | null = null;
  key: Term = null;
  keyStart = 0;
  keyEnd = 0;
  result: Term = null;
  kw = false;
  constructor(
    readonly kind: number,
    readonly open: number,
    readonly module: string,
  ) {}
}

/**
 * Parses one Elixir term as IEx prints it: atoms, aliases, strings, charlists, numbers, lists
 * (keyword lists included), tuples, maps, structs and opaque values such as `#PID<0.1.0>`.
 * Throws {@link TermSyntaxError} with the line, column and an excerpt on malformed input.
 *
 * @example
 * parseTerm('%{"a" => [1, 2], b: {:ok, nil}}')
 * // map(['a', [1, 2]], [atom('b'), tuple(atom('ok'), null)])
 */
export function parseTerm(text: string): Term {
  return new Parser(text).run();
}

/**
 * Builds the term for an atom name; `nil`, `true` and `false` are not atoms in the term model.
 *
 * @example
 * atomTerm('ok') // { type: 'atom', name: 'ok' }
 * atomTerm('nil') // null
 */
export function atomTerm(name: string): AtomTerm | null | boolean {
  if (name === 'nil') return null;
  if (name === 'true') return true;
  if (name === 'false') return false;
  return { type: 'atom', name };
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}
function isUpper(c: number): boolean {
  return c >= 65 && c <= 90;
}
function isAsciiIdent(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 64;
}
function isSpace(c: number): boolean {
  // Besides ASCII whitespace: a byte-order mark and no-break spaces from pasted web text.
  return c === 32 || c === 10 || c === 13 || c === 9 || c === 11 || c === 12 || c === 0xfeff || c === 0xa0;
}
function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  const l = c | 32;
  return l >= 97 && l <= 102 ? l - 87 : -1;
}

class Parser {
  private pos = 0;
  private nextBackslash = -2;
  private readonly len: number;

  constructor(private readonly src: string) {
    this.len = src.length;
  }

  run(): Term {
    const src = this.src;
    const root = new Frame(K_ROOT, 0, '');
    root.state = S_VALUE;
    const stack: Frame[] = [];
    let top = root;
    for (;;) {
      this.skipSpace();
      const pos = this.pos;
      const c = pos < this.len ? src.charCodeAt(pos) : -1;
      const state = top.state;
      if (state === S_SEP) {
        if (c === 44) {
          this.pos++;
          top.state = S_ITEM;
        } else if (c === CLOSER[top.kind]) {
          this.pos++;
          const done = finish(top);
          top = stack.pop() ?? root;
          this.deliver(top, done);
        } else {
          throw this.sepError(top, c);
        }
        continue;
      }
      if (state === S_ITEM) {
        if (c === CLOSER[top.kind]) {
          this.pos++;
          const done = finish(top);
          top = stack.pop() ?? root;
          this.deliver(top, done);
          continue;
        }
        if (c === 34 || c === 39) {
          if (c === 39 || src.charCodeAt(pos + 1) !== 34 || src.charCodeAt(pos + 2) !== 34) {
            const s = this.quoted(pos, c);
            if (this.atKeyColon()) {
              this.key(top, s, pos);
              continue;
            }
            if (top.kw || top.kind === K_STRUCT) throw this.keyError(top, pos);
            this.deliver(top, c === 34 ? s : codepoints(s));
            continue;
          }
        } else {
          const end = this.identEnd(pos);
          if (end > pos) {
            this.pos = end;
            if (this.atKeyColon()) {
              this.key(top, src.slice(pos, end), pos);
              continue;
            }
            this.pos = pos;
          }
        }
        if (top.kw || top.kind === K_STRUCT) throw this.keyError(top, pos);
      } else if (state === S_ARROW) {
        if (c !== 61 || src.charCodeAt(pos + 1) !== 62) {
          throw this.error(pos, `Expected "=>" after the key in the map opened at ${this.at(top.open)}, found ${this.found(pos)}`);
        }
        top.keyStart = pos;
        top.keyEnd = this.pos = pos + 2;
        top.state = S_VALUE;
        continue;
      } else if (state === S_END) {
        if (c === -1) return root.result;
        throw this.error(pos, `Unexpected ${this.found(pos)} after the end of the term`);
      }
      // A value starts here (S_ITEM without a key, or S_VALUE).
      const opened = this.open(c, pos);
      if (opened !== null) {
        stack.push(top);
        top = opened;
        continue;
      }
      this.deliver(top, this.scalar(c, pos, top));
    }
  }

  /** Pushes a container frame when `c` opens one; returns null for scalars. */
  private open(c: number, pos: number): Frame | null {
    if (c === 91) return this.frameAt(K_LIST, pos, pos + 1, '');
    if (c === 123) return this.frameAt(K_TUPLE, pos, pos + 1, '');
    if (c !== 37) return null;
    const src = this.src;
    const n = src.charCodeAt(pos + 1);
    if (n === 123) return this.frameAt(K_MAP, pos, pos + 2, '');
    let module: string;
    if (isUpper(n)) {
      const end = this.aliasEnd(pos + 1);
      module = src.slice(pos + 1, end);
      if (module.startsWith('Elixir.')) module = module.slice(7);
      this.pos = end;
    } else if (n === 58) {
      this.pos = pos + 1;
      const a = this.atom(pos + 1);
      module = a === null ? 'nil' : typeof a === 'boolean' ? String(a) : a.name.replace(/^Elixir\./, '');
    } else {
      throw this.error(pos + 1, `Expected "{" or a struct name after "%", found ${this.found(pos + 1)}`);
    }
    if (src.charCodeAt(this.pos) !== 123) {
      throw this.error(this.pos, `Expected "{" after "${src.slice(pos, this.pos)}", found ${this.found(this.pos)}`);
    }
    return this.frameAt(K_STRUCT, pos, this.pos + 1, module);
  }

  private frameAt(kind: number, open: number, after: number, module: string): Frame {
    this.pos = after;
    return new Frame(kind, open, module);
  }

  private deliver(top: Frame, value: Term): void {
    switch (top.kind) {
      case K_ROOT:
        top.result = value;
        top.state = S_END;
        return;
      case K_LIST:
      case K_TUPLE:
        if (top.state === S_VALUE) (top.kwList as Term[]).push({ type: 'tuple', items: [top.key, value] });
        else top.items.push(value);
        break;
      case K_MAP:
        if (top.state === S_ITEM) {
          top.key = value;
          top.state = S_ARROW;
          return;
        }
        top.items.push([top.key, value]);
        break;
      default:
        top.items.push([top.key as string, value]);
    }
    top.state = S_SEP;
  }

  private atKeyColon(): boolean {
    return this.src.charCodeAt(this.pos) === 58 && this.src.charCodeAt(this.pos + 1) !== 58;
  }

  /** Records a keyword key (`name:` or `"quoted name":`) whose colon is at `this.pos`. */
  private key(top: Frame, name: string, start: number): void {
    top.keyStart = start;
    top.keyEnd = ++this.pos;
    top.state = S_VALUE;
    if (top.kind === K_STRUCT) {
      top.key = name;
      return;
    }
    top.key = atomTerm(name);
    if (!top.kw) {
      top.kw = true;
      if (top.kind === K_TUPLE) top.items.push((top.kwList = []));
      else if (top.kind === K_LIST) top.kwList = top.items as Term[];
    }
  }

  /** Reads a scalar (or an opaque text) starting at `pos`; advances `this.pos`. */
  private scalar(c: number, pos: number, top: Frame): Term {
    const src = this.src;
    if (c === 34) {
      if (src.charCodeAt(pos + 1) === 34 && src.charCodeAt(pos + 2) === 34) throw this.error(pos, 'Heredocs (""") are not supported; use a "..." string');
      return this.quoted(pos, 34);
    }
    if (c === 58) return this.atom(pos);
    if (isDigit(c) || (c === 45 && isDigit(src.charCodeAt(pos + 1)))) return this.number(pos);
    if (c === 39) return codepoints(this.quoted(pos, 39));
    if (c === 35) return this.opaque(pos);
    if (c === 126) return this.sigil(pos);
    if (c === 63) return this.charcode(pos);
    if (c === 60 && src.charCodeAt(pos + 1) === 60) return this.balanced(pos, pos + 2, 2, '<<');
    if (c === 38) {
      CAPTURE.lastIndex = pos;
      if (CAPTURE.test(src)) {
        this.pos = CAPTURE.lastIndex;
        return { type: 'opaque', text: src.slice(pos, this.pos) };
      }
    }
    const end = this.identEnd(pos);
    if (end > pos) {
      if (isUpper(c)) return this.alias(pos);
      const word = src.slice(pos, end);
      if (word === 'nil' || word === 'true' || word === 'false') {
        this.pos = end;
        return word === 'nil' ? null : word === 'true';
      }
      throw this.error(pos, `Unexpected identifier "${word}"; atoms are written :${word}`);
    }
    throw this.truncated(pos) ?? this.error(pos, `${this.expectTerm(top)}, found ${this.found(pos)}`);
  }

  private alias(pos: number): AtomTerm {
    const end = this.aliasEnd(pos);
    if (this.src.charCodeAt(end) === 46) {
      throw this.error(end, `Unexpected "." after the alias ${this.src.slice(pos, end)}; only terms can be parsed`);
    }
    this.pos = end;
    const text = this.src.slice(pos, end);
    return { type: 'atom', name: text === 'Elixir' || text.startsWith('Elixir.') ? text : `Elixir.${text}` };
  }

  /** End of `Foo.Bar.Baz` starting at an uppercase letter. */
  private aliasEnd(pos: number): number {
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
  private identEnd(pos: number): number {
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

  private atom(pos: number): AtomTerm | null | boolean {
    const src = this.src;
    const c = src.charCodeAt(pos + 1);
    if (c === 34 || c === 39) return atomTerm(this.quoted(pos + 1, c));
    let end = this.identEnd(pos + 1);
    if (end > pos + 1) {
      // `:Elixir.Foo` continues through `.Upper` segments.
      while (src.charCodeAt(end) === 46 && isUpper(src.charCodeAt(end + 1))) end = this.identEnd(end + 1);
      this.pos = end;
      return atomTerm(src.slice(pos + 1, end));
    }
    for (const op of OPERATOR_ATOMS) {
      if (src.startsWith(op, pos + 1)) {
        this.pos = pos + 1 + op.length;
        return { type: 'atom', name: op };
      }
    }
    throw this.error(pos, `Expected an atom name after ":", found ${this.found(pos + 1)}`);
  }

  private number(pos: number): number {
    const src = this.src;
    let p = src.charCodeAt(pos) === 45 ? pos + 1 : pos;
    const radix = src.charCodeAt(p) === 48 ? src.charCodeAt(p + 1) | 32 : 0;
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
      return this.finite(src.charCodeAt(pos) === 45 ? -n || 0 : n, pos);
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
    return this.finite(float ? n : n || 0, pos);
  }

  private finite(n: number, pos: number): number {
    if (!Number.isFinite(n)) throw this.error(pos, 'Number too large for a JavaScript number');
    return n;
  }

  private charcode(pos: number): number {
    const src = this.src;
    if (pos + 1 >= this.len) throw this.error(pos, 'Expected a character after "?", found end of input');
    if (src.charCodeAt(pos + 1) === 92) {
      const s = this.escape(pos + 1);
      return s.codePointAt(0) ?? 0;
    }
    const cp = src.codePointAt(pos + 1) ?? 0;
    this.pos = pos + 1 + (cp > 0xffff ? 2 : 1);
    return cp;
  }

  /** Reads `"..."` or `'...'` at `pos` (the quote) with escapes; returns the content. */
  private quoted(pos: number, quote: number): string {
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
  private delimited(open: number, start: number, close: number, escapes: boolean, what: string): string {
    const src = this.src;
    let out = '';
    let seg = start;
    for (let p = start; p < this.len; ) {
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
      case 110: return '\n';
      case 116: return '\t';
      case 114: return '\r';
      case 101: return '\x1b';
      case 48: return '\0';
      case 97: return '\x07';
      case 98: return '\b';
      case 100: return '\x7f';
      case 102: return '\f';
      case 118: return '\v';
      case 115: return ' ';
      case 10: return '';
      case 13: if (src.charCodeAt(p + 2) === 10) this.pos = p + 3; return '';
      case 120: return this.hexEscape(p, 2);
      case 117: return this.hexEscape(p, 4);
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

  private sigil(pos: number): Term {
    const src = this.src;
    let p = pos + 1;
    const first = src.charCodeAt(p);
    if (isUpper(first)) while (isUpper(src.charCodeAt(p))) p++;
    else if (first >= 97 && first <= 122) p++;
    else throw this.error(pos, `Expected a sigil letter after "~", found ${this.found(p)}`);
    const letters = src.slice(pos + 1, p);
    const d = src.charCodeAt(p);
    const close = d === 40 ? 41 : d === 91 ? 93 : d === 123 ? 125 : d === 60 ? 62 : d;
    if (d !== 34 && d !== 39 && d !== 47 && d !== 124 && d !== 40 && d !== 91 && d !== 123 && d !== 60) {
      throw this.error(p, `Expected a sigil delimiter after "~${letters}", found ${this.found(p)}`);
    }
    if ((d === 34 || d === 39) && src.startsWith(d === 34 ? '"""' : "'''", p)) {
      throw this.error(pos, 'Heredoc sigils are not supported');
    }
    const lower = first >= 97;
    const content = this.delimited(pos, p + 1, close, lower, `sigil ~${letters}`);
    while (/[a-zA-Z]/.test(src.charAt(this.pos))) this.pos++;
    if (letters === 's' || letters === 'S') return content;
    if (letters === 'c' || letters === 'C') return codepoints(content);
    return { type: 'opaque', text: src.slice(pos, this.pos) };
  }

  /** `#Name<...>` with balanced angle brackets; strings inside are skipped. */
  private opaque(pos: number): Term {
    const src = this.src;
    let p = pos + 1;
    while (p < this.len && (isAsciiIdent(src.charCodeAt(p)) || src.charCodeAt(p) === 46)) p++;
    if (p === pos + 1 || src.charCodeAt(p) !== 60) {
      throw this.error(p, `Expected "<" after "${src.slice(pos, p)}" (opaque terms look like #PID<0.1.0>), found ${this.found(p)}`);
    }
    return this.balanced(pos, p + 1, 1, src.slice(pos, p + 1));
  }

  private balanced(pos: number, start: number, depth: number, opener: string): Term {
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
          return { type: 'opaque', text: src.slice(pos, p) };
        }
      } else p += (c === 61 || c === 45 || c === 124 || c === 126) && n === 62 ? 2 : 1;
    }
    throw this.error(this.len, `Expected ">" to close "${opener}" opened at ${this.at(pos)}, found end of input`);
  }

  private skipSpace(): void {
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

  private sepError(top: Frame, c: number): TermSyntaxError {
    const close = String.fromCharCode(CLOSER[top.kind] ?? 0);
    const where = `the ${KIND_NAME[top.kind]} opened at ${this.at(top.open)}`;
    if (c === -1) return this.error(this.pos, `Expected "${close}" to close ${where}, found end of input`);
    if (c === 124 && top.kind === K_LIST) {
      return this.error(this.pos, `Improper lists ("|" tails) are not supported, in ${where}`);
    }
    return this.error(this.pos, `Expected "," or "${close}" to close ${where}, found ${this.found(this.pos)}`);
  }

  private keyError(top: Frame, pos: number): TermSyntaxError {
    const close = String.fromCharCode(CLOSER[top.kind] ?? 0);
    const why = top.kind === K_STRUCT ? 'struct fields are written name: value' : 'keyword entries must come last';
    const where = `the ${KIND_NAME[top.kind]} opened at ${this.at(top.open)}`;
    return this.truncated(pos) ?? this.error(pos, `Expected a key like "name:" (${why}) or "${close}" to close ${where}, found ${this.found(pos)}`);
  }

  /** IEx prints `...` where `inspect` stopped at its `limit`; say so rather than "unexpected ."." */
  private truncated(pos: number): TermSyntaxError | undefined {
    if (!this.src.startsWith('...', pos)) return undefined;
    return this.error(pos, 'IEx truncated this output ("..."); print it again with IO.inspect(value, limit: :infinity)');
  }

  private expectTerm(top: Frame): string {
    if (top.kind === K_ROOT) return 'Expected a term';
    if (top.state === S_VALUE) return `Expected a term after ${quote(this.src.slice(top.keyStart, top.keyEnd))}`;
    const close = String.fromCharCode(CLOSER[top.kind] ?? 0);
    return `Expected a term or "${close}" to close the ${KIND_NAME[top.kind]} opened at ${this.at(top.open)}`;
  }

  private unterminated(pos: number, what: string): TermSyntaxError {
    return this.error(pos, `Unterminated ${what} starting at ${this.at(pos)}`);
  }

  private at(offset: number): string {
    const l = locate(this.src, offset);
    return `${l.line}:${l.column}`;
  }

  private found(pos: number): string {
    if (pos >= this.len) return 'end of input';
    const c = this.src.charCodeAt(pos);
    if (c === 10 || c === 13) return 'a line break';
    if (c === 34 || c === 39) return c === 34 ? 'a string' : 'a charlist';
    let end = pos + 1;
    if (isAsciiIdent(c)) while (end < pos + 20 && isAsciiIdent(this.src.charCodeAt(end))) end++;
    return JSON.stringify(this.src.slice(pos, end));
  }

  private error(offset: number, message: string): TermSyntaxError {
    return new TermSyntaxError(message, this.src, Math.min(offset, this.len));
  }
}

/** Wraps source text in quotes for a message unless it already starts with one. */
function quote(text: string): string {
  return text.startsWith('"') || text.startsWith("'") ? text : `"${text}"`;
}

function codepoints(s: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const cp = s.codePointAt(i) ?? 0;
    if (cp > 0xffff) i++;
    out.push(cp);
  }
  return out;
}

function finish(frame: Frame): Term {
  switch (frame.kind) {
    case K_LIST:
      return frame.items as Term[];
    case K_TUPLE:
      return { type: 'tuple', items: frame.items as Term[] };
    case K_MAP:
      return { type: 'map', entries: frame.items as [Term, Term][] };
    default:
      return { type: 'struct', module: frame.module, fields: frame.items as [string, Term][] };
  }
}
