import { describe, expect, it } from 'vitest';
import {
  authStepExchanges,
  bytesToBase64,
  decodeJwt,
  DpopKey,
  dpopProofOf,
  probeDpopBinding,
  type AuthFetch,
} from '../../../src/index';
import { CHALLENGE, ISSUER, JWT_BEARER, SERVER, standInAuthorizer, standInFetch } from '../../support/auth-stand-in';
const b64url = (bytes: ArrayBuffer | Uint8Array) =>
  bytesToBase64(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), { url: true });
const sha256 = async (text: string) => b64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
const part = (value: object) => b64url(new TextEncoder().encode(JSON.stringify(value)));

// A proof's signature checked with the public key its own header carries (what a server does first).
async function verifies(jwt: string): Promise<boolean> {
  const [header, claims, signature] = jwt.split('.');
  const { jwk } = decodeJwt(jwt)!.header as { jwk: JsonWebKey };
  const key = await crypto.subtle.importKey('jwk', jwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
  const bytes = Uint8Array.from(atob(signature!.replaceAll('-', '+').replaceAll('_', '/')), (c) => c.charCodeAt(0));
  return crypto.subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    key,
    bytes,
    new TextEncoder().encode(`${header}.${claims}`),
  );
}

describe('DpopKey', () => {
  it('signs a fresh proof per request, bound to the method, the URL without its query and the token', async () => {
    const key = await DpopKey.generate('ES256');
    const request = { method: 'POST', url: `${SERVER}?x=1`, accessToken: 'at-123' };
    const [first, second] = [await key.resourceHeaders(request), await key.resourceHeaders(request)];
    expect(first.Authorization).toBe('DPoP at-123');
    const [a, b] = [decodeJwt(first.DPoP)!, decodeJwt(second.DPoP)!];
    expect(a.header).toMatchObject({ typ: 'dpop+jwt', alg: 'ES256', jwk: { kty: 'EC', crv: 'P-256' } });
    expect(a.header['jwk']).not.toHaveProperty('d');
    expect(a.claims).toMatchObject({ htm: 'POST', htu: SERVER, ath: await sha256('at-123') });
    expect(a.claims['jti']).not.toBe(b.claims['jti']);
    expect(await verifies(first.DPoP)).toBe(true);
  });

  it("puts a resource server's nonce only in proofs to that origin", async () => {
    const key = await DpopKey.generate('ES256');
    key.useNonce(SERVER, 'n-1');
    const here = decodeJwt((await key.resourceHeaders({ method: 'POST', url: SERVER, accessToken: 't' })).DPoP)!;
    const there = decodeJwt(
      (await key.resourceHeaders({ method: 'POST', url: 'https://other.example.com/mcp', accessToken: 't' })).DPoP,
    )!;
    expect(here.claims['nonce']).toBe('n-1');
    expect(there.claims).not.toHaveProperty('nonce');
  });
});

/** The stand-in with DPoP advertised or not, a nonce required or not, the token type it issues. */
function standIn(options: { advertise: boolean; nonce?: string; tokenType?: string; challenge?: string }) {
  const proofs: string[] = [];
  const token: AuthFetch = async (url, init) => {
    if (url !== `${ISSUER}/token`) return new Response('', { status: 404 });
    const proof = init.headers['dpop'] ?? '';
    proofs.push(proof);
    if (options.nonce && decodeJwt(proof)?.claims['nonce'] !== options.nonce)
      return Response.json({ error: 'use_dpop_nonce' }, { status: 400, headers: { 'DPoP-Nonce': options.nonce } });
    return Response.json({ access_token: 'at', token_type: options.tokenType ?? (proof ? 'DPoP' : 'Bearer') });
  };
  const { authorizer, steps } = standInAuthorizer(standInFetch({ dpop: options.advertise }, token), {
    secret: 's3cret',
  });
  const headers = { 'www-authenticate': options.challenge ?? 'Bearer scope="mcp"' };
  const challenge = { request: CHALLENGE.request, response: { ...CHALLENGE.response, headers } };
  return { authorizer, steps, proofs, challenge };
}

