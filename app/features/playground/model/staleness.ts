import type { Preview } from './compute-preview';

/** An option field whose text is not a value the shaper can take, in the field's own words. */
export interface FieldError {
  /** The field's visible label, e.g. ':cache override ttlMs'. */
  field: string;
  message: string;
}

/**
 * What the shown (last good) preview is stale against, as a phrase, or null when it shows the current input:
 * the input's own problem first, then the first option field that holds no usable value.
 *
 * @example
 * staleAgainst({ ok: false, problem: { title: 'Syntax error', message: '…', line: 1, column: 9 } }, [])
 * // => 'Syntax error at line 1, column 9 in the handler result'
 */
export function staleAgainst(preview: Preview | null, fieldErrors: readonly FieldError[]): string | null {
  if (preview && !preview.ok) {
    const { title, line, column } = preview.problem;
    return line === undefined ? title : `${title} at line ${line}, column ${column ?? 1} in the handler result`;
  }
  const first = fieldErrors[0];
  return first ? `the ${first.field} field: ${first.message}` : null;
}
