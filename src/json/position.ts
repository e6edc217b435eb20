/** A 1-based line and column in a text (columns count UTF-16 code units). */
export interface TextPosition {
  line: number;
  column: number;
}

/**
 * The 1-based line and column of a 0-based offset.
 *
 * @example
 * positionAt('a\nbc', 3) // { line: 2, column: 2 }
 */
export function positionAt(text: string, offset: number): TextPosition {
  const end = Math.max(0, Math.min(offset, text.length));
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < end; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: end - lineStart + 1 };
}

/**
 * The line holding `offset`, cut to about 60 characters around it, with a caret under it.
 *
 * @example
 * excerptAt('{"a": }', 6) // '{"a": }\n      ^'
 */
export function excerptAt(text: string, offset: number): string {
  const at = Math.max(0, Math.min(offset, text.length));
  const start = text.lastIndexOf('\n', at - 1) + 1;
  const newline = text.indexOf('\n', at);
  const end = newline === -1 ? text.length : newline;
  const from = Math.max(start, at - 30);
  const to = Math.min(end, at + 30);
  const line = (from > start ? '…' : '') + text.slice(from, to).replaceAll('\t', ' ') + (to < end ? '…' : '');
  const caret = ' '.repeat(at - from + (from > start ? 1 : 0)) + '^';
  return `${line}\n${caret}`;
}
