import * as oauth from 'oauth4webapi';
import type { ClientCredentials } from './credentials';
import { advertisesDpop, type DpopKey } from './dpop';
import { authFinding } from './finding';
import { isLoopback, Recorder } from './http';
import { clientAuthOf, tokenAuthMethod } from './registration';
import type { ServerMetadata } from './server-metadata';
import type { AuthFetch, AuthRequest, AuthResponse, AuthStep } from './types';

/**
 * An authorization request on its way: the URL to open and what the callback is checked against.
 *
 * @example
 * const server = { issuer: 'https://auth.example.com', authorization_endpoint: 'https://auth.example.com/authorize', token_endpoint: 'https://auth.example.com/token' };
 * const client: ClientCredentials = { client_id: 'abc', source: 'dynamic' };
 * const pending = (await startAuthorization({ server, client, redirectUri: 'http://127.0.0.1:8976/callback', resource: 'https://mcp.example.com/mcp', scopes: ['files:read'] })).value!;
 * new URL(pending.url).searchParams.get('scope') // => 'files:read'
 * pending.redirectUri // => 'http://127.0.0.1:8976/callback'
 */
export interface PendingAuthorization {
  url: string;
  state: string;
  codeVerifier: string;
  redirectUri: string;
  resource: string;
  scopes: string[];
}

/**
 * Tokens from a token endpoint, with where they came from and are for.
 *
 * @example
 * const server = { issuer: 'https://auth.example.com', authorization_endpoint: 'https://auth.example.com/authorize', token_endpoint: 'https://auth.example.com/token' };
 * const fetchAuth: AuthFetch = async () => Response.json({ access_token: 'at2', token_type: 'bearer', expires_in: 60 });
 * const tokens = { access_token: 'at1', token_type: 'bearer', refresh_token: 'rt', issuer: server.issuer, resource: 'https://mcp.example.com/mcp', scopes: [] };
 * const step = await refreshTokens(fetchAuth, { server, client: { client_id: 'abc', source: 'dynamic' }, tokens });
 * step.value
 * // => { access_token: 'at2', token_type: 'bearer', refresh_token: 'rt', expires_in: 60, issuer: 'https://auth.example.com', resource: 'https://mcp.example.com/mcp', scopes: [] }
 */
export interface TokenSet {
  access_token: string;
  token_type: string;
  refresh_token?: string;
  expires_in?: number;
  issuer: string;
  resource: string;
  /** What was asked for (the answer's `scope` when it says). */
  scopes: string[];
}

/**
 * Step 5, authorization: builds the authorization URL with PKCE S256, a fresh `state`, the
 * `resource` (RFC 8707) and the chosen scopes (omitted when none). Sends nothing itself: the
 * caller opens the URL (a popup, a browser, or a fetch of a redirecting test server).
 *
 * @example
 * const server = { issuer: 'https://auth.example.com', authorization_endpoint: 'https://auth.example.com/authorize', token_endpoint: 'https://auth.example.com/token' };
 * const client: ClientCredentials = { client_id: 'abc', source: 'dynamic' };
 * const step = await startAuthorization({ server, client, redirectUri: 'http://127.0.0.1:8976/callback', resource: 'https://mcp.example.com/mcp', scopes: [] });
 * new URL(step.value!.url).searchParams.get('code_challenge_method') // => 'S256'
 */
export async function startAuthorization(input: {
  server: ServerMetadata;
  client: ClientCredentials;
  redirectUri: string;
  resource: string;
  scopes: string[];
}): Promise<AuthStep<PendingAuthorization>> {
  const codeVerifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const url = new URL(input.server.authorization_endpoint ?? '');
  const params: [string, string][] = [
    ['response_type', 'code'],
    ['client_id', input.client.client_id],
    ['redirect_uri', input.redirectUri],
    ['code_challenge', await oauth.calculatePKCECodeChallenge(codeVerifier)],
    ['code_challenge_method', 'S256'],
    ['state', state],
    ['resource', input.resource],
    ...(input.scopes.length > 0 ? [['scope', input.scopes.join(' ')] as [string, string]] : []),
  ];
  for (const [k, v] of params) url.searchParams.set(k, v);
  const pending = {
    url: url.href,
    state,
    codeVerifier,
    redirectUri: input.redirectUri,
    resource: input.resource,
    scopes: input.scopes,
  };
  return {
    kind: 'authorization',
    label: `Authorization request${input.scopes.length > 0 ? ` for ${input.scopes.join(' ')}` : ''}`,
    sent: [],
    received: [],
    findings: [],
    ok: true,
    value: pending,
  };
}

