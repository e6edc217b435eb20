import type { TermSyntaxError } from './errors';
import {
  Frame,
  K_LIST,
  K_MAP,
  K_ROOT,
  K_STRUCT,
  K_TUPLE,
  NO_ITEMS,
  S_ARROW,
  S_END,
  S_ITEM,
  S_SEP,
  S_VALUE,
  type Builder,
} from './frame';
import { Scanner } from './scan';
import { codepoints, isDigit, isUpper } from './scan-text';
import { clip } from '../json/clip';
import { calendarKind, readCalendarSigil, readZonedDateTime } from './calendar';

const KIND_NAME = ['term', 'list', 'tuple', 'map', 'struct'];
const CLOSER = [-1, 93, 125, 125, 125]; // ] } } }

/**
 * The grammar of IEx output, as an iterative driver over a frame stack: it reads tokens with the
 * {@link Scanner} and hands values to the builder of the frame that receives them, so one
 * grammar yields terms (`parseTerm`) or JSON (`parseTermToJson`).
 *
 * @example
 * new Reader('[1, :a]', TERM_BUILDER).run() // => [1, { type: 'atom', name: 'a' }]
 */
export class Reader extends Scanner {
  constructor(
    src: string,
    private readonly builder: Builder,
  ) {
    super(src);
  }

  /** Reads the whole text as one value; throws TermSyntaxError (or what a builder throws). */
  run(): unknown {
    const src = this.src;
    const root = new Frame(K_ROOT, 0, '', this.builder, NO_ITEMS, null);
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
          const done = top.b.finish(top);
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
          const done = top.b.finish(top);
          top = stack.pop() ?? root;
          this.deliver(top, done);
          continue;
        }
        if (c === 34 || c === 39) {
          if (c === 39 || src.charCodeAt(pos + 1) !== 34 || src.charCodeAt(pos + 2) !== 34) {
            if (top.b.valueStart !== undefined) top.b.valueStart(top, pos);
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
          throw this.error(
            pos,
            `Expected "=>" after the key in the map opened at ${this.at(top.open)}, found ${this.found(pos)}`,
          );
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
      if (top.b.valueStart !== undefined) top.b.valueStart(top, pos);
      const opened = this.open(c, pos, top);
      if (opened !== null) {
        stack.push(top);
        top = opened;
        continue;
      }
      this.deliver(top, this.scalar(c, pos, top));
    }
  }

  /** Opens a container frame (from the builder of `top`) when `c` starts one; null for scalars. */
  private open(c: number, pos: number, top: Frame): Frame | null {
    if (c === 91) return this.frameAt(top, K_LIST, pos, pos + 1, '');
    if (c === 123) return this.frameAt(top, K_TUPLE, pos, pos + 1, '');
    if (c !== 37) return null;
    const src = this.src;
    const n = src.charCodeAt(pos + 1);
    if (n === 123) return this.frameAt(top, K_MAP, pos, pos + 2, '');
    let module: string;
    if (isUpper(n)) {
      const end = this.aliasEnd(pos + 1);
      module = src.slice(pos + 1, end);
      if (module.startsWith('Elixir.')) module = module.slice(7);
      this.pos = end;
    } else if (n === 58) {
      this.pos = pos + 1;
      module = this.atomName(pos + 1).replace(/^Elixir\./, '');
    } else {
      throw this.error(pos + 1, `Expected "{" or a struct name after "%", found ${this.found(pos + 1)}`);
    }
    if (src.charCodeAt(this.pos) !== 123) {
      throw this.error(
        this.pos,
        `Expected "{" after "${clip(src.slice(pos, this.pos))}", found ${this.found(this.pos)}`,
      );
    }
    return this.frameAt(top, K_STRUCT, pos, this.pos + 1, module);
  }

  private frameAt(top: Frame, kind: number, open: number, after: number, module: string): Frame {
    this.pos = after;
    return top.b.open(top, kind, open, module);
  }

