import { describe, expect, it } from 'vitest';
import { outputSchemaDrafts } from '../../../src/check/schema/tool-schemas';
import { UNIQUE_ITEMS_LIMIT, uniqueItemsRefusal } from '../../../src/check/schema/unique-items-guard';
import { validateJson } from '../../../src/check/schema/validate';

const SCHEMA = { type: 'object', properties: { rows: { type: 'array', uniqueItems: true } } };
const rows = (n: number): number[][] => Array.from({ length: n }, (_, i) => [i]);

// The validator compares every pair of items: 20,000 rows took 13 s before the bound.
describe('uniqueItems on a long array is never run', () => {
  it('leaves 20,000 rows under uniqueItems unjudged, with the reason', () => {
    expect(validateJson(SCHEMA, { rows: rows(20_000) })).toEqual({
      kind: 'unjudged',
      reason: `an array of 20000 items is longer than the ${UNIQUE_ITEMS_LIMIT} uniqueItems is checked on`,
    });
  });

  it('still judges arrays up to the bound, duplicates included', () => {
    expect(validateJson(SCHEMA, { rows: rows(UNIQUE_ITEMS_LIMIT) })).toEqual({ kind: 'valid' });
    const twice = [...rows(UNIQUE_ITEMS_LIMIT - 1), [0]];
    expect(validateJson(SCHEMA, { rows: twice })).toMatchObject({
      kind: 'invalid',
      violations: [{ pointer: '/rows', keyword: 'uniqueItems' }],
    });
  });

  it('finds the uniqueItems behind a $ref and the long array deep in the value', () => {
    const schema = { $defs: { set: { type: 'array', uniqueItems: true } }, properties: { a: { $ref: '#/$defs/set' } } };
    expect(validateJson(schema, { a: rows(20_000) }).kind).toBe('unjudged');
    expect(validateJson({ type: 'object' }, { a: rows(20_000) })).toEqual({ kind: 'valid' });
  });

  it('walks a value nested 100,000 deep without recursion', () => {
    let deep: unknown = rows(UNIQUE_ITEMS_LIMIT + 1);
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(uniqueItemsRefusal(SCHEMA, deep)).toContain(`${UNIQUE_ITEMS_LIMIT + 1} items`);
  });

  it('makes the call R-TOOLS-14 info', () => {
    const drafts = outputSchemaDrafts('list_rows', SCHEMA, { content: [], structuredContent: { rows: rows(20_000) } });
    expect(drafts.map((d) => [d.rule, d.pointer])).toEqual([['R-TOOLS-14', '/result/structuredContent']]);
    expect(drafts[0]?.message).toContain('uniqueItems');
  });
});
