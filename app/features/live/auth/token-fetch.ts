import { isSecretHeaderName } from '../../../../src/index';
import { MASK } from '../../../exchange/model/secrets';
import { identityOf } from '../../../queries/live-cache';
import type { Transport } from '../../../exchange/transport/choose-fetch';
import { liveTokens } from './auth-store';

/**
 * What records and the history hold instead of a token: the exchange shows that a token went, the
 * token itself is put in only on the wire (so no history, export, HAR or curl can carry it).
 */
export const TOKEN_PLACEHOLDER = 'Bearer [session-token]';

/** The access token of this session a request to `url` may carry (the token store decides). */
const tokenFor = (url: string): string | undefined => liveTokens.find(url)?.access_token;

/** Whether a request to `url` would carry a token of this session. */
export function hasToken(url: string): boolean {
  return tokenFor(url) !== undefined;
}

/**
 * The request's headers with the placeholder when this session holds a token for it: added
 * when there is no Authorization header, or put back where a resent record shows its mask.
 */
export function withTokenHeader(url: string, headers: Record<string, string>): Record<string, string> {
  if (!hasToken(url)) return headers;
  const own = Object.keys(headers).find((k) => k.toLowerCase() === 'authorization');
  if (own && headers[own] !== `Bearer ${MASK}`) return headers;
  const rest = Object.fromEntries(Object.entries(headers).filter(([k]) => k !== own));
  return { ...rest, Authorization: TOKEN_PLACEHOLDER };
}

/**
 * The cache identity of a request's credentials: the placeholder counts as the token it stands for,
 * so a private answer obtained with one token is never served after a step-up or to another client.
 */
export function credentialIdentity(url: string, headers: Readonly<Record<string, string>>): string {
  const token = tokenFor(url);
  const secrets = Object.entries(headers)
    .filter(([name]) => isSecretHeaderName(name))
    .map(([name, value]) => [name, value === TOKEN_PLACEHOLDER && token ? `Bearer ${token}` : value]);
  return identityOf(Object.fromEntries(secrets));
}

/** The transport with the placeholder swapped for the real token, only toward where it belongs. */
export function withTokens(transport: Transport): Transport {
  const inner = transport.fetch;
  const fetchWithToken: typeof fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const token = tokenFor(url);
    const headers = new Headers(init?.headers);
    if (headers.get('authorization') === TOKEN_PLACEHOLDER) {
      if (token) headers.set('authorization', `Bearer ${token}`);
      else headers.delete('authorization');
      return inner(input, { ...init, headers: Object.fromEntries(headers.entries()) });
    }
    return inner(input, init);
  };
  return { ...transport, fetch: fetchWithToken };
}
