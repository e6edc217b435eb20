import { describe, expect, it } from 'vitest';
import {
  Authorizer,
  finishAuthorization,
  memoryTokenStore,
  startAuthorization,
  type AuthFetch,
  type AuthStep,
  type OpenedAuthorization,
  type PendingAuthorization,
} from '../../../src/index';

const SERVER = 'https://mcp.example.com/mcp';
const ISSUER = 'https://auth.example.com';
const documents: Record<string, object> = {
  'https://mcp.example.com/.well-known/oauth-protected-resource/mcp': {
    resource: SERVER,
    authorization_servers: [ISSUER],
  },
  [`${ISSUER}/.well-known/oauth-authorization-server`]: {
    issuer: ISSUER,
    authorization_endpoint: `${ISSUER}/authorize`,
    token_endpoint: `${ISSUER}/token`,
    registration_endpoint: `${ISSUER}/register`,
    code_challenge_methods_supported: ['S256'],
    authorization_response_iss_parameter_supported: true,
  },
  [`${ISSUER}/register`]: { client_id: 'abc' },
  [`${ISSUER}/token`]: { access_token: 'at', token_type: 'bearer', refresh_token: 'rt' },
};
const fetchAuth: AuthFetch = async (url) =>
  documents[url]
    ? Response.json(documents[url], { status: url.endsWith('/register') ? 201 : 200 })
    : new Response('', { status: 404 });
const refusal = {
  request: { method: 'POST', url: SERVER, headers: {} },
  response: { status: 401, headers: { 'www-authenticate': 'Bearer' }, body: '' },
};
const approve = async (pending: PendingAuthorization): Promise<OpenedAuthorization> => ({
  callbackUrl: `${pending.redirectUri}?code=c0de&state=${pending.state}&iss=${ISSUER}`,
});
const authorizerWith = (
  openAuthorization: (pending: PendingAuthorization, o: { signal?: AbortSignal }) => Promise<OpenedAuthorization>,
  reported: AuthStep[] = [],
  tokens = memoryTokenStore(),
) =>
  new Authorizer({
    fetch: fetchAuth,
    serverUrl: SERVER,
    identity: { clientName: 'test', redirectUri: 'http://127.0.0.1:8976/callback' },
    openAuthorization,
    tokens,
    onStep: (step) => reported.push(step),
  });

