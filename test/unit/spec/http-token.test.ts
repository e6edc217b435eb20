import { describe, expect, it } from 'vitest';
import { isHttpToken, TCHAR } from '../../../src/spec';

// RFC 9110 § 5.6.2: tchar is ALPHA / DIGIT and these fifteen marks; every other ASCII character is not.
const MARKS = "!#$%&'*+-.^_`|~";
const isTchar = (c: string) => /[A-Za-z0-9]/.test(c) || MARKS.includes(c);
const ASCII = Array.from({ length: 128 }, (_, code) => String.fromCharCode(code));

describe('isHttpToken', () => {
  it.each(ASCII.map((c) => [c.charCodeAt(0), c]))('decides the character %i as RFC 9110 does', (_code, c) => {
    expect(isHttpToken(`a${c}b`)).toBe(isTchar(c));
  });

  it('refuses the empty text and text beyond ASCII', () => {
    expect([isHttpToken(''), isHttpToken('Région')]).toEqual([false, false]);
  });

  it('TCHAR builds the same class inside a larger pattern', () => {
    const member = new RegExp(`^[${TCHAR}]+=`);
    expect(ASCII.filter((c) => member.test(`${c}=`))).toEqual(ASCII.filter(isTchar));
  });
});
