import { isTagged } from '../term/build';
import type { MapTerm, Term } from '../term/types';
import { isStructLike } from './lookup';

/**
 * The rc.5 key table of `stringify_key/1`: atom key name -> wire key. Every other atom key
 * becomes its own name (so `ttl_ms` and `cache_scope` stay snake_case in rc.5).
 *
 * @example
 * KEY_TABLE.input_schema // => 'inputSchema'
 */
export const KEY_TABLE = Object.freeze({
  input_schema: 'inputSchema',
  output_schema: 'outputSchema',
  mime_type: 'mimeType',
  uri_template: 'uriTemplate',
  list_pattern: 'listPattern',
  is_error: 'isError',
  'is_error?': 'isError',
} as const);

/**
 * Renames one map key: an atom becomes its wire name, any other key is returned unchanged.
 *
 * @example
 * stringifyKey(atom('mime_type')) // => 'mimeType'
 * stringifyKey(atom('Elixir.MyApp.Key')) // => 'Elixir.MyApp.Key'
 * // Binary keys are never renamed; null is the atom nil.
 * stringifyKey('mime_type') // => 'mime_type'
 * stringifyKey(null) // => 'nil'
 */
export function stringifyKey(key: Term): Term {
  const name = atomNameOf(key);
  if (name === null) return key;
  // hasOwn, so atoms such as :constructor or :__proto__ never hit Object.prototype.
  return Object.hasOwn(KEY_TABLE, name) ? KEY_TABLE[name as keyof typeof KEY_TABLE] : name;
}

// nil, true and false are atoms in Elixir; the term model writes them as null and booleans.
function atomNameOf(key: Term): string | null {
  if (key === null) return 'nil';
  if (typeof key === 'boolean') return String(key);
  return isTagged(key, 'atom') ? key.name : null;
}

type Entry = readonly [Term, Term];

// One explicit-stack frame per list or non-struct map being walked (a single class keeps
// the hot loop monomorphic). listOut/mapOut stay null until a key or child changes.
class Frame {
  index = 0;
  renamed = false;
  listOut: Term[] | null = null;
  mapOut: Entry[] | null = null;
  readonly size: number;

  constructor(
    readonly list: readonly Term[] | null,
    readonly map: MapTerm | null,
  ) {
    this.size = list ? list.length : (map as MapTerm).entries.length;
  }

  child(): Term {
    return (this.list ? this.list[this.index] : this.map?.entries[this.index]?.[1]) as Term;
  }
}

function isWalkable(term: Term): term is readonly Term[] | MapTerm {
  if (term === null || typeof term !== 'object') return false;
  return Array.isArray(term) || ((term as MapTerm).type === 'map' && !isStructLike(term as MapTerm));
}

function open(term: readonly Term[] | MapTerm): Frame {
  return Array.isArray(term) ? new Frame(term, null) : new Frame(null, term as MapTerm);
}

// Copies a container only once a child or key actually changed, so subtrees without atom
// keys come back as the very same objects (no copying on large JSON-like payloads).
function accept(frame: Frame, value: Term): void {
  const i = frame.index;
  frame.index = i + 1;
  if (frame.list) {
    if (frame.listOut === null && value !== frame.list[i]) frame.listOut = frame.list.slice(0, i);
    frame.listOut?.push(value);
    return;
  }
  const entries = (frame.map as MapTerm).entries;
  const entry = entries[i] as Entry;
  const key = entry[0];
  const wireKey = stringifyKey(key);
  if (wireKey !== key) frame.renamed = true;
  if (frame.mapOut === null && (value !== entry[1] || wireKey !== key)) frame.mapOut = entries.slice(0, i);
  frame.mapOut?.push([wireKey, value]);
}

// Only renamed maps can collide; most have no duplicate wire key, so check cheaply first.
function hasDuplicateKey(out: readonly Entry[]): boolean {
  if (out.length > 16) return new Set(out.map(([key]) => key)).size !== out.length;
  for (let i = 1; i < out.length; i += 1) {
    const key = out[i]?.[0];
    for (let j = 0; j < i; j += 1) if (typeof key === 'string' && out[j]?.[0] === key) return true;
  }
  return false;
}

// Key collisions (§3.8): Map.new keeps the pair it sees last, and a small Erlang map iterates
// atom keys (by name) before binary keys. We apply that order at every map size, so a binary
// key beats an atom key and :is_error? beats :is_error; the winner keeps its own position.
function resolveCollisions(original: readonly Entry[], out: readonly Entry[]): MapTerm {
  const winners = new Map<string, number>();
  const atomName = (i: number): string | null => {
    const key = original[i]?.[0];
    return key === undefined ? null : atomNameOf(key); // null = binary key, after every atom
  };
  for (let i = 0; i < out.length; i += 1) {
    const key = out[i]?.[0];
    if (typeof key !== 'string') continue;
    const held = winners.get(key);
    const mine = atomName(i);
    const theirs = held === undefined ? null : atomName(held);
    if (held === undefined || mine === null || (theirs !== null && mine >= theirs)) winners.set(key, i);
  }
  return { type: 'map', entries: out.filter(([key], i) => typeof key !== 'string' || winners.get(key) === i) };
}

function close(frame: Frame): Term {
  if (frame.list) return frame.listOut ?? frame.list;
  const source = frame.map as MapTerm;
  const out = frame.mapOut;
  if (out === null) return source;
  if (frame.renamed && hasDuplicateKey(out)) return resolveCollisions(source.entries, out);
  return { type: 'map', entries: out };
}

/**
 * `stringify_keys/1`: turns atom keys into binary keys (through {@link KEY_TABLE}) in lists
 * and non-struct maps, recursively. Stops at structs, tuples (keyword lists stay tuples),
 * atoms, numbers, binaries and nil; atom values stay atoms. Iterative, so any depth works.
 *
 * @example
 * inspectTerm(stringifyKeys(map([atom('is_error'), true], [atom('type'), atom('text')])))
 * // => '%{"isError" => true, "type" => :text}'
 */
export function stringifyKeys(term: Term): Term {
  if (!isWalkable(term)) return term;
  const stack: Frame[] = [open(term)];
  let result: Term = term;
  let returning = false;
  for (;;) {
    const frame = stack[stack.length - 1] as Frame;
    if (returning) accept(frame, result);
    returning = false;
    let child: Term = null;
    while (frame.index < frame.size && !isWalkable((child = frame.child()))) accept(frame, child);
    if (frame.index < frame.size) {
      stack.push(open(child as readonly Term[] | MapTerm));
      continue;
    }
    stack.pop();
    result = close(frame);
    if (stack.length === 0) return result;
    returning = true;
  }
}
