import { describe, expect, it } from 'vitest';
import { Authorizer, type AuthFetch, type OpenedAuthorization, type PendingAuthorization } from '../../../src/index';
import { defaultEndpoints, discoverOriginServer } from '../../../src/auth';

// A 2025-03-26 server: no Protected Resource Metadata; the authorization server is its origin.
const ORIGIN = 'https://mcp.example.com';
const SERVER = `${ORIGIN}/v1/mcp`;
const WELL_KNOWN = `${ORIGIN}/.well-known/oauth-authorization-server`;
const refusal = {
  request: { method: 'POST', url: SERVER, headers: {} },
  response: { status: 401, headers: { 'www-authenticate': 'Bearer' }, body: '' },
};
const approve = async (pending: PendingAuthorization): Promise<OpenedAuthorization> => ({
  callbackUrl: `${pending.redirectUri}?code=c0de&state=${pending.state}`,
});

// Answers the documents given (201 for a registration), 404 for the rest; every request is kept.
function serverOf(documents: Record<string, object>) {
  const seen: { url: string; method: string; headers: Record<string, string> }[] = [];
  const fetch: AuthFetch = async (url, init) => {
    seen.push({ url, method: init.method, headers: init.headers });
    const document = documents[url];
    if (!document) return new Response('not found', { status: 404 });
    return Response.json(document, { status: url.endsWith('/register') ? 201 : 200 });
  };
  return { fetch, seen };
}

const endpoints = {
  [`${ORIGIN}/register`]: { client_id: 'c1' },
  [`${ORIGIN}/token`]: { access_token: 'at', token_type: 'bearer' },
};

function authorizerOf(fetch: AuthFetch, originFallback: boolean | undefined, opened: string[] = []) {
  return new Authorizer({
    fetch,
    serverUrl: SERVER,
    identity: { clientName: 'test', redirectUri: 'http://127.0.0.1:8976/callback' },
    openAuthorization: async (pending) => {
      opened.push(pending.url);
      return approve(pending);
    },
    ...(originFallback === undefined ? {} : { originFallback }),
  });
}

