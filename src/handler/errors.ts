import { excerptAt, positionAt } from '../json/position';
import type { PositionedError } from '../json/positioned-error';
import { boundMessage } from '../json/clip';

/**
 * Which syntax a pasted handler result was read as.
 *
 * @example
 * parseHandlerResult('{:ok, %{"tools" => []}}').syntax // => 'elixir'
 * parseHandlerResult('["ok", {"tools": []}]').syntax // => 'json'
 */
export type HandlerSyntax = 'elixir' | 'json';

/**
 * A pasted handler result that could not be read: `kind: 'syntax'` for text that does not parse,
 * `kind: 'shape'` for a value that is not a handler result. Carries the 1-based line and column.
 *
 * @example
 * parseHandlerResult('{:ok, %{') // => throws HandlerParseError
 * parseHandlerResult('{:ok, %{') // => throws '(line 1, column 9)'
 */
export class HandlerParseError extends Error implements PositionedError {
  override readonly name = 'HandlerParseError';
  /** What is wrong, without the " (line l, column c)" that `message` ends with. */
  readonly reason: string;
  readonly kind: 'syntax' | 'shape';
  readonly syntax: HandlerSyntax;
  readonly line: number;
  readonly column: number;
  readonly offset: number;
  /** The offending line with a caret under the position. */
  readonly excerpt: string;

  constructor(kind: 'syntax' | 'shape', syntax: HandlerSyntax, reason: string, text: string, offset: number) {
    const { line, column } = positionAt(text, offset);
    const bounded = boundMessage(reason);
    super(`${bounded} (line ${line}, column ${column})`);
    this.reason = bounded;
    this.kind = kind;
    this.syntax = syntax;
    this.line = line;
    this.column = column;
    this.offset = offset;
    this.excerpt = excerptAt(text, offset);
  }
}
