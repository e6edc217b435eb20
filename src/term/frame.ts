// The reader's frame stack and the builder interface that turns what it reads into values.
// One grammar (reader.ts) drives either builder: Term values (term-builder.ts) or JSON (json-builder.ts).
import type { CalendarValue } from './calendar';

/**
 * Frame kinds; a frame stack replaces recursion so depth is unbounded.
 *
 * @example
 * // The frame of a `%{...}`:
 * new Frame(K_MAP, 0, '', TERM_BUILDER, [], null).kind === K_MAP // => true
 */
export const K_ROOT = 0,
  K_LIST = 1,
  K_TUPLE = 2,
  K_MAP = 3,
  K_STRUCT = 4;
/**
 * Frame states: expecting an item, a separator, `=>`, the value after a key, or end of input.
 *
 * @example
 * // A frame opens expecting an item (in a map: a key).
 * new Frame(K_MAP, 0, '', TERM_BUILDER, [], null).state === S_ITEM // => true
 */
export const S_ITEM = 0,
  S_SEP = 1,
  S_ARROW = 2,
  S_VALUE = 3,
  S_END = 4;

/**
 * Shared by frames that keep no items (the root, JSON maps); never written to.
 *
 * @example
 * new Frame(K_MAP, 0, '', JSON_BUILDER, NO_ITEMS, {}).items === NO_ITEMS // => true
 */
export const NO_ITEMS: unknown[] = [];

/**
 * One open container. `items` collects list/tuple items (and, for the term builder, map entries
 * and struct fields); `obj` is the object a JSON map is written into.
 *
 * @example
 * // The frame of a list opened at offset 0:
 * const frame = new Frame(K_LIST, 0, '', TERM_BUILDER, [], null);
 * [frame.kind === K_LIST, frame.open, frame.items] // => [true, 0, []]
 */
export class Frame {
  state: number = S_ITEM;
  /** The pending key: a term (term map / keyword list), a field name (struct) or a JSON key. */
  key: unknown = null;
  keyStart = 0;
  keyEnd = 0;
  /** The finished value (root frame only). */
  result: unknown = null;
  /** Set once a keyword entry (`name: value`) was read: only keyword entries may follow. */
  kw = false;
  /** Where keyword entries go (term builder): the list itself, or a trailing list in a tuple. */
  kwList: unknown[] | null = null;
  constructor(
    readonly kind: number,
    readonly open: number,
    readonly module: string,
    readonly b: Builder,
    readonly items: unknown[],
    readonly obj: Record<string, unknown> | null,
  ) {}
}

/**
 * Builds values for the reader. Each method gets the frame that will receive the value: the
 * builder of that frame decides how atoms, opaque terms and child containers are made.
 *
 * @example
 * const frame = new Frame(K_LIST, 0, '', TERM_BUILDER, [], null);
 * TERM_BUILDER.atom(frame, 'ok') // => { type: 'atom', name: 'ok' }
 * JSON_BUILDER.atom(frame, 'ok') // => 'ok'
 */
export interface Builder {
  /** The value of the atom `name` (`nil`, `true` and `false` included). */
  atom(f: Frame, name: string): unknown;
  /** The value of an opaque term such as `#PID<0.1.0>`. */
  opaque(f: Frame, text: string): unknown;
  /** A frame for a container of `kind` opened at offset `open` as a value inside `f`. */
  open(f: Frame, kind: number, open: number, module: string): Frame;
  /** Stores the key just read in map frame `f` (`key => ...`). */
  mapKey(f: Frame, key: unknown): void;
  /** Stores the keyword key or struct field name `name` (`name: ...`) in `f`. */
  kwKey(f: Frame, name: string): void;
  /** Adds an item, or the value for the pending key, to `f`. */
  add(f: Frame, value: unknown): void;
  /** The finished value of container frame `f`. */
  finish(f: Frame): unknown;
  /** The value of a calendar struct (a ~U[…] sigil or #DateTime<…>). */
  calendar(f: Frame, value: CalendarValue): unknown;
  /** Told where each value inside `f` starts (0-based offset), before it is read; optional. */
  valueStart?(f: Frame, pos: number): void;
}
