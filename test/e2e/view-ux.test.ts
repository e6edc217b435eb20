import { mkdirSync } from 'node:fs';
import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as LegacyTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInspector, type RunningInspector } from '../../app/server/standalone';
import { outcome, sdkClient } from '../integration/tap/support';
import { LivePage } from './support/live-page';
import { workerApp, workerBrowser } from './support/worker-wide';
import { openTab, releaseTab, releaseTabsAfterEachTest } from './support/tabs';
import { startBuiltAppWithTaps, TapPage } from './support/tap-app';

// The exchange views, Scan and Tap on real servers: the built app's /demo/mcp through the relay, and the tap with
// the official SDK client (2026-07-28) and a 2025-era SDK 1.x client. Each check runs at 1440x900 and 800 px.

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 800, height: 900 },
] as const;
let app: Awaited<ReturnType<typeof workerApp>>;
let browser: Awaited<ReturnType<typeof workerBrowser>>;
beforeAll(async () => {
  mkdirSync('test-results/screenshots', { recursive: true });
  app = await workerApp();
  browser = await workerBrowser();
});
releaseTabsAfterEachTest(() => browser?.context);
const origin = () => app.url.replace(/\/$/, '');
const shot = (page: Page, name: string, width: number) =>
  page.screenshot({ path: `test-results/screenshots/view-ux-${name}-${width}.png`, fullPage: true });
const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe.each(WIDTHS)('Live views at $width px', (size) => {
  it('marks a tool error in the status line, and a cached answer offers Send anyway', async () => {
    const live = await LivePage.open(browser.context, app.url);
    await live.resize(size.width);
    await live.connect(`${origin()}/demo/mcp`);
    await live.send('tools/call', { name: 'always_fails', arguments: {} });
    await expect.poll(() => live.page.getByTestId('exchange-view').getAttribute('data-outcome')).toBe('tool-error');
    expect(await live.page.getByTestId('live-outcome').textContent()).toBe('tool error');
    // The history's dot says so too: its own state and colour, never a pass's green.
    const failed = live.page.getByTestId('history-entry').first();
    expect(await failed.getAttribute('data-outcome')).toBe('tool-error');
    const dotColour = (entry: typeof failed) =>
      entry.getByTestId('history-dot').evaluate((dot) => {
        const style = getComputedStyle(dot);
        return `${style.backgroundColor} ${style.boxShadow}`;
      });
    const passed = live.page
      .locator('[data-testid="history-entry"][data-outcome="result"][data-verdict="pass"]')
      .first();
    expect(await dotColour(failed)).not.toBe(await dotColour(passed));
    expect(await failed.getByTestId('history-dot').getAttribute('aria-label')).toContain('tool error');
    await shot(live.page, 'tool-error', size.width);
    await failed.scrollIntoViewIfNeeded();
    await live.page.screenshot({ path: `test-results/screenshots/view-ux-tool-error-history-${size.width}.png` });

    // Connecting listed the tools: the same request now comes from the cache, with Send anyway.
    const before = await live.historyCount();
    await live.page.getByTestId('live-method').fill('tools/list');
    await live.page.getByTestId('send-button').click();
    await live.page.getByTestId('send-anyway').waitFor();
    expect(await live.page.getByTestId('exchange-view').getAttribute('data-outcome')).toBe('result');
    expect(await live.page.getByTestId('live-outcome').count()).toBe(0);
    const reason = (await live.page.getByTestId('from-cache-reason').textContent()) ?? '';
    expect(reason).not.toBe('');
    // Said once, in the cache card (a second paragraph above the answer repeated it).
    expect(await live.page.getByText(reason, { exact: true }).count()).toBe(1);
    expect(await live.historyCount()).toBe(before);
    await shot(live.page, 'from-cache', size.width);
    // The reason explains that answer only: discover, opened from the history, has cache hints but came from the server.
    await live.openHistory('server/discover');
    await live.page.getByTestId('live-cache-card').waitFor();
    expect(await live.page.getByTestId('from-cache-reason').count()).toBe(0);
    expect(await live.page.getByTestId('send-anyway').count()).toBe(0);
    await live.openHistory('tools/list');
    expect(await live.page.getByTestId('from-cache-reason').textContent()).toBe(reason);
    await live.page.getByTestId('send-anyway').click();
    await expect.poll(() => live.historyCount()).toBe(before + 1);
    await live.close();
  });

  it('Copy as curl with a masked secret says it will not authenticate', async () => {
    const live = await LivePage.open(browser.context, app.url);
    await live.resize(size.width);
    await live.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: origin() });
    await live.connect(`${origin()}/demo/mcp`);
    await live.page.getByRole('button', { name: /^Headers/ }).click();
    await live.page.getByTestId('add-header').click();
    const row = live.page.getByTestId('header-row').last();
    await row.getByLabel('Header name').fill('Authorization');
    await row.getByLabel('Value of Authorization').fill('Bearer sekrit');
    await live.page.getByTestId('copy-curl').click();
    await expect.poll(() => live.page.getByTestId('copy-curl-caveat').textContent()).toMatch(/will not authenticate/);
    await shot(live.page, 'curl-caveat', size.width);
    await live.close();
  });
});

