// Bidirectional overrides and isolates, zero-width characters and other invisible format controls:
// a server string carrying them can read "exe.png" for "gnp.exe", so views show them by name.
const INVISIBLE =
  /[\u061C\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\u206A-\u206F\u3164\uFEFF\uFFA0]/g;

/**
 * Whether a text holds a character `revealInvisible` would name.
 *
 * @example
 * hasInvisible('gnp\u202Eexe') // => true
 * hasInvisible('plain') // => false
 */
export function hasInvisible(text: string): boolean {
  INVISIBLE.lastIndex = 0;
  return INVISIBLE.test(text);
}

/**
 * The text with every bidirectional control and invisible character written as `⟨U+XXXX⟩`, so a
 * server cannot make a name read differently from what it is.
 *
 * @example
 * revealInvisible('invoice\u202Egnp.exe') // => 'invoice⟨U+202E⟩gnp.exe'
 * revealInvisible('a\u200Bb') // => 'a⟨U+200B⟩b'
 * revealInvisible('café') // => 'café'
 */
export function revealInvisible(text: string): string {
  if (!hasInvisible(text)) return text;
  return text.replace(INVISIBLE, (char) => `⟨U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}⟩`);
}
