import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRequest } from '../../../src';
import { TOKEN_HEADER } from '../../../app/server/relay/protocol';
import type { RunningInspector } from '../../../app/server/standalone';
import { TAP_CLEAR_PATH, type TapEvent } from '../../../app/server/tap/protocol';
import { startSdkServer, type SdkServerHandle } from '../../fixtures/sdk-server/server';
import { startUpstream, type Upstream } from '../../fixtures/upstreams/server';
import { openFeed, recorded, sdkClient, startTapped } from './support';

// The page's feed: the session so far on connect, then every exchange as it happens.

let sdk: SdkServerHandle;
let app: RunningInspector;
const others: (RunningInspector | Upstream)[] = [];

beforeAll(async () => {
  sdk = await startSdkServer({ legacy: 'reject' });
  app = await startTapped([sdk.url, `again=${sdk.url}`]);
});
afterAll(async () => {
  await Promise.all([app.close(), ...others.map((o) => o.close())]);
  await sdk.close();
});

const post = (url: string, method: string, id: number) => {
  const built = buildRequest({ method, id });
  return fetch(url, { method: 'POST', headers: built.headers, body: built.body });
};

describe('tap: the events feed', () => {
  it('starts with the endpoints and the session so far', async () => {
    await app.app.tap.reset();
    await (await post(`${app.origin}/tap/again`, 'tools/list', 1)).text();
    await recorded(app);
    const feed = await openFeed(app);
    const hello = (await feed.next((e) => e.t === 'hello')) as Extract<TapEvent, { t: 'hello' }>;
    feed.close();
    expect(hello.taps).toEqual([
      { name: '', path: '/tap', target: sdk.url },
      { name: 'again', path: '/tap/again', target: sdk.url },
    ]);
    expect(hello.records.map((r) => [r.tap, r.rpcMethod])).toEqual([['again', 'tools/list']]);
    expect(hello.pending).toEqual([]);
  });

  it('delivers each exchange while the client runs: started, then the judged record', async () => {
    await app.app.tap.reset();
    const feed = await openFeed(app);
    await feed.next((e) => e.t === 'hello');
    const client = await sdkClient(`${app.origin}/tap`);
    const discover = (await feed.next(
      (e) => e.t === 'exchange' && e.record.rpcMethod === 'server/discover',
    )) as Extract<TapEvent, { t: 'exchange' }>;
    await client.listTools();
    const list = await feed.next((e) => e.t === 'exchange' && e.record.rpcMethod === 'tools/list');
    await client.close();
    feed.close();
    const started = feed.events.findIndex((e) => e.t === 'started' && e.pending.id === discover.record.id);
    expect(started).toBeGreaterThanOrEqual(0);
    expect(started).toBeLessThan(feed.events.indexOf(discover));
    expect(discover.record).toMatchObject({ source: 'tapped', verdict: 'pass', response: { status: 200 } });
    expect(feed.events.indexOf(list)).toBeGreaterThan(feed.events.indexOf(discover));
  });

  it('updates an earlier exchange when a later one gives it a session finding', async () => {
    const up = await startUpstream((req, res, received) => {
      const method = (JSON.parse(received.body) as { method: string }).method;
      const result =
        method === 'tools/list'
          ? {
              tools: [{ name: 'a', inputSchema: { type: 'object' } }],
              resultType: 'complete',
              ttlMs: 0,
              cacheScope: 'public',
            }
          : {
              supportedVersions: ['2026-07-28'],
              capabilities: {},
              resultType: 'complete',
              ttlMs: 0,
              cacheScope: 'public',
            };
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ jsonrpc: '2.0', id: 1, result }));
    });
    const tapped = await startTapped([up.url]);
    others.push(up, tapped);
    const feed = await openFeed(tapped);
    await (await post(`${tapped.origin}/tap`, 'tools/list', 1)).text();
    const list = (await feed.next((e) => e.t === 'exchange')) as Extract<TapEvent, { t: 'exchange' }>;
    expect(list.record.findings.map((f) => f.rule)).not.toContain('R-DISCOVER-4');
    await (await post(`${tapped.origin}/tap`, 'server/discover', 1)).text();
    const update = (await feed.next((e) => e.t === 'findings')) as Extract<TapEvent, { t: 'findings' }>;
    feed.close();
    expect(update.id).toBe(list.record.id);
    expect(update.findings.map((f) => f.rule)).toContain('R-DISCOVER-4');
    expect(update.verdict).toBe('fail');
  });

  it('says which exchanges left the session when it is over its cap, and when it was cleared', async () => {
    const capped = await startTapped([sdk.url], { maxExchanges: 2 });
    others.push(capped);
    const feed = await openFeed(capped);
    for (let i = 1; i <= 3; i++) await (await post(`${capped.origin}/tap`, 'tools/list', i)).text();
    const dropped = (await feed.next((e) => e.t === 'dropped')) as Extract<TapEvent, { t: 'dropped' }>;
    const first = feed.events.find((e) => e.t === 'exchange') as Extract<TapEvent, { t: 'exchange' }>;
    expect(dropped.ids).toEqual([first.record.id]);
    expect(await recorded(capped)).toHaveLength(2);
    await fetch(`${capped.origin}${TAP_CLEAR_PATH}`, { method: 'POST', headers: { [TOKEN_HEADER]: capped.app.token } });
    await feed.next((e) => e.t === 'cleared');
    feed.close();
    expect(await recorded(capped)).toHaveLength(0);
  });
});
