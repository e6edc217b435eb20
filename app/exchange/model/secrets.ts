import { isSecretHeaderName } from '../../../src/index';

/** The mask shown instead of a secret value. */
export const MASK = '••••••';

/**
 * Whether a header's value is a secret (the library's one list of credential header names):
 * masked in the UI, history, exports, HAR and curl.
 *
 * @example
 * isSecretHeader('Authorization') // true
 * isSecretHeader('Mcp-Method') // false
 */
export function isSecretHeader(name: string): boolean {
  return isSecretHeaderName(name);
}

/** A secret value masked, keeping an auth scheme visible ('Bearer ••••••'). */
export function maskValue(value: string): string {
  const scheme = /^(Bearer|Basic|Digest|Token)\s+/i.exec(value)?.[0] ?? '';
  return scheme + MASK;
}

/** A copy of the headers with every secret value masked. */
export function maskHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, isSecretHeader(k) ? maskValue(v) : v]));
}
