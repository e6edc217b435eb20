import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEra, LegacySession, migrationOf, modernViewOf, MIGRATION_CHANGES } from '../../../src/index';
import {
  startLegacyEraServer,
  startLegacySdkServer,
  type LegacyEraServerHandle,
  type LegacySdkServerHandle,
} from '../../fixtures/legacy-era/server';
import { startSdkServer, type SdkServerHandle } from '../../fixtures/sdk-server/server';
import { startUpstream, type Upstream } from '../../fixtures/upstreams/server';

let era: LegacyEraServerHandle;
let stateless: LegacySdkServerHandle;
let dual: SdkServerHandle;
let page: Upstream;
beforeAll(async () => {
  [era, stateless, dual, page] = await Promise.all([
    startLegacyEraServer(),
    startLegacySdkServer({ mode: 'stateless' }),
    startSdkServer(),
    startUpstream((_req, res) => void res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>')),
  ]);
});
afterAll(async () => Promise.all([era.close(), stateless.close(), dual.close(), page.close()]));

const fetchIt = (u: string, init: Parameters<typeof fetch>[1]) => fetch(u, init);

describe('Auto era choice (server/discover first, the legacy handshake when refused as a legacy server refuses it)', () => {
  it('finds a 2025-era Streamable HTTP server (sessions and stateless), an HTTP+SSE one, a dual-era one, and no MCP at all', async () => {
    const eras = await Promise.all(
      [era.mcpUrl, stateless.url, era.sseUrl, dual.url, page.url].map(
        async (url) => (await chooseEra(fetchIt, { url })).era,
      ),
    );
    expect(eras).toEqual(['streamable-http', 'streamable-http', 'http+sse', 'modern', 'none']);
  });
});

describe.each([
  ['streamable-http', () => era.mcpUrl],
  ['http+sse', () => era.sseUrl],
] as const)('the 2026-07-28 view and the migration report of a real %s session', (transport, url) => {
  it('shapes each answer as 2026-07-28 requires and lists every change, each naming an exchange of the session', async () => {
    const choice = await chooseEra(fetchIt, { url: url() });
    const session = new LegacySession({
      url: url(),
      transport,
      fetch: fetchIt,
      capabilities: { sampling: {} },
      onServerRequest: async () => ({
        result: { role: 'assistant', content: { type: 'text', text: 'ok' }, model: 'm' },
      }),
    });
    const info = await session.connect();
    const listed = await session.request('tools/list');
    await session.request('tools/call', { name: 'ask', arguments: { question: 'q' } });
    await session.request('resources/read', { uri: 'file:///nope' });
    await session.ping();
    if (transport === 'streamable-http') void session.openStream();
    await session.close();

    const view = modernViewOf(listed, info.serverInfo);
    expect(view.kind).toBe('view');
    if (view.kind !== 'view') return;
    expect(view.modern.response).toMatchObject({
      result: { resultType: 'complete', ttlMs: 60000, cacheScope: 'private' },
    });
    expect(view.request.headers['Mcp-Method']).toBe('tools/list');
    expect(view.differences.map((d) => d.pointer)).toEqual(
      expect.arrayContaining(['/result/resultType', '/result/ttlMs']),
    );

    const discover = choice.records[0]!;
    const migration = migrationOf(session.exchanges, { transport, discover });
    const ids = new Set([discover.id, ...session.exchanges.map((e) => e.record.id)]);
    expect(migration.every((m) => ids.has(m.exchange))).toBe(true);
    expect(migration.every((m) => m.spec.startsWith('https://modelcontextprotocol.io/specification/2026-07-28/'))).toBe(
      true,
    );
    const changes = migration.map((m) => m.change);
    expect(changes).toEqual(MIGRATION_CHANGES.filter((c) => changes.includes(c)));
    expect(changes).toEqual(
      expect.arrayContaining([
        'serve-discover',
        'meta-envelope',
        'result-type',
        'server-info',
        'cache-hints',
        'routing-headers',
        'input-required',
        'removed-methods',
      ]),
    );
    if (transport === 'http+sse') expect(changes).toContain('replace-http-sse');
    else expect(changes).toContain('drop-sessions');
  });
});
