/**
 * A 1-based line and column in a text (columns count UTF-16 code units).
 *
 * @example
 * const position: TextPosition = positionAt('a\nbc', 3); // => { line: 2, column: 2 }
 */
export interface TextPosition {
  line: number;
  column: number;
}

/** Width of the source window shown in an excerpt. */
const EXCERPT_WIDTH = 60;

/**
 * Finds the 1-based line and column of an offset; only runs when an error is built. A line ends
 * at LF, CRLF or a lone CR, as editors count lines (Monaco shows a lone CR as a line break).
 *
 * @example
 * locate('a\nbc', 3) // => { line: 2, column: 2, lineStart: 2 }
 * locate('a\rbc', 3) // => { line: 2, column: 2, lineStart: 2 }
 */
export function locate(source: string, offset: number): { line: number; column: number; lineStart: number } {
  let line = 1;
  let lineStart = 0;
  // Each search runs again only once passed, so a text without CR costs one failed search.
  let lf = source.indexOf('\n');
  let cr = source.indexOf('\r');
  for (;;) {
    if (lf !== -1 && lf < lineStart) lf = source.indexOf('\n', lineStart);
    if (cr !== -1 && cr < lineStart) cr = source.indexOf('\r', lineStart);
    const i = cr === -1 ? lf : lf === -1 ? cr : Math.min(cr, lf);
    if (i === -1 || i >= offset) break;
    // CRLF is one break; an offset between its CR and LF still belongs to the line it ends.
    const end = i === cr && lf === i + 1 ? i + 2 : i + 1;
    if (end > offset) break;
    line++;
    lineStart = end;
  }
  return { line, column: offset - lineStart + 1, lineStart };
}

/** The offset of the next CR or LF at or after `from`, or -1. */
function nextBreak(source: string, from: number): number {
  const lf = source.indexOf('\n', from);
  const cr = source.indexOf('\r', from);
  return cr === -1 ? lf : lf === -1 ? cr : Math.min(cr, lf);
}

/**
 * The line starting at `lineStart`, cut to about 60 characters around `offset`, with a caret line below.
 *
 * @example
 * excerptAround('{"a": }', 0, 6) // => '{"a": }\n      ^'
 */
export function excerptAround(source: string, lineStart: number, offset: number): string {
  let lineEnd = nextBreak(source, lineStart);
  if (lineEnd === -1) lineEnd = source.length;
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
 * positionAt('a\nbc', 3) // => { line: 2, column: 2 }
 */
export function positionAt(text: string, offset: number): TextPosition {
  const { line, column } = locate(text, Math.max(0, Math.min(offset, text.length)));
  return { line, column };
}

/**
 * The line holding `offset`, cut to about 60 characters around it, with a caret under it.
 *
 * @example
 * excerptAt('{"a": }', 6) // => '{"a": }\n      ^'
 */
export function excerptAt(text: string, offset: number): string {
  const at = Math.max(0, Math.min(offset, text.length));
  return excerptAround(text, locate(text, at).lineStart, at);
}
