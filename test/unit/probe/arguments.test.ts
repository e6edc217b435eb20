import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { argumentsFor, formContent, inputResponsesFor, valueFor } from '../../../src';

describe('argumentsFor: minimal valid arguments from an inputSchema', () => {
  it.each([
    ['no schema', undefined, {}],
    ['no required properties', { type: 'object', properties: { a: { type: 'string' } } }, {}],
    [
      'each required type',
      {
        type: 'object',
        properties: {
          s: { type: 'string' },
          i: { type: 'integer' },
          n: { type: 'number' },
          b: { type: 'boolean' },
          a: { type: 'array' },
          o: { type: 'object' },
          z: { type: 'null' },
        },
        required: ['s', 'i', 'n', 'b', 'a', 'o', 'z'],
      },
      { s: 'example', i: 0, n: 0, b: false, a: [], o: {}, z: null },
    ],
    [
      'default, const, enum and examples first',
      {
        type: 'object',
        properties: {
          d: { type: 'integer', default: 3 },
          c: { const: 'fixed' },
          e: { type: 'string', enum: ['north', 'south'] },
          x: { type: 'string', examples: ['Paris'] },
        },
        required: ['d', 'c', 'e', 'x'],
      },
      { d: 3, c: 'fixed', e: 'north', x: 'Paris' },
    ],
    [
      'bounds',
      {
        type: 'object',
        properties: {
          guests: { type: 'integer', minimum: 1, maximum: 12 },
          above: { type: 'integer', exclusiveMinimum: 4 },
          step: { type: 'number', minimum: 1, multipleOf: 5 },
          negative: { type: 'number', maximum: -2 },
          code: { type: 'string', minLength: 10 },
          short: { type: 'string', maxLength: 3 },
          list: { type: 'array', items: { type: 'boolean' }, minItems: 2 },
        },
        required: ['guests', 'above', 'step', 'negative', 'code', 'short', 'list'],
      },
      { guests: 1, above: 5, step: 5, negative: -2, code: 'examplexxx', short: 'exa', list: [false, false] },
    ],
    [
      'formats',
      {
        type: 'object',
        properties: { mail: { type: 'string', format: 'email' }, when: { type: 'string', format: 'date-time' } },
        required: ['mail', 'when'],
      },
      { mail: 'user@example.com', when: '2026-07-28T00:00:00Z' },
    ],
    [
      'nested objects, type unions and anyOf',
      {
        type: 'object',
        properties: {
          filter: {
            type: 'object',
            properties: { tag: { type: 'string' }, opt: { type: 'string' } },
            required: ['tag'],
          },
          maybe: { type: ['null', 'integer'] },
          either: { anyOf: [{ type: 'null' }, { type: 'boolean' }] },
        },
        required: ['filter', 'maybe', 'either'],
      },
      { filter: { tag: 'example' }, maybe: 0, either: false },
    ],
  ])('%s', (_name, schema, expected) => {
    expect(argumentsFor(schema)).toEqual(expected);
  });

  it('stops on self-referencing depth instead of recursing forever', () => {
    const deep: Record<string, unknown> = { type: 'object', required: ['next'], properties: {} };
    (deep['properties'] as Record<string, unknown>)['next'] = deep;
    expect(() => argumentsFor(deep)).not.toThrow();
  });

  it('gives every required property a value of its declared type (property)', () => {
    const types = ['string', 'integer', 'number', 'boolean', 'array', 'object'] as const;
    const typeOf = (v: unknown) =>
      Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : v === null ? 'null' : typeof v;
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.constantFrom(...types)), (props) => {
        const schema = {
          type: 'object',
          properties: Object.fromEntries(Object.entries(props).map(([k, t]) => [k, { type: t }])),
          required: Object.keys(props),
        };
        const args = argumentsFor(schema);
        expect(Object.keys(args).sort()).toEqual(Object.keys(props).sort());
        for (const [k, t] of Object.entries(props))
          expect([t, t === 'number' ? 'integer' : t]).toContain(typeOf(args[k]));
      }),
    );
  });

  it('valueFor below the top level defaults to a string', () => {
    expect(valueFor({}, 1)).toBe('example');
  });
});

describe('input responses for an input_required result', () => {
  it('accepts a form elicitation with content for its required fields, declines URL mode, answers sampling and roots', () => {
    expect(
      inputResponsesFor({
        party: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: 'Who?',
            requestedSchema: {
              type: 'object',
              properties: {
                name: { type: 'string' },
                guests: { type: 'integer', minimum: 1 },
                note: { type: 'string' },
              },
              required: ['name', 'guests'],
            },
          },
        },
        login: { method: 'elicitation/create', params: { mode: 'url', message: 'Log in', url: 'https://example.com' } },
        sample: { method: 'sampling/createMessage', params: { messages: [], maxTokens: 5 } },
        roots: { method: 'roots/list' },
        odd: { method: 'ping' },
      }),
    ).toEqual({
      party: { action: 'accept', content: { name: 'example', guests: 1 } },
      login: { action: 'decline' },
      sample: {
        role: 'assistant',
        content: { type: 'text', text: 'example' },
        model: 'mcp-shape-inspector',
        stopReason: 'endTurn',
      },
      roots: { roots: [{ uri: 'file:///tmp/mcp-shape-inspector', name: 'mcp-shape-inspector' }] },
    });
  });

  it('picks the first titled option of a oneOf enum', () => {
    const schema = {
      type: 'object',
      properties: { t: { type: 'string', oneOf: [{ const: '18:00', title: 'six' }, { const: '19:30' }] } },
      required: ['t'],
    };
    expect(formContent(schema)).toEqual({ t: '18:00' });
  });

  it('answers nothing for a value that is not an input request map', () => {
    expect(inputResponsesFor(null)).toEqual({});
    expect(inputResponsesFor([1])).toEqual({});
  });
});