describe.each(WIDTHS)('Scan at $width px', (size) => {
  it('groups findings by rule, counts in good English, and names the export after host and path', async () => {
    const page = await openTab(browser.context, { viewport: size, cleanState: false, hooks: false });
    await page.goto(`${app.url}#/scan?url=${encodeURIComponent(`${origin()}/demo/divergent`)}`);
    await page.getByTestId('scan-start').click();
    await page.getByTestId('scan-verdict').waitFor({ timeout: 120_000 });
    const line = (await page.getByTestId('scan-verdict').textContent()) ?? '';
    expect(line).not.toMatch(/\b1 (errors|warnings|exchanges)\b/);
    const counts = await page
      .getByTestId('scan-finding')
      .evaluateAll((els) =>
        els.map((e) => ({ rule: e.getAttribute('data-rule'), count: Number(e.getAttribute('data-count')) })),
      );
    const ruleKeys = counts.map((c) => c.rule);
    expect(counts.some((c) => c.count > 1)).toBe(true);
    const many = page.locator('[data-testid="scan-finding"][data-count]:not([data-count="1"])').first();
    expect(await many.textContent()).toMatch(/on \d+ exchanges/);
    expect(ruleKeys.length).toBeGreaterThan(0);
    const download = page.waitForEvent('download');
    await page.getByTestId('scan-export').click();
    expect((await download).suggestedFilename()).toMatch(/^mcp-scan-127\.0\.0\.1_\d+-demo-divergent\.json$/);
    await shot(page, 'scan-grouped', size.width);
    expect(await noOverflow(page)).toBe(true);
    await releaseTab(page);
  });
});

