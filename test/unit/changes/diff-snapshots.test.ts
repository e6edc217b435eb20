import { describe, expect, it } from 'vitest';
import { compareSchemas } from '../../../src/changes/schema-compare';
import { diffSnapshots, hasBreaking, readSnapshot, snapshotOf } from '../../../src/index';

const obj = (properties: Record<string, unknown>, required: string[] = [], extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties,
  required,
  ...extra,
});
const tool = (inputSchema: unknown, outputSchema?: unknown, name = 'forecast') => ({
  name,
  inputSchema,
  ...(outputSchema !== undefined ? { outputSchema } : {}),
});

describe('compareSchemas judges what a schema accepts', () => {
  const city = { city: { type: 'string' } };
  const cases: { title: string; before: unknown; after: unknown; severity: 'breaking' | 'compatible'; text: RegExp }[] =
    [
      {
        title: 'a new required property',
        before: obj(city),
        after: obj({ ...city, days: { type: 'integer' } }, ['days']),
        severity: 'breaking',
        text: /new required property days/,
      },
      {
        title: 'a new optional property',
        before: obj(city),
        after: obj({ ...city, days: { type: 'integer' } }),
        severity: 'compatible',
        text: /new optional property days/,
      },
      {
        title: 'a removed property',
        before: obj(city),
        after: obj({}),
        severity: 'breaking',
        text: /property city removed/,
      },
      {
        title: 'an optional property made required',
        before: obj(city),
        after: obj(city, ['city']),
        severity: 'breaking',
        text: /city now required/,
      },
      {
        title: 'a required property made optional',
        before: obj(city, ['city']),
        after: obj(city),
        severity: 'compatible',
        text: /city now optional/,
      },
      {
        title: 'a narrowed type',
        before: obj({ n: { type: ['string', 'number'] } }),
        after: obj({ n: { type: 'string' } }),
        severity: 'breaking',
        text: /type narrowed from string, number to string/,
      },
      {
        title: 'number to integer',
        before: { type: 'number' },
        after: { type: 'integer' },
        severity: 'breaking',
        text: /narrowed/,
      },
      {
        title: 'integer to number',
        before: { type: 'integer' },
        after: { type: 'number' },
        severity: 'compatible',
        text: /widened/,
      },
      {
        title: 'an enum that lost a value',
        before: { enum: ['c', 'f'] },
        after: { enum: ['c'] },
        severity: 'breaking',
        text: /removed: "f"/,
      },
      {
        title: 'an enum that gained a value',
        before: { enum: ['c'] },
        after: { enum: ['c', 'k'] },
        severity: 'compatible',
        text: /added: "k"/,
      },
      {
        title: 'a raised minimum',
        before: { type: 'integer', minimum: 1 },
        after: { type: 'integer', minimum: 2 },
        severity: 'breaking',
        text: /minimum changed from 1 to 2/,
      },
      {
        title: 'a raised maxLength',
        before: { maxLength: 5 },
        after: { maxLength: 9 },
        severity: 'compatible',
        text: /maxLength changed/,
      },
      {
        title: 'a new pattern',
        before: { type: 'string' },
        after: { type: 'string', pattern: '^a' },
        severity: 'breaking',
        text: /pattern added/,
      },
      {
        title: 'closed to additional properties',
        before: obj(city),
        after: obj(city, [], { additionalProperties: false }),
        severity: 'breaking',
        text: /no longer allowed/,
      },
      {
        title: 'a nested property removed',
        before: obj({ where: obj(city) }),
        after: obj({ where: obj({}) }),
        severity: 'breaking',
        text: /property where.city removed/,
      },
      {
        title: 'array items narrowed',
        before: { type: 'array', items: { type: 'number' } },
        after: { type: 'array', items: { type: 'integer' } },
        severity: 'breaking',
        text: /narrowed/,
      },
    ];
  it.each(cases)('$title is $severity', ({ before, after, severity, text }) => {
    const found = compareSchemas(before, after);
    expect(
      found.some((d) => d.severity === severity && text.test(d.text)),
      JSON.stringify(found),
    ).toBe(true);
    if (severity === 'compatible') expect(found.filter((d) => d.severity === 'breaking')).toEqual([]);
  });

  it('finds nothing between equal schemas, whatever the key order or the descriptions', () => {
    expect(
      compareSchemas(obj(city, ['city']), {
        required: ['city'],
        properties: { city: { description: 'x', type: 'string' } },
        type: 'object',
      }),
    ).toEqual([]);
  });

  it('stops at a bounded depth on a schema nested 10,000 levels deep', () => {
    let deep: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < 10_000; i++) deep = { type: 'object', properties: { a: deep } };
    expect(() => compareSchemas(deep, deep)).not.toThrow();
  });
});

