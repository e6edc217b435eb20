import { clip } from '../json/clip';
import {
  clientCredentialsToken,
  exchangeCode,
  finishAuthorization,
  refreshTokens,
  startAuthorization,
  usesClientCredentials,
  type PendingAuthorization,
  type TokenSet,
} from './authorize';
import { exchangeForIdJag, jwtBearerToken, type IdentityProvider } from './assertion-grants';
import { readChallenge, type ChallengeInfo } from './challenge';
import { memoryCredentialStore, type ClientCredentials, type CredentialStore } from './credentials';
import { advertisesDpop, dpopAlgorithm, DpopKey } from './dpop';
import { probeDpopBinding } from './dpop-probe';
import { authFinding } from './finding';
import { guardNamedUrls } from './http';
import { registerClient, type ClientIdentity } from './registration';
import { discoverOriginServer } from './origin-fallback';
import { discoverResourceMetadata, type ResourceMetadata } from './resource-metadata';
import { chooseScopes } from './scopes';
import { discoverServerMetadata, type ServerMetadata } from './server-metadata';
import { memoryTokenStore, type TokenStore } from './tokens';
import type { AuthFetch, AuthRequest, AuthResponse, AuthStep } from './types';

/**
 * What the opener of an authorization URL hands back: the URL the authorization server redirected
 * to (with `code`, `state`, `iss`), and the exchanges it saw on the way, if any.
 *
 * @example
 * const documents: Record<string, object> = {
 *   'https://mcp.example.com/.well-known/oauth-protected-resource/mcp': { resource: 'https://mcp.example.com/mcp', authorization_servers: ['https://auth.example.com'] },
 *   'https://auth.example.com/.well-known/oauth-authorization-server': { issuer: 'https://auth.example.com', authorization_endpoint: 'https://auth.example.com/authorize', token_endpoint: 'https://auth.example.com/token', registration_endpoint: 'https://auth.example.com/register', code_challenge_methods_supported: ['S256'] },
 *   'https://auth.example.com/register': { client_id: 'abc' },
 *   'https://auth.example.com/token': { access_token: 'at', token_type: 'bearer' },
 * };
 * const fetchAuth: AuthFetch = async (url) => (documents[url] ? Response.json(documents[url], { status: url.endsWith('/register') ? 201 : 200 }) : new Response('', { status: 404 }));
 * // A real one opens pending.url in a browser and waits for the redirect back:
 * const openAuthorization = async (pending: PendingAuthorization): Promise<OpenedAuthorization> => ({ callbackUrl: `${pending.redirectUri}?code=c0de&state=${pending.state}` });
 * const options: AuthorizerOptions = { fetch: fetchAuth, serverUrl: 'https://mcp.example.com/mcp', identity: { clientName: 'inspector', redirectUri: 'http://127.0.0.1:8976/callback' }, openAuthorization };
 * const authorizer = new Authorizer(options);
 * await authorizer.answer({ method: 'POST', url: options.serverUrl, headers: {} }, { status: 401, headers: { 'www-authenticate': 'Bearer' }, body: '' }) // => true
 * authorizer.steps.find((s) => s.kind === 'callback')?.value?.get('code') // => 'c0de'
 */
export interface OpenedAuthorization {
  callbackUrl: string;
  sent?: AuthRequest[];
  received?: (AuthResponse | null)[];
}

