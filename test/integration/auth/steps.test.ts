import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInspector, type RunningInspector } from '../../../app/server/standalone';
import {
  Authorizer,
  buildRequest,
  decodeJwt,
  discoverResourceMetadata,
  dpopProofOf,
  discoverServerMetadata,
  judgeAuthorization,
  memoryCredentialStore,
  readChallenge,
  registerClient,
  sendExchange,
  type AuthFetch,
  type FetchLike,
} from '../../../src';
import { approveAsDemoUser } from './demo-user';

// The steps and the whole flow against the protected demo and its real authorization server (oidc-provider).
let inspector: RunningInspector;
const fetchAuth: AuthFetch = (url, init) => fetch(url, init);
const fetchMcp: FetchLike = (url, init) => fetch(url, init);
const REDIRECT = 'http://127.0.0.1:9/callback';

beforeAll(async () => {
  inspector = await startInspector();
});
afterAll(() => inspector.close());

async function unauthenticated(path: string) {
  const recorded = await sendExchange(fetchMcp, {
    url: `${inspector.origin}${path}`,
    method: 'server/discover',
    id: 1,
  });
  return {
    request: {
      method: 'POST',
      url: recorded.request.url,
      headers: recorded.request.headers,
      body: recorded.request.body,
    },
    response: recorded.response,
  };
}

