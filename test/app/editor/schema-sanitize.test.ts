import { describe, expect, it } from 'vitest';
import { sanitizeSchema, SCHEMA_DEPTH_LIMIT } from '../../../app/editor/schema-sanitize';
import { MODEL_URIS, modelUri } from '../../../app/editor/model-uris';

describe('sanitizeSchema', () => {
  it('drops the keywords the JSON service renders as Markdown, everywhere in the schema', () => {
    const schema = {
      type: 'object',
      title: 'Params',
      description: 'Plain text stays.',
      markdownDescription: '![p](http://127.0.0.1:4312/x.png)',
      properties: {
        mode: { enum: ['a', 'b'], enumDescriptions: ['`x', 'y'], markdownEnumDescriptions: ['[l](http://x)'] },
        nested: { anyOf: [{ markdownDescription: '![q](http://127.0.0.1/q.png)', type: 'string' }] },
      },
    };
    expect(sanitizeSchema(schema)).toEqual({
      type: 'object',
      title: 'Params',
      description: 'Plain text stays.',
      properties: { mode: { enum: ['a', 'b'] }, nested: { anyOf: [{ type: 'string' }] } },
    });
  });

  it('treats property names as names, and instance data as data', () => {
    const schema = {
      properties: { default: { type: 'string' }, markdownDescription: { type: 'number' } },
      default: { markdownDescription: 'data, not a keyword' },
      examples: [{ enumDescriptions: 1 }],
    };
    expect(sanitizeSchema(schema)).toEqual(schema);
  });

  it('keeps __proto__ as a plain property, never as a prototype', () => {
    const schema = JSON.parse('{"properties": {"__proto__": {"type": "string"}}}') as object;
    const clean = sanitizeSchema(schema) as { properties: object };
    expect(Object.getPrototypeOf(clean.properties)).toBe(Object.prototype);
    expect(Object.keys(clean.properties)).toEqual(['__proto__']);
  });

  it('lets subschemas deeper than the limit accept anything, without recursing further', () => {
    let deep: object = { type: 'string' };
    for (let i = 0; i < 10_000; i++) deep = { items: deep };
    let clean = sanitizeSchema(deep) as { items?: object };
    let depth = 0;
    while (clean.items) {
      clean = clean.items as { items?: object };
      depth++;
    }
    expect(depth).toBe(SCHEMA_DEPTH_LIMIT);
    expect(clean).toEqual({});
  });
});

describe('model URIs', () => {
  it('give each screen its own prefix', () => {
    expect(modelUri('live', 'response.json')).toBe('inmemory://live/response.json');
    expect(MODEL_URIS).toEqual({
      handler: 'inmemory://playground/handler.json',
      response: 'inmemory://playground/modern-response.json',
      legacy: 'inmemory://playground/legacy-response.json',
    });
  });
});