/**
 * Step 6, callback: checks the redirect back — an `error` from the server, the `state`, and `iss`
 * (RFC 9207: required when the server advertises it, compared exactly whenever present; R-AUTH-10,
 * R-AUTH-11). `ok` carries the parameters for the token request.
 *
 * @example
 * const server = { issuer: 'https://auth.example.com', authorization_endpoint: 'https://auth.example.com/authorize', token_endpoint: 'https://auth.example.com/token' };
 * const client: ClientCredentials = { client_id: 'abc', source: 'dynamic' };
 * const pending = (await startAuthorization({ server, client, redirectUri: 'http://127.0.0.1:8976/callback', resource: 'https://mcp.example.com/mcp', scopes: ['files:read'] })).value!;
 * const callbackUrl = `http://127.0.0.1:8976/callback?code=c0de&state=${pending.state}&iss=https://auth.example.com`;
 * finishAuthorization({ server, client, pending, callbackUrl }).value?.get('code') // => 'c0de'
 * finishAuthorization({ server, client, pending, callbackUrl: 'http://127.0.0.1:8976/callback?code=c0de&state=forged' }).ok // => false
 */
export function finishAuthorization(input: {
  server: ServerMetadata;
  client: ClientCredentials;
  pending: PendingAuthorization;
  callbackUrl: string;
  sent?: AuthRequest[];
  received?: (AuthResponse | null)[];
}): AuthStep<URLSearchParams> {
  const step = (outcome: Pick<AuthStep<URLSearchParams>, 'ok' | 'error' | 'value' | 'findings'>) => ({
    kind: 'callback' as const,
    label: 'Authorization response (redirect back)',
    sent: input.sent ?? [],
    received: input.received ?? [],
    ...outcome,
  });
  if (!URL.canParse(input.callbackUrl))
    return step({ ok: false, findings: [], error: `the callback ${JSON.stringify(input.callbackUrl)} is not a URL` });
  const params = new URL(input.callbackUrl).searchParams;
  const wrongIss = issProblem(input.server, params.get('iss'));
  if (wrongIss)
    return step({
      ok: false,
      findings: [
        authFinding('R-AUTH-10', '', `The authorization response's iss is wrong: ${wrongIss}.`, {
          expected: input.server.issuer,
          actual: params.get('iss') ?? '(absent)',
        }),
      ],
      error: `rejected the authorization response: ${wrongIss}`,
    });
  try {
    const value = oauth.validateAuthResponse(
      input.server,
      { client_id: input.client.client_id },
      params,
      input.pending.state,
    );
    return step({ ok: true, findings: [], value });
  } catch (error) {
    if (error instanceof oauth.AuthorizationResponseError) {
      const described = error.error_description ? `: ${error.error_description}` : '';
      return step({ ok: false, findings: [], error: `the authorization server answered ${error.error}${described}` });
    }
    const message = error instanceof Error ? error.message : String(error);
    return step({
      ok: false,
      findings: [authFinding('R-AUTH-11', '', `The authorization response is not usable: ${message}.`)],
      error: `rejected the authorization response: ${message}`,
    });
  }
}

/**
 * What is wrong with an authorization response's `iss` (RFC 9207), or null: when present it is the
 * issuer exactly; when absent, the server must not have advertised that it sends one.
 *
 * @example
 * const server = { issuer: 'https://auth.example.com', authorization_response_iss_parameter_supported: true };
 * issProblem(server, 'https://auth.example.com') // => null
 * issProblem(server, 'https://evil.example') // => 'iss "https://evil.example" is not the issuer "https://auth.example.com"'
 * issProblem(server, null) // => 'iss is absent though the server advertises authorization_response_iss_parameter_supported'
 */
