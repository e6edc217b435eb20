// The Elixir term layer: the model, constructors, IEx-syntax reader and printer, equality and
// the JSON bridges (Jason-like and the lossless tagged notation).
export type { AtomTerm, Term } from './types';
export { atom, isTagged, map, opaque, struct, tuple } from './build';
export { TermEncodeError, TermSyntaxError } from './errors';
export { parseTerm } from './parse';
export { parseTaggedTupleToJson, parseTermToJson } from './parse-json';
export { inspectTerm } from './print';
export { termEquals } from './equal';
export { termFromJson, termFromTaggedJson, termToJson, termToTaggedJson } from './json';
