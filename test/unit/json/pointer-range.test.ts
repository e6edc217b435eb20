import fc from 'fast-check';
import { parseTree, type Node } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { jsonPointer, pointersToRanges } from '../../../src/index';
import { parsePointer } from '../../../src/json/pointer-range';

// Reference: the straightforward walk over jsonc-parser's tree (the last duplicate key wins).
function viaTree(text: string, pointers: readonly string[]) {
  const root = parseTree(text, [], { allowTrailingComma: true });
  return pointers.map((pointer) => {
    const segments = parsePointer(pointer);
    let node: Node | undefined = root;
    let member: Node | undefined;
    for (const segment of segments ?? []) {
      if (node?.type === 'object')
        node = (member = node.children?.findLast((p) => p.children?.[0]?.value === segment))?.children?.[1];
      else if (node?.type === 'array' && /^(?:0|[1-9]\d*)$/.test(segment))
        [member, node] = [undefined, node.children?.[Number(segment)]];
      else node = member = undefined;
    }
    const hit = segments && node ? (member ?? node) : undefined;
    return hit ? { startOffset: hit.offset, endOffset: hit.offset + hit.length } : null;
  });
}

function paths(v: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const out = [prefix];
  if (Array.isArray(v)) v.forEach((x, i) => out.push(...paths(x, [...prefix, i])));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) out.push(...paths(x, [...prefix, k]));
  return out;
}

describe('pointersToRanges', () => {
  const one = (text: string, pointer: string, includeKey = true) =>
    pointersToRanges(text, [pointer], { includeKey })[0];
  it.each([
    ['{"a": [1, 2]}', '/a/1', { startOffset: 10, endOffset: 11 }],
    ['{"a": [1, 2]}', '/a', { startOffset: 1, endOffset: 12 }],
    ['{"a": [1, 2]}', '', { startOffset: 0, endOffset: 13 }],
    ['{"a/b": {"~": 1}, "0": 2}', '/a~1b/~0', { startOffset: 9, endOffset: 15 }],
    ['{"a/b": {"~": 1}, "0": 2}', '/0', { startOffset: 18, endOffset: 24 }],
    ['{"a": 1, "a": 2}', '/a', { startOffset: 9, endOffset: 15 }],
    ['{"a": {"0": 1}, "a": [5]}', '/a/0', { startOffset: 22, endOffset: 23 }],
    ['42', '', { startOffset: 0, endOffset: 2 }],
    ['{"a": [1, 2', '/a/1', { startOffset: 10, endOffset: 11 }],
  ])('%s at %s', (text, pointer, range) => expect(one(text, pointer)).toEqual(range));
  it.each([
    ['{"a": [1, 2]}', '/b'],
    ['{"a": [1, 2]}', '/a/01'],
    ['{"a": [1, 2]}', '/a/-'],
    ['{"a": [1, 2]}', 'a'],
    ['not json', '/a'],
    ['', ''],
  ])('%s at %s is null', (text, pointer) => {
    expect(one(text, pointer)).toBeNull();
  });
  it('measures from the value when includeKey is false', () => {
    expect(one('{"a": [1, 2]}', '/a', false)).toEqual({ startOffset: 6, endOffset: 12 });
  });
  it('agrees with the parseTree walk on any JSON, indented or not', () => {
    fc.assert(
      fc.property(
        fc.jsonValue(),
        fc.integer({ min: 0, max: 4 }),
        fc.array(fc.string(), { maxLength: 3 }),
        (value, indent, junk) => {
          const text = JSON.stringify(value, null, indent);
          const pointers = [...paths(value).map((p) => jsonPointer(...p)), ...junk.map((j) => '/' + j), '/-', '/00'];
          expect(pointersToRanges(text, pointers)).toEqual(viaTree(text, pointers));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('pointersToRanges on any depth and on tolerated syntax', () => {
  it('resolves pointers 100,000 levels deep without recursion', () => {
    const text = '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000);
    const pointer = '/a'.repeat(100_000);
    expect(pointersToRanges(text, [pointer])[0]).toEqual({ startOffset: 499_996, endOffset: 500_001 });
    expect(pointersToRanges('['.repeat(200_000), ['/0/0'])).toEqual([null]);
  });
  it('tolerates comments and trailing commas, as the editor texts may hold them', () => {
    const text = '{\n  // a comment\n  "a": [1, /* two */ 2,],\n  "b": 3,\n}';
    expect(pointersToRanges(text, ['/a/1', '/b'], { includeKey: false })).toEqual([
      { startOffset: 38, endOffset: 39 },
      { startOffset: 50, endOffset: 51 },
    ]);
  });
  it('a later duplicate without the member hides the earlier one (the last key wins)', () => {
    expect(pointersToRanges('{"a": {"0": 1}, "a": []}', ['/a/0'])).toEqual([null]);
  });
  it('decodes escaped keys', () => {
    expect(pointersToRanges('{"a\\u0062": 1}', ['/ab'], { includeKey: false })).toEqual([
      { startOffset: 12, endOffset: 13 },
    ]);
  });
});
