import { excerptAround, locate } from '../json/position';
import type { PositionedError } from '../json/positioned-error';
import { boundMessage } from '../json/clip';

export { locate };

/**
 * Thrown by `parseTerm` when the text is not a term it can read.
 * `line` and `column` are 1-based (columns count UTF-16 code units), `offset` is 0-based.
 *
 * @example
 * parseTerm('{1 2}') // => throws TermSyntaxError
 * const columnOf = (text: string) => { try { parseTerm(text); } catch (e) { if (e instanceof TermSyntaxError) return e.column; } };
 * columnOf('{1 2}') // => 4
 */
export class TermSyntaxError extends Error implements PositionedError {
  override readonly name = 'TermSyntaxError';
  /** The message without a position (the same text: the position is in line and column). */
  readonly reason: string;
  readonly line: number;
  readonly column: number;
  readonly offset: number;
  /** The offending line (cut to about 60 characters around the column) and a caret line below it. */
  readonly excerpt: string;

  constructor(message: string, source: string, offset: number) {
    super(boundMessage(message));
    this.reason = this.message;
    const at = locate(source, offset);
    this.offset = offset;
    this.line = at.line;
    this.column = at.column;
    this.excerpt = excerptAround(source, at.lineStart, offset);
  }
}

/**
 * Thrown when a value has no form in the requested notation: a tuple sent to JSON, NaN in a term,
 * a function handed to `termFromJson`. `path` is a JSON-pointer-like location (`""` for the root).
 *
 * @example
 * termToJson(map(['content', [tuple(atom('ok'), 1)]])) // => throws TermEncodeError
 * new TermEncodeError('Cannot encode a tuple as JSON at /content/0: {:ok, 1}', '/content/0').path // => '/content/0'
 */
export class TermEncodeError extends Error {
  override readonly name = 'TermEncodeError';
  readonly path: string;

  constructor(message: string, path: string) {
    super(boundMessage(message));
    this.path = path;
  }
}

/**
 * Escapes one JSON-pointer segment (`~` → `~0`, `/` → `~1`).
 *
 * @example
 * pointerSegment('a/b') // => 'a~1b'
 */
export function pointerSegment(segment: string): string {
  return segment.includes('~') || segment.includes('/') ? segment.replaceAll('~', '~0').replaceAll('/', '~1') : segment;
}

/**
 * Words for a path in messages: the pointer itself, or `the root` for `""`.
 *
 * @example
 * describePath('') // => 'the root'
 */
export function describePath(path: string): string {
  return path === '' ? 'the root' : path;
}
