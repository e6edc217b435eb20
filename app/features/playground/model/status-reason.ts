import { errorCodeFact, type ModernExplanation } from '../../../../src/index';

const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 404: 'Not Found' };

/**
 * Why the shaped response gets its HTTP status, in one sentence plus the rule (from the ERROR_CODES table).
 *
 * @example
 * statusReason(explainModern(1, 'x/y', { kind: 'error', code: -32601, message: 'm' })).text // => '-32601 (method not found) is answered with 404 Not Found.'
 */
export function statusReason(modern: ModernExplanation): { text: string; rule: string } {
  const response = modern.response;
  if ('result' in response)
    return {
      text: 'Every result (complete, input_required or task) is sent with 200.',
      rule: 'http_status/1, R-HTTP-3',
    };
  const code = response.error.code;
  const fact = errorCodeFact(code);
  if (fact?.httpStatus) {
    const name = fact.kind === 'mcp' ? fact.name : fact.name.toLowerCase();
    const rule = fact.httpStatus === 404 ? 'R-ERR-8, R-HTTP-3' : 'R-HTTP-3';
    const status = [fact.httpStatus, STATUS_TEXT[fact.httpStatus]].filter(Boolean).join(' ');
    return { text: `${code} (${name}) is answered with ${status}.`, rule };
  }
  return {
    text: `${code} is produced while running the method, so it travels in-band with 200.`,
    rule: 'http_status/1',
  };
}
