/**
 * A 1-based line and column in a text (columns count UTF-16 code units).
 *
 * @example
 * const position: TextPosition = positionAt('a\nbc', 3); // { line: 2, column: 2 }
 */
export interface TextPosition {
  line: number;
  column: number;
}

/** Width of the source window shown in an excerpt. */
const EXCERPT_WIDTH = 60;

/**
 * Finds the 1-based line and column of an offset; only runs when an error is built.
 *
 * @example
 * locate('a\nbc', 3) // { line: 2, column: 2, lineStart: 2 }
 */
export function locate(source: string, offset: number): { line: number; column: number; lineStart: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = source.indexOf('\n'); i !== -1 && i < offset; i = source.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1, lineStart };
}

/**
 * The line starting at `lineStart`, cut to about 60 characters around `offset`, with a caret line below.
 *
 * @example
 * excerptAround('{"a": }', 0, 6) // '{"a": }\n      ^'
 */
export function excerptAround(source: string, lineStart: number, offset: number): string {
  let lineEnd = source.indexOf('\n', lineStart);
  if (lineEnd === -1) lineEnd = source.length;
  if (lineEnd > lineStart && source.charCodeAt(lineEnd - 1) === 13) lineEnd--;
  const col = Math.min(offset, lineEnd) - lineStart;
  const start = Math.max(0, Math.min(col - EXCERPT_WIDTH / 2, lineEnd - lineStart - EXCERPT_WIDTH));
  const end = Math.min(lineEnd - lineStart, start + EXCERPT_WIDTH);
  const prefix = start > 0 ? '…' : '';
  const suffix = end < lineEnd - lineStart ? '…' : '';
  // Tabs become spaces so that the caret stays under the right character.
  const text = source.slice(lineStart + start, lineStart + end).replace(/[\t\v\f]/g, ' ');
  return `${prefix}${text}${suffix}\n${' '.repeat(prefix.length + col - start)}^`;
}

/**
 * The 1-based line and column of a 0-based offset.
 *
 * @example
 * positionAt('a\nbc', 3) // { line: 2, column: 2 }
 */
export function positionAt(text: string, offset: number): TextPosition {
  const { line, column } = locate(text, Math.max(0, Math.min(offset, text.length)));
  return { line, column };
}

/**
 * The line holding `offset`, cut to about 60 characters around it, with a caret under it.
 *
 * @example
 * excerptAt('{"a": }', 6) // '{"a": }\n      ^'
 */
export function excerptAt(text: string, offset: number): string {
  const at = Math.max(0, Math.min(offset, text.length));
  return excerptAround(text, locate(text, at).lineStart, at);
}