/**
 * How an `Authorizer` works: the fetch for metadata, registration and tokens, who the client is,
 * and the opener of authorization URLs (a popup in a browser; in the CLI, a fetch of the URL or a
 * loopback callback).
 *
 * @example
 * const documents: Record<string, object> = {
 *   'https://mcp.example.com/.well-known/oauth-protected-resource/mcp': { resource: 'https://mcp.example.com/mcp', authorization_servers: ['https://auth.example.com'] },
 *   'https://auth.example.com/.well-known/oauth-authorization-server': { issuer: 'https://auth.example.com', authorization_endpoint: 'https://auth.example.com/authorize', token_endpoint: 'https://auth.example.com/token', registration_endpoint: 'https://auth.example.com/register', code_challenge_methods_supported: ['S256'] },
 *   'https://auth.example.com/register': { client_id: 'abc' },
 *   'https://auth.example.com/token': { access_token: 'at', token_type: 'bearer' },
 * };
 * const fetchAuth: AuthFetch = async (url) => (documents[url] ? Response.json(documents[url], { status: url.endsWith('/register') ? 201 : 200 }) : new Response('', { status: 404 }));
 * // A real one opens pending.url in a browser and waits for the redirect back:
 * const openAuthorization = async (pending: PendingAuthorization): Promise<OpenedAuthorization> => ({ callbackUrl: `${pending.redirectUri}?code=c0de&state=${pending.state}` });
 * const options: AuthorizerOptions = { fetch: fetchAuth, serverUrl: 'https://mcp.example.com/mcp', identity: { clientName: 'inspector', redirectUri: 'http://127.0.0.1:8976/callback' }, openAuthorization };
 * const authorizer = new Authorizer(options);
 * await authorizer.answer({ method: 'POST', url: options.serverUrl, headers: {} }, { status: 401, headers: { 'www-authenticate': 'Bearer' }, body: '' }) // => true
 * authorizer.steps.map((s) => s.kind) // => ['challenge', 'resource-metadata', 'server-metadata', 'registration', 'authorization', 'callback', 'token']
 */
export interface AuthorizerOptions {
  fetch: AuthFetch;
  /** The MCP endpoint being authorized for. */
  serverUrl: string;
  identity: ClientIdentity;
  /** Opens the URL and waits for the redirect back; `signal` ends the wait (Stop, a closed screen). */
  openAuthorization: (pending: PendingAuthorization, options: { signal?: AbortSignal }) => Promise<OpenedAuthorization>;
  /** Scopes the user chose; they replace the spec's selection. */
  scopes?: string[];
  store?: CredentialStore;
  /** Where the tokens live (by protected resource); defaults to a store in memory. */
  tokens?: TokenStore;
  /**
   * Authorization rounds (a refresh or the whole flow, whatever the scopes) for this server until it
   * accepts a token (`accepted`), before giving up: a server that asks again and again ends; defaults to 3.
   */
  retryLimit?: number;
  /** Each step as it finishes (a UI adds a row); a reported step is frozen and never changes. */
  onStep?: (step: AuthStep) => void;
  /** Ends every request and wait of this authorizer; `answer` and `refresh` also take one per call. */
  signal?: AbortSignal;
  /**
   * DPoP (RFC 9449): `required` binds every token; `auto` (the default) when the authorization
   * server advertises `dpop_signing_alg_values_supported` or the server challenges with `DPoP`;
   * `challenged` only when the server challenges with `DPoP` (tokens kept beyond the session's key).
   */
  dpop?: 'required' | 'auto' | 'challenged';
  /** A workload's JWT (workload identity federation): tokens come from the JWT-bearer grant with it. */
  workloadToken?: string;
  /** Enterprise-managed authorization: an ID-JAG from this identity provider, then the JWT-bearer grant. */
  identityProvider?: IdentityProvider;
  /**
   * Whether the server may be of 2025-03-26 (a 2025 era pinned, or Auto before the era is known):
   * when no resource metadata is found (R-AUTH-2, still reported), the MCP server's origin is taken
   * as the authorization server (`discoverOriginServer`). Off (the default) for a 2025-06-18+ client.
   */
  originFallback?: boolean;
}

