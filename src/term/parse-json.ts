// Reads IEx text straight to the JSON that termToJson would give, with no term tree in between:
// half the objects alive at once and no second walk. Anything without a JSON form re-reads the
// text as a term, so errors (syntax first, then termToJson's) stay exactly those of the term path.
import { Frame, K_MAP, K_TUPLE, type Builder } from './frame';
import { JSON_BUILDER, NO_JSON_FORM } from './json-builder';
import { termToJson } from './json';
import { stripIexPrompts } from './iex-prompts';
import { parseTerm } from './parse';
import { TERM_BUILDER } from './term-builder';
import type { NumberLoss } from '../json/number-loss';
import { Reader } from './reader';
import type { Term } from './types';
import type { CalendarValue } from './calendar';

/**
 * Parses IEx text and encodes it as JSON the way Jason does; the same as
 * `termToJson(parseTerm(text))`, but faster and with no term tree in memory. Throws
 * {@link TermSyntaxError} for malformed text, and {@link TermEncodeError} (same message and path
 * as termToJson) for tuples, keyword lists, structs, opaque terms and map keys with no JSON form.
 *
 * @example
 * parseTermToJson('%{"content" => [%{type: :text, text: "hi"}], n: nil}')
 * // => { content: [{ type: 'text', text: 'hi' }], n: null }
 * parseTermToJson('[ok: 1]') // => throws TermEncodeError
 * parseTermToJson('[ok: 1]') // => throws 'Cannot encode a tuple as JSON at /0: {:ok, 1}'
 */
export function parseTermToJson(pasted: string): unknown {
  const text = stripIexPrompts(pasted).text;
  try {
    return new Reader(text, JSON_BUILDER).run();
  } catch (error) {
    if (error !== NO_JSON_FORM) throw error;
  }
  return termToJson(parseTerm(text));
}

/**
 * What {@link parseTaggedTupleToJson} read: a tuple whose first element is an atom, with the other
 * elements as JSON; a map as a JSON object; or, for anything else, the term itself.
 *
 * @example
 * const read: TaggedTupleJson = parseTaggedTupleToJson('{:ok, %{"content" => []}}');
 * [read.kind, read.kind === 'tuple' && read.parts] // => ['tuple', [{ content: [] }]]
 */
export type TaggedTupleJson = (
  | { kind: 'tuple'; tag: string; parts: unknown[] }
  | { kind: 'map'; value: Record<string, unknown> }
  | {
      kind: 'term';
      term: Term;
      /** Offset where a value with no JSON form was met, when there was one. */ stoppedAt?: number;
    }
) & {
  /** Where each element of a top-level tuple starts (the tag first), as far as it was read. */
  starts: number[];
  /** The first integer literal that a JavaScript number cannot hold exactly (and how many). */
  inexact: NumberLoss | null;
  /** The first date or time value read (encoded as ISO-8601, as Jason does) and how many were. */
  calendars: { first: CalendarValue; count: number } | null;
};

/**
 * Reads a top-level tagged tuple such as `{:ok, %{"content" => []}}` (or a bare map) with its
 * elements straight to JSON, as `termToJson` encodes them. Returns `kind: 'term'` with the parsed
 * term when the text is something else, or when an element (or the map) has no JSON form, so the
 * caller can explain it (e.g. with termToJson's error). Throws {@link TermSyntaxError}.
 *
 * @example
 * parseTaggedTupleToJson('{:error, -32002, "Not found", nil}')
 * // => { kind: 'tuple', tag: 'error', parts: [-32002, 'Not found', null], starts: [1, 9, 17, 30], inexact: null, calendars: null }
 * parseTaggedTupleToJson('%{a: 1}').kind // => 'map'
 * const nested = parseTaggedTupleToJson('{:ok, {1, 2}}');
 * nested.kind === 'term' && termEquals(nested.term, tuple(atom('ok'), tuple(1, 2))) // => true
 */
