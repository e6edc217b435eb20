import { describe, expect, it } from 'vitest';
import type { ExchangeRecord } from '../../../src/index';
import { authorize, noteAnswer } from '../../../app/features/live/auth/auth-flow';
import { useAuthStore } from '../../../app/features/live/auth/auth-store';
import { recordOf } from '../../support/records';

const setAuthTransport = useAuthStore.getState().actions.setTransport;

// A misconfigured server: its resource metadata names another resource (R-AUTH-4, the flow stops
// there) and its authorization server lists no S256 (R-AUTH-7, found by judging past the refusal).
const SERVER = 'http://127.0.0.1:4000/mcp';
const METADATA = 'http://127.0.0.1:4000/.well-known/oauth-protected-resource/mcp';
const ISSUER = 'http://127.0.0.1:4001';

const documents: Record<string, unknown> = {
  [METADATA]: { resource: 'https://wrong.example/mcp', authorization_servers: [ISSUER] },
  [`${ISSUER}/.well-known/oauth-authorization-server`]: {
    issuer: ISSUER,
    authorization_endpoint: `${ISSUER}/authorize`,
    token_endpoint: `${ISSUER}/token`,
    response_types_supported: ['code'],
  },
};

const refused: ExchangeRecord = recordOf({
  id: 'r1',
  startedAt: '2026-12-01T00:00:00.000Z',
  source: 'relay',
  rpcMethod: 'server/discover',
  request: { url: SERVER, method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' },
  response: {
    status: 401,
    statusText: '',
    headers: { 'www-authenticate': `Bearer resource_metadata="${METADATA}", scope="mcp:read"` },
    body: '{}',
  },
  timing: { totalMs: 1 },
  findings: [],
});

describe('the Authorization panel store', () => {
  it('says "failed" only once the steps past the refused one are judged (every rule is on the panel by then)', async () => {
    setAuthTransport({
      kind: 'relay',
      reason: 'test',
      fetch: (async (url: string) => {
        const document = documents[url];
        return document ? Response.json(document) : new Response('', { status: 404 });
      }) as typeof fetch,
    });
    noteAnswer(SERVER, refused);
    const rulesWhenFailed: string[][] = [];
    const stop = useAuthStore.subscribe((state, before) => {
      const view = state.views[SERVER];
      if (view?.phase === 'failed' && before.views[SERVER]?.phase !== 'failed')
        rulesWhenFailed.push(view.steps.flatMap((step) => step.findings.map((f) => f.rule)));
    });
    await authorize(SERVER, null, async () => {});
    stop();
    expect(rulesWhenFailed).toHaveLength(1);
    expect(rulesWhenFailed[0]).toEqual(expect.arrayContaining(['R-AUTH-4', 'R-AUTH-7']));
  });
});