/**
 * The client side of MCP authorization over one server: holds the tokens, answers each 401 or
 * 403 `insufficient_scope` by running the steps (challenge, resource metadata, server metadata,
 * registration, authorization, callback, token) or a refresh, and says whether to retry. Every
 * step is kept in `steps` with its exchanges and findings. Credentials are kept per issuer, so a
 * server that moves to another authorization server gets a fresh registration.
 *
 * @example
 * const documents: Record<string, object> = {
 *   'https://mcp.example.com/.well-known/oauth-protected-resource/mcp': { resource: 'https://mcp.example.com/mcp', authorization_servers: ['https://auth.example.com'] },
 *   'https://auth.example.com/.well-known/oauth-authorization-server': { issuer: 'https://auth.example.com', authorization_endpoint: 'https://auth.example.com/authorize', token_endpoint: 'https://auth.example.com/token', registration_endpoint: 'https://auth.example.com/register', code_challenge_methods_supported: ['S256'] },
 *   'https://auth.example.com/register': { client_id: 'abc' },
 *   'https://auth.example.com/token': { access_token: 'at', token_type: 'bearer' },
 * };
 * const fetchAuth: AuthFetch = async (url) => (documents[url] ? Response.json(documents[url], { status: url.endsWith('/register') ? 201 : 200 }) : new Response('', { status: 404 }));
 * // A real one opens pending.url in a browser and waits for the redirect back:
 * const openAuthorization = async (pending: PendingAuthorization): Promise<OpenedAuthorization> => ({ callbackUrl: `${pending.redirectUri}?code=c0de&state=${pending.state}` });
 * const options: AuthorizerOptions = { fetch: fetchAuth, serverUrl: 'https://mcp.example.com/mcp', identity: { clientName: 'inspector', redirectUri: 'http://127.0.0.1:8976/callback' }, openAuthorization };
 * const authorizer = new Authorizer(options);
 * await authorizer.answer({ method: 'POST', url: options.serverUrl, headers: {} }, { status: 401, headers: { 'www-authenticate': 'Bearer' }, body: '' }) // => true
 * authorizer.headers() // => { Authorization: 'Bearer at' }
 */
export class Authorizer {
  /** Every step reported so far, in order (each frozen). */
  readonly steps: readonly AuthStep[] = [];
  private readonly store: CredentialStore;
  private readonly tokenStore: TokenStore;
  // Rounds since the server last accepted a token, and whether one of them was a refresh.
  private rounds = 0;
  private refreshed = false;
  private limitReported = false;
  // A DPoP key per authorization server (by issuer) for the session; whether a resource server's
  // nonce was tried since it last accepted a token; whether an assertion grant failed (never retried).
  private readonly dpopKeys = new Map<string, DpopKey>();
  private nonceRetried = false;
  private assertionRefused = false;

  constructor(private readonly options: AuthorizerOptions) {
    this.options = { ...options, fetch: guardNamedUrls(options.fetch, options.serverUrl) };
    this.store = options.store ?? memoryCredentialStore();
    this.tokenStore = options.tokens ?? memoryTokenStore();
  }

  /** The tokens held for the server, as the token store finds them for its URL. */
  get tokens(): TokenSet | undefined {
    return this.tokenStore.find(this.options.serverUrl);
  }

  /** The Authorization header for the next MCP request ({} before any token; Bearer tokens only). */
  headers(): Record<string, string> {
    const tokens = this.tokens;
    return tokens && !this.dpopKeyOf(tokens) ? { Authorization: `Bearer ${tokens.access_token}` } : {};
  }

  /**
   * The headers of the next request to `url`: `Authorization: Bearer`, or for a DPoP-bound token
   * `Authorization: DPoP` and a fresh proof for this method and URL ({} before any token).
   */
  async requestHeaders(request: { method: string; url: string }): Promise<Record<string, string>> {
    const tokens = this.tokenStore.find(request.url);
    if (!tokens) return {};
    const key = this.dpopKeyOf(tokens);
    if (!key) return { Authorization: `Bearer ${tokens.access_token}` };
    return key.resourceHeaders({ ...request, accessToken: tokens.access_token });
  }

  /** Whether the token for `url` is DPoP-bound to a key this authorizer holds (its proofs are this one's to make). */
  bindsTokenFor(url: string): boolean {
    const tokens = this.tokenStore.find(url);
    return tokens !== undefined && this.dpopKeyOf(tokens) !== undefined;
  }

