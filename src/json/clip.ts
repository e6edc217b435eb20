/**
 * The most characters of input that any message or excerpt quotes. Input can be 50 MB long:
 * an error that copies it whole (or twice) can crash a browser tab.
 *
 * @example
 * clip('a'.repeat(500)).length // => MAX_QUOTED + 1
 * // 200 characters and an ellipsis
 */
export const MAX_QUOTED = 200;

/**
 * Input text cut to `max` characters with an ellipsis, for messages; a surrogate pair is never split.
 *
 * @example
 * clip('abcdef', 3) // => 'abc…'
 * clip('short') // => 'short'
 */
export function clip(text: string, max: number = MAX_QUOTED): string {
  if (text.length <= max) return text;
  const cut = (text.charCodeAt(max - 1) & 0xfc00) === 0xd800 ? max - 1 : max;
  return `${text.slice(0, cut)}…`;
}

/**
 * A whole message bounded for display: what it quotes is clipped already, this is the backstop.
 *
 * @example
 * boundMessage('x'.repeat(5000)).length // => 601
 */
export function boundMessage(message: string): string {
  return clip(message, 3 * MAX_QUOTED);
}