describe("2025-03-26's authorization without resource metadata", () => {
  it('uses the default endpoints at the origin when its metadata answers 404, each step saying so', async () => {
    const { fetch, seen } = serverOf(endpoints);
    const opened: string[] = [];
    const authorizer = authorizerOf(fetch, true, opened);
    expect(await authorizer.answer(refusal.request, refusal.response)).toBe(true);
    expect(authorizer.headers()).toEqual({ Authorization: 'Bearer at' });
    const [challenge, resource, server, registration] = authorizer.steps;
    expect(challenge?.kind).toBe('challenge');
    expect(resource?.kind).toBe('resource-metadata');
    expect(resource?.ok).toBe(true);
    // Still said: a 2026-07-28 server must serve it, so the report keeps what the server lacks.
    expect(resource?.findings.map((f) => f.rule)).toEqual(['R-AUTH-2']);
    expect(resource?.label).toContain("the MCP server's origin is taken as the authorization server");
    expect(server?.kind).toBe('server-metadata');
    expect(server?.sent.map((r) => r.url)).toEqual([WELL_KNOWN]);
    expect(server?.sent[0]?.headers['mcp-protocol-version']).toBe('2025-03-26');
    expect(server?.label).toContain('answered 404');
    expect(server?.label).toContain(`${ORIGIN}/authorize, /token and /register`);
    expect(registration?.sent.map((r) => r.url)).toEqual([`${ORIGIN}/register`]);
    expect(opened.map((url) => url.split('?')[0])).toEqual([`${ORIGIN}/authorize`]);
    expect(authorizer.steps.find((s) => s.kind === 'token')?.sent.map((r) => r.url)).toEqual([`${ORIGIN}/token`]);
    expect(seen.map((r) => r.url)).toEqual([
      `${ORIGIN}/.well-known/oauth-protected-resource/v1/mcp`,
      `${ORIGIN}/.well-known/oauth-protected-resource`,
      WELL_KNOWN,
      `${ORIGIN}/register`,
      `${ORIGIN}/token`,
    ]);
  });

  it('refreshes at the default token endpoint of the origin', async () => {
    const { fetch, seen } = serverOf({
      ...endpoints,
      [`${ORIGIN}/token`]: { access_token: 'at', token_type: 'bearer', refresh_token: 'rt' },
    });
    const authorizer = authorizerOf(fetch, true);
    expect(await authorizer.answer(refusal.request, refusal.response)).toBe(true);
    seen.length = 0;
    expect(await authorizer.refresh()).toBe(true);
    expect(seen.map((r) => r.url)).toEqual([WELL_KNOWN, `${ORIGIN}/token`]);
    expect(authorizer.steps.at(-1)?.kind).toBe('refresh');
  });

  it("uses the origin's RFC 8414 metadata when it is served, with the endpoints it names", async () => {
    const metadata = {
      issuer: ORIGIN,
      authorization_endpoint: `${ORIGIN}/oauth/authorize`,
      token_endpoint: `${ORIGIN}/oauth/token`,
      registration_endpoint: `${ORIGIN}/oauth/register`,
      code_challenge_methods_supported: ['S256'],
    };
    const { fetch, seen } = serverOf({
      [WELL_KNOWN]: metadata,
      [`${ORIGIN}/oauth/register`]: { client_id: 'c1' },
      [`${ORIGIN}/oauth/token`]: { access_token: 'at2', token_type: 'bearer' },
    });
    const authorizer = authorizerOf(fetch, true);
    expect(await authorizer.answer(refusal.request, refusal.response)).toBe(true);
    expect(authorizer.headers()).toEqual({ Authorization: 'Bearer at2' });
    const server = authorizer.steps.find((s) => s.kind === 'server-metadata');
    expect(server?.label).toContain("the authorization server is the MCP server's origin");
    expect(server?.value).toMatchObject({ token_endpoint: `${ORIGIN}/oauth/token` });
    expect(seen.map((r) => r.url)).not.toContain(`${ORIGIN}/register`);
  });

  it('keeps R-AUTH-2 and sends nothing more when the fallback is off (the default: 2025-06-18 and later)', async () => {
    for (const option of [false, undefined]) {
      const { fetch, seen } = serverOf(endpoints);
      const authorizer = authorizerOf(fetch, option);
      expect(await authorizer.answer(refusal.request, refusal.response)).toBe(false);
      const resource = authorizer.steps.find((s) => s.kind === 'resource-metadata');
      expect(resource?.findings.map((f) => f.rule)).toEqual(['R-AUTH-2']);
      expect(seen.map((r) => r.url)).not.toContain(WELL_KNOWN);
    }
  });

  it('keeps R-AUTH-2 for a challenge that names its resource metadata (a 2025-06-18+ server)', async () => {
    const { fetch, seen } = serverOf(endpoints);
    const authorizer = authorizerOf(fetch, true);
    const named = `${ORIGIN}/.well-known/oauth-protected-resource/elsewhere`;
    const response = { ...refusal.response, headers: { 'www-authenticate': `Bearer resource_metadata="${named}"` } };
    expect(await authorizer.answer(refusal.request, response)).toBe(false);
    expect(authorizer.steps.find((s) => s.kind === 'resource-metadata')?.findings.map((f) => f.rule)).toEqual([
      'R-AUTH-2',
    ]);
    expect(seen.map((r) => r.url)).toEqual([named]);
  });

  it('does not fall back when the resource metadata could not be fetched at all', async () => {
    const fetch: AuthFetch = async () => {
      throw new Error('connection refused');
    };
    const authorizer = authorizerOf(fetch, true);
    expect(await authorizer.answer(refusal.request, refusal.response)).toBe(false);
    expect(authorizer.steps.map((s) => s.kind)).toEqual(['challenge', 'resource-metadata']);
  });

  it('stops on origin metadata it cannot use, and says why', async () => {
    const broken: AuthFetch = async (url) =>
      url === WELL_KNOWN ? new Response('oops', { status: 500 }) : new Response('', { status: 404 });
    const step = await discoverOriginServer(broken, { serverUrl: SERVER });
    expect(step.ok).toBe(false);
    expect(step.error).toContain(`the metadata at ${WELL_KNOWN} is not usable`);

    const noPkce = serverOf({ [WELL_KNOWN]: { ...defaultEndpoints(SERVER), code_challenge_methods_supported: [] } });
    const judged = await discoverOriginServer(noPkce.fetch, { serverUrl: SERVER });
    expect(judged.ok).toBe(false);
    expect(judged.findings.map((f) => f.rule)).toContain('R-AUTH-7');
  });
});
