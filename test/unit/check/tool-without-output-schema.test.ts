import { describe, expect, it } from 'vitest';
import { checkExchange } from '../../../src/check/index';
import { ex, good, res } from './helpers';

const call = ex('tools/call', res(good('tools/call', { structuredContent: { city: 'Lyon', temperature: 25 } })), {
  params: { name: 'weather', arguments: {} },
});

describe('a tools/call of a listed tool that declared no outputSchema', () => {
  it('says nothing about its structuredContent, even when the caller passes the schema as undefined', () => {
    const about = (outputSchema: unknown) =>
      checkExchange(call, { strict: true, tool: { name: 'weather', outputSchema } })
        .filter((f) => f.rule === 'R-TOOLS-12' || f.rule === 'R-TOOLS-14')
        .map((f) => f.rule);
    expect(about(undefined)).toEqual([]);
    // A listing that did give something that is no schema is still said.
    expect(about(null)).toEqual(['R-TOOLS-14']);
    expect(about({ type: 'object', required: ['sky'] })).toEqual(['R-TOOLS-12']);
  });
});