describe('authorization steps against the protected demo', () => {
  it('reads the challenge, the resource metadata and the authorization server metadata', async () => {
    const { request, response } = await unauthenticated('/demo/protected');
    const challenge = readChallenge(request, response);
    expect(challenge.value).toMatchObject({ status: 401, scopes: ['mcp:read'] });
    const resource = await discoverResourceMetadata(fetchAuth, {
      serverUrl: `${inspector.origin}/demo/protected`,
      resourceMetadataUrl: challenge.value!.resourceMetadata!,
    });
    expect(resource.ok).toBe(true);
    expect(resource.value?.resource).toBe(`${inspector.origin}/demo/protected`);
    const server = await discoverServerMetadata(fetchAuth, { issuer: resource.value!.authorization_servers[0]! });
    expect(server.ok).toBe(true);
    expect(server.findings).toEqual([]);
    expect(server.value?.code_challenge_methods_supported).toContain('S256');
    // RFC 8414's path-inserted URI is the first the spec names, and the demo answers it.
    expect(server.sent.map((s) => s.url)).toEqual([
      `${inspector.origin}/.well-known/oauth-authorization-server/demo/auth`,
    ]);
  });

  it('registers dynamically as a native public client', async () => {
    const server = await discoverServerMetadata(fetchAuth, { issuer: `${inspector.origin}/demo/auth` });
    const step = await registerClient(fetchAuth, {
      server: server.value!,
      identity: { clientName: 'steps test', redirectUri: REDIRECT },
    });
    expect(step.ok).toBe(true);
    expect(step.value?.source).toBe('dynamic');
    expect(JSON.parse(step.sent[0]!.body!)).toMatchObject({ application_type: 'native', redirect_uris: [REDIRECT] });
  });

  it('flags a DPoP nonce that never settles (the misconfigured variant), retrying once only', async () => {
    const url = `${inspector.origin}/demo/protected/dpop-nonce-loop`;
    const authorizer = new Authorizer({
      fetch: fetchAuth,
      serverUrl: url,
      identity: { clientName: 'steps test', redirectUri: REDIRECT },
      openAuthorization: async (pending) => ({
        callbackUrl: await approveAsDemoUser(pending.url, pending.redirectUri, { deliver: false }),
      }),
    });
    const send = async () =>
      sendExchange(fetchMcp, {
        url,
        method: 'tools/list',
        id: 1,
        headers: await authorizer.requestHeaders({ method: 'POST', url }),
      });
    const asAuth = (r: Awaited<ReturnType<typeof send>>) => ({
      method: 'POST',
      url,
      headers: r.request.headers,
      body: r.request.body,
    });
    const first = await send();
    expect(await authorizer.answer(asAuth(first), first.response)).toBe(true);
    const asked = await send();
    expect(asked.response.headers['www-authenticate']).toMatch(/use_dpop_nonce/);
    expect(await authorizer.answer(asAuth(asked), asked.response)).toBe(true);
    const again = await send();
    expect(await authorizer.answer(asAuth(again), again.response)).toBe(false);
    const nonceRows = authorizer.steps.filter((s) => s.kind === 'dpop-nonce');
    expect(nonceRows.map((s) => s.findings.map((f) => f.rule))).toEqual([[], ['R-AUTH-23']]);
  });

  it('probes the DPoP binding on request: the protected demo refuses a wrong htu, the any-htu variant is flagged', async () => {
    const url = `${inspector.origin}/demo/protected`;
    const authorizer = new Authorizer({
      fetch: fetchAuth,
      serverUrl: url,
      identity: { clientName: 'steps test', redirectUri: REDIRECT },
      openAuthorization: async (pending) => ({
        callbackUrl: await approveAsDemoUser(pending.url, pending.redirectUri, { deliver: false }),
      }),
    });
    const probeOf = (target: string) => {
      const built = buildRequest({ method: 'server/discover', id: 1 });
      return { method: 'POST', url: target, headers: built.headers, body: built.body };
    };
    // Before any token there is nothing to probe with: the step says so and sends nothing.
    const early = await authorizer.probeDpopBinding(probeOf(url));
    expect([early.ok, early.sent.length, early.error]).toEqual([
      false,
      0,
      expect.stringMatching(/no DPoP-bound token/),
    ]);
    const first = await unauthenticated('/demo/protected');
    expect(await authorizer.answer(first.request, first.response)).toBe(true);
    expect(authorizer.tokens?.token_type).toBe('dpop');

    const conforming = await authorizer.probeDpopBinding(probeOf(url));
    expect(conforming.ok).toBe(true);
    expect(conforming.findings).toEqual([]);
    expect(conforming.received.map((r) => r?.status)).toEqual([401]);
    expect(decodeJwt(dpopProofOf(conforming.sent[0]!)!)!.claims['htu']).toBe(`${url}/not-this-endpoint`);
    // The recorded request never holds the token.
    expect(JSON.stringify(conforming)).not.toContain(authorizer.tokens!.access_token);

    const lax = await authorizer.probeDpopBinding(probeOf(`${url}/dpop-any-htu`));
    expect(lax.received.map((r) => r?.status)).toEqual([200]);
    expect(lax.findings.map((f) => [f.rule, f.severity])).toEqual([['R-AUTH-26', 'error']]);
    // With the right htu the any-htu variant answers too: it is only the binding it does not check.
    const right = await sendExchange(fetchMcp, {
      url: `${url}/dpop-any-htu`,
      method: 'server/discover',
      id: 1,
      headers: await authorizer.requestHeaders({ method: 'POST', url: `${url}/dpop-any-htu` }),
    });
    expect(right.response.status).toBe(200);
  });

  it('authorizes, steps up for tools/call, and refreshes', async () => {
    const store = memoryCredentialStore();
    const authorizer = new Authorizer({
      fetch: fetchAuth,
      serverUrl: `${inspector.origin}/demo/protected`,
      identity: { clientName: 'steps test', redirectUri: REDIRECT },
      store,
      openAuthorization: async (pending) => ({
        callbackUrl: await approveAsDemoUser(pending.url, pending.redirectUri, { deliver: false }),
      }),
    });
    const url = `${inspector.origin}/demo/protected`;
    const send = async (method: string, params: Record<string, unknown> = {}) =>
      sendExchange(fetchMcp, {
        url,
        method,
        id: 1,
        params,
        headers: await authorizer.requestHeaders({ method: 'POST', url }),
      });
    const asAuth = (r: Awaited<ReturnType<typeof send>>) => ({
      method: 'POST',
      url: r.request.url,
      headers: r.request.headers,
      body: r.request.body,
    });

    const first = await send('tools/list');
    expect(first.response.status).toBe(401);
    expect(await authorizer.answer(asAuth(first), first.response)).toBe(true);
    expect((await send('tools/list')).response.status).toBe(200);
    expect(authorizer.tokens?.scopes).toEqual(['mcp:read']);
    // The demo's authorization server advertises DPoP, so the token is bound to this session's key:
    // presented as a Bearer token, or with a proof for another URL, it is refused.
    expect(authorizer.tokens?.token_type).toBe('dpop');
    const token = authorizer.tokens!.access_token;
    const bearer = await sendExchange(fetchMcp, {
      url,
      method: 'tools/list',
      id: 1,
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(bearer.response.status).toBe(401);
    const elsewhere = await authorizer.requestHeaders({ method: 'POST', url: `${url}/elsewhere` });
    const wrongHtu = await sendExchange(fetchMcp, { url, method: 'tools/list', id: 1, headers: elsewhere });
    expect(wrongHtu.response.status).toBe(401);
    expect(wrongHtu.response.headers['www-authenticate']).toMatch(/^DPoP .*error="invalid_dpop_proof"/);

    const call = { name: 'always_fails', arguments: {} };
    const denied = await send('tools/call', call);
    expect(denied.response.status).toBe(403);
    expect(await authorizer.answer(asAuth(denied), denied.response)).toBe(true);
    expect(authorizer.tokens?.scopes.sort()).toEqual(['mcp:read', 'mcp:tools']);
    expect((await send('tools/call', call)).response.status).toBe(200);

    const before = authorizer.tokens!.access_token;
    expect(await authorizer.refresh()).toBe(true);
    expect(authorizer.tokens!.access_token).not.toBe(before);
    expect((await send('tools/list')).response.status).toBe(200);

    expect(store.get(`${inspector.origin}/demo/auth`)?.source).toBe('dynamic');
    expect(authorizer.steps.map((s) => s.kind)).toEqual([
      'challenge',
      'resource-metadata',
      'server-metadata',
      'registration',
      'authorization',
      'callback',
      'token',
      'challenge',
      'resource-metadata',
      'server-metadata',
      'authorization',
      'callback',
      'token',
      'server-metadata',
      'refresh',
    ]);
    expect(authorizer.steps.flatMap((s) => s.findings)).toEqual([]);
  });
});

describe('judgeAuthorization (the scan area, no credentials)', () => {
  it('finds nothing wrong with the protected demo', async () => {
    const judged = await judgeAuthorization(fetchAuth, {
      serverUrl: `${inspector.origin}/demo/protected`,
      ...(await unauthenticated('/demo/protected')),
    });
    expect(judged.protected).toBe(true);
    expect(judged.findings).toEqual([]);
    expect(judged.steps.map((s) => s.kind)).toEqual(['challenge', 'resource-metadata', 'server-metadata']);
  });

  it('flags the misconfigured variant: a foreign resource and no PKCE S256', async () => {
    const judged = await judgeAuthorization(fetchAuth, {
      serverUrl: `${inspector.origin}/demo/protected-misconfigured`,
      ...(await unauthenticated('/demo/protected-misconfigured')),
    });
    expect(judged.findings.map((f) => [f.rule, f.severity])).toEqual([
      ['R-AUTH-4', 'error'],
      ['R-AUTH-7', 'error'],
    ]);
  });

  it('says so when a server needs no authorization', async () => {
    const judged = await judgeAuthorization(fetchAuth, {
      serverUrl: `${inspector.origin}/demo/mcp`,
      ...(await unauthenticated('/demo/mcp')),
    });
    expect(judged.protected).toBe(false);
    expect(judged.findings.map((f) => [f.rule, f.severity])).toEqual([['R-AUTH-17', 'info']]);
  });
});