  /**
   * The DPoP binding probe (`probeDpopBinding`), asked for by the user: `request` (an MCP request
   * without credentials) goes with this authorizer's bound token and a proof for another URL; the
   * step is reported like the others. Without a DPoP-bound token for its URL, a failed step says so.
   */
  async probeDpopBinding(request: AuthRequest, { signal }: { signal?: AbortSignal } = {}): Promise<AuthStep> {
    const tokens = this.tokenStore.find(request.url);
    const key = tokens ? this.dpopKeyOf(tokens) : undefined;
    if (!tokens || !key)
      return this.record({
        kind: 'dpop-probe',
        label: 'DPoP binding probe',
        sent: [],
        received: [],
        findings: [],
        ok: false,
        error: 'no DPoP-bound token is held for this server: the probe needs one (authorize first)',
      });
    const run = this.signal(signal);
    return this.record(
      await probeDpopBinding(this.options.fetch, { key, accessToken: tokens.access_token, request, ...run }),
    );
  }

  /** The DPoP key of a token bound to one (by its issuer), if it is. */
  private dpopKeyOf(tokens: TokenSet): DpopKey | undefined {
    return tokens.token_type.toLowerCase() === 'dpop' ? this.dpopKeys.get(tokens.issuer) : undefined;
  }

  /**
   * The server answered a request made with the current token: the budget of authorization rounds
   * (`retryLimit`) starts again. A caller that never says so gets `retryLimit` rounds in all.
   */
  accepted(): void {
    this.nonceRetried = false;
    this.rounds = 0;
    this.refreshed = false;
    this.limitReported = false;
  }

  /** Forgets the tokens and every registration (the live screen's "Forget credentials"). */
  forget(): void {
    const tokens = this.tokens;
    if (!tokens) return;
    this.store.delete(tokens.issuer);
    this.tokenStore.delete(tokens.resource);
  }

  /**
   * Answers an MCP response: a 401 or 403 `insufficient_scope` runs the flow; resolves true when
   * there is a new token to retry with, false when the response asks for nothing, the flow failed
   * or `signal` ended it.
   */
  async answer(
    request: AuthRequest,
    response: AuthResponse,
    { signal }: { signal?: AbortSignal } = {},
  ): Promise<boolean> {
    if (response.status !== 401 && response.status !== 403) return false;
    const read = readChallenge(request, response);
    if (read.value?.error === 'use_dpop_nonce') return this.nonceRetry(request, response, read.value);
    const challenge = this.record(read);
    if (!challenge.ok || !challenge.value) return false;
    if (this.assertionRefused) {
      this.record({
        kind: 'retry',
        label: 'Not authorized again',
        sent: [],
        received: [],
        findings: [],
        ok: false,
        error: 'the assertion grant was refused once: it is neither retried nor replaced by another grant',
      });
      return false;
    }
    const run = this.signal(signal);
    try {
      return await this.authorize(challenge.value, run);
    } catch (error) {
      // What a peer sends must not end the run: an unforeseen failure ends this authorization only.
      this.record({
        kind: 'retry',
        label: 'Authorization stopped',
        sent: [],
        received: [],
        findings: [],
        ok: false,
        error: run.signal?.aborted
          ? 'the authorization was stopped before it finished'
          : `the authorization failed: ${error instanceof Error ? error.message : String(error)}`,
      });
      return false;
    }
  }

  /** Trades the refresh token for a new access token (the live screen's "Refresh token"). */
  async refresh({ signal }: { signal?: AbortSignal } = {}): Promise<boolean> {
    const tokens = this.tokens;
    if (!tokens?.refresh_token) return false;
    const run = this.signal(signal);
    // Tokens from 2025-03-26's fallback were issued by the MCP server's origin: its endpoints again.
    const fromOrigin = this.options.originFallback === true && tokens.issuer === new URL(this.options.serverUrl).origin;
    const server = this.record(
      fromOrigin
        ? await discoverOriginServer(this.options.fetch, { serverUrl: this.options.serverUrl, ...run })
        : await discoverServerMetadata(this.options.fetch, { issuer: tokens.issuer, ...run }),
    );
    const client = this.store.get(tokens.issuer);
    if (!server.value || !client) return false;
    const dpop = this.dpopKeyOf(tokens);
    const step = this.record(
      await refreshTokens(this.options.fetch, {
        server: server.value,
        client,
        tokens,
        ...run,
        ...(dpop ? { dpop } : {}),
      }),
    );
    if (step.value) this.tokenStore.set(step.value);
    return step.ok;
  }

