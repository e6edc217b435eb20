import { headerValue } from '../wire/headers';
import type { Scope } from './context';
import type { FindingDraft } from './finding';

/**
 * R-AUTH-21: a 401, or a 403 whose challenge says `insufficient_scope`, is the authorization
 * layer's answer. When its body is no JSON-RPC message (an OAuth error, empty, HTML) the envelope
 * rules would only report noise; the authorization steps (src/auth) judge the challenge itself.
 *
 * @example
 * // A family of checkExchange: the 401 before authorizing gets this one finding, not R-RPC-*.
 * const response = { status: 401, headers: { 'www-authenticate': 'Bearer scope="mcp:read"' }, body: '{"error":"invalid_token"}' };
 * checkExchange({ request: { method: 'tools/list', id: 1 }, response }).map((f) => f.rule) // => ['R-AUTH-21']
 */
export function authorizationChallenge(s: Scope): FindingDraft | null {
  const challenge = headerValue(s.headers, 'www-authenticate');
  const refusedScope = s.status === 403 && challenge !== undefined && /insufficient_scope/i.test(challenge);
  if ((s.status !== 401 && !refusedScope) || (s.msg !== undefined && 'jsonrpc' in s.msg)) return null;
  return {
    rule: 'R-AUTH-21',
    pointer: '',
    message: `HTTP ${s.status}: the server asks for ${s.status === 401 ? 'authorization' : 'a wider scope'}${challenge ? ` (${challenge.length > 120 ? `${challenge.slice(0, 120)}…` : challenge})` : ' without a WWW-Authenticate challenge'}. The JSON-RPC rules do not apply to it; the authorization steps judge the challenge.`,
    actual: `HTTP ${s.status}`,
  };
}
