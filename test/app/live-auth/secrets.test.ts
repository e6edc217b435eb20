import { afterEach, describe, expect, it } from 'vitest';
import { toHar } from '../../../app/exchange/files/har';
import { toSessionFile } from '../../../app/exchange/files/session-file';
import { maskAuthBody } from '../../../app/features/live/auth/auth-model';
import { liveTokens, useAuthStore } from '../../../app/features/live/auth/auth-store';
import { TOKEN_PLACEHOLDER, withTokenHeader, withTokens } from '../../../app/features/live/auth/token-fetch';
import { toCurl } from '../../../app/features/live/model/curl';
import { decodeJwt } from '../../../src/index';
import { CHALLENGE, ISSUER, JWT_BEARER, SERVER, standInAuthorizer, standInFetch } from '../../support/auth-stand-in';
import { recordOf } from '../../support/records';

const SECRETS = { workload: 'WORKLOAD-JWT-SECRET', client: 'CLIENT-SECRET-VALUE', access: 'ACCESS-TOKEN-SECRET' };

// The stand-in authorization server with the JWT-bearer grant, a DPoP token for a proof.
const fetchAuth = standInFetch({ grants: [JWT_BEARER] }, async (url, init) =>
  url === `${ISSUER}/token` && init.headers['dpop']
    ? Response.json({ access_token: SECRETS.access, token_type: 'DPoP' })
    : new Response('', { status: 404 }),
);

afterEach(() => useAuthStore.setState({ tokens: {}, servers: {}, views: {} }));

describe("Live's authorization secrets", () => {
  it('send a DPoP-bound token with a fresh proof on the wire, and leave none in records, history, HAR, curl or the session file', async () => {
    const { authorizer, steps } = standInAuthorizer(fetchAuth, {
      secret: SECRETS.client,
      workloadToken: SECRETS.workload,
      tokens: liveTokens,
    });
    useAuthStore.getState().actions.setServer(SERVER, { authorizer, client: '{}', popup: null });
    expect(await authorizer.answer(CHALLENGE.request, CHALLENGE.response)).toBe(true);

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