  private async authorize(challenge: ChallengeInfo, run: { signal?: AbortSignal }): Promise<boolean> {
    const { fetch, serverUrl } = this.options;
    const searched = await discoverResourceMetadata(fetch, {
      serverUrl,
      ...(challenge.resourceMetadata ? { resourceMetadataUrl: challenge.resourceMetadata } : {}),
      ...run,
    });
    const found = searched.ok && searched.value ? searched.value : undefined;
    // Only a well-known search that was answered and found nothing falls back: a challenge naming
    // its resource metadata is of 2025-06-18 or later, and a network failure is no answer.
    const fallback =
      !found &&
      this.options.originFallback === true &&
      !challenge.resourceMetadata &&
      searched.findings.some((f) => f.rule === 'R-AUTH-2') &&
      searched.received.some((r) => r !== null);
    this.record(fallback ? withoutResourceMetadata(searched) : searched);
    if (!found && !fallback) return false;
    const server = this.record(
      found
        ? await discoverServerMetadata(fetch, { issuer: found.authorization_servers[0]!, ...run })
        : await discoverOriginServer(fetch, { serverUrl, ...run }),
    );
    if (!server.ok || !server.value) return false;
    const metadata: ResourceMetadata = found ?? {
      resource: serverUrl,
      authorization_servers: [server.value.issuer],
      url: '',
    };
    const dpopChoice = await this.dpopFor(server.value, challenge);
    if (typeof dpopChoice === 'string') return false;
    const dpop = dpopChoice.dpop ? { dpop: dpopChoice.dpop } : {};
    const previous = this.tokens;
    const sameServer = previous?.issuer === server.value.issuer;
    const scopes = chooseScopes({
      ...(this.options.scopes ? { requested: this.options.scopes } : {}),
      ...(challenge.scopes ? { challenge: challenge.scopes } : {}),
      ...(sameServer && challenge.status === 403 ? { previous: previous.scopes } : {}),
      resource: metadata,
      server: server.value,
    });
    // One budget per server, whatever the scopes: a server asking for a new scope in every 401 ends too.
    if (this.rounds >= (this.options.retryLimit ?? 3)) return this.stopAtLimit(challenge, scopes);
    this.rounds++;
    let client = this.store.get(server.value.issuer);
    // A 401 with a refresh token for the same server: one refresh before asking the user again.
    if (sameServer && challenge.status === 401 && previous.refresh_token && client && !this.refreshed) {
      this.refreshed = true;
      const refreshed = this.record(
        await refreshTokens(fetch, { server: server.value, client, tokens: previous, ...run, ...dpop }),
      );
      if (refreshed.value) {
        this.tokenStore.set(refreshed.value);
        return true;
      }
    }
    if (!client) {
      const registered = this.record(
        await registerClient(fetch, { server: server.value, identity: this.options.identity, ...run }),
      );
      if (!registered.value) return false;
      client = registered.value;
      this.store.set(server.value.issuer, client);
    }
    const grant = { server: server.value, client, resource: metadata.resource, scopes, ...run, ...dpop };
    if (this.options.workloadToken !== undefined || this.options.identityProvider) return this.assertionGrant(grant);
    if (usesClientCredentials(server.value, client)) {
      const token = this.record(await clientCredentialsToken(fetch, grant));
      if (token.value) this.tokenStore.set(token.value);
      return token.ok;
    }
    const started = await startAuthorization({
      server: server.value,
      client,
      redirectUri: this.options.identity.redirectUri,
      resource: metadata.resource,
      scopes,
    });
    const pending = started.value!;
    let opened: OpenedAuthorization;
    try {
      opened = await this.options.openAuthorization(pending, run);
    } catch (error) {
      // The step is reported once its outcome is known: a reported step never changes.
      const why = run.signal?.aborted ? 'it was stopped' : error instanceof Error ? error.message : String(error);
      this.record({ ...started, ok: false, error: `the authorization was not completed: ${why}` });
      return false;
    }
    this.record(started);
    const callback = this.record(finishAuthorization({ server: server.value, client, pending, ...opened }));
    if (!callback.value) return false;
    const token = this.record(
      await exchangeCode(fetch, { server: server.value, client, pending, params: callback.value, ...run, ...dpop }),
    );
    if (!token.value) return false;
    this.tokenStore.set(token.value);
    return true;
  }

