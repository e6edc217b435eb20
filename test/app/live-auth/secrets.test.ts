import { afterEach, describe, expect, it } from 'vitest';
import { toHar } from '../../../app/exchange/files/har';
import { toSessionFile } from '../../../app/exchange/files/session-file';
import { maskAuthBody } from '../../../app/features/live/auth/auth-model';
import { liveTokens, useAuthStore } from '../../../app/features/live/auth/auth-store';
import { TOKEN_PLACEHOLDER, withTokenHeader, withTokens } from '../../../app/features/live/auth/token-fetch';
import { toCurl } from '../../../app/features/live/model/curl';
import { Authorizer, decodeJwt, type AuthFetch, type AuthStep } from '../../../src/index';
import { recordOf } from '../../support/records';

const SERVER = 'https://mcp.example.com/mcp';
const ISSUER = 'https://auth.example.com';
const SECRETS = { workload: 'WORKLOAD-JWT-SECRET', client: 'CLIENT-SECRET-VALUE', access: 'ACCESS-TOKEN-SECRET' };

// A stand-in authorization server: DPoP and the JWT-bearer grant advertised, a DPoP token for a proof.
const fetchAuth: AuthFetch = async (url, init) => {
  if (url === 'https://mcp.example.com/.well-known/oauth-protected-resource/mcp')
    return Response.json({ resource: SERVER, authorization_servers: [ISSUER] });
  if (url === `${ISSUER}/.well-known/oauth-authorization-server`)
    return Response.json({
      issuer: ISSUER,
      authorization_endpoint: `${ISSUER}/authorize`,
      token_endpoint: `${ISSUER}/token`,
      code_challenge_methods_supported: ['S256'],
      grant_types_supported: ['urn:ietf:params:oauth:grant-type:jwt-bearer'],
      dpop_signing_alg_values_supported: ['ES256'],
    });
  if (url === `${ISSUER}/token` && init.headers['dpop'])
    return Response.json({ access_token: SECRETS.access, token_type: 'DPoP' });
  return new Response('', { status: 404 });
};

afterEach(() => useAuthStore.setState({ tokens: {}, servers: {}, views: {} }));

describe("Live's authorization secrets", () => {
  it('send a DPoP-bound token with a fresh proof on the wire, and leave none in records, history, HAR, curl or the session file', async () => {
    const steps: AuthStep[] = [];
    const authorizer = new Authorizer({
      fetch: fetchAuth,
      serverUrl: SERVER,
      identity: {
        clientName: 'test',
        redirectUri: 'http://127.0.0.1:8976/callback',
        preRegistered: { client_id: 'app', client_secret: SECRETS.client },
      },
      workloadToken: SECRETS.workload,
      tokens: liveTokens,
      openAuthorization: () => Promise.reject(new Error('no user here')),
      onStep: (step) => steps.push(step),
    });
    useAuthStore.getState().actions.setServer(SERVER, { authorizer, client: '{}', popup: null });
    const refused = { status: 401, headers: { 'www-authenticate': 'Bearer' }, body: '' };
    expect(await authorizer.answer({ method: 'POST', url: SERVER, headers: {} }, refused)).toBe(true);

    // What Live records: the placeholder, never the token; the transport puts the token and a proof on the wire.
    const headers = withTokenHeader(SERVER, { 'Content-Type': 'application/json' });
    expect(headers['Authorization']).toBe(TOKEN_PLACEHOLDER);
    const wire: Record<string, string>[] = [];
    const transport = withTokens({
      kind: 'direct',
      reason: 'test',
      fetch: async (_input, init) => {
        const sent = Object.entries(init?.headers as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]);
        wire.push(Object.fromEntries(sent));
        return Response.json({});
      },
    });
    await transport.fetch(SERVER, { method: 'POST', headers, body: '{}' });
    await transport.fetch(SERVER, { method: 'POST', headers, body: '{}' });
    expect(wire.map((h) => h['authorization'])).toEqual([`DPoP ${SECRETS.access}`, `DPoP ${SECRETS.access}`]);
    const [first, second] = wire.map((h) => decodeJwt(h['dpop']!)!.claims);
    expect(first!['htu']).toBe(SERVER);
    expect(first!['jti']).not.toBe(second!['jti']);

    const record = recordOf({
      id: '1',
      startedAt: '2026-12-06T00:00:00.000Z',
      source: 'direct',
      rpcMethod: 'tools/list',
      request: { url: SERVER, method: 'POST', headers, body: '{}' },
      response: null,
      error: { code: 'network', message: 'x' },
      timing: { totalMs: 1 },
      findings: [],
    });
    const leaks = (text: string) => Object.values(SECRETS).filter((secret) => text.includes(secret));
    // The history keeps records as they are; the exports even when asked to reveal secret values.
    expect(leaks(JSON.stringify(record))).toEqual([]);
    expect(leaks(JSON.stringify(toHar([record], { reveal: true })))).toEqual([]);
    expect(leaks(JSON.stringify(toSessionFile([record], { reveal: true })))).toEqual([]);
    expect(leaks(toCurl(record.request, { reveal: true }))).toEqual([]);
    // The panel's rows show the assertion grant's bodies masked.
    const token = steps.find((s) => s.kind === 'token')!;
    expect(new URLSearchParams(token.sent[0]!.body).get('assertion')).toBe(SECRETS.workload);
    const shown = token.sent.map((s) => maskAuthBody(s.body ?? '')).join() + maskAuthBody(token.received[0]!.body);
    expect(leaks(shown)).toEqual([]);
  });
});
