import { isSecretHeaderName } from '../../spec';

/**
 * The headers with credential values replaced by `[redacted]`.
 *
 * @example
 * maskSecrets({ Authorization: 'Bearer abc', Accept: 'application/json' }) // => { Authorization: '[redacted]', Accept: 'application/json' }
 */
export function maskSecrets(headers: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, isSecretHeaderName(k) ? '[redacted]' : v]));
}