  // Workload identity (the workload's JWT) or enterprise-managed authorization (an ID-JAG from the
  // identity provider first), then the JWT-bearer grant; a refusal is final for this authorizer.
  private async assertionGrant(grant: {
    server: ServerMetadata;
    client: ClientCredentials;
    resource: string;
    scopes: string[];
    signal?: AbortSignal;
    dpop?: DpopKey;
  }): Promise<boolean> {
    const { fetch, workloadToken, identityProvider } = this.options;
    let assertion = workloadToken;
    if (assertion === undefined && identityProvider) {
      let tokenEndpoint = identityProvider.token_endpoint;
      if (tokenEndpoint === undefined) {
        const run = grant.signal ? { signal: grant.signal } : {};
        const idp = this.record(await discoverServerMetadata(fetch, { issuer: identityProvider.issuer, ...run }));
        tokenEndpoint = idp.value?.token_endpoint;
      }
      const exchanged =
        tokenEndpoint === undefined
          ? undefined
          : this.record(
              await exchangeForIdJag(fetch, {
                idp: { ...identityProvider, token_endpoint: tokenEndpoint },
                audience: grant.server.issuer,
                clientId: grant.client.client_id,
                resource: grant.resource,
                scopes: grant.scopes,
                ...(grant.signal ? { signal: grant.signal } : {}),
              }),
            );
      assertion = exchanged?.value;
    }
    const token =
      assertion === undefined ? undefined : this.record(await jwtBearerToken(fetch, { ...grant, assertion }));
    if (!token?.value) {
      this.assertionRefused = true;
      return false;
    }
    this.tokenStore.set(token.value);
    return true;
  }

  // Whether this authorization binds its tokens with DPoP, and the issuer's key when it does; a
  // server that challenges with DPoP but whose authorization server does not advertise it is R-AUTH-22.
  private async dpopFor(server: ServerMetadata, challenge: ChallengeInfo): Promise<{ dpop?: DpopKey } | string> {
    const advertised = advertisesDpop(server);
    if (challenge.scheme === 'dpop' && !advertised)
      this.record({
        kind: 'server-metadata',
        label: 'DPoP support',
        sent: [],
        received: [],
        findings: [
          authFinding(
            'R-AUTH-22',
            '/dpop_signing_alg_values_supported',
            'The server challenges with the DPoP scheme, but its authorization server does not advertise DPoP.',
            { expected: 'dpop_signing_alg_values_supported: ["ES256", …]', actual: '(absent)' },
          ),
        ],
        ok: true,
      });
    const mode = this.options.dpop ?? 'auto';
    const wanted = mode === 'required' || challenge.scheme === 'dpop' || (mode === 'auto' && advertised);
    if (!wanted) return {};
    const found = this.dpopKeys.get(server.issuer);
    if (found) return { dpop: found };
    const alg = dpopAlgorithm(server);
    if (!alg) {
      const listed = JSON.stringify(server['dpop_signing_alg_values_supported']);
      this.record({
        kind: 'server-metadata',
        label: 'DPoP support',
        sent: [],
        received: [],
        findings: [],
        ok: false,
        error: `DPoP is needed, but the authorization server signs proofs only with ${listed}, none of which this client has`,
      });
      return 'no algorithm';
    }
    const key = await DpopKey.generate(alg);
    this.dpopKeys.set(server.issuer, key);
    return { dpop: key };
  }

