import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareJson, jsonPointer, type JsonComparison } from '../../../src/index';

const texts = (expected: string, actual: string) => compareJson({ text: expected }, { text: actual });
const values = (expected: unknown, actual: unknown) => compareJson({ value: expected }, { value: actual });

/** The text of a value with every object's members written in reverse order. */
function reversedText(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(reversedText).join(',')}]`;
  if (typeof value === 'object' && value !== null)
    return `{${Object.entries(value)
      .reverse()
      .map(([k, v]) => `${JSON.stringify(k)}:${reversedText(v)}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** Pointers of the objects with two members or more, parents first, in member order. */
function objectsWithSeveralMembers(value: unknown, path: (string | number)[] = []): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => objectsWithSeveralMembers(v, [...path, i]));
  if (typeof value !== 'object' || value === null) return [];
  const entries = Object.entries(value);
  return [
    ...(entries.length >= 2 ? [jsonPointer(...path)] : []),
    ...entries.flatMap(([k, v]) => objectsWithSeveralMembers(v, [...path, k])),
  ];
}

/** A comparison seen from the other side, in an order that does not depend on which side led. */
function mirrored(comparison: JsonComparison): JsonComparison {
  if (comparison.kind !== 'different') return sorted(comparison);
  const differences = comparison.differences.map(({ pointer, change, expected, actual }) =>
    change === 'added'
      ? { pointer, change: 'removed' as const, expected: actual }
      : change === 'removed'
        ? { pointer, change: 'added' as const, actual: expected }
        : { pointer, change, expected: actual, actual: expected },
  );
  return sorted({ ...comparison, differences });
}

function sorted(comparison: JsonComparison): JsonComparison {
  const byPointer = <T extends { pointer: string }>(x: T, y: T) =>
    x.pointer < y.pointer ? -1 : x.pointer > y.pointer ? 1 : 0;
  if (comparison.kind === 'reordered') return { ...comparison, reordered: [...comparison.reordered].sort() };
  if (comparison.kind !== 'different') return comparison;
  return {
    ...comparison,
    differences: [...comparison.differences].sort(byPointer),
    reordered: [...comparison.reordered].sort(),
  };
}

describe('compareJson', () => {
  it('says "identical apart from member order" for an SDK answer that writes result before jsonrpc', () => {
    expect(
      texts('{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}', '{"result":{"tools":[]},"jsonrpc":"2.0","id":1}'),
    ).toEqual({ kind: 'reordered', reordered: [''] });
  });

  it('names every reordered object, parents first, and only those', () => {
    expect(texts('{"a":{"x":1,"y":2},"b":{"p":1,"q":2}}', '{"a":{"x":1,"y":2},"b":{"q":2,"p":1}}')).toEqual({
      kind: 'reordered',
      reordered: ['/b'],
    });
  });

  it('is identical for the same meaning written differently: spacing, number spelling, escapes', () => {
    expect(texts('{"n": 1.50e1, "s": "\\u0041", "z": -0}', '{ "n" : 15, "s" : "A", "z" : 0 }')).toEqual({
      kind: 'identical',
    });
    expect(texts('[100, 0.001]', '[1e2, 1E-3]')).toEqual({ kind: 'identical' });
  });

  it('tells apart integers a JavaScript number cannot (given as text)', () => {
    expect(texts('{"id": 12345678901234567890}', '{"id": 12345678901234567891}')).toMatchObject({
      kind: 'different',
      differences: [{ pointer: '/id', change: 'changed' }],
    });
  });

  it('lists each difference with its pointer, in document order, and any reordering too', () => {
    const result = values(
      { jsonrpc: '2.0', id: 1, result: { ttlMs: 60000, cacheScope: 'private', tools: [1, 2] } },
      { id: 1, jsonrpc: '2.0', result: { ttlMs: 30000, tools: [1], resultType: 'complete' } },
    );
    expect(result).toEqual({
      kind: 'different',
      differences: [
        { pointer: '/result/ttlMs', change: 'changed', expected: 60000, actual: 30000 },
        { pointer: '/result/cacheScope', change: 'removed', expected: 'private' },
        { pointer: '/result/tools/1', change: 'removed', expected: 2 },
        { pointer: '/result/resultType', change: 'added', actual: 'complete' },
      ],
      reordered: [''],
    });
  });

  it('treats array order as meaning, and a type change as a change (containers summarised)', () => {
    expect(values([1, 2], [2, 1])).toMatchObject({
      kind: 'different',
      differences: [{ pointer: '/0' }, { pointer: '/1' }],
    });
    expect(values({ a: { b: 1 } }, { a: [] })).toEqual({
      kind: 'different',
      differences: [{ pointer: '/a', change: 'changed', expected: '{…}', actual: [] }],
      reordered: [],
    });
    expect(values({ a: null }, { a: false }).kind).toBe('different');
    expect(values({ 'a/b~c': 1 }, {})).toMatchObject({ differences: [{ pointer: '/a~1b~0c', change: 'removed' }] });
  });

  it('compares a text with a value, and a repeated key means its last value at its first place', () => {
    expect(compareJson({ text: '{"a":1,"b":2,"a":3}' }, { value: { a: 3, b: 2 } })).toEqual({ kind: 'identical' });
  });

  it('says which side is not JSON instead of throwing', () => {
    expect(texts('{"a":1}', '{"a":1,}')).toMatchObject({ kind: 'unreadable', side: 'actual' });
    expect(texts('// c\n{}', '{}')).toMatchObject({ kind: 'unreadable', side: 'expected' });
    expect(texts('', '{}')).toMatchObject({ kind: 'unreadable', message: expect.stringMatching(/^not JSON/) });
  });

  it('handles nesting far deeper than the call stack', () => {
    const deep = '['.repeat(50_000) + ']'.repeat(50_000);
    expect(texts(deep, deep)).toEqual({ kind: 'identical' });
    const other = '['.repeat(50_000) + '1' + ']'.repeat(50_000);
    expect(texts(deep, other)).toMatchObject({ kind: 'different', differences: [{ change: 'added' }] });
  });

  it('property: a document equals itself, as text or value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(values(value, value)).toEqual({ kind: 'identical' });
        expect(compareJson({ text: JSON.stringify(value) }, { value })).toEqual({ kind: 'identical' });
      }),
    );
  });

  it('property: writing every object backwards is "reordered" at exactly the objects with two members or more', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const several = objectsWithSeveralMembers(value);
        const result = texts(JSON.stringify(value), reversedText(value));
        expect(result).toEqual(
          several.length === 0 ? { kind: 'identical' } : { kind: 'reordered', reordered: several },
        );
      }),
    );
  });

  it('property: swapping the sides mirrors the answer, and an added element is reported at its pointer', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (left, right) => {
        const forward = values(left, right);
        expect(sorted(values(right, left))).toEqual(mirrored(forward));
        expect(values({ wrap: [left] }, { wrap: [left, 'extra'] })).toMatchObject({
          kind: 'different',
          differences: [{ pointer: '/wrap/1', change: 'added', actual: 'extra' }],
        });
      }),
    );
  });
});
