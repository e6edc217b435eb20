import { describe, expect, it } from 'vitest';
import { argumentsFromListing } from '../../../cli/client/listed-schemas';
import type { JsonObject } from '../../../src/index';

const focal = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  $defs: { address: { $anchor: 'addressDef', type: 'object' } },
  allOf: [{ anyOf: [{ required: ['phone'] }, { required: ['email'] }] }],
  if: { required: ['contactMethod'] },
  then: { required: ['phone'] },
  else: { required: ['email'] },
  additionalProperties: false,
};
const echo = (description: string, extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties: { schema: { type: 'object', description, ...extra } },
  required: ['schema'],
});

describe('argumentsFromListing', () => {
  it('passes the named tool’s inputSchema back verbatim, every 2020-12 keyword kept', () => {
    const tools = new Map<string, JsonObject>([
      ['echo', echo('The inputSchema the client observed for schema_tool, passed back verbatim.')],
      ['schema_tool', focal],
    ]);
    const args = argumentsFromListing('echo', { schema: {} }, tools);
    expect(args).toEqual({ schema: focal });
    expect(JSON.stringify(args['schema'])).toBe(JSON.stringify(focal));
  });

  it('leaves arguments alone when the description names no listed tool, several, or only a longer name', () => {
    const none = new Map<string, JsonObject>([
      ['echo', echo('Any inputSchema at all.')],
      ['schema_tool', focal],
    ]);
    expect(argumentsFromListing('echo', { schema: {} }, none)).toEqual({ schema: {} });
    const two = new Map<string, JsonObject>([
      ['echo', echo('The inputSchema of schema_tool or other.')],
      ['schema_tool', focal],
      ['other', focal],
    ]);
    expect(argumentsFromListing('echo', { schema: {} }, two)).toEqual({ schema: {} });
    const longer = new Map<string, JsonObject>([
      ['echo', echo('The inputSchema of schema_tool_v2.')],
      ['schema_tool', focal],
    ]);
    expect(argumentsFromListing('echo', { schema: {} }, longer)).toEqual({ schema: {} });
  });

  it('never replaces an argument whose schema declares a shape, nor one without the word inputSchema', () => {
    const shaped = new Map<string, JsonObject>([
      ['echo', echo('The inputSchema of schema_tool.', { properties: { a: { type: 'string' } } })],
      ['schema_tool', focal],
    ]);
    expect(argumentsFromListing('echo', { schema: {} }, shaped)).toEqual({ schema: {} });
    const noWord = new Map<string, JsonObject>([
      ['echo', echo('Settings for schema_tool.')],
      ['schema_tool', focal],
    ]);
    expect(argumentsFromListing('echo', { schema: {} }, noWord)).toEqual({ schema: {} });
  });
});
