import { isTagged } from '../term/build';
import type { MapTerm, StructTerm, Term } from '../term/types';

// Internal helpers shared by the normalizer files; not exported from the barrel.

/** Tells whether `term` is the atom named `name`. */
export function isAtomNamed(term: Term, name: string): boolean {
  return isTagged(term, 'atom') && term.name === name;
}

/**
 * Elixir's `is_struct/1`: a struct term, or a map whose `:__struct__` key holds an atom
 * (what `Map.delete(struct, :content)` leaves behind in `tool_result/2`).
 */
export function isStructLike(term: Term): term is StructTerm | MapTerm {
  if (isTagged(term, 'struct')) return true;
  if (!isTagged(term, 'map')) return false;
  for (const [key, value] of term.entries) {
    if (key !== null && typeof key === 'object' && isAtomNamed(key, '__struct__') && isTagged(value, 'atom'))
      return true;
  }
  return false;
}

/** The value under the atom key `name` of a map or struct, or `undefined` when absent. */
export function atomKeyValue(term: MapTerm | StructTerm, name: string): Term | undefined {
  if (term.type === 'struct') return term.fields.find(([field]) => field === name)?.[1];
  return term.entries.find(([key]) => isAtomNamed(key, name))?.[1];
}

/** The value under the binary key `key` of a map, or `undefined` when absent. */
export function binaryKeyValue(term: MapTerm, key: string): Term | undefined {
  return term.entries.find(([k]) => k === key)?.[1];
}
