import fc from 'fast-check';
import { atom, map, opaque, struct, tuple } from '../../src/term';
import { canonicalKey } from '../../src/term/equal';
import type { AtomTerm, Term } from '../../src/term';

// nil, true and false are not atoms in the term model (they are null and the booleans).
const NOT_ATOMS = new Set(['nil', 'true', 'false']);

/** Atom names: identifiers, names that need quotes, aliases (`Elixir.` prefix), operators, unicode. */
export const atomNameArbitrary: fc.Arbitrary<string> = fc
  .oneof(
    fc.constantFrom(
      'ok',
      'error',
      'is_error?',
      'valid!',
      'input_schema',
      '_',
      'Foo',
      'nonode@nohost',
      'a b',
      'with "quotes"',
      'back\\slash',
      '#{x}',
      'a\nb',
      ':colon',
      'a:',
      '',
      'café',
      '😀',
      '+',
      '<<>>',
      '%{}',
      '::',
      '\\\\',
      '...',
      '|',
      'Elixir',
      'Elixir.Foo',
      'Elixir.MyApp.Key',
      'Elixir.foo',
      'Elixir.Elixir.Foo',
      'Elixir.Foo.',
      'Foo.Bar',
      'NIL',
      'Nil',
    ),
    fc.stringMatching(/^[a-z_][a-zA-Z0-9_@]{0,8}[?!]?$/),
    fc
      .array(fc.stringMatching(/^[A-Z][a-zA-Z0-9_]{0,5}$/), { minLength: 1, maxLength: 3 })
      .map((s) => `Elixir.${s.join('.')}`),
    fc.string({ unit: 'binary', maxLength: 8 }),
  )
  .filter((name) => !NOT_ATOMS.has(name));

export const atomArbitrary: fc.Arbitrary<AtomTerm> = atomNameArbitrary.map(atom);

/** Binaries: ASCII, any code point, graphemes and escape-heavy texts. */
export const binaryArbitrary: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
  fc.constantFrom(
    '',
    '\n\t\r',
    '\x1b[0m',
    '\0',
    'say "hi"',
    'C:\\dir',
    '#{not interpolated}',
    '\\#{',
    '\u0085\u2028',
    "it's",
    '~c"x"',
    '%{a: 1}',
  ),
);

/** Finite numbers: integers, doubles (including -0, tiny and huge ones) and edge values. */
export const numberArbitrary: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.integer({ min: -1000, max: 1000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(
    0,
    -0,
    0.1,
    1.5,
    -2.5e-10,
    1e21,
    2 ** 53,
    -(2 ** 53) - 2,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    123456789.125,
  ),
);

/** Opaque inspect texts that parseTerm can read back. */
export const opaqueArbitrary: fc.Arbitrary<Term> = fc
  .constantFrom(
    '#PID<0.123.0>',
    '#Reference<0.1.2.3>',
    '#Function<12.345/1 in :erl_eval.expr/6>',
    '#Port<0.5>',
    '#MapSet<[1, 2]>',
    '#MapSet<[%{"a" => ">"}]>',
    '#Ecto.Changeset<action: nil, changes: %{}, valid?: true>',
    '#Inspect.Error<message: "a -> b">',
    '&Enum.map/2',
    '&:erlang.+/2',
    '~D[2024-01-01]',
    '~r/a+b/i',
    '<<255, 0>>',
  )
  .map(opaque);

const moduleArbitrary = fc.oneof(
  fc.constantFrom('RuntimeError', 'MyApp.Error', 'ArgumentError', 'URI', 'A.B.C'),
  fc.stringMatching(/^[A-Z][a-zA-Z0-9_]{0,6}(\.[A-Z][a-zA-Z0-9_]{0,4})?$/),
);

const fieldNameArbitrary = fc.oneof(
  fc.constantFrom('message', 'content', 'nil', 'true', 'is_error?', 'odd name', '"q"', ''),
  fc.stringMatching(/^[a-z_][a-z0-9_]{0,6}$/),
  fc.string({ maxLength: 6 }),
);

const scalarArbitrary: fc.Arbitrary<Term> = fc.oneof(
  fc.constantFrom<Term>(null, true, false),
  numberArbitrary,
  binaryArbitrary,
  atomArbitrary,
  opaqueArbitrary,
);

/** Map entries with distinct keys (by termEquals), as in a real Elixir map. */
function entries(key: fc.Arbitrary<Term>, value: fc.Arbitrary<Term>, maxLength: number): fc.Arbitrary<[Term, Term][]> {
  return fc.uniqueArray(fc.tuple(key, value), { maxLength, selector: ([k]) => canonicalKey(k) });
}

/** Options of {@link makeTermArbitrary}. */
export interface TermArbitraryOptions {
  /** Only atom and binary map keys (binaries not starting with ":"): what tagged JSON can hold. */
  taggedSafe?: boolean;
  maxLength?: number;
}

/**
 * Builds an arbitrary for terms: nested lists, tuples, maps with mixed key kinds (or only atom keys,
 * printed in shorthand), structs, keyword-looking lists of 2-tuples, and all scalars.
 */
export function makeTermArbitrary(options: TermArbitraryOptions = {}): fc.Arbitrary<Term> {
  const maxLength = options.maxLength ?? 4;
  const { term } = fc.letrec<{ term: Term; key: Term }>((tie) => ({
    term: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      scalarArbitrary,
      fc.array(tie('term'), { maxLength }),
      fc.array(tie('term'), { maxLength }).map((items) => tuple(...items)),
      entries(tie('key'), tie('term'), maxLength).map((entries) => map(...entries)),
      entries(fc.oneof(atomArbitrary, fc.constantFrom<Term>(null, true, false)), tie('term'), maxLength).map((e) =>
        map(...e),
      ),
      fc
        .array(fc.tuple(atomArbitrary, tie('term')), { minLength: 1, maxLength })
        .map((pairs) => pairs.map(([k, v]) => tuple(k, v))),
      fc
        .tuple(
          moduleArbitrary,
          fc.uniqueArray(fc.tuple(fieldNameArbitrary, tie('term')), { maxLength, selector: ([name]) => name }),
        )
        .map(([m, f]) => struct(m, ...f)),
    ),
    key: options.taggedSafe
      ? fc.oneof(
          atomArbitrary,
          binaryArbitrary.filter((s) => !s.startsWith(':') && !s.startsWith('$')),
          fc.constantFrom<Term>(null, true, false),
        )
      : fc.oneof(
          { depthSize: 'small' },
          atomArbitrary,
          binaryArbitrary,
          fc.integer(),
          fc.constantFrom<Term>(null, true, 1.5),
          tie('term'),
        ),
  }));
  return term;
}

/** Any term (see {@link makeTermArbitrary}). */
export const termArbitrary: fc.Arbitrary<Term> = makeTermArbitrary();

/** Terms that the tagged JSON notation can hold. */
export const taggedTermArbitrary: fc.Arbitrary<Term> = makeTermArbitrary({ taggedSafe: true });

/** JSON values, with ASCII or any-code-point strings and keys. */
export const jsonValueArbitrary: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.jsonValue({ maxDepth: 3, stringUnit: 'binary' }),
);