const nonceChallenge = (nonce: string) => ({
  request: { method: 'POST', url: SERVER, headers: {} },
  response: {
    status: 401,
    headers: { 'www-authenticate': 'DPoP error="use_dpop_nonce"', 'dpop-nonce': nonce },
    body: '',
  },
});

describe('the Authorizer with DPoP', () => {
  it("binds the token when the server advertises DPoP, retrying the token request once with the server's nonce", async () => {
    const { authorizer, steps, proofs, challenge } = standIn({ advertise: true, nonce: 'as-nonce' });
    expect(await authorizer.answer(challenge.request, challenge.response)).toBe(true);
    const token = steps.find((s) => s.kind === 'token')!;
    expect(token.ok).toBe(true);
    expect(token.sent).toHaveLength(2);
    expect(decodeJwt(proofs[1]!)!.claims['nonce']).toBe('as-nonce');
    expect(token.thumbprint).toMatch(/^[\w-]{43}$/);
    expect(dpopProofOf(token.sent[0]!)).toBe(proofs[0]);
    const headers = await authorizer.requestHeaders({ method: 'POST', url: SERVER });
    expect(headers['Authorization']).toBe('DPoP at');
    expect(decodeJwt(headers['DPoP']!)!.claims['ath']).toBe(await sha256('at'));
    expect(authorizer.headers()).toEqual({});
  });

  it("retries an MCP request once with the resource server's nonce, and flags a nonce that never settles", async () => {
    const { authorizer, steps, challenge } = standIn({ advertise: true });
    await authorizer.answer(challenge.request, challenge.response);
    const first = nonceChallenge('rs-1');
    expect(await authorizer.answer(first.request, first.response)).toBe(true);
    const proof = (await authorizer.requestHeaders({ method: 'POST', url: SERVER }))['DPoP']!;
    expect(decodeJwt(proof)!.claims['nonce']).toBe('rs-1');
    const again = nonceChallenge('rs-2');
    expect(await authorizer.answer(again.request, again.response)).toBe(false);
    const nonceSteps = steps.filter((s) => s.kind === 'dpop-nonce');
    expect(nonceSteps.map((s) => s.ok)).toEqual([true, false]);
    expect(nonceSteps[1]!.findings.map((f) => f.rule)).toEqual(['R-AUTH-23']);
    // Accepted since: the next nonce gets its one retry again.
    authorizer.accepted();
    expect(await authorizer.answer(again.request, again.response)).toBe(true);
  });

  it('flags a token endpoint that asks for a nonce again after the retry (R-AUTH-23), sending no third request', async () => {
    const stubborn = standIn({ advertise: true });
    // Every proof is refused with a new nonce.
    const refusing = standInFetch({}, async () =>
      Response.json({ error: 'use_dpop_nonce' }, { status: 400, headers: { 'DPoP-Nonce': crypto.randomUUID() } }),
    );
    const { authorizer, steps } = standInAuthorizer(refusing, { secret: 's3cret' });
    expect(await authorizer.answer(stubborn.challenge.request, stubborn.challenge.response)).toBe(false);
    const token = steps.find((s) => s.kind === 'token')!;
    expect(token.sent).toHaveLength(2);
    expect(token.findings.map((f) => f.rule)).toEqual(['R-AUTH-23', 'R-AUTH-12']);
  });

  it('flags a DPoP challenge whose authorization server does not advertise DPoP (R-AUTH-22), and binds the token anyway', async () => {
    const { authorizer, steps, proofs, challenge } = standIn({ advertise: false, challenge: 'DPoP scope="mcp"' });
    expect(await authorizer.answer(challenge.request, challenge.response)).toBe(true);
    expect(steps.flatMap((s) => s.findings.map((f) => f.rule))).toContain('R-AUTH-22');
    expect(proofs[0]).not.toBe('');
  });

  it('flags a Bearer token issued for a DPoP proof by a server that advertises DPoP (R-AUTH-24)', async () => {
    const { authorizer, steps, challenge } = standIn({ advertise: true, tokenType: 'Bearer' });
    expect(await authorizer.answer(challenge.request, challenge.response)).toBe(true);
    expect(steps.find((s) => s.kind === 'token')!.findings.map((f) => f.rule)).toEqual(['R-AUTH-24']);
    expect(authorizer.headers()).toEqual({ Authorization: 'Bearer at' });
  });

  it('sends no proof to a server that neither advertises nor asks for DPoP', async () => {
    const { authorizer, proofs, challenge } = standIn({ advertise: false });
    expect(await authorizer.answer(challenge.request, challenge.response)).toBe(true);
    expect(proofs).toEqual(['']);
  });
});

