import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TermSyntaxError, parseTerm } from '../../../src/term';

function error(text: string): TermSyntaxError | null {
  try {
    parseTerm(text);
    return null;
  } catch (e) {
    if (e instanceof TermSyntaxError) return e;
    throw e;
  }
}

// IEx refuses these, so the reader does too.
describe('the reader is as strict as IEx about numbers and character codes', () => {
  it('property: an integer with an exponent (1e5) is refused at the number', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.constantFrom('e', 'E'),
        fc.constantFrom('', '+', '-'),
        fc.nat(400),
        (n, e, sign, exp) => {
          const text = `[:a, ${n}${e}${sign}${exp}]`;
          expect(error(text)).toMatchObject({ offset: 5 });
          expect(parseTerm(`[:a, ${n}.0${e}${sign}${exp % 300}]`)).toHaveLength(2);
        },
      ),
    );
  });

  it('property: an uppercase radix prefix is refused; the lowercase one is read', () => {
    fc.assert(
      fc.property(fc.constantFrom('x', 'o', 'b'), fc.nat({ max: 1 }), (radix, digit) => {
        expect(error(`0${radix.toUpperCase()}${digit}`)?.reason).toContain(`lowercase (0${radix})`);
        expect(parseTerm(`0${radix}${digit}`)).toBe(digit);
      }),
    );
  });

  it('?\\ at the end of the input is refused; ?\\n is a character code', () => {
    expect(error('?\\')).toMatchObject({ offset: 0, reason: 'Expected a character after "?\\", found end of input' });
    expect(parseTerm('?\\n')).toBe(10);
  });
});
