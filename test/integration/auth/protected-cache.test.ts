import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInspector, type RunningInspector } from '../../../app/server/standalone';
import { Authorizer, memoryCredentialStore, sendExchange, type AuthFetch, type FetchLike } from '../../../src';
import { approveAsDemoUser } from './demo-user';

// An answer that depends on the caller's token must not be `public`: a cache would hand it to a
// caller without one (Live served discover from its cache after "Forget credentials").
let inspector: RunningInspector;
const fetchAuth: AuthFetch = (url, init) => fetch(url, init);
const fetchMcp: FetchLike = (url, init) => fetch(url, init);

beforeAll(async () => {
  inspector = await startInspector();
});
afterAll(() => inspector.close());

const CACHEABLE: [string, Record<string, unknown>][] = [
  ['server/discover', {}],
  ['tools/list', {}],
  ['prompts/list', {}],
  ['resources/list', {}],
  ['resources/templates/list', {}],
  ['resources/read', { uri: 'demo://readme' }],
];

async function cacheScopes(path: string, headers: Record<string, string>): Promise<Record<string, unknown>> {
  const scopes: Record<string, unknown> = {};
  for (const [method, params] of CACHEABLE) {
    const recorded = await sendExchange(fetchMcp, {
      url: `${inspector.origin}${path}`,
      method,
      id: 1,
      params,
      headers,
    });
    expect(recorded.response.status, method).toBe(200);
    const body = JSON.parse(recorded.response.body) as { result: { cacheScope?: unknown } };
    scopes[method] = body.result.cacheScope;
  }
  return scopes;
}

describe('the protected demo’s cache hints', () => {
  it('marks every cacheable answer private, where the open demo marks the same answers public', async () => {
    const url = `${inspector.origin}/demo/protected`;
    const authorizer = new Authorizer({
      fetch: fetchAuth,
      serverUrl: url,
      identity: { clientName: 'cache test', redirectUri: 'http://127.0.0.1:9/callback' },
      store: memoryCredentialStore(),
      openAuthorization: async (pending) => ({
        callbackUrl: await approveAsDemoUser(pending.url, pending.redirectUri, { deliver: false }),
      }),
    });
    const refused = await sendExchange(fetchMcp, { url, method: 'server/discover', id: 1 });
    expect(refused.response.status).toBe(401);
    const request = { method: 'POST', url, headers: refused.request.headers, body: refused.request.body };
    expect(await authorizer.answer(request, refused.response)).toBe(true);

    const all = (scope: string) => Object.fromEntries(CACHEABLE.map(([method]) => [method, scope]));
    const headers = await authorizer.requestHeaders({ method: 'POST', url });
    expect(await cacheScopes('/demo/protected', headers)).toEqual(all('private'));
    // The same surface without authorization is shared by everyone, so its lists may be public.
    expect(await cacheScopes('/demo/mcp', {})).toMatchObject({ 'server/discover': 'public', 'tools/list': 'public' });
  });
});
