import type { Term } from '../term/types';

/** JSON-RPC "invalid params", used for cursor complaints. */
const INVALID_PARAMS = -32602;

/**
 * `error_code/2`: `-32602` for a binary starting with `"Invalid cursor"` (case-sensitive,
 * untrimmed), otherwise `defaultCode`. Codes inside the reason are deliberately ignored.
 *
 * @example
 * errorCode('Invalid cursor: abc') // => -32602
 * errorCode(map(['code', -32602])) // => -32000
 * errorCode('boom', -32603) // => -32603
 */
export function errorCode(reason: Term, defaultCode = -32000): number {
  return typeof reason === 'string' && reason.startsWith('Invalid cursor') ? INVALID_PARAMS : defaultCode;
}
