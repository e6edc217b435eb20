import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonSyntaxError } from '../../../src/json/syntax-error';

const jsonish = fc.string({
  unit: fc.constantFrom(
    '{',
    '}',
    '[',
    ']',
    '"',
    ',',
    ':',
    '1',
    '0',
    '-',
    '.',
    'e',
    'a',
    ' ',
    '\\',
    'n',
    'u',
    't',
    'r',
    'l',
    'f',
    's',
    '\n',
  ),
  maxLength: 40,
});

describe('jsonSyntaxError', () => {
  it('property: null exactly when JSON.parse accepts the text', () => {
    fc.assert(
      fc.property(jsonish, (text) => {
        let valid = true;
        try {
          JSON.parse(text);
        } catch {
          valid = false;
        }
        expect(jsonSyntaxError(text) === null).toBe(valid);
      }),
      { numRuns: 20_000 },
    );
  });

  it('property: any printed JSON value is valid', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat(4), (value, indent) => {
        expect(jsonSyntaxError(JSON.stringify(value, null, indent))).toBeNull();
      }),
    );
  });

  it.each<[string, number, string]>([
    ['{"a": }', 6, 'Expected a value, found "}"'],
    ['{"a": {"b": ["ok", "a\\qb"]}}', 21, 'Invalid escape "\\q" in a string'],
    ['["\\u12"]', 2, 'Invalid unicode escape'],
    ['[1,]', 3, 'a trailing comma is not allowed'],
    ['{"a":1,}', 7, 'a trailing comma is not allowed'],
    ['[1 2]', 3, 'Expected "," or "]" to close the array opened at 1:1, found "2"'],
    ['0x10', 0, 'Invalid number "0x10"'],
    ['"a\nb"', 2, 'a line break must be written \\n'],
    ['[1]x', 3, 'Unexpected "x" after the JSON value'],
  ])('%j: at %i, %s', (text, offset, reason) => {
    const problem = jsonSyntaxError(text);
    expect(problem?.offset).toBe(offset);
    expect(problem?.reason).toContain(reason);
  });

  it('costs no stack at any depth', () => {
    expect(jsonSyntaxError('['.repeat(1_000_000))?.offset).toBe(1_000_000);
    expect(jsonSyntaxError('['.repeat(500_000) + ']'.repeat(500_000))).toBeNull();
  });
});
