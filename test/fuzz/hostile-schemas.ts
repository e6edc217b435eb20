// Fuzz target: the example-argument generator (exampleArguments) on hostile tool schemas: deep
// nesting, huge minItems/minLength, long prefixItems and allOf lists, $ref loops, odd keys. Every
// value it builds stays within EXAMPLE_BOUNDS, and a value cut short says where, briefly.
import fc from 'fast-check';
import { MAX_QUOTED } from '../../src/json/clip';
import { EXAMPLE_BOUNDS, exampleArguments } from '../../src/probe/arguments';

const count = fc.oneof(
  fc.nat({ max: 50 }),
  fc.constantFrom(40, 1000, 100_000, 150_000_000, 2 ** 31, Number.MAX_SAFE_INTEGER, 1e300, -1, 0.5, Infinity),
);
const name = fc.oneof(
  fc.constantFrom('a', 'b', '__proto__', 'constructor', 'x'.repeat(300)),
  fc.string({ maxLength: 6 }),
);
const ref = fc.constantFrom('#', '#/properties/a', '#/$defs/loop', '#/items');

const { schema } = fc.letrec<{ schema: unknown }>((tie) => ({
  schema: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record(
      { type: fc.constantFrom('string', 'integer', 'number', 'boolean', 'null'), minLength: count },
      { requiredKeys: ['type'] },
    ),
    fc.record({ $ref: ref, $defs: fc.record({ loop: fc.constant({ $ref: '#/$defs/loop' }) }) }),
    fc.record(
      {
        type: fc.constant('array'),
        minItems: count,
        items: tie('schema'),
        prefixItems: fc.array(tie('schema'), { maxLength: 3 }),
      },
      { requiredKeys: ['type', 'minItems'] },
    ),
    fc.record(
      {
        type: fc.constant('object'),
        properties: fc.dictionary(name, tie('schema'), { maxKeys: 4 }),
        required: fc.array(name, { maxLength: 6 }),
      },
      { requiredKeys: ['required'] },
    ),
    fc.record({ allOf: fc.array(tie('schema'), { maxLength: 4 }) }),
    fc.record({ anyOf: fc.array(tie('schema'), { maxLength: 3 }) }),
    fc.record({ default: fc.oneof(fc.json({ maxDepth: 2 }), fc.constant('x'.repeat(EXAMPLE_BOUNDS.chars + 1))) }),
    fc.anything({ maxDepth: 1 }),
  ),
}));

// A named value's escapes (`"` as `\"`, controls as `\u0000`) can make its JSON up to six times longer.
const MOST_CHARS = 6 * EXAMPLE_BOUNDS.chars + 64;

function fail(why: string): never {
  throw new Error(why);
}

export const hostileSchemas = {
  name: 'exampleArguments (hostile schemas)',
  input: fc.oneof(
    schema,
    // Many levels of arrays, each asking for many items: the audit's tab-freezing schema, scaled.
    fc.tuple(fc.integer({ min: 1, max: 12 }), count).map(([levels, minItems]) => {
      let inner: unknown = { type: 'string', minLength: minItems };
      for (let i = 0; i < levels; i++) inner = { type: 'array', minItems, items: inner };
      return { type: 'object', properties: { rows: inner }, required: ['rows'] };
    }),
  ),
  check(input: unknown): void {
    const built = exampleArguments(input);
    const size = JSON.stringify(built.value)?.length ?? 0;
    if (size > MOST_CHARS) fail(`a value of ${size} characters`);
    if (built.cut !== null && built.cut.length > 2 * MAX_QUOTED) fail(`a cut reason of ${built.cut.length} characters`);
  },
};
