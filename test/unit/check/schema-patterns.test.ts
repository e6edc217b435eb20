import { describe, expect, it } from 'vitest';
import { backtrackingRisk } from '../../../src/check/schema/pattern-risk';
import { PATTERN_INPUT_LIMIT } from '../../../src/check/schema/guarded-regexp';
import { outputSchemaDrafts, toolSchemaDrafts } from '../../../src/check/schema/tool-schemas';
import { validateJson } from '../../../src/check/schema/validate';

// Each of these would take longer than the universe's age in V8's backtracking engine on the strings
// below; the tests finishing at all is the proof that the patterns were never run.
const EVIL = `${'a'.repeat(60)}!`;

describe('schema patterns that backtrack catastrophically are never run', () => {
  it('leaves a value unjudged, with the reason, when its schema has an exponential pattern', () => {
    for (const pattern of ['^(a+)+$', '^(a|aa)+$', '^(\\w+\\s?)*$', '^((a|b))*c$', '^(.*a){20}$'])
      expect(validateJson({ type: 'string', pattern }, EVIL)).toMatchObject({
        kind: 'unjudged',
        reason: expect.stringContaining('is not run') as unknown,
      });
  });

  it('guards patternProperties the same way (property names are the hostile strings there)', () => {
    const verdict = validateJson(
      { type: 'object', patternProperties: { '^(x+x+)+y$': {} } },
      { [`${'x'.repeat(60)}`]: 1 },
    );
    expect(verdict.kind).toBe('unjudged');
  });

  it('still judges ordinary patterns, separated repeats included', () => {
    const schema = { type: 'string', pattern: '^([a-z0-9]+\\.)*[a-z]{2,}$' };
    expect(validateJson(schema, 'docs.example.org')).toEqual({ kind: 'valid' });
    expect(validateJson(schema, 'Docs!')).toMatchObject({ kind: 'invalid' });
    expect(validateJson({ type: 'string', pattern: '^[a-z]+@[a-z]+\\.[a-z]+$' }, 'a@b.co')).toEqual({ kind: 'valid' });
    expect(backtrackingRisk('^\\d{3}-\\d{4}$')).toBeNull();
    expect(backtrackingRisk('^(\\+|-)?\\d+$')).toBeNull();
  });

  it('flags polynomial sequences and backreferences, and refuses strings longer than the bound', () => {
    expect(backtrackingRisk('^\\d*\\d*\\d*x$')).toContain('three or more repeats');
    expect(backtrackingRisk('^(a)\\1$')).toBe('a backreference');
    const long = 'a'.repeat(PATTERN_INPUT_LIMIT + 1);
    expect(validateJson({ type: 'string', pattern: '^a+$' }, long)).toMatchObject({
      kind: 'unjudged',
      reason: expect.stringContaining('longer than') as unknown,
    });
  });

  it('counts a group holding a repeat as a repeat, and a literal the repeat can match as no separator', () => {
    // Each backtracks for minutes in V8 on the string below (polynomial, not exponential).
    const slow = `${'a'.repeat(400)}b`;
    for (const pattern of [
      '^(a+)(a+)(a+)(a+)$',
      '^(?:\\d+)(?:\\d+)(?:\\d+)$',
      '^\\d+1\\d+1\\d+1\\d+$',
      '^\\w+a\\w+a\\w+a\\w+$',
    ]) {
      expect(backtrackingRisk(pattern), pattern).toContain('three or more repeats');
      expect(validateJson({ type: 'string', pattern }, slow), pattern).toMatchObject({
        kind: 'unjudged',
        reason: expect.stringContaining('is not run') as unknown,
      });
    }
    const outputSchema = {
      type: 'object',
      properties: { n: { type: 'string', pattern: '^(?:\\d+)(?:\\d+)(?:\\d+)$' } },
    };
    const called = outputSchemaDrafts('count', outputSchema, {
      content: [],
      structuredContent: { n: `${'1'.repeat(400)}x` },
    });
    expect(called.map((d) => d.rule)).toEqual(['R-TOOLS-14']);
  });

  it('still judges separated groups, lookaheads and optional prefixes', () => {
    for (const pattern of [
      '^(\\d+)\\.(\\d+)\\.(\\d+)$',
      '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d).{8,}$',
      '^(https?://)?([a-z]+\\.)+[a-z]{2,}(/.*)?$',
      '^\\d+(x\\d+)(x\\d+)(x\\d+)$',
    ])
      expect(backtrackingRisk(pattern), pattern).toBeNull();
    expect(validateJson({ type: 'string', pattern: '^(\\d+)\\.(\\d+)\\.(\\d+)$' }, '1.22.333')).toEqual({
      kind: 'valid',
    });
  });

  it('makes the tool listing and the call R-TOOLS-14 info, never an error or a stall', () => {
    const outputSchema = { type: 'object', properties: { code: { type: 'string', pattern: '^(a+)+$' } } };
    const listed = toolSchemaDrafts({ name: 'validate_code', inputSchema: { type: 'object' }, outputSchema }, 0);
    expect(listed.map((d) => [d.rule, d.pointer])).toEqual([['R-TOOLS-14', '/result/tools/0/outputSchema']]);
    expect(listed[0]?.message).toContain('^(a+)+$');
    const called = outputSchemaDrafts('validate_code', outputSchema, {
      content: [],
      structuredContent: { code: EVIL },
    });
    expect(called.map((d) => d.rule)).toEqual(['R-TOOLS-14']);
  });
});