  private deliver(top: Frame, value: unknown): void {
    if (top.kind === K_ROOT) {
      top.result = value;
      top.state = S_END;
      return;
    }
    if (top.kind === K_MAP && top.state === S_ITEM) {
      top.b.mapKey(top, value);
      top.state = S_ARROW;
      return;
    }
    top.b.add(top, value);
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
    top.b.kwKey(top, name);
    if (top.kind !== K_STRUCT) top.kw = true;
  }

  /** Reads a scalar (or an opaque text) starting at `pos`; advances `this.pos`. */
  private scalar(c: number, pos: number, top: Frame): unknown {
    const src = this.src;
    if (c === 34) {
      if (src.charCodeAt(pos + 1) === 34 && src.charCodeAt(pos + 2) === 34)
        throw this.error(pos, 'Heredocs (""") are not supported; use a "..." string');
      return this.quoted(pos, 34);
    }
    if (c === 58) return top.b.atom(top, this.atomName(pos));
    if (isDigit(c) || (c === 45 && isDigit(src.charCodeAt(pos + 1)))) return this.number(pos);
    if (c === 39) return codepoints(this.quoted(pos, 39));
    if (c === 35) {
      const text = this.opaque(pos);
      const zoned = text.startsWith('#DateTime<') ? readZonedDateTime(text) : null;
      if (zoned === null) return top.b.opaque(top, text);
      if (typeof zoned === 'string') throw this.error(pos, `Invalid DateTime ${clip(text, 60)}: ${zoned}`);
      return top.b.calendar(top, this.noteCalendar(zoned));
    }
    if (c === 126) {
      const content = this.sigil(pos);
      const letters = this.sigilLetters;
      if (letters === 'c' || letters === 'C') return codepoints(content);
      if (calendarKind(letters) === undefined) throw this.error(pos, unsupportedSigil(letters));
      const value = readCalendarSigil(letters, content);
      if (typeof value === 'string')
        throw this.error(pos, `Invalid ~${letters} sigil ${clip(src.slice(pos, this.pos), 60)}: ${value}`);
      return top.b.calendar(top, this.noteCalendar(value));
    }
    if (c === 63) return this.charcode(pos);
    if (c === 60 && src.charCodeAt(pos + 1) === 60) return top.b.opaque(top, this.balanced(pos, pos + 2, 2, '<<'));
    if (c === 38) {
      const capture = this.capture(pos);
      if (capture !== null) return top.b.opaque(top, capture);
    }
    const end = this.identEnd(pos);
    if (end > pos) {
      if (isUpper(c)) return top.b.atom(top, this.aliasName(pos));
      const word = src.slice(pos, end);
      if (word === 'nil' || word === 'true' || word === 'false') {
        this.pos = end;
        return word === 'nil' ? null : word === 'true';
      }
      const shown = clip(word);
      throw this.error(pos, `Unexpected identifier "${shown}"; atoms are written :${shown}`);
    }
    throw this.truncated(pos) ?? this.error(pos, `${this.expectTerm(top)}, found ${this.found(pos)}`);
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
    return (
      this.truncated(pos) ??
      this.error(pos, `Expected a key like "name:" (${why}) or "${close}" to close ${where}, found ${this.found(pos)}`)
    );
  }

  private expectTerm(top: Frame): string {
    if (top.kind === K_ROOT) return 'Expected a term';
    if (top.state === S_VALUE) return `Expected a term after ${quote(clip(this.src.slice(top.keyStart, top.keyEnd)))}`;
    const close = String.fromCharCode(CLOSER[top.kind] ?? 0);
    return `Expected a term or "${close}" to close the ${KIND_NAME[top.kind]} opened at ${this.at(top.open)}`;
  }
}

// Seed-contract D8: any sigil but ~c and the calendar ones is refused; guessing its value would mislead.
function unsupportedSigil(letters: string): string {
  const shown = clip(letters, 20);
  const instead = letters === 's' || letters === 'S' ? 'write the string itself ("...")' : 'write the value itself';
  return `The sigil ~${shown} has no handler-result value here (only ~c charlists and ~D, ~T, ~N, ~U dates and times are read): ${instead}`;
}

/** Wraps source text in quotes for a message unless it already starts with one. */
function quote(text: string): string {
  return text.startsWith('"') || text.startsWith("'") ? text : `"${text}"`;
}
