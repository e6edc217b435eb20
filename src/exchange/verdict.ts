import type { Finding } from '../check';

/**
 * The verdict of one exchange: its worst finding, or `transport` when no complete answer arrived
 * (nothing to judge). Every screen that shows an exchange uses these five words.
 *
 * @example
 * const verdict: Verdict = verdictOf([{ severity: 'warning' }, { severity: 'info' }]);
 * verdict // => 'warn'
 */
export type Verdict = 'pass' | 'info' | 'warn' | 'fail' | 'transport';

/**
 * Every verdict, worst first (the order filters list them in).
 *
 * @example
 * VERDICTS // => ['fail', 'warn', 'info', 'pass', 'transport']
 */
export const VERDICTS: readonly Verdict[] = ['fail', 'warn', 'info', 'pass', 'transport'];

/**
 * The verdict of an exchange's findings: an error fails, a warning warns, any other finding is
 * `info`; `transport` when the exchange had no complete answer to judge.
 *
 * @example
 * verdictOf([]) // => 'pass'
 * verdictOf([{ severity: 'info' }]) // => 'info'
 * verdictOf([], true) // => 'transport'
 */
export function verdictOf(findings: readonly Pick<Finding, 'severity'>[], transportFailed = false): Verdict {
  if (transportFailed) return 'transport';
  if (findings.some((f) => f.severity === 'error')) return 'fail';
  if (findings.some((f) => f.severity === 'warning')) return 'warn';
  return findings.length > 0 ? 'info' : 'pass';
}

/**
 * The verdict in words, as every list and view shows it: the error and warning counts, else the
 * note count, else `pass`; `not judged` when no complete answer arrived.
 *
 * @example
 * verdictWords('pass', []) // => 'pass'
 * verdictWords('fail', [{ severity: 'error' }, { severity: 'warning' }]) // => '1 error, 1 warning'
 * verdictWords('info', [{ severity: 'info' }, { severity: 'info' }]) // => '2 notes'
 * verdictWords('transport', []) // => 'not judged'
 */
export function verdictWords(verdict: Verdict, findings: readonly Pick<Finding, 'severity'>[]): string {
  if (verdict === 'transport') return 'not judged';
  const errors = findings.filter((f) => f.severity === 'error').length;
  const warnings = findings.filter((f) => f.severity === 'warning').length;
  const serious = [count(errors, 'error'), count(warnings, 'warning')].filter(Boolean).join(', ');
  return serious || count(findings.length, 'note') || 'pass';
}

function count(n: number, what: string): string {
  return n === 0 ? '' : `${n} ${what}${n === 1 ? '' : 's'}`;
}
