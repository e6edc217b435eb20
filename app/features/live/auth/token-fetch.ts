import { isSecretHeaderName } from '../../../../src/index';
import { MASK } from '../../../exchange/model/secrets';
import { identityOf } from '../../../queries/live-cache';
import type { Transport } from '../../../exchange/transport/choose-fetch';
import { liveTokens, useAuthStore } from './auth-store';

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

/**
 * The headers that stand for the placeholder on a request to `url`: `Bearer <token>`, or for a
 * DPoP-bound token `DPoP <token>` and a fresh proof from the authorizer holding its key.
 */
async function sessionHeaders(method: string, url: string): Promise<Record<string, string>> {
  const token = tokenFor(url);
  if (!token) return {};
  const binding = Object.values(useAuthStore.getState().servers).find((s) => s.authorizer.bindsTokenFor(url));
  if (binding) return binding.authorizer.requestHeaders({ method, url });
  return liveTokens.find(url)?.token_type.toLowerCase() === 'dpop' ? {} : { Authorization: `Bearer ${token}` };
}

/**
 * The transport with the placeholder swapped for the real token, only toward where it belongs; a
 * DPoP-bound token gets a fresh proof per request, and a server's `use_dpop_nonce` one retry with
 * its nonce (the authorizer reports it as a row of the panel).
 */
export function withTokens(transport: Transport): Transport {
  const inner = transport.fetch;
  const fetchWithToken: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = new Headers(init?.headers);
    if (headers.get('authorization') !== TOKEN_PLACEHOLDER) return inner(input, init);
    const method = init?.method ?? 'GET';
    const send = async () => {
      const sent = new Headers(headers);
      sent.delete('authorization');
      for (const [name, value] of Object.entries(await sessionHeaders(method, url))) sent.set(name, value);
      return inner(input, { ...init, headers: Object.fromEntries(sent.entries()) });
    };
    const response = await send();
    const binding = Object.values(useAuthStore.getState().servers).find((s) => s.authorizer.bindsTokenFor(url));
    if (!binding || response.status !== 401 || !/use_dpop_nonce/.test(response.headers.get('www-authenticate') ?? ''))
      return response;
    const answer = {
      status: response.status,
      headers: Object.fromEntries(response.headers.entries()),
      body: await response.clone().text(),
    };
    const request = { method, url, headers: Object.fromEntries(headers.entries()), body: String(init?.body ?? '') };
    if (!(await binding.authorizer.answer(request, answer))) return response;
    const retried = await send();
    if (retried.status < 400) binding.authorizer.accepted();
    return retried;
  };
  return { ...transport, fetch: fetchWithToken };
}