export function issProblem(server: ServerMetadata, iss: string | null): string | null {
  if (iss === null)
    return server.authorization_response_iss_parameter_supported === true
      ? 'iss is absent though the server advertises authorization_response_iss_parameter_supported'
      : null;
  return iss === server.issuer ? null : `iss ${JSON.stringify(iss)} is not the issuer ${JSON.stringify(server.issuer)}`;
}

/**
 * Step 7, token: exchanges the code (with the PKCE verifier and the same `resource`) at the token
 * endpoint, authenticating as the metadata and registration allow (none, basic, post). R-AUTH-12
 * on a failed answer.
 *
 * @example
 * const server = { issuer: 'https://auth.example.com', authorization_endpoint: 'https://auth.example.com/authorize', token_endpoint: 'https://auth.example.com/token' };
 * const client: ClientCredentials = { client_id: 'abc', source: 'dynamic' };
 * const pending = (await startAuthorization({ server, client, redirectUri: 'http://127.0.0.1:8976/callback', resource: 'https://mcp.example.com/mcp', scopes: ['files:read'] })).value!;
 * const callback = finishAuthorization({ server, client, pending, callbackUrl: `http://127.0.0.1:8976/callback?code=c0de&state=${pending.state}` });
 * const fetchAuth: AuthFetch = async () => Response.json({ access_token: 'at', token_type: 'bearer' });
 * const step = await exchangeCode(fetchAuth, { server, client, pending, params: callback.value! });
 * step.value?.access_token // => 'at'
 * new URLSearchParams(step.sent[0]?.body).get('code_verifier') === pending.codeVerifier // => true
 */
export async function exchangeCode(
  fetch: AuthFetch,
  input: {
    server: ServerMetadata;
    client: ClientCredentials;
    pending: PendingAuthorization;
    params: URLSearchParams;
    signal?: AbortSignal;
    dpop?: DpopKey;
  },
): Promise<AuthStep<TokenSet>> {
  const { recorder, step, client, auth, options } = tokenStep(fetch, input, 'authorization code');
  try {
    const answer = await withNonceRetry(input.dpop, async () => {
      const response = await oauth.authorizationCodeGrantRequest(
        input.server,
        client,
        auth,
        input.params,
        input.pending.redirectUri,
        input.pending.codeVerifier,
        { ...options, additionalParameters: { resource: input.pending.resource } },
      );
      return oauth.processAuthorizationCodeResponse(input.server, client, response);
    });
    await settleToken(step, input, tokenSet(answer, input.server.issuer, input.pending.resource, input.pending.scopes));
  } catch (error) {
    failToken(step, error, recorder, 'R-AUTH-12', input.dpop);
  }
  return step;
}

/**
 * Step 8, refresh: trades a refresh token for new tokens (same `resource`), R-AUTH-16 on failure.
 *
 * @example
 * const server = { issuer: 'https://auth.example.com', authorization_endpoint: 'https://auth.example.com/authorize', token_endpoint: 'https://auth.example.com/token' };
 * const fetchAuth: AuthFetch = async () => Response.json({ error: 'invalid_grant' }, { status: 400 });
 * const tokens = { access_token: 'at', token_type: 'bearer', refresh_token: 'rt', issuer: server.issuer, resource: 'https://mcp.example.com/mcp', scopes: [] };
 * const step = await refreshTokens(fetchAuth, { server, client: { client_id: 'abc', source: 'dynamic' }, tokens });
 * step.error // => 'the token request failed: invalid_grant'
 * step.findings.map((f) => f.rule) // => ['R-AUTH-16']
 */
