import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkMetaObject, forEachMeta } from '../../../src/check/meta';
import type { FindingDraft } from '../../../src/check/finding';
import { isJsonObject } from '../../../src/json/types';

const SKIP = new Set(['inputSchema', 'outputSchema', 'structuredContent', 'requestedSchema']);

// The walk as it was written first (a stack of [node, path] pairs, every item pushed): the order
// and the pointers of its drafts are what forEachMeta must keep.
function reference(root: unknown, base: (string | number)[]): FindingDraft[] {
  const out: FindingDraft[] = [];
  const stack: [unknown, (string | number)[]][] = [[root, base]];
  while (stack.length > 0) {
    const [node, path] = stack.pop()!;
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--)
        if (typeof node[i] === 'object' && node[i] !== null) stack.push([node[i], [...path, i]]);
      continue;
    }
    if (!isJsonObject(node)) continue;
    for (const key in node) {
      const child = node[key];
      if (key === '_meta' && isJsonObject(child)) checkMetaObject(child, [...path, key], (d) => out.push(d));
      else if (!SKIP.has(key) && typeof child === 'object' && child !== null) stack.push([child, [...path, key]]);
    }
  }
  return out;
}

// Trees of objects and arrays whose keys are often _meta or a skipped key, and _meta values with
// keys that break the grammar, use a reserved prefix, or hold a bad trace header.
const metaValue = fc.dictionary(
  fc.constantFrom('a b', 'io.modelcontextprotocol/x', 'traceparent', 'ok-key', 'com.example/k', '-bad'),
  fc.oneof(fc.string(), fc.integer()),
);
const tree = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    fc.string(),
    fc.integer(),
    fc.constant(null),
    metaValue,
    fc.array(tie('node'), { maxLength: 5 }),
    fc.record({ _meta: metaValue, tools: fc.array(tie('node'), { maxLength: 3 }) }),
    fc.dictionary(
      fc.constantFrom('_meta', 'tools', 'inputSchema', 'structuredContent', 'a/b', 'x~y', 'content'),
      tie('node'),
      { maxKeys: 4 },
    ),
  ),
})).node;

describe('forEachMeta', () => {
  it('reports the drafts of the first walk, in its order, at its pointers', () => {
    let reported = 0;
    fc.assert(
      fc.property(tree, (root) => {
        const drafts: FindingDraft[] = [];
        forEachMeta(root, ['result'], (d) => drafts.push(d));
        expect(drafts).toEqual(reference(root, ['result']));
        reported += drafts.length;
      }),
      { numRuns: 500 },
    );
    // A generator that made no _meta would pass vacuously.
    expect(reported).toBeGreaterThan(100);
  });

  it('walks a list of 100,000 items and finds the _meta of the last one', () => {
    const tools: unknown[] = Array.from({ length: 100_000 }, (_, i) => ({ name: `t${i}` }));
    tools.push({ name: 'last', _meta: { 'a b': 1 } });
    const drafts: FindingDraft[] = [];
    forEachMeta({ tools }, ['result'], (d) => drafts.push(d));
    expect(drafts.map((d) => [d.rule, d.pointer])).toEqual([['R-META-4', '/result/tools/100000/_meta/a b']]);
  });
});