describe('the Authorizer', () => {
  it('reports each step once, frozen: no step changes after it was handed out', async () => {
    const reported: AuthStep[] = [];
    const authorizer = authorizerWith(approve, reported);
    expect(await authorizer.answer(refusal.request, refusal.response)).toBe(true);
    expect(reported.map((s) => s.kind)).toEqual([
      'challenge',
      'resource-metadata',
      'server-metadata',
      'registration',
      'authorization',
      'callback',
      'token',
    ]);
    for (const step of reported) {
      expect(Object.isFrozen(step)).toBe(true);
      expect(Object.isFrozen(step.sent)).toBe(true);
    }
    const snapshot = JSON.stringify(reported);
    await authorizer.refresh();
    expect(JSON.stringify(reported.slice(0, 7))).toBe(snapshot);
  });

  it('reports a blocked popup as a failed authorization row, the only time that row is reported', async () => {
    const reported: AuthStep[] = [];
    const blocked = () => Promise.reject(new Error('the popup was blocked'));
    expect(await authorizerWith(blocked, reported).answer(refusal.request, refusal.response)).toBe(false);
    const rows = reported.filter((s) => s.kind === 'authorization');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.ok).toBe(false);
    expect(rows[0]?.error).toMatch(/not completed: the popup was blocked/);
  });

  it('ends the wait for the popup when the signal aborts, and says it was stopped', async () => {
    const reported: AuthStep[] = [];
    const controller = new AbortController();
    let waiting: AbortSignal | undefined;
    const never = (_: PendingAuthorization, { signal }: { signal?: AbortSignal }) =>
      new Promise<OpenedAuthorization>((_resolve, reject) => {
        waiting = signal;
        signal?.addEventListener('abort', () => reject(new Error('aborted')));
        queueMicrotask(() => controller.abort());
      });
    const authorizer = authorizerWith(never, reported);
    expect(await authorizer.answer(refusal.request, refusal.response, { signal: controller.signal })).toBe(false);
    expect(waiting).toBe(controller.signal);
    expect(reported.at(-1)).toMatchObject({ kind: 'authorization', ok: false });
    expect(reported.at(-1)?.error).toMatch(/it was stopped/);
    expect(authorizer.tokens).toBeUndefined();
  });

  it('keeps its tokens in the token store, by the protected resource, and forgets them there', async () => {
    const tokens = memoryTokenStore();
    const authorizer = authorizerWith(approve, [], tokens);
    await authorizer.answer(refusal.request, refusal.response);
    expect(tokens.find(SERVER)).toMatchObject({ access_token: 'at', resource: SERVER, issuer: ISSUER });
    expect(tokens.find('https://mcp.example.com/elsewhere')).toBeUndefined();
    expect(authorizer.headers()).toEqual({ Authorization: 'Bearer at' });
    authorizer.forget();
    expect(tokens.find(SERVER)).toBeUndefined();
    expect(authorizer.headers()).toEqual({});
  });

  it('has one budget of rounds per server, whatever the scopes a 401 asks for, refreshes included', async () => {
    const reported: AuthStep[] = [];
    const authorizer = authorizerWith(approve, reported);
    const asking = (scope: string) => ({
      ...refusal.response,
      headers: { 'www-authenticate': `Bearer scope="${scope}"` },
    });
    const answers = [];
    for (const scope of ['a', 'b', 'c', 'd', 'e'])
      answers.push(await authorizer.answer(refusal.request, asking(scope)));
    expect(answers).toEqual([true, true, true, false, false]);
    // Authorize, one refresh, authorize again; then the limit, reported once.
    expect(reported.filter((s) => ['token', 'refresh', 'retry'].includes(s.kind)).map((s) => s.kind)).toEqual([
      'token',
      'refresh',
      'token',
      'retry',
    ]);
    expect(reported.find((s) => s.kind === 'retry')?.error).toBe(
      'stopped after 3 authorization rounds without the server accepting a token',
    );
    // A server that took the token gives the rounds back.
    authorizer.accepted();
    expect(await authorizer.answer(refusal.request, asking('f'))).toBe(true);
  });

  it('uses a token it was given in its store (a saved token) without authorizing', () => {
    const saved = { access_token: 'saved', token_type: 'bearer', issuer: ISSUER, resource: SERVER, scopes: [] };
    expect(authorizerWith(approve, [], memoryTokenStore([saved])).headers()).toEqual({
      Authorization: 'Bearer saved',
    });
  });
});

describe('the callback step checks iss itself (RFC 9207)', () => {
  const server = documents[`${ISSUER}/.well-known/oauth-authorization-server`] as { issuer: string };
  const client = { client_id: 'abc', source: 'dynamic' as const };
  const pendingFor = async () =>
    (await startAuthorization({ server, client, redirectUri: 'http://127.0.0.1/cb', resource: SERVER, scopes: [] }))
      .value!;

  it.each([
    ['another issuer', '&iss=https://evil.example', /is not the issuer/],
    ['no iss though advertised', '', /iss is absent/],
  ])('flags %s as R-AUTH-10', async (_name, iss, error) => {
    const pending = await pendingFor();
    const step = finishAuthorization({
      server,
      client,
      pending,
      callbackUrl: `http://127.0.0.1/cb?code=c&state=${pending.state}${iss}`,
    });
    expect(step.ok).toBe(false);
    expect(step.findings.map((f) => f.rule)).toEqual(['R-AUTH-10']);
    expect(step.error).toMatch(error);
  });

  it('accepts the right iss, and flags a forged state as R-AUTH-11', async () => {
    const pending = await pendingFor();
    const good = `http://127.0.0.1/cb?code=c&state=${pending.state}&iss=${ISSUER}`;
    expect(finishAuthorization({ server, client, pending, callbackUrl: good }).ok).toBe(true);
    const forged = finishAuthorization({
      server,
      client,
      pending,
      callbackUrl: `http://127.0.0.1/cb?code=c&state=forged&iss=${ISSUER}`,
    });
    expect(forged.findings.map((f) => f.rule)).toEqual(['R-AUTH-11']);
  });
});