export async function refreshTokens(
  fetch: AuthFetch,
  input: { server: ServerMetadata; client: ClientCredentials; tokens: TokenSet; signal?: AbortSignal; dpop?: DpopKey },
): Promise<AuthStep<TokenSet>> {
  const { recorder, step, client, auth, options } = tokenStep(fetch, input, 'refresh');
  const refreshToken = input.tokens.refresh_token;
  if (!refreshToken) {
    step.error = 'there is no refresh token';
    return step;
  }
  try {
    const answer = await withNonceRetry(input.dpop, async () => {
      const response = await oauth.refreshTokenGrantRequest(input.server, client, auth, refreshToken, {
        ...options,
        additionalParameters: { resource: input.tokens.resource },
      });
      return oauth.processRefreshTokenResponse(input.server, client, response);
    });
    const next = tokenSet(answer, input.server.issuer, input.tokens.resource, input.tokens.scopes);
    await settleToken(step, input, next.refresh_token ? next : { ...next, refresh_token: refreshToken });
  } catch (error) {
    failToken(step, error, recorder, 'R-AUTH-16', input.dpop);
  }
  return step;
}

/**
 * Every token request starts alike: a recorder, the client authentication the metadata allows, an
 * empty step, and oauth4webapi's options (the recorder as its fetch, the DPoP handle when proofs go).
 */
export function tokenStep(
  fetch: AuthFetch,
  input: { server: ServerMetadata; client: ClientCredentials; signal?: AbortSignal; dpop?: DpopKey },
  grant: string,
) {
  const recorder = new Recorder(fetch, input.signal);
  const method = tokenAuthMethod(input.server, input.client);
  const bound = input.dpop ? ', DPoP' : '';
  const step: AuthStep<TokenSet> = {
    kind: grant === 'refresh' ? 'refresh' : 'token',
    label:
      grant === 'refresh'
        ? `Token refresh (client authentication: ${method}${bound})`
        : `Token request (${grant}, client authentication: ${method}${bound})`,
    sent: recorder.sent,
    received: recorder.received,
    findings: [],
    ok: false,
  };
  const options = {
    [oauth.customFetch]: recorder.customFetch,
    [oauth.allowInsecureRequests]: isLoopback(input.server.token_endpoint ?? ''),
    ...(input.dpop ? { DPoP: input.dpop.handle } : {}),
  };
  return {
    recorder,
    step,
    client: { client_id: input.client.client_id },
    auth: clientAuthOf(method, input.client),
    options,
  };
}

/**
 * Sends a token request and reads its answer; a `use_dpop_nonce` refusal is retried once with the
 * nonce it gave (oauth4webapi's handle keeps it), never more (RFC 9449 §8).
 */
export async function withNonceRetry<T>(dpop: DpopKey | undefined, send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!dpop || !oauth.isDPoPNonceError(error)) throw error;
    return send();
  }
}

/**
 * A token answer that arrived: the step's value, and what the token type says of DPoP. A proof
 * answered with a Bearer token by a server advertising DPoP, or a DPoP token without a proof, is
 * R-AUTH-24.
 */
export async function settleToken(
  step: AuthStep<TokenSet>,
  input: { server: ServerMetadata; dpop?: DpopKey },
  tokens: TokenSet,
): Promise<void> {
  const type = tokens.token_type.toLowerCase();
  if (input.dpop) step.thumbprint = await input.dpop.thumbprint();
  if (input.dpop && type === 'bearer' && advertisesDpop(input.server))
    step.findings.push(
      authFinding(
        'R-AUTH-24',
        '/token_type',
        'The token request carried a DPoP proof, but the token issued is a Bearer token.',
        {
          expected: 'DPoP',
          actual: tokens.token_type,
        },
      ),
    );
  if (!input.dpop && type === 'dpop')
    step.findings.push(
      authFinding(
        'R-AUTH-24',
        '/token_type',
        'A DPoP-bound token was issued to a request that carried no DPoP proof.',
        {
          expected: 'Bearer',
          actual: tokens.token_type,
        },
      ),
    );
  step.value = tokens;
  step.ok = true;
}

