// Form or JSON fields of authorization exchanges that carry a credential (tokens, secrets, codes, assertions).
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
  `("(?:${SECRET_FIELDS.join('|')})"\\s*:\\s*)"[^"]*"|\\b((?:${SECRET_FIELDS.join('|')})=)[^&\\s]*`,
  'g',
);

/**
 * An authorization request or response body (JSON or a form) with every credential field's value
 * replaced by `mask`: token answers, assertion grants, registrations with secrets.
 *
 * @example
 * maskCredentials('{"access_token":"abc","token_type":"DPoP"}', '[redacted]') // => '{"access_token":"[redacted]","token_type":"DPoP"}'
 * maskCredentials('grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Ajwt-bearer&assertion=eyJ.x.y', '•') // => 'grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Ajwt-bearer&assertion=•'
 */
export function maskCredentials(body: string, mask: string): string {
  return body.replace(FIELD, (_all, json?: string, form?: string) => (json ? `${json}"${mask}"` : `${form}${mask}`));
}

/**
 * A URL with its credential parameters masked (the callback's `code`).
 *
 * @example
 * maskCredentialsInUrl('http://127.0.0.1:8976/callback?code=c0de&state=s', '[redacted]') // => 'http://127.0.0.1:8976/callback?code=[redacted]&state=s'
 */
export function maskCredentialsInUrl(url: string, mask: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query + 1) + maskCredentials(url.slice(query + 1), mask);
}
