import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkExchange } from '../../../src/check/index';
import { plainValidTool } from '../../../src/check/fast-tool';
import { schemaFor } from '../../../src/check/schemas';
import { ex, good, res } from './helpers';

const listSchema = schemaFor('tools/list', 'complete')!.schema;
const value = fc.oneof(
  fc.string(),
  fc.boolean(),
  fc.integer(),
  fc.constant(null),
  fc.dictionary(fc.string(), fc.string()),
);
const toolLike = fc.record(
  {
    name: fc.oneof(fc.string(), fc.integer()),
    title: value,
    description: value,
    inputSchema: fc.oneof(
      fc.record(
        {
          type: fc.constantFrom('object', 'array'),
          properties: value,
          required: fc.oneof(fc.array(fc.string()), value),
        },
        { requiredKeys: [] },
      ),
      value,
    ),
    outputSchema: fc.oneof(fc.record({ $schema: value }, { requiredKeys: [] }), value),
    annotations: fc.oneof(fc.dictionary(fc.constantFrom('title', 'readOnlyHint', 'openWorldHint', 'x'), value), value),
    icons: fc.array(value),
    _meta: value,
  },
  { requiredKeys: [] },
);

describe('plainValidTool (the fast path of tools/list validation)', () => {
  it('never accepts a tool that Zod would reject', () => {
    fc.assert(
      fc.property(toolLike, (tool) => {
        if (plainValidTool(tool)) expect(listSchema.safeParse({ tools: [tool] }).success).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('accepts the common shape, so big lists skip Zod', () => {
    expect(
      plainValidTool({
        name: 'a',
        inputSchema: { type: 'object', properties: {} },
        annotations: { readOnlyHint: true },
      }),
    ).toBe(true);
  });

  it('findings keep the indices of the full list when plain tools are skipped', () => {
    const tools = Array.from({ length: 300 }, (_, i) =>
      i % 100 === 7
        ? { name: `t${i}`, inputSchema: { type: 'array' } }
        : { name: `t${i}`, inputSchema: { type: 'object' } },
    );
    const findings = checkExchange(ex('tools/list', res(good('tools/list', { tools }))), { strict: true });
    expect(findings.map((f) => f.pointer)).toEqual([
      '/result/tools/7/inputSchema/type',
      '/result/tools/107/inputSchema/type',
      '/result/tools/207/inputSchema/type',
    ]);
  });

  it('a 100,000-item invalid list lists the same first findings as its first 300 items', () => {
    const bad = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `t${i}` }));
    const rules = (n: number) =>
      checkExchange(ex('tools/list', res(good('tools/list', { tools: bad(n) }))), { strict: true }).map((f) => [
        f.rule,
        f.pointer,
        f.message,
      ]);
    expect(rules(100_000)).toEqual(rules(300));
  });
});
