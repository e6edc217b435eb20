/**
 * An error placed in a source text: the data a renderer needs, so nobody parses a message string.
 * `line` and `column` are 1-based (columns count UTF-16 code units), `offset` is 0-based.
 *
 * @example
 * const where = (text: string) => {
 *   try { parseTerm(text); } catch (e) { if (isPositionedError(e)) return `${e.line}:${e.column}`; }
 * };
 * where('{1 2}') // => '1:4'
 */
export interface PositionedError {
  readonly line: number;
  readonly column: number;
  readonly offset: number;
  /** The offending line (cut to about 60 characters around the column) and a caret line below it. */
  readonly excerpt: string;
  /** What is wrong, in one sentence without the position. */
  readonly reason: string;
}

/**
 * Whether a thrown value carries a position (TermSyntaxError, HandlerParseError, or any error of that shape).
 *
 * @example
 * isPositionedError(new TermSyntaxError('x', 'ab', 1)) // => true
 * isPositionedError(new Error('x')) // => false
 */
export function isPositionedError(error: unknown): error is PositionedError & Error {
  if (!(error instanceof Error)) return false;
  const e = error as Partial<PositionedError>;
  return (
    typeof e.line === 'number' &&
    typeof e.column === 'number' &&
    typeof e.offset === 'number' &&
    typeof e.excerpt === 'string' &&
    typeof e.reason === 'string'
  );
}
