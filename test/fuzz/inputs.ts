// Input generators for the fuzz targets: random text, token soup close to IEx and JSON, printed
// values mutated at random places, deep nesting and long runs. Sizes stay bounded so a run of
// 100,000 inputs per target takes minutes, not hours.
import fc from 'fast-check';
import { inspectTerm } from '../../src/term';
import { termArbitrary } from '../unit/term/readable-terms';

const ELIXIR_TOKENS = [
  '{',
  '}',
  '[',
  ']',
  '%{',
  '%Foo{',
  '=>',
  ',',
  ':',
  ':ok',
  ':error',
  'nil',
  'true',
  'a:',
  '"',
  "'",
  '\\',
  'x',
  '#PID<0.1.0>',
  '#Ref<',
  '<<',
  '>>',
  '~c"',
  '~D[2026-07-28]',
  '~U[2026-07-28 00:00:00Z]',
  '~T[',
  '~s(',
  '~r/',
  '?',
  '?\\',
  '-',
  '0x',
  '0X',
  '1',
  '1.0',
  '1e5',
  '1.0e400',
  '9007199254740993',
  '_',
  '#',
  '\n',
  '\r',
  ' ',
  '\t',
  'iex(1)> ',
  '...(1)> ',
  '&Enum.map/2',
  'MyApp.Key',
  '...',
  '|',
  '\u00a0',
  '\ufeff',
  '😀',
  '\ud800',
];
const JSON_TOKENS = [
  '{',
  '}',
  '[',
  ']',
  '"',
  ':',
  ',',
  '"a"',
  '"jsonrpc"',
  '"2.0"',
  '"result"',
  '"error"',
  '"id"',
  '1',
  '-0',
  '1e400',
  '9007199254740993',
  '0x10',
  'true',
  'false',
  'null',
  '\\',
  '\\u12',
  '\\q',
  '"=>"',
  '\n',
  '\r',
  ' ',
  '//',
  '/*',
];

const soup = (tokens: readonly string[], maxLength: number) =>
  fc.array(fc.constantFrom(...tokens), { maxLength }).map((parts) => parts.join(''));

/** Replaces, deletes or inserts characters at random places of a valid text. */
function mutated(valid: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const edit = fc.tuple(fc.nat(), fc.nat({ max: 4 }), fc.string({ unit: 'binary', maxLength: 4 }));
  return fc.tuple(valid, fc.array(edit, { minLength: 1, maxLength: 4 })).map(([text, edits]) => {
    let out = text;
    for (const [at, cut, insert] of edits) {
      const i = out.length === 0 ? 0 : at % (out.length + 1);
      out = out.slice(0, i) + insert + out.slice(i + cut);
    }
    return out;
  });
}

const deep = fc
  .tuple(fc.constantFrom('[', '{"a":', '%{a: ', '{:ok, ', '{'), fc.integer({ min: 100, max: 20_000 }), fc.boolean())
  .map(([open, depth, closed]) => {
    const close = open === '[' ? ']' : '}';
    return open.repeat(depth) + '1' + (closed ? close.repeat(depth) : '');
  });

const longRun = fc
  .tuple(
    fc.constantFrom('a', 'A', '"', '%', '#a', '~A', '9', ' ', '\n', '\\'),
    fc.integer({ min: 1_000, max: 200_000 }),
  )
  .map(([unit, n]) => unit.repeat(n));

const printedTerm = termArbitrary.map((t) => inspectTerm(t, { pretty: true }));
const printedJson = fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v, null, 1));

/**
 * Any text a user could paste: each kind in proportion, hostile kinds included.
 *
 * @example
 * fc.sample(pastedText, 3)
 */
export const pastedText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: soup(ELIXIR_TOKENS, 40) },
  { weight: 3, arbitrary: soup(JSON_TOKENS, 40) },
  { weight: 3, arbitrary: mutated(printedTerm) },
  { weight: 2, arbitrary: mutated(printedJson) },
  { weight: 2, arbitrary: printedTerm.map((t) => `{:ok, %{"x" => ${t}}}`) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 1, arbitrary: deep },
  { weight: 1, arbitrary: longRun },
);

/** Request method names, Object.prototype's included. */
export const methodName: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'tools/list',
    'tools/call',
    'resources/read',
    'prompts/get',
    'server/discover',
    'subscriptions/listen',
    'tasks/get',
    'initialize',
    'constructor',
    'toString',
    '__proto__',
    'hasOwnProperty',
    'valueOf',
  ),
  fc.string({ maxLength: 12 }),
);

/** Response bodies: JSON-RPC messages with hostile members, SSE streams, or any text. */
export const responseBody: fc.Arbitrary<string> = fc.oneof(
  fc
    .record({ jsonrpc: fc.constantFrom('2.0', 2), id: fc.jsonValue(), result: fc.jsonValue({ maxDepth: 4 }) })
    .map((m) => JSON.stringify(m)),
  fc
    .array(
      fc.record({
        jsonrpc: fc.constant('2.0'),
        method: methodName,
        params: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 })),
      }),
      { maxLength: 4 },
    )
    .map(
      (frames) =>
        frames.map((f) => `data: ${JSON.stringify(f)}\n\n`).join('') + 'data: {"jsonrpc":"2.0","id":1,"result":{}}\n\n',
    ),
  pastedText,
);

/** Location hashes a shared link could carry. */
export const linkHash: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('#s=', '#example/', '#/playground?example=', '#'),
    fc.oneof(fc.string({ unit: 'binary', maxLength: 80 }), soup(['%', 'E0', 'A4', 'zz', 'A', '-', '_', '='], 30)),
  )
  .map(([prefix, rest]) => prefix + rest);
