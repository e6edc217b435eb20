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

// Form or JSON fields that carry a credential: token answers, refresh grants, codes, PKCE verifiers,
// registrations with secrets, assertion grants. The one rule every masked view uses (Live's steps, reports, history, HAR).
const SECRET_FIELDS = [
  'access_token',
  'refresh_token',
  'id_token',
  'client_secret',
  'code',
  'code_verifier',
  'registration_access_token',
  'assertion',
  'client_assertion',
  'subject_token',
];
const FIELD = new RegExp(
  `("(?:${SECRET_FIELDS.join('|')})"\\s*:\\s*)"[^"]*"|\\b((?:${SECRET_FIELDS.join('|')})=)[^&\\s"]*`,
  'g',
);

/**
 * A body, URL or header value with every credential field's value masked: JSON fields
 * (`"access_token":"…"`) and form or query parameters (`code=…`).
 *
 * @example
 * maskCredentialFields('{"access_token":"abc","token_type":"Bearer"}') // => '{"access_token":"[redacted]","token_type":"Bearer"}'
 * maskCredentialFields('grant_type=jwt-bearer&assertion=eyJ.x.y', '•') // => 'grant_type=jwt-bearer&assertion=•'
 * maskCredentialFields('http://127.0.0.1/callback?code=xyz&state=s', '••') // => 'http://127.0.0.1/callback?code=••&state=s'
 */
export function maskCredentialFields(text: string, mask = '[redacted]'): string {
  return text.replace(FIELD, (_all, json?: string, form?: string) => (json ? `${json}"${mask}"` : `${form}${mask}`));
}
