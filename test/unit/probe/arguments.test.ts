import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callTools } from '../../../src/probe/scan/calls';
import { defaultHost } from '../../../src/probe/scan/host';
import { ScanSession, settingsOf } from '../../../src/probe/scan/session';
import { argumentsFor, EXAMPLE_BOUNDS, exampleArguments, formContent, inputResponsesFor, valueFor } from '../../../src';

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

  // The audit's schemas: 8 nested arrays of minItems 40 froze the tab; minItems 150000000 ended the CLI.
  it('builds nothing beyond its bound from 8 nested arrays of minItems 40, and says where it stopped', () => {
    let rows: unknown = { type: 'string' };
    for (let i = 0; i < 8; i++) rows = { type: 'array', minItems: 40, items: rows };
    const built = exampleArguments({ type: 'object', properties: { rows }, required: ['rows'] });
    expect(JSON.stringify(built.value).length).toBeLessThanOrEqual(EXAMPLE_BOUNDS.chars);
    expect(built.cut).toMatch(/^\/rows\/0\/0\/.*(deeper than 8 levels|bound of example values)/);
  });

  it('stops a wide value (6 levels of minItems 40) at the character bound', () => {
    let rows: unknown = { type: 'string' };
    for (let i = 0; i < 6; i++) rows = { type: 'array', minItems: 40, items: rows };
    const built = exampleArguments({ type: 'object', properties: { rows }, required: ['rows'] });
    expect(JSON.stringify(built.value).length).toBeLessThanOrEqual(EXAMPLE_BOUNDS.chars);
    expect(built.cut).toMatch(/^\/rows\/0\/.*: the value reaches the 100000-character bound of example values here$/);
  });

  it('refuses minItems 150000000 and minLength 1e9 before building anything', () => {
    expect(
      exampleArguments({
        type: 'object',
        properties: { rows: { type: 'array', minItems: 150000000 } },
        required: ['rows'],
      }),
    ).toEqual({
      value: { rows: [] },
      cut: '/rows: minItems 150000000 is beyond the 100000-character bound of example values',
    });
    expect(
      exampleArguments({ type: 'object', properties: { s: { type: 'string', minLength: 1e9 } }, required: ['s'] }).cut,
    ).toBe('/s: minLength 1000000000 is beyond the 100000-character bound of example values');
  });

  it('counts a value the schema names (a default) against the bound', () => {
    const big = 'x'.repeat(EXAMPLE_BOUNDS.chars);
    const built = exampleArguments({
      type: 'object',
      properties: { many: { type: 'array', minItems: 1000, items: { default: big.slice(0, 1000) } } },
      required: ['many'],
    });
    expect(JSON.stringify(built.value).length).toBeLessThanOrEqual(EXAMPLE_BOUNDS.chars);
    expect(built.cut).toMatch(/^\/many\/\d+: the value reaches/);
    expect(exampleArguments({ type: 'object', properties: { a: { const: big } }, required: ['a'] }).cut).toBe(
      '/a: a value the schema names is beyond the 100000-character bound of example values',
    );
  });

  it('keeps a __proto__ property a property', () => {
    const schema = JSON.parse(
      '{"type":"object","properties":{"__proto__":{"type":"integer"}},"required":["__proto__"]}',
    );
    const built = argumentsFor(schema);
    expect(Object.getPrototypeOf(built)).toBe(Object.prototype);
    expect(JSON.stringify(built)).toBe('{"__proto__":0}');
  });

  it('says nothing was cut when the schema fits', () => {
    expect(exampleArguments({ type: 'object', properties: { a: { type: 'string' } }, required: ['a'] })).toEqual({
      value: { a: 'example' },
      cut: null,
    });
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

describe('callers of a value cut at the bound', () => {
  const hostile = { type: 'object', properties: { rows: { type: 'array', minItems: 150000000 } }, required: ['rows'] };

  it('the scan does not call a tool whose arguments were cut, and notes why', async () => {
    const fetch = async (_url: string, init: { body: string }) =>
      Response.json({ jsonrpc: '2.0', id: JSON.parse(init.body).id, result: { resultType: 'complete', content: [] } });
    const session = new ScanSession(
      settingsOf({ url: 'http://127.0.0.1:3000/mcp', fetch: fetch as never }, defaultHost()),
    );
    const notes: string[] = [];
    await callTools(
      session,
      [
        { name: 'bomb', inputSchema: hostile },
        { name: 'fine', inputSchema: {} },
      ],
      notes,
    );
    expect(session.exchanges.map((e) => e.label)).toEqual(['tools/call fine']);
    expect(notes).toEqual([
      'bomb was not called: its arguments could not be built within the bound (/rows: minItems 150000000 is beyond the 100000-character bound of example values).',
    ]);
  });

  it('a form elicitation whose content cannot be built is declined, not answered with content that does not fit', () => {
    expect(
      inputResponsesFor({
        ask: { method: 'elicitation/create', params: { message: 'Rows?', requestedSchema: hostile } },
      }),
    ).toEqual({
      ask: { action: 'decline' },
    });
    expect(formContent(hostile)).toEqual({ rows: [] });
  });
});
