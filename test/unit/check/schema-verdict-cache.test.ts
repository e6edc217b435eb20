import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schemaDefects } from '../../../src/check/schema/validate';

// Schema-like JSON: keywords of 2020-12 (right and wrong values), nested, and a unique $comment
// per case so the first call is judged afresh.
const KEYS = ['type', 'properties', 'items', 'minimum', 'required', '$ref', '$defs', 'anyOf', 'format', 'enum', 'x-a'];
const schemaArbitrary = fc.object({
  key: fc.constantFrom(...KEYS),
  values: [fc.constantFrom('object', 'string', 'objekt', '#/$defs/a', '#/$defs/missing'), fc.integer(), fc.boolean()],
  maxDepth: 3,
});

// Judged by the uncached path: a class instance with the same keys is no plain JSON.
class Schema {}
const unplain = (value: Record<string, unknown>) => Object.assign(new Schema(), value);

let serial = 0;

describe('schemaDefects verdict cache', () => {
  it('gives a repeated schema (a fresh parse of the same text) the verdict the uncached path gives', () => {
    fc.assert(
      fc.property(schemaArbitrary, (shape) => {
        const text = JSON.stringify({ ...shape, $comment: `case ${serial++}` });
        const first = schemaDefects(JSON.parse(text));
        const again = schemaDefects(JSON.parse(text));
        const uncached = schemaDefects(unplain(JSON.parse(text)));
        expect(again).toEqual(first);
        expect(again).toEqual(uncached);
      }),
      { numRuns: 200 },
    );
  });

  it('hands out a copy of a cached list of violations: a caller that changes it changes no later verdict', () => {
    const text = '{"type": "objekt", "properties": {"a": {"minimum": "x"}}}';
    const first = schemaDefects(JSON.parse(text));
    const judged = structuredClone(first);
    expect(first.kind === 'invalid' && first.violations.length).toBeGreaterThan(1);
    if (first.kind === 'invalid') first.violations.length = 0;
    expect(schemaDefects(JSON.parse(text))).toEqual(judged);
  });

  it('does not take a schema with a non-JSON value for its text', () => {
    expect(schemaDefects({ type: 'object', minimum: 1 }).kind).toBe('valid');
    // NaN is written as null: the text matches a plain schema whose verdict differs.
    expect(schemaDefects(JSON.parse('{"type": "object", "minimum": null}')).kind).toBe('invalid');
    expect(schemaDefects({ type: 'object', minimum: Number.NaN })).toEqual(
      schemaDefects(unplain({ type: 'object', minimum: Number.NaN })),
    );
  });
});
