import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hasInvisible, revealInvisible } from '../../../src/index';

describe('revealInvisible', () => {
  it.each([
    ['bidi override', 'invoice\u202Egnp.exe', 'invoice⟨U+202E⟩gnp.exe'],
    ['every embedding and override', '\u202A\u202B\u202C\u202D\u202E', '⟨U+202A⟩⟨U+202B⟩⟨U+202C⟩⟨U+202D⟩⟨U+202E⟩'],
    ['isolates', '\u2066x\u2067y\u2068z\u2069', '⟨U+2066⟩x⟨U+2067⟩y⟨U+2068⟩z⟨U+2069⟩'],
    [
      'zero-width space, joiners, marks',
      'a\u200Bb\u200Cc\u200Dd\u200Ee\u200F',
      'a⟨U+200B⟩b⟨U+200C⟩c⟨U+200D⟩d⟨U+200E⟩e⟨U+200F⟩',
    ],
    ['word joiner and BOM', '\u2060\uFEFF', '⟨U+2060⟩⟨U+FEFF⟩'],
    ['Arabic letter mark', 'x\u061Cy', 'x⟨U+061C⟩y'],
    ['plain text untouched', 'get_weather — café 東京', 'get_weather — café 東京'],
  ])('%s', (_name, input, shown) => {
    expect(revealInvisible(input)).toBe(shown);
    expect(hasInvisible(input)).toBe(input !== shown);
  });

  it('leaves no invisible control behind and keeps every visible character', () => {
    const alphabet = ['a', 'é', ' ', '\u202E', '\u2066', '\u200B', '\uFEFF', '⟨', '東'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...alphabet), { maxLength: 40 }), (chars) => {
        const text = chars.join('');
        const shown = revealInvisible(text);
        expect(hasInvisible(shown)).toBe(false);
        expect(shown.replace(/⟨U\+[0-9A-F]{4}⟩/g, '')).toBe(text.replace(/[\u202E\u2066\u200B\uFEFF]/g, ''));
      }),
    );
  });
});
