import { toFinding, type Finding } from '../check/finding';
import type { RuleId } from '../check/rules';

/**
 * A finding of an authorization step ('' points at the status or headers, `/field` into a JSON body).
 *
 * @example
 * const finding = authFinding('R-AUTH-7', '/code_challenge_methods_supported', 'The metadata lists no S256.', { expected: '["S256"]' });
 * finding.rule // => 'R-AUTH-7'
 * finding.pointer // => '/code_challenge_methods_supported'
 */
export function authFinding(
  rule: RuleId & `R-AUTH-${number}`,
  pointer: string,
  message: string,
  extra: { expected?: string; actual?: string } = {},
): Finding {
  return toFinding({ rule, pointer, message, ...extra });
}
