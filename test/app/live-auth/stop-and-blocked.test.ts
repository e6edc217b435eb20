import { describe, expect, it } from 'vitest';
import type { ExchangeRecord } from '../../../src/index';
import { authorize, noteAnswer, STOPPED } from '../../../app/features/live/auth/auth-flow';
import { useAuthStore } from '../../../app/features/live/auth/auth-store';
import { liveOwner } from '../../../app/features/live/state/live-owner';
import { recordOf } from '../../support/records';

// A well configured server and authorization server; the client is pre-registered, so the next
// thing after the metadata is the popup.
const server = (port: number) => {
  const url = `http://127.0.0.1:${port}/mcp`;
  const metadata = `http://127.0.0.1:${port}/.well-known/oauth-protected-resource/mcp`;
  const issuer = `http://127.0.0.1:${port + 1}`;
  const documents: Record<string, unknown> = {
    [metadata]: { resource: url, authorization_servers: [issuer] },
    [`${issuer}/.well-known/oauth-authorization-server`]: {
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
    },
  };
  const refused: ExchangeRecord = recordOf({
    id: crypto.randomUUID(),
    startedAt: '2026-12-01T00:00:00.000Z',
    source: 'relay',
    rpcMethod: 'server/discover',
    request: { url, method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' },
    response: {
      status: 401,
      statusText: '',
      headers: { 'www-authenticate': `Bearer resource_metadata="${metadata}"` },
      body: '{}',
    },
    timing: { totalMs: 1 },
    findings: [],
  });
  const { actions } = useAuthStore.getState();
  actions.setTransport({
    kind: 'relay',
    reason: 'test',
    fetch: (async (u: string) => {
      const document = documents[u];
      return document ? Response.json(document) : new Response('', { status: 404 });
    }) as typeof fetch,
  });
  actions.setClientFields(url, { clientId: 'pre-registered' });
  noteAnswer(url, refused, { connecting: true });
  return url;
};

const rows = (url: string) =>
  (useAuthStore.getState().views[url]?.steps ?? []).map((s) => `${s.kind}:${s.ok ? 'ok' : 'failed'}`);

describe('an authorization on the live screen', () => {
  it('shows the failed row when the popup was blocked, not a panel of ok rows', async () => {
    const url = server(4300);
    await authorize(url, null, async () => {});
    const view = useAuthStore.getState().views[url];
    expect(view?.phase).toBe('failed');
    expect(rows(url)).toEqual([
      'challenge:ok',
      'resource-metadata:ok',
      'server-metadata:ok',
      'registration:ok',
      'authorization:failed',
    ]);
    expect(view?.steps.at(-1)?.error).toMatch(/popup was blocked/);
  });

  it('ends at Stop while the popup is open: the popup closes and the panel says it was stopped', async () => {
    const url = server(4310);
    let closed = false;
    let sentTo = '';
    const popup = {
      get closed() {
        return closed;
      },
      close() {
        closed = true;
      },
      location: {
        set href(to: string) {
          sentTo = to;
          // The authorization server's page is open: the user presses Live's Stop.
          queueMicrotask(() => liveOwner.stop());
        },
      },
    } as unknown as Window;
    const retried: unknown[] = [];
    await authorize(url, popup, async (r) => void retried.push(r));
    expect(sentTo).toMatch(/\/authorize\?/);
    expect(closed).toBe(true);
    expect(retried).toEqual([]);
    const view = useAuthStore.getState().views[url];
    expect(view?.phase).toBe('failed');
    expect(view?.error).toBe(STOPPED);
    expect(rows(url).at(-1)).toBe('authorization:failed');
    expect(view?.steps.at(-1)?.error).toMatch(/stopped/);
    expect(liveOwner.running).toBe(0);
  });
});