  // A resource server's use_dpop_nonce (RFC 9449 §9): the request goes again once with the nonce
  // it gave; asked again before it accepted a token, the nonce never settles (R-AUTH-23).
  private async nonceRetry(request: AuthRequest, response: AuthResponse, info: ChallengeInfo): Promise<boolean> {
    const tokens = this.tokenStore.find(request.url);
    const key = tokens ? this.dpopKeyOf(tokens) : undefined;
    const step: AuthStep = {
      kind: 'dpop-nonce',
      label: 'The MCP server asked for a DPoP nonce',
      sent: [request],
      received: [response],
      findings: [],
      ok: false,
    };
    if (key) step.thumbprint = await key.thumbprint();
    if (!key || !info.dpopNonce) {
      step.error = key
        ? 'the use_dpop_nonce challenge came without a DPoP-Nonce header'
        : 'no DPoP-bound token was sent';
      this.record(step);
      return false;
    }
    if (this.nonceRetried) {
      step.findings.push(
        authFinding(
          'R-AUTH-23',
          '',
          'The MCP server asked for a DPoP nonce again after the request was retried with the nonce it gave.',
          {
            expected: 'the retry accepted',
            actual: `use_dpop_nonce again (DPoP-Nonce: ${clip(info.dpopNonce)})`,
          },
        ),
      );
      step.error = 'the nonce never settled: the request is not sent a third time';
      this.record(step);
      return false;
    }
    this.nonceRetried = true;
    key.useNonce(request.url, info.dpopNonce);
    this.record({ ...step, label: `${step.label}: the request is sent again with it`, ok: true });
    return true;
  }

  private stopAtLimit(challenge: ChallengeInfo, scopes: string[]): boolean {
    const tries = this.rounds;
    if (this.limitReported) return false;
    this.limitReported = true;
    this.record({
      kind: 'retry',
      label: 'Step-up retry limit',
      sent: [],
      received: [],
      findings: [
        authFinding(
          'R-AUTH-20',
          '',
          `The server still answered ${challenge.status} after ${tries} authorization rounds (it now asks for ${clip(scopes.join(' ')) || 'no scope'}); the client stopped asking.`,
        ),
      ],
      ok: false,
      error: `stopped after ${tries} authorization rounds without the server accepting a token`,
    });
    return false;
  }

  // A reported step is a frozen copy (its lists too): whoever shows one may keep it as it is, and
  // no recorder or later code can change what was reported.
  private record<T extends AuthStep<never> | AuthStep<unknown>>(step: T): T {
    const reported = Object.freeze({
      ...step,
      sent: Object.freeze([...step.sent]),
      received: Object.freeze([...step.received]),
      findings: Object.freeze([...step.findings]),
    }) as unknown as T;
    (this.steps as AuthStep[]).push(reported as AuthStep);
    this.options.onStep?.(reported as AuthStep);
    return reported;
  }

  private signal(call?: AbortSignal): { signal?: AbortSignal } {
    const signal = call ?? this.options.signal;
    return signal ? { signal } : {};
  }
}

// The resource-metadata step when the flow goes on at the origin: the search's R-AUTH-2 stays (a
// 2026-07-28 server must serve the metadata; a 2025-03-26 one learns here what it must add).
function withoutResourceMetadata(step: AuthStep<ResourceMetadata>): AuthStep<ResourceMetadata> {
  const { error: _none, ...rest } = step;
  return {
    ...rest,
    label: `${step.label}: none at ${step.sent.map((r) => r.url).join(' or ')}; as 2025-03-26 allows, the MCP server's origin is taken as the authorization server`,
    ok: true,
  };
}