describe('the DPoP binding probe', () => {
  const request = { method: 'POST', url: SERVER, headers: { 'Content-Type': 'application/json' }, body: '{}' };

  it("answers a server's use_dpop_nonce once, still with the wrong htu, and flags a server that then accepts it", async () => {
    const key = await DpopKey.generate('ES256');
    const seen: Record<string, unknown>[] = [];
    const server: AuthFetch = async (_url, init) => {
      const claims = decodeJwt(init.headers['DPoP'] ?? '')!.claims;
      seen.push(claims);
      return claims['nonce'] === 'n-1'
        ? Response.json({ jsonrpc: '2.0', id: 1, result: {} })
        : Response.json(
            { error: 'use_dpop_nonce' },
            { status: 401, headers: { 'WWW-Authenticate': 'DPoP error="use_dpop_nonce"', 'DPoP-Nonce': 'n-1' } },
          );
    };
    const step = await probeDpopBinding(server, { key, accessToken: 'at-secret', request });
    expect(seen.map((c) => [c['htu'], c['nonce']])).toEqual([
      [`${SERVER}/not-this-endpoint`, undefined],
      [`${SERVER}/not-this-endpoint`, 'n-1'],
    ]);
    expect(step.findings.map((f) => [f.rule, f.severity])).toEqual([['R-AUTH-26', 'error']]);
    expect(JSON.stringify(step)).not.toContain('at-secret');
  });

  it('passes a server that refuses the proof, and says so when the answer tells nothing', async () => {
    const key = await DpopKey.generate('ES256');
    const refusing: AuthFetch = async () => new Response('', { status: 401 });
    const refused = await probeDpopBinding(refusing, { key, accessToken: 'at', request });
    expect([refused.ok, refused.findings]).toEqual([true, []]);
    const odd = await probeDpopBinding(async () => new Response('', { status: 400 }), {
      key,
      accessToken: 'at',
      request,
    });
    expect([odd.ok, odd.error]).toEqual([false, expect.stringMatching(/tells nothing/)]);
  });
});

// The assertion grants' authorization server: DPoP and the JWT-bearer grant advertised.
const ASSERTION_METADATA = { grants: ['client_credentials', JWT_BEARER] };

