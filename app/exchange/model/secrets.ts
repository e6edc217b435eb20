import { isSecretHeaderName, maskCredentialFields } from '../../../src/index';

/** The mask shown instead of a secret value. */
export const MASK = '••••••';

/** A secret value masked, keeping an auth scheme visible ('Bearer ••••••'). */
export function maskValue(value: string): string {
  const scheme = /^(Bearer|Basic|Digest|Token)\s+/i.exec(value)?.[0] ?? '';
  return scheme + MASK;
}

/** A copy of the headers with every secret value masked, and credential fields in the others (a Location's `code`). */
export function maskHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([k, v]) => [k, isSecretHeaderName(k) ? maskValue(v) : maskBody(v)]),
  );
}

/** A body with its credential fields masked (tokens, codes, PKCE verifiers): the library's one rule. */
export function maskBody(text: string): string {
  return maskCredentialFields(text, MASK);
}

/** Query parameters whose values are credentials: api_key, apikey, token, access_token, client_secret, sig, ... */
const SECRET_QUERY_NAME =
  /(^|[-_.])(api[-_]?key|apikey|key|token|secret|password|passwd|pwd|auth|signature|sig|code)$/i;

/**
 * A URL with its credentials (`user:pass@`) and secret-looking query values masked; text that is not
 * a URL is returned as it is.
 *
 * @example
 * maskUrl('https://u:p@mcp.example.com/mcp?api_key=k&q=1') // => 'https://••••••:••••••@mcp.example.com/mcp?api_key=••••••&q=1'
 */
export function maskUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  // The URL API percent-encodes the mask: write an ASCII placeholder, then put the mask in its place.
  const hole = 'MASKED0SECRET';
  const secretNames = [...new Set(parsed.searchParams.keys())].filter((name) => SECRET_QUERY_NAME.test(name));
  if (!parsed.username && !parsed.password && secretNames.length === 0) return url;
  if (parsed.username) parsed.username = hole;
  if (parsed.password) parsed.password = hole;
  for (const name of secretNames) parsed.searchParams.set(name, hole);
  return parsed.toString().replaceAll(hole, MASK);
}
