import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { META_KEYS, MODERN_PROTOCOL_VERSION } from '../../src/index';
import { startUpstream, type Upstream } from '../fixtures/upstreams/server';
import { NO_PROBLEMS, useLiveTabs } from './support/live-tabs';

const { open } = useLiveTabs();

const ICON_SVG = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><script>alert(1)</script><rect width="8" height="8" fill="teal"/></svg>',
).toString('base64')}`;
const LISTS: Record<string, unknown> = {
  'tools/list': { tools: [{ name: 'forecast', inputSchema: { type: 'object' } }, { name: 'alerts' }] },
  'prompts/list': { prompts: [{ name: 'summarize' }] },
  'resources/list': { resources: [] },
  'resources/templates/list': { resourceTemplates: [] },
};

let described: Upstream;
let locked: Upstream;

beforeAll(async () => {
  // A server that names itself fully: a title, a description, a website and three icons, one of each kind.
  described = await startUpstream((_req, res, received) => {
    const { id, method } = JSON.parse(received.body) as { id: number; method: string };
    const result =
      method === 'server/discover'
        ? {
            resultType: 'complete',
            supportedVersions: [MODERN_PROTOCOL_VERSION],
            capabilities: { tools: { listChanged: true }, resources: { subscribe: true }, prompts: {}, logging: {} },
            _meta: {
              [META_KEYS.serverInfo.key]: {
                name: 'weather-hub',
                version: '2.1.0',
                title: 'Weather Hub',
                description: 'Forecasts and alerts.',
                websiteUrl: 'https://weather.example/',
                icons: [
                  { src: 'https://cdn.weather.example/icon.png' },
                  { src: 'javascript:alert(1)' },
                  { src: ICON_SVG },
                ],
              },
            },
          }
        : { resultType: 'complete', ttlMs: 60000, cacheScope: 'public', ...(LISTS[method] as object) };
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ jsonrpc: '2.0', id, result }));
  });
  // A server that asks for authorization before it says anything.
  locked = await startUpstream((_req, res) => res.writeHead(401, { 'Content-Type': 'text/plain' }).end('Unauthorized'));
});
afterAll(async () => {
  await described?.close();
  await locked?.close();
});

describe('Live: what the server says about itself', () => {
  it('shows its title, a data: icon as an image (never the https one), its website and its capabilities as a grid', async () => {
    const live = await open();
    const { page } = live;
    await live.connect(described.url);
    const summary = page.getByTestId('server-summary');
    await expect.poll(() => page.getByTestId('server-title').textContent()).toBe('Weather Hub');
    expect(await page.getByTestId('server-info').textContent()).toBe('weather-hub 2.1.0');
    expect(await summary.locator('img').count()).toBe(1);
    expect(await page.getByTestId('server-icon').getAttribute('src')).toBe(ICON_SVG);
    expect(await page.getByTestId('server-remote-icon').textContent()).toBe('icon at cdn.weather.example');
    const website = page.getByTestId('server-website');
    expect(await website.getAttribute('href')).toBe('https://weather.example/');
    expect(await website.getAttribute('rel')).toContain('noreferrer');
    expect(await summary.textContent()).not.toContain('javascript:');

    const flag = (capability: string, column: string) =>
      page
        .locator(`[data-testid="capability-row"][data-capability="${capability}"] td[data-flag="${column}"]`)
        .textContent();
    expect(await flag('tools', 'listChanged')).toBe('yes');
    expect(await flag('resources', 'subscribe')).toBe('yes');
    expect(await flag('logging', 'listChanged')).toBe('–');
    await live.screenshot('server-facts');
    // The https icon was never fetched: the page made no request off the machine.
    expect(live.problems).toEqual(NO_PROBLEMS);
  });

  it('one catalog row is selected at a time; the lists say when they were listed, and Refresh lists again', async () => {
    const live = await open();
    const { page } = live;
    await live.connect(described.url);
    const selected = () =>
      page
        .locator('[role="option"][aria-selected="true"]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(await selected()).toEqual([]);
    await page.getByTestId('catalog-forecast').click();
    await expect.poll(selected).toEqual(['catalog-forecast']);
    await page.locator('[data-testid="catalog-group-Prompts"] > summary').click();
    await page.getByTestId('catalog-prompt:summarize').click();
    await expect.poll(selected).toEqual(['catalog-prompt:summarize']);

    const listed = page.getByTestId('catalog-listed-at');
    const first = await listed.getAttribute('data-listed-at');
    const lists = described.received.length;
    await page.getByTestId('catalog-refresh').click();
    await expect.poll(() => listed.getAttribute('data-listed-at')).not.toBe(first);
    // discover and the three lists again, past the cache their ttlMs allowed.
    await expect.poll(() => described.received.length).toBeGreaterThanOrEqual(lists + 4);
    expect(live.problems).toEqual(NO_PROBLEMS);
  });

  it('before authorization it claims nothing about the server', async () => {
    const live = await open();
    const { page } = live;
    await live.connect(locked.url);
    await page.getByTestId('server-unseen').waitFor();
    const summary = (await page.getByTestId('server-summary').textContent()) ?? '';
    expect(summary).not.toContain('holds no result');
    expect(await page.getByTestId('listen-nothing').count()).toBe(0);
    expect(await page.getByTestId('catalog-listed-at').count()).toBe(0);
  });

  it('a notice leaves once a request is sent: its moment has passed', async () => {
    const live = await open();
    const { page } = live;
    await live.connect(described.url);
    await page
      .getByTestId('history-entry')
      .filter({ hasText: 'tools/list' })
      .getByRole('button', { name: 'Edit' })
      .click();
    await expect.poll(() => page.getByTestId('notice').textContent()).toContain('now holds this tools/list request');
    // (tools/list itself would come from the cache its ttlMs allows: ping goes to the server.)
    await live.send('ping', {});
    expect(await page.getByTestId('notice').count()).toBe(0);
    expect(live.problems).toEqual(NO_PROBLEMS);
  });
});
