import type { AtomTerm, MapTerm, OpaqueTerm, StructTerm, Term, TupleTerm } from './types';

/**
 * Builds an atom term.
 *
 * @example
 * atom('ok') // => { type: 'atom', name: 'ok' }
 * inspectTerm(atom('Elixir.MyApp.Key')) // => 'MyApp.Key'
 */
export function atom(name: string): AtomTerm {
  return { type: 'atom', name };
}

/**
 * Builds a tuple term.
 *
 * @example
 * inspectTerm(tuple(atom('ok'), 1)) // => '{:ok, 1}'
 */
export function tuple(...items: Term[]): TupleTerm {
  return { type: 'tuple', items };
}

/**
 * Builds a map term from key/value pairs.
 *
 * @example
 * inspectTerm(map([atom('a'), 1], ['b', 2])) // => '%{:a => 1, "b" => 2}'
 */
export function map(...entries: (readonly [Term, Term])[]): MapTerm {
  return { type: 'map', entries };
}

/**
 * Builds a struct term; `module` is written without the `Elixir.` prefix.
 *
 * @example
 * inspectTerm(struct('RuntimeError', ['message', 'boom'])) // => '%RuntimeError{message: "boom"}'
 */
export function struct(module: string, ...fields: (readonly [string, Term])[]): StructTerm {
  return { type: 'struct', module, fields };
}

/**
 * Builds an opaque term (pid, reference, function, port) from its inspect text.
 *
 * @example
 * opaque('#PID<0.123.0>') // => { type: 'opaque', text: '#PID<0.123.0>' }
 */
export function opaque(text: string): OpaqueTerm {
  return { type: 'opaque', text };
}

/**
 * Tells whether a term is a tagged object of the given kind.
 *
 * @example
 * isTagged(atom('ok'), 'atom') // => true
 */
export function isTagged<K extends 'atom' | 'tuple' | 'map' | 'struct' | 'opaque'>(
  term: Term,
  kind: K,
): term is Extract<Term, { type: K }> {
  return (
    term !== null && typeof term === 'object' && !Array.isArray(term) && (term as { type?: unknown }).type === kind
  );
}
