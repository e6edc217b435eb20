import { afterEach, describe, expect, it } from 'vitest';
import { liveTokens, useAuthStore } from '../../../app/features/live/auth/auth-store';
import { TOKEN_PLACEHOLDER, withTokens } from '../../../app/features/live/auth/token-fetch';

// The audit's case: a token for the protected demo went to its misconfigured sibling (which then
// passed with no 401 to judge) and to the tap on the same origin, which forwarded it elsewhere.
const ORIGIN = 'http://127.0.0.1:4000';
const RESOURCE = `${ORIGIN}/demo/protected`;

afterEach(() => useAuthStore.getState().actions.deleteTokens(RESOURCE));

describe("Live's tokens belong to their protected resource, not the origin", () => {
  it('finds the token for the resource and the paths under it only', () => {
    liveTokens.set({
      access_token: 'at',
      token_type: 'bearer',
      issuer: `${ORIGIN}/demo/auth`,
      resource: RESOURCE,
      scopes: [],
    });
    expect(liveTokens.find(RESOURCE)?.access_token).toBe('at');
    expect(liveTokens.find(`${RESOURCE}/`)?.access_token).toBe('at');
    expect(liveTokens.find(`${RESOURCE}/sub?x=1`)?.access_token).toBe('at');
    for (const elsewhere of [
      `${ORIGIN}/demo/protected-misconfigured`,
      `${ORIGIN}/tap`,
      `${ORIGIN}/demo/mcp`,
      `${ORIGIN}/`,
    ])
      expect(liveTokens.find(elsewhere)).toBeUndefined();
  });

  it('sends the token on the wire to the resource, and nothing to the sibling or the tap', async () => {
    liveTokens.set({
      access_token: 'at',
      token_type: 'bearer',
      issuer: `${ORIGIN}/demo/auth`,
      resource: RESOURCE,
      scopes: [],
    });
    const sent: Record<string, string | null> = {};
    const transport = withTokens({
      kind: 'relay',
      reason: 'test',
      fetch: (async (url: string, init?: RequestInit) => {
        sent[url] = new Headers(init?.headers).get('authorization');
        return new Response('{}');
      }) as typeof fetch,
    });
    for (const url of [RESOURCE, `${ORIGIN}/demo/protected-misconfigured`, `${ORIGIN}/tap`])
      await transport.fetch(url, { method: 'POST', headers: { Authorization: TOKEN_PLACEHOLDER } });
    expect(sent).toEqual({
      [RESOURCE]: 'Bearer at',
      [`${ORIGIN}/demo/protected-misconfigured`]: null,
      [`${ORIGIN}/tap`]: null,
    });
  });
});
