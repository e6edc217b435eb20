import { describe, expect, it } from 'vitest';
import { atom, map, tuple } from '../../../src/term/build';
import type { Term } from '../../../src/term/types';
import { errorCode } from '../../../src/normalizer';

describe('errorCode (§3.6)', () => {
  it.each<[string, Term, number]>([
    ['"Invalid cursor"', 'Invalid cursor', -32602],
    ['"Invalid cursor: x"', 'Invalid cursor: x', -32602],
    ['"Invalid cursor parameter" (no word boundary)', 'Invalid cursor parameter', -32602],
    ['"Invalid cursors" (no word boundary)', 'Invalid cursors', -32602],
    ['"invalid cursor" (case-sensitive)', 'invalid cursor', -32000],
    ['"Invalid Cursor" (case-sensitive)', 'Invalid Cursor', -32000],
    ['" Invalid cursor" (no trimming)', ' Invalid cursor', -32000],
    ['"Invalid curso" (too short)', 'Invalid curso', -32000],
    ['"Bad: Invalid cursor" (prefix only)', 'Bad: Invalid cursor', -32000],
    ['""', '', -32000],
    ['the atom :invalid_cursor', atom('invalid_cursor'), -32000],
    ['an atom named "Invalid cursor"', atom('Invalid cursor'), -32000],
    ['a map with a code', map(['code', -32602]), -32000],
    ['a map with a cursor message', map(['message', 'Invalid cursor']), -32000],
    ['a tuple', tuple(atom('error'), 'Invalid cursor'), -32000],
    ['a list', ['Invalid cursor'], -32000],
    ['nil', null, -32000],
    ['a number', -32602, -32000],
  ])('%s with the default', (_, reason, expected) => {
    expect(errorCode(reason)).toBe(expected);
  });

  it.each<[Term, number, number]>([
    ['boom', -32603, -32603],
    [map(['code', -32602]), -32001, -32001],
    [null, 0, 0],
    ['Invalid cursor', -32603, -32602], // the cursor rule wins over any explicit default
    ['Invalid cursor', -32000, -32602],
  ])('errorCode(%j, %d) is %d', (reason, fallback, expected) => {
    expect(errorCode(reason, fallback)).toBe(expected);
  });
});
