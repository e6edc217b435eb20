/**
 * The Elixir term model. A plain JS object cannot tell `%{input_schema: 1}` from
 * `%{"input_schema" => 1}`, so everything that is not nil, a boolean, a number, a binary
 * (JS string) or a list (JS array) is a tagged object.
 */

/**
 * An atom such as `:ok` (name `"ok"`) or the alias `MyApp.Key` (name `"Elixir.MyApp.Key"`).
 *
 * @example
 * parseTerm('MyApp.Key') // => { type: 'atom', name: 'Elixir.MyApp.Key' }
 */
export interface AtomTerm {
  readonly type: 'atom';
  readonly name: string;
}

/**
 * A tuple such as `{:ok, 1}`.
 *
 * @example
 * const ok: TupleTerm = { type: 'tuple', items: [{ type: 'atom', name: 'ok' }, 1] };
 * inspectTerm(ok) // => '{:ok, 1}'
 */
export interface TupleTerm {
  readonly type: 'tuple';
  readonly items: readonly Term[];
}

/**
 * A map; keys may be any term and keep their insertion order (for display only).
 *
 * @example
 * parseTerm('%{a: 1}') // => { type: 'map', entries: [[{ type: 'atom', name: 'a' }, 1]] }
 */
export interface MapTerm {
  readonly type: 'map';
  readonly entries: readonly (readonly [Term, Term])[];
}

/**
 * A struct such as `%RuntimeError{message: "boom"}`; `module` has no `Elixir.` prefix.
 *
 * @example
 * const error: StructTerm = { type: 'struct', module: 'RuntimeError', fields: [['message', 'boom']] };
 * inspectTerm(error) // => '%RuntimeError{message: "boom"}'
 */
export interface StructTerm {
  readonly type: 'struct';
  readonly module: string;
  readonly fields: readonly (readonly [string, Term])[];
}

/**
 * A value with no literal syntax: `#PID<0.1.0>`, `#Reference<...>`, `#Function<...>`, `#Port<...>`.
 *
 * @example
 * parseTerm('#PID<0.1.0>') // => { type: 'opaque', text: '#PID<0.1.0>' }
 */
export interface OpaqueTerm {
  readonly type: 'opaque';
  readonly text: string;
}

/**
 * Any Elixir value. `null` is nil, a string is a binary, an array is a list.
 *
 * @example
 * const ok: Term = { type: 'tuple', items: [{ type: 'atom', name: 'ok' }, 1] };
 * termEquals(ok, parseTerm('{:ok, 1}')) // => true
 */
export type Term =
  | null
  | boolean
  | number
  | string
  | readonly Term[]
  | AtomTerm
  | TupleTerm
  | MapTerm
  | StructTerm
  | OpaqueTerm;
