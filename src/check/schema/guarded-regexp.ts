import { backtrackingRisk } from './pattern-risk';

/** Longest string a schema pattern is run on; a longer one leaves its value unjudged. */
export const PATTERN_INPUT_LIMIT = 10_000;

/**
 * Thrown when a schema pattern is not run (too risky, or its string too long): the value or schema
 * is then unjudged with this sentence, never judged wrong.
 *
 * @example
 * new PatternNotRun('x').name // => 'PatternNotRun'
 */
export class PatternNotRun extends Error {
  override name = 'PatternNotRun';
}

/**
 * The regular-expression engine the validator uses for `pattern` and `patternProperties`: the
 * platform's, except that a pattern `backtrackingRisk` flags is refused when the schema is compiled,
 * and a string longer than `PATTERN_INPUT_LIMIT` is refused when it would be tested.
 *
 * @example
 * guardedRegExp('^[a-z]+$', 'u').test('abc') // => true
 * let refused = ''; try { guardedRegExp('^(a+)+$', 'u'); } catch (e) { refused = (e as Error).name; }
 * refused // => 'PatternNotRun'
 */
export const guardedRegExp = Object.assign(
  (pattern: string, flags: string): { test(text: string): boolean; toString(): string } => {
    const risk = backtrackingRisk(pattern);
    if (risk)
      throw new PatternNotRun(
        `its pattern ${JSON.stringify(cut(pattern))} is not run: ${risk} can backtrack for hours`,
      );
    const re = new RegExp(pattern, flags);
    return {
      test(text: string): boolean {
        if (text.length > PATTERN_INPUT_LIMIT)
          throw new PatternNotRun(
            `a string of ${text.length} characters is longer than the ${PATTERN_INPUT_LIMIT} a pattern is run on`,
          );
        return re.test(text);
      },
      toString: () => re.toString(),
    };
  },
  { code: 'guardedRegExp' },
);

function cut(pattern: string): string {
  return pattern.length > 80 ? `${pattern.slice(0, 80)}…` : pattern;
}
