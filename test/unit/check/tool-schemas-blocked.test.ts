import { afterEach, describe, expect, it } from 'vitest';
import { outputSchemaDrafts } from '../../../src/check/schema/tool-schemas';
import { allowSchemaCompilation } from '../../../src/check/schema/validate';

afterEach(() => allowSchemaCompilation(true));

describe('R-TOOLS-12 where schemas cannot be compiled (the page)', () => {
  it('still judges the top level of an object outputSchema: its type and required properties', () => {
    allowSchemaCompilation(false);
    const schema = { type: 'object', properties: { id: { type: 'string' } }, required: ['id', 'at'] };
    const missing = outputSchemaDrafts('t', schema, { content: [], structuredContent: { id: 5 } });
    expect(missing.map((d) => [d.rule, d.pointer, d.expected])).toEqual([
      ['R-TOOLS-12', '/result/structuredContent', 'required at #/required'],
    ]);
    const notObject = outputSchemaDrafts('t', schema, { content: [], structuredContent: [1] });
    expect(notObject.map((d) => d.expected)).toEqual(['type at #/type']);
    // The nested type of id is left to the full validator (the judge worker, the CLI).
    expect(outputSchemaDrafts('t', schema, { content: [], structuredContent: { id: 5, at: 1 } })).toEqual([]);
  });
});