describe('Tap views', () => {
  let target: RunningInspector;
  let tapped: Awaited<ReturnType<typeof startBuiltAppWithTaps>>;
  beforeAll(async () => {
    target = await startInspector();
    tapped = await startBuiltAppWithTaps([`${target.origin}/demo/mcp`]);
  });
  afterAll(async () => {
    await tapped?.close();
    await target?.close();
  });

  it.each(WIDTHS)('no tap configured shows no live badge ($width px)', async (size) => {
    const page = await openTab(browser.context, { viewport: size, cleanState: false, hooks: false });
    await page.goto(`${app.url}#/tap`);
    await expect.poll(() => page.getByTestId('tap-feed-status').getAttribute('data-state')).not.toBe('connecting');
    expect(await page.getByTestId('tap-feed-status').textContent()).not.toBe('live');
    await shot(page, 'tap-none', size.width);
    await releaseTab(page);
  });

  it.each(WIDTHS)(
    'a client column, a tool-error mark, SSE frames parsed, the 2025-11-25 note ($width px)',
    async (size) => {
      const tap = await TapPage.open(browser.context, tapped.url);
      await tap.page.setViewportSize(size);
      expect(await tap.page.getByTestId('tap-feed-status').textContent()).toBe('live');
      await tap.page.getByTestId('tap-clear').click();
      await tap.page.getByTestId('tap-waiting').waitFor();
      const client = await sdkClient(`${tapped.url.replace(/\/$/, '')}/tap`);
      await outcome(() => client.callTool({ name: 'always_fails', arguments: {} }));
      const row = tap.page.locator('[data-testid="tap-row"][data-outcome="tool-error"]').first();
      await row.waitFor();
      expect(await row.getByTestId('tap-client').textContent()).toContain('tap-test-client');
      expect(await row.getByTestId('tap-row-outcome').textContent()).toBe('tool error');
      expect(await tap.page.getByTestId('tap-legacy-note').count()).toBe(0);

      const legacy = new LegacyClient({ name: 'legacy-client', version: '0.1.0' });
      await outcome(() => legacy.connect(new LegacyTransport(new URL(`${tapped.url.replace(/\/$/, '')}/tap`))));
      await tap.page.getByTestId('tap-legacy-note').waitFor();
      expect(await tap.page.getByTestId('tap-legacy-note').textContent()).toContain("pin: '2026-07-28'");
      await shot(tap.page, 'tap-clients', size.width);
      await tap.page.locator('[data-testid="tap-row"][data-outcome="tool-error"] .tap-open').first().click();
      const frames = tap.page.getByTestId('sse-frame-message');
      if ((await frames.count()) > 0) expect(await frames.last().textContent()).toMatch(/^tool error id /);
      await shot(tap.page, 'tap-tool-error', size.width);
      await outcome(() => legacy.close());
      await client.close();
      await tap.close();
    },
  );

  it('a keyboard-only walk of Tap at 800 px meets no trap and no clipped control', async () => {
    const tap = await TapPage.open(browser.context, tapped.url);
    await tap.page.setViewportSize({ width: 800, height: 900 });
    const client = await sdkClient(`${tapped.url.replace(/\/$/, '')}/tap`);
    await outcome(() => client.listTools());
    await tap.rows().first().waitFor();
    const walk = await keyboardWalk(tap.page);
    console.log(`tap walk: ${walk.stops.length} stops, clipped ${JSON.stringify(walk.clipped)}`);
    expect(walk.cameRound).toBe(true);
    expect(walk.clipped).toEqual([]);
    await client.close();
    await tap.close();
  });
});

/** Tabs through the page from its top; every control reached must be fully on screen and focus must come round. */
async function keyboardWalk(page: Page): Promise<{ stops: string[]; clipped: string[]; cameRound: boolean }> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const stops: string[] = [];
  const clipped: string[] = [];
  for (let i = 0; i < 200; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const r = el.getBoundingClientRect();
      const name = `${el.tagName.toLowerCase()}[${el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? ''}]#${[...document.querySelectorAll('*')].indexOf(el)}`;
      return { name, clipped: r.left < 0 || r.right > window.innerWidth + 0.5 || r.width === 0 };
    });
    if (!stop) {
      if (stops.length > 0) return { stops, clipped, cameRound: true };
      continue;
    }
    if (stops[0] === stop.name) return { stops, clipped, cameRound: true };
    if (stops.includes(stop.name) && stops.at(-1) !== stop.name) stops.push(stop.name);
    else if (!stops.includes(stop.name)) stops.push(stop.name);
    if (stop.clipped) clipped.push(stop.name);
  }
  return { stops, clipped, cameRound: false };
}

describe('keyboard only at 800 px', () => {
  it('walks Scan with a report without a trap or a clipped control', async () => {
    const page = await openTab(browser.context, {
      viewport: { width: 800, height: 900 },
      cleanState: false,
      hooks: false,
    });
    await page.goto(`${app.url}#/scan?url=${encodeURIComponent(`${origin()}/demo/divergent`)}`);
    await page.getByTestId('scan-start').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('scan-verdict').waitFor({ timeout: 120_000 });
    const scan = await keyboardWalk(page);
    console.log(`scan walk: ${scan.stops.length} stops, clipped ${JSON.stringify(scan.clipped)}`);
    expect(scan.cameRound).toBe(true);
    expect(scan.clipped).toEqual([]);
    expect(scan.stops.length).toBeGreaterThan(10);
    await releaseTab(page);
  });
});
