// The same names the live screen masks (authorization, cookies, API keys, tokens, secrets, passwords, sessions).
const SECRET_NAME =
  /^(authorization|proxy-authorization|cookie|set-cookie)$|api[-_]?key|token|secret|password|session|credential/i;

/**
 * Whether a header's value is a credential that reports must not print.
 *
 * @example
 * isSecretHeaderName('Authorization') // => true
 * isSecretHeaderName('Mcp-Method') // => false
 */
export function isSecretHeaderName(name: string): boolean {
  return SECRET_NAME.test(name);
}

/**
 * The headers with credential values replaced by `[redacted]`.
 *
 * @example
 * maskSecrets({ Authorization: 'Bearer abc', Accept: 'application/json' }) // => { Authorization: '[redacted]', Accept: 'application/json' }
 */
export function maskSecrets(headers: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, isSecretHeaderName(k) ? '[redacted]' : v]));
}
