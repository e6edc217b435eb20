// The checker's failure, for the main thread: no checker code here (it stays in the worker's chunk).
import { RULES, specUrl, type Finding } from '../../../../src/index';
import type { Verdict } from './verdict';
import type { WorkerReply } from './worker-answer';

/**
 * The reply for a job that stopped: the reason in at most 200 characters.
 *
 * @example
 * failedReply(3, new RangeError('Maximum call stack size exceeded')).failure // 'the input is nested too deeply for the worker'
 */
export function failedReply(seq: number, error: unknown): WorkerReply {
  let reason: string;
  try {
    reason =
      error instanceof RangeError
        ? 'the input is nested too deeply for the worker'
        : error instanceof Error
          ? String(error.message)
          : String(error);
  } catch {
    reason = 'an unprintable exception';
  }
  return { seq, verdict: null, failure: reason.length > 200 ? `${reason.slice(0, 200)}…` : reason };
}

/** The retry key: bound by the playground's commands and named in the failure. */
export const RETRY_KEYS = 'Shift+Alt+KeyR';

/**
 * The verdict shown when the checker did not finish: one R-INTERNAL finding that says so (never
 * "conforms"), plus `failure` for a card that renders its own retry button.
 *
 * @example
 * failedVerdict('boom').findings[0]?.rule // 'R-INTERNAL'
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