export function parseTaggedTupleToJson(pasted: string): TaggedTupleJson {
  const text = stripIexPrompts(pasted).text;
  const top = new TopBuilder();
  const reader = new Reader(text, top);
  let stoppedAt: number | undefined;
  const starts = top.parts.starts;
  try {
    const value = reader.run();
    const { inexact, calendars } = reader;
    if (top.opened === K_TUPLE)
      return { kind: 'tuple', tag: top.parts.tag as string, parts: value as unknown[], starts, inexact, calendars };
    if (top.opened === K_MAP)
      return { kind: 'map', value: value as Record<string, unknown>, starts, inexact, calendars };
  } catch (error) {
    if (error !== NO_JSON_FORM) throw error;
    // Where the JSON builder gave up: the caller can point at the value with no JSON form.
    if (top.opened === K_TUPLE || top.opened === K_MAP) stoppedAt = reader.pos;
  }
  const termReader = new Reader(text, TERM_BUILDER);
  const term = termReader.run() as Term;
  const { inexact, calendars } = termReader;
  return stoppedAt === undefined
    ? { kind: 'term', term, starts, inexact, calendars }
    : { kind: 'term', term, stoppedAt, starts, inexact, calendars };
}

/** Builder of the root frame: only a tuple or a map is read directly. */
class TopBuilder implements Builder {
  opened = -1;
  readonly parts = new PartsBuilder();

  atom(): unknown {
    throw NO_JSON_FORM;
  }
  opaque(): unknown {
    throw NO_JSON_FORM;
  }
  calendar(): unknown {
    throw NO_JSON_FORM;
  }
  open(f: Frame, kind: number, open: number, module: string): Frame {
    this.opened = kind;
    if (kind === K_TUPLE) return new Frame(kind, open, module, this.parts, [], null);
    if (kind === K_MAP) return JSON_BUILDER.open(f, kind, open, module);
    throw NO_JSON_FORM;
  }
  // The reader stores root values itself; these never run for the root frame.
  mapKey(): void {
    throw NO_JSON_FORM;
  }
  kwKey(): void {
    throw NO_JSON_FORM;
  }
  add(): void {
    throw NO_JSON_FORM;
  }
  finish(): unknown {
    throw NO_JSON_FORM;
  }
}

/** Builder of the top-level tuple: an atom tag first, then JSON elements (kept in `items`). */
class PartsBuilder implements Builder {
  tag: string | null = null;
  readonly starts: number[] = [];
  private tagDone = false;

  valueStart(f: Frame, pos: number): void {
    // Only the tuple's own elements: nested frames belong to the JSON builder.
    if (f.b === this) this.starts.push(pos);
  }

  atom(f: Frame, name: string): unknown {
    if (this.tagDone) return JSON_BUILDER.atom(f, name);
    // nil, true and false are not atoms: such a tuple is not tagged.
    if (name === 'nil' || name === 'true' || name === 'false') throw NO_JSON_FORM;
    this.tag = name;
    return name;
  }
  opaque(): unknown {
    throw NO_JSON_FORM;
  }
  calendar(f: Frame, value: CalendarValue): unknown {
    if (!this.tagDone) throw NO_JSON_FORM; // a date is no tag
    return JSON_BUILDER.calendar(f, value);
  }
  open(f: Frame, kind: number, open: number, module: string): Frame {
    if (!this.tagDone) throw NO_JSON_FORM;
    return JSON_BUILDER.open(f, kind, open, module);
  }
  mapKey(): void {
    throw NO_JSON_FORM;
  }
  kwKey(): void {
    // A trailing keyword list holds 2-tuples (no JSON form); as the first element it is no tag.
    throw NO_JSON_FORM;
  }
  add(f: Frame, value: unknown): void {
    if (this.tagDone) f.items.push(value);
    else if (this.tag === null) throw NO_JSON_FORM; // a first element that is not an atom
    else this.tagDone = true;
  }
  finish(f: Frame): unknown {
    if (!this.tagDone) throw NO_JSON_FORM; // `{}`
    return f.items;
  }
}