/** The tokens of an answer, with where they came from and are for. */
export function tokenSet(
  answer: oauth.TokenEndpointResponse,
  issuer: string,
  resource: string,
  asked: string[],
): TokenSet {
  return {
    access_token: answer.access_token,
    token_type: answer.token_type,
    ...(answer.refresh_token ? { refresh_token: answer.refresh_token } : {}),
    ...(typeof answer.expires_in === 'number' ? { expires_in: answer.expires_in } : {}),
    issuer,
    resource,
    scopes: typeof answer.scope === 'string' ? answer.scope.split(' ').filter(Boolean) : asked,
  };
}

/** A token request that failed: its error, R-AUTH-12/16 when the endpoint answered, R-AUTH-23 for a nonce that never settled. */
export function failToken(
  step: AuthStep<unknown>,
  error: unknown,
  recorder: Recorder,
  rule: 'R-AUTH-12' | 'R-AUTH-16',
  dpop?: DpopKey,
): void {
  if (dpop && oauth.isDPoPNonceError(error))
    step.findings.push(
      authFinding(
        'R-AUTH-23',
        '/error',
        'The token endpoint asked for a DPoP nonce again after the request was retried with the nonce it gave.',
        {
          expected: 'the nonce accepted on the retry',
          actual: 'use_dpop_nonce twice',
        },
      ),
    );
  const message =
    error instanceof oauth.ResponseBodyError
      ? `${error.error}${error.error_description ? `: ${error.error_description}` : ''}`
      : error instanceof Error
        ? error.message
        : String(error);
  if (recorder.received.some((r) => r !== null))
    step.findings.push(authFinding(rule, '', `The token endpoint did not issue tokens: ${message}.`));
  step.error = `the token request failed: ${message}`;
}

/**
 * Whether a client should use the client credentials grant (no user): it holds a secret or a
 * private key and the server's metadata offers client_credentials but not authorization_code.
 *
 * @example
 * usesClientCredentials({ issuer: 'x', grant_types_supported: ['client_credentials'] }, { client_id: 'a', client_secret: 's', source: 'pre-registered' }) // => true
 */
export function usesClientCredentials(server: ServerMetadata, client: ClientCredentials): boolean {
  const grants = server.grant_types_supported ?? ['authorization_code'];
  return (
    (client.client_secret !== undefined || client.private_key !== undefined) &&
    grants.includes('client_credentials') &&
    !grants.includes('authorization_code')
  );
}

/**
 * The token step of a client without a user: the client credentials grant with the `resource` and
 * scopes, authenticated as `tokenAuthMethod` says (R-AUTH-12 on a failed answer).
 *
 * @example
 * const server = { issuer: 'https://auth.example.com', authorization_endpoint: 'https://auth.example.com/authorize', token_endpoint: 'https://auth.example.com/token' };
 * const client: ClientCredentials = { client_id: 'abc', client_secret: 's3cret', source: 'pre-registered' };
 * const fetchAuth: AuthFetch = async () => Response.json({ access_token: 'at', token_type: 'bearer' });
 * const step = await clientCredentialsToken(fetchAuth, { server, client, resource: 'https://mcp.example.com/mcp', scopes: [] });
 * step.value?.access_token // => 'at'
 * new URLSearchParams(step.sent[0]?.body).get('grant_type') // => 'client_credentials'
 */
export async function clientCredentialsToken(
  fetch: AuthFetch,
  input: {
    server: ServerMetadata;
    client: ClientCredentials;
    resource: string;
    scopes: string[];
    signal?: AbortSignal;
    dpop?: DpopKey;
  },
): Promise<AuthStep<TokenSet>> {
  const { recorder, step, client, auth, options } = tokenStep(fetch, input, 'client credentials');
  const parameters: Record<string, string> = { resource: input.resource };
  if (input.scopes.length > 0) parameters['scope'] = input.scopes.join(' ');
  try {
    const answer = await withNonceRetry(input.dpop, async () => {
      const response = await oauth.clientCredentialsGrantRequest(input.server, client, auth, parameters, options);
      return oauth.processClientCredentialsResponse(input.server, client, response);
    });
    await settleToken(step, input, tokenSet(answer, input.server.issuer, input.resource, input.scopes));
  } catch (error) {
    failToken(step, error, recorder, 'R-AUTH-12', input.dpop);
  }
  return step;
}