describe('diffSnapshots', () => {
  const input = obj({ city: { type: 'string' } }, ['city']);
  const output = obj({ temp: { type: 'number' } }, ['temp']);

  it('calls an unchanged interface unchanged, whatever order the server listed it in', () => {
    const a = snapshotOf({ tools: [tool(input, output), tool(input, undefined, 'echo')] });
    const b = snapshotOf({ tools: [tool(input, undefined, 'echo'), tool(input, output)] });
    expect(diffSnapshots(a, b)).toEqual([]);
  });

  it('ignores _meta (per-response hints are not interface)', () => {
    const a = snapshotOf({ tools: [{ ...tool(input), _meta: { a: 1 } }] });
    const b = snapshotOf({ tools: [{ ...tool(input), _meta: { a: 2 } }] });
    expect(diffSnapshots(a, b)).toEqual([]);
  });

  it('judges an output schema that no longer accepts old results as breaking', () => {
    const narrowed = obj({ temp: { type: 'integer' } }, ['temp']);
    const [change] = diffSnapshots(
      snapshotOf({ tools: [tool(input, output)] }),
      snapshotOf({ tools: [tool(input, narrowed)] }),
    );
    expect(change).toMatchObject({
      kind: 'changed',
      severity: 'breaking',
      reasons: ['outputSchema: type narrowed from number to integer at temp'],
    });
  });

  it('judges a dropped output schema breaking and a new one compatible', () => {
    expect(
      diffSnapshots(snapshotOf({ tools: [tool(input, output)] }), snapshotOf({ tools: [tool(input)] }))[0]?.severity,
    ).toBe('breaking');
    expect(
      diffSnapshots(snapshotOf({ tools: [tool(input)] }), snapshotOf({ tools: [tool(input, output)] }))[0]?.severity,
    ).toBe('compatible');
  });

  it('sees a rename (same shape, new name) as one breaking change, not a removal and an addition', () => {
    const changes = diffSnapshots(
      snapshotOf({ tools: [tool(input, output, 'weather')] }),
      snapshotOf({ tools: [{ ...tool(input, output, 'forecast'), title: 'Forecast' }] }),
    );
    expect(changes.map((c) => [c.kind, c.previousName, c.name, c.severity])).toEqual([
      ['renamed', 'weather', 'forecast', 'breaking'],
    ]);
  });

  it('judges a description change compatible, with a diff showing it', () => {
    const [change] = diffSnapshots(
      snapshotOf({ tools: [{ ...tool(input), description: 'old' }] }),
      snapshotOf({ tools: [{ ...tool(input), description: 'new' }] }),
    );
    expect(change?.severity).toBe('compatible');
    expect(change?.diff).toContain('-  "description": "old",');
    expect(change?.diff).toContain('+  "description": "new",');
  });

  it('judges removed resources, templates and prompts breaking', () => {
    const before = snapshotOf({
      prompts: [{ name: 'p' }],
      resources: [{ uri: 'file:///a', name: 'a' }],
      templates: [{ uriTemplate: 'file:///{x}', name: 't' }],
    });
    const changes = diffSnapshots(before, snapshotOf({}));
    expect(changes.map((c) => [c.area, c.kind, c.severity])).toEqual([
      ['prompt', 'removed', 'breaking'],
      ['resource', 'removed', 'breaking'],
      ['template', 'removed', 'breaking'],
    ]);
  });

  it('judges a dropped capability or version breaking, a new one compatible, breaking changes first', () => {
    const a = snapshotOf({
      discover: { supportedVersions: ['2026-07-28'], capabilities: { tools: {}, prompts: {} } },
      tools: [tool(input)],
    });
    const b = snapshotOf({
      discover: { supportedVersions: ['2026-07-28'], capabilities: { tools: {}, logging: {} } },
      tools: [tool(input), tool(input, undefined, 'echo2')],
    });
    const changes = diffSnapshots(a, b);
    expect(changes[0]).toMatchObject({
      area: 'server',
      severity: 'breaking',
      reasons: ['capability prompts no longer declared', 'capability logging declared'],
    });
    expect(hasBreaking(changes)).toBe(true);
  });

  it('reads a snapshot back from storage, refusing what is not one', () => {
    const snap = snapshotOf({ tools: [tool(input)] });
    expect(readSnapshot(JSON.parse(JSON.stringify(snap)))).toEqual(snap);
    expect(readSnapshot(null)).toBeNull();
    expect(readSnapshot({ server: {}, tools: [], prompts: [], resources: [] })).toBeNull();
  });

  it('keeps a __proto__ key a key', () => {
    const snap = snapshotOf({
      tools: [{ name: 'x', inputSchema: JSON.parse('{"properties":{"__proto__":{"type":"string"}}}') }],
    });
    expect(Object.keys((snap.tools[0]?.shape['inputSchema'] as { properties: object }).properties)).toEqual([
      '__proto__',
    ]);
  });
});
