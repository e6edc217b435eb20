import { excerptAt, positionAt } from '../json/position';

/**
 * Which syntax a pasted handler result was read as.
 *
 * @example
 * parseHandlerResult('{:ok, %{"tools" => []}}').syntax // 'elixir'
 * parseHandlerResult('["ok", {"tools": []}]').syntax // 'json'
 */
export type HandlerSyntax = 'elixir' | 'json';

/**
 * A pasted handler result that could not be read: `kind: 'syntax'` for text that does not parse,
 * `kind: 'shape'` for a value that is not a handler result. Carries the 1-based line and column.
 *
 * @example
 * try { parseHandlerResult('{:ok, %{'); } catch (e) { if (e instanceof HandlerParseError) console.log(e.line, e.column); }
 */
export class HandlerParseError extends Error {
  override readonly name = 'HandlerParseError';
  readonly kind: 'syntax' | 'shape';
  readonly syntax: HandlerSyntax;
  readonly line: number;
  readonly column: number;
  readonly offset: number;
  /** The offending line with a caret under the position. */
  readonly excerpt: string;

  constructor(kind: 'syntax' | 'shape', syntax: HandlerSyntax, message: string, text: string, offset: number) {
    const { line, column } = positionAt(text, offset);
    super(`${message} (line ${line}, column ${column})`);
    this.kind = kind;
    this.syntax = syntax;
    this.line = line;
    this.column = column;
    this.offset = offset;
    this.excerpt = excerptAt(text, offset);
  }
}
