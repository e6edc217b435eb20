import { describe, expect, it } from 'vitest';
import type { ExchangeRecord } from '../../../src/index';
import type { RefusedRequest } from '../../../app/features/live/auth/auth-model';
import { authorize, noteAnswer } from '../../../app/features/live/auth/auth-flow';
import { useAuthStore } from '../../../app/features/live/auth/auth-store';

const { setTransport: setAuthTransport, setClientFields } = useAuthStore.getState().actions;
import { CALLBACK_CHANNEL } from '../../../app/features/live/auth/callback-channel';
import { recordOf } from '../../support/records';

// A server whose token is never wide enough: the retry after authorizing is refused again (403
// insufficient_scope). The panel keeps the retry row and then shows the new challenge.
const SERVER = 'http://127.0.0.1:4100/mcp';
const METADATA = 'http://127.0.0.1:4100/.well-known/oauth-protected-resource/mcp';
const ISSUER = 'http://127.0.0.1:4101';

const documents: Record<string, unknown> = {
  [METADATA]: { resource: SERVER, authorization_servers: [ISSUER] },
  [`${ISSUER}/.well-known/oauth-authorization-server`]: {
    issuer: ISSUER,
    authorization_endpoint: `${ISSUER}/authorize`,
    token_endpoint: `${ISSUER}/token`,
    response_types_supported: ['code'],
    code_challenge_methods_supported: ['S256'],
  },
  [`${ISSUER}/token`]: { access_token: 'at', token_type: 'Bearer', scope: 'mcp:read' },
};

const answered = (status: number, challenge: string): ExchangeRecord =>
  recordOf({
    id: crypto.randomUUID(),
    startedAt: '2026-12-01T00:00:00.000Z',
    source: 'relay',
    rpcMethod: 'server/discover',
    request: { url: SERVER, method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' },
    response: { status, statusText: '', headers: { 'www-authenticate': challenge }, body: '{}' },
    timing: { totalMs: 1 },
    findings: [],
  });

describe('the Authorization panel after a retry the server refuses again', () => {
  it('keeps the retry row, then adds the new challenge', async () => {
    setAuthTransport({
      kind: 'relay',
      reason: 'test',
      fetch: (async (url: string) => {
        const document = documents[url.split('?')[0] ?? url];
        return document ? Response.json(document) : new Response('', { status: 404 });
      }) as typeof fetch,
    });
    // A pre-registered client: no registration step is needed before the popup.
    setClientFields(SERVER, { clientId: 'pre-registered' });
    // Refused while connecting: the retry is a Connect again (the catalog fills).
    noteAnswer(SERVER, answered(401, `Bearer resource_metadata="${METADATA}", scope="mcp:read"`), { connecting: true });
    // The "popup": hands back the callback for whatever authorization URL it is sent to.
    const popup = {
      closed: false,
      close() {},
      set location(_: unknown) {},
      get location() {
        return {
          set href(url: string) {
            const state = new URL(url).searchParams.get('state') ?? '';
            const callback = `${window.location.origin}/auth-callback.html?code=c0de&state=${state}&iss=${ISSUER}`;
            // Once the screen listens (it does right after sending the popup away).
            queueMicrotask(() => new BroadcastChannel(CALLBACK_CHANNEL).postMessage({ callbackUrl: callback }));
          },
        } as Location;
      },
    } as unknown as Window;
    const retried: RefusedRequest[] = [];
    await authorize(SERVER, popup, async (refused) => {
      retried.push(refused);
      noteAnswer(SERVER, answered(403, `Bearer error="insufficient_scope", scope="mcp:admin"`));
    });
    expect(retried.map((r) => r.connecting)).toEqual([true]);
    const view = useAuthStore.getState().views[SERVER];
    expect(view?.steps.map((s) => s.kind).slice(-3)).toEqual(['token', 'retry', 'challenge']);
    expect(view?.steps.at(-2)?.ok).toBe(false);
    expect(view?.phase).toBe('needed');
    expect(view?.refused?.stepUp).toBe(true);
    // The panel's client id went to the token endpoint (no registration was sent).
    const token = view?.steps.find((s) => s.kind === 'token');
    expect(new URLSearchParams(token?.sent[0]?.body ?? '').get('client_id')).toBe('pre-registered');
  });
});