describe('assertion grants', () => {
  it('exchanges a workload JWT with the JWT-bearer grant, and neither retries nor switches grant after a refusal', async () => {
    const grants: string[] = [];
    const fetchAuth = standInFetch(ASSERTION_METADATA, async (url, init) => {
      if (url !== `${ISSUER}/token`) return new Response('', { status: 404 });
      grants.push(new URLSearchParams(init.body).get('grant_type')!);
      return Response.json({ error: 'invalid_grant' }, { status: 400 });
    });
    const { authorizer, steps } = standInAuthorizer(fetchAuth, { workloadToken: 'eyJ.workload.jwt' });
    expect(await authorizer.answer(CHALLENGE.request, CHALLENGE.response)).toBe(false);
    expect(await authorizer.answer(CHALLENGE.request, CHALLENGE.response)).toBe(false);
    expect(grants).toEqual(['urn:ietf:params:oauth:grant-type:jwt-bearer']);
    expect(steps.at(-1)!.error).toMatch(/neither retried nor replaced/);
    // The report's exchanges (the client's JSON, JUnit and text) redact the assertion.
    const token = steps.find((s) => s.kind === 'token')!;
    const reported = JSON.stringify(authStepExchanges(token, 'authorization'));
    expect(reported).not.toContain('eyJ.workload.jwt');
    expect(reported).toContain('assertion=[redacted]');
  });

  it('exchanges the ID token for an ID-JAG at the identity provider, then presents it with the JWT-bearer grant', async () => {
    const jag = `${part({ typ: 'oauth-id-jag+jwt', alg: 'ES256' })}.${part({ client_id: 'app', resource: SERVER })}.sig`;
    const bodies: URLSearchParams[] = [];
    const fetchAuth = standInFetch(ASSERTION_METADATA, async (url, init) => {
      if (url === 'https://idp.example.com/token') {
        bodies.push(new URLSearchParams(init.body));
        return Response.json({
          access_token: jag,
          issued_token_type: 'urn:ietf:params:oauth:token-type:id-jag',
          token_type: 'N_A',
        });
      }
      if (url !== `${ISSUER}/token`) return new Response('', { status: 404 });
      bodies.push(new URLSearchParams(init.body));
      return Response.json({ access_token: 'at', token_type: 'DPoP' });
    });
    const idp = {
      issuer: 'https://idp.example.com',
      token_endpoint: 'https://idp.example.com/token',
      clientId: 'idp-app',
      idToken: 'eyJ.id.token',
    };
    const { authorizer, steps } = standInAuthorizer(fetchAuth, { identityProvider: idp });
    expect(await authorizer.answer(CHALLENGE.request, CHALLENGE.response)).toBe(true);
    expect(steps.map((s) => s.kind).slice(-2)).toEqual(['token-exchange', 'token']);
    expect(Object.fromEntries(bodies[0]!)).toMatchObject({
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token: 'eyJ.id.token',
      subject_token_type: 'urn:ietf:params:oauth:token-type:id_token',
      requested_token_type: 'urn:ietf:params:oauth:token-type:id-jag',
      audience: ISSUER,
      resource: SERVER,
      client_id: 'idp-app',
    });
    expect(Object.fromEntries(bodies[1]!)).toMatchObject({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion: jag,
    });
  });

  it('refuses an answer to the token exchange that is not an ID-JAG for this client (R-AUTH-25)', async () => {
    const notJag = `${part({ typ: 'JWT', alg: 'ES256' })}.${part({ client_id: 'someone-else', resource: SERVER })}.sig`;
    const fetchAuth = standInFetch(ASSERTION_METADATA, async (url) =>
      url === 'https://idp.example.com/token'
        ? Response.json({
            access_token: notJag,
            issued_token_type: 'urn:ietf:params:oauth:token-type:jwt',
            token_type: 'N_A',
          })
        : new Response('', { status: 404 }),
    );
    const idp = {
      issuer: 'https://idp.example.com',
      token_endpoint: 'https://idp.example.com/token',
      clientId: 'idp-app',
      idToken: 'eyJ.id.token',
    };
    const { authorizer, steps } = standInAuthorizer(fetchAuth, { identityProvider: idp });
    expect(await authorizer.answer(CHALLENGE.request, CHALLENGE.response)).toBe(false);
    const exchange = steps.find((s) => s.kind === 'token-exchange')!;
    expect(exchange.findings.map((f) => f.rule)).toEqual(['R-AUTH-25', 'R-AUTH-25', 'R-AUTH-25']);
    expect(steps.some((s) => s.kind === 'token')).toBe(false);
  });
});
