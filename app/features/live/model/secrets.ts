/** Header names whose values are credentials: masked in the UI, history, exports, HAR and curl. */
const SECRET_HEADER =
  /^(authorization|proxy-authorization|cookie|set-cookie)$|api[-_]?key|token|secret|password|session/i;

/** The mask shown instead of a secret value. */
export const MASK = '••••••';

/**
 * Whether a header's value is a secret.
 *
 * @example
 * isSecretHeader('Authorization') // true
 * isSecretHeader('Mcp-Method') // false
 */
export function isSecretHeader(name: string): boolean {
  return SECRET_HEADER.test(name);
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
