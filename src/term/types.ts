/**
 * The Elixir term model. A plain JS object cannot tell `%{input_schema: 1}` from
 * `%{"input_schema" => 1}`, so everything that is not nil, a boolean, a number, a binary
 * (JS string) or a list (JS array) is a tagged object.
 */

/** An atom such as `:ok` (name `"ok"`) or the alias `MyApp.Key` (name `"Elixir.MyApp.Key"`). */
export interface AtomTerm {
  readonly type: 'atom';
  readonly name: string;
}

/** A tuple such as `{:ok, 1}`. */
export interface TupleTerm {
  readonly type: 'tuple';
  readonly items: readonly Term[];
}

/** A map; keys may be any term and keep their insertion order (for display only). */
export interface MapTerm {
  readonly type: 'map';
  readonly entries: readonly (readonly [Term, Term])[];
}

/** A struct such as `%RuntimeError{message: "boom"}`; `module` has no `Elixir.` prefix. */
export interface StructTerm {
  readonly type: 'struct';
  readonly module: string;
  readonly fields: readonly (readonly [string, Term])[];
}

/** A value with no literal syntax: `#PID<0.1.0>`, `#Reference<...>`, `#Function<...>`, `#Port<...>`. */
export interface OpaqueTerm {
  readonly type: 'opaque';
  readonly text: string;
}

/**
 * Any Elixir value. `null` is nil, a string is a binary, an array is a list.
 *
 * @example
 * const ok: Term = { type: 'tuple', items: [{ type: 'atom', name: 'ok' }, 1] }; // {:ok, 1}
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
