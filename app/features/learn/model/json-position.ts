/**
 * Where `JSON.parse` stopped, read from its error message ("… at position 7", as V8 and
 * SpiderMonkey say it), as a 1-based line and column; null when the message names no position.
 *
 * @example
 * jsonSyntaxPosition('{\n  "a": }', new SyntaxError('Unexpected token } in JSON at position 9')) // { line: 2, column: 8 }
 */
export function jsonSyntaxPosition(text: string, error: unknown): { line: number; column: number } | null {
  const message = error instanceof Error ? error.message : '';
  const position = /position (\d+)/.exec(message);
  if (position) return lineAndColumn(text, Math.min(Number(position[1]), text.length));
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  return lineColumn ? { line: Number(lineColumn[1]), column: Number(lineColumn[2]) } : null;
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}
