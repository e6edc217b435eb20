import { parse, type ParseError } from 'jsonc-parser';

/**
 * Where a text that `JSON.parse` refused first breaks the JSON grammar, as a 1-based line and
 * column (engines word their messages differently and often name no position); null when no
 * grammar error is found (the text is then valid JSON).
 *
 * @example
 * jsonSyntaxPosition('{\n  "a": }') // => { line: 2, column: 8 }
 */
export function jsonSyntaxPosition(text: string): { line: number; column: number } | null {
  const errors: ParseError[] = [];
  parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  return first ? lineAndColumn(text, first.offset) : null;
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.min(offset, text.length));
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: before.length - lineStart + 1 };
}
