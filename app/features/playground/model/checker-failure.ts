// The checker's failure, for the main thread: no checker code here (it stays in the worker's chunk).
import { RULES, specUrl, type Finding } from '../../../../src/index';
import type { Verdict } from './verdict';

/** The retry key: bound by the playground's commands and named in the failure. */
export const RETRY_KEYS = 'Shift+Alt+KeyR';

/**
 * The verdict shown when the checker did not finish: one R-INTERNAL finding that says so (never
 * "conforms"), plus `failure` for a card that renders its own retry button.
 *
 * @example
 * failedVerdict('boom').findings[0]?.rule // => 'R-INTERNAL'
 */
export function failedVerdict(reason: string): Verdict {
  const rule = RULES['R-INTERNAL'];
  const finding: Finding = {
    rule: rule.id,
    level: rule.level,
    severity: 'info',
    pointer: '',
    message: `The checker stopped before it judged this response (${reason}), so nothing was judged. Retry with Shift+Alt+R, or edit the input.`,
    spec: { title: `${rule.id}: ${rule.title}`, url: specUrl(rule.page) },
  };
  return { findings: [finding], note: null, failure: reason };
}
