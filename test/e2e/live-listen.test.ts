import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startUpstream, type Upstream } from '../fixtures/upstreams/server';
import { LivePage } from './support/live-page';
import { useAppAndBrowser } from './support/setup';

const env = useAppAndBrowser();
const opened: LivePage[] = [];
afterEach(async () => {
  for (const live of opened.splice(0)) await live.close();
});
const open = async () => {
  const live = await LivePage.open(env.browser.context, env.app.url);
  opened.push(live);
  return live;
};

/** A server whose listen stream floods resource updates, 50 frames per timer tick, until the client leaves. */
let flood: Upstream;
beforeAll(async () => {
  flood = await startUpstream((_req, res, received) => {
    const { id, method } = JSON.parse(received.body) as { id: number; method: string };
    const answer = (result: object) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ jsonrpc: '2.0', id, result: { resultType: 'complete', ...result } }));
    };
    if (method === 'server/discover')
      return answer({ supportedVersions: ['2026-07-28'], capabilities: { resources: { subscribe: true } } });
    if (method === 'resources/list') return answer({ resources: [{ uri: 'flood://x', name: 'x' }] });
    if (method !== 'subscriptions/listen') return answer({});
    res.writeHead(200, { 'Content-Type': 'text/event-stream' });
    const frame = (m: string, params: object) =>
      `data: ${JSON.stringify({ jsonrpc: '2.0', method: m, params: { ...params, _meta: { 'io.modelcontextprotocol/subscriptionId': id } } })}\n\n`;
    res.write(
      frame('notifications/subscriptions/acknowledged', { notifications: { resourceSubscriptions: ['flood://x'] } }),
    );
    const timer = setInterval(
      () => res.write(frame('notifications/resources/updated', { uri: 'flood://x' }).repeat(50)),
      1,
    );
    res.on('close', () => clearInterval(timer));
  });
});
afterAll(async () => {
  await flood?.close();
});

const notes = (page: Page, method: string) =>
  page.locator(`[data-testid="listen-note"][data-method="${method}"]`).count();
const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
/** Whether the page and the live screen (which scrolls on its own) are no wider than the viewport. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => {
    const live = document.querySelector('[data-testid="live-screen"]')!;
    const panel = document.querySelector('[data-testid="listen-panel"]')!;
    const doc = document.documentElement;
    return {
      page: doc.scrollWidth <= doc.clientWidth,
      live: live.scrollWidth <= live.clientWidth,
      panel: panel.scrollWidth <= panel.clientWidth && panel.getBoundingClientRect().right <= doc.clientWidth,
    };
  });

describe('Live: the Notifications panel', () => {
  it('listens with a filter from the capabilities, sees a list change, fetches the list again and stops by keyboard', async () => {
    const live = await open();
    const { page } = live;
    await live.connect();
    const panel = page.getByTestId('listen-panel');
    // The demo declares listChanged on tools and prompts, subscribe on resources, and the tasks extension.
    expect(await panel.getByTestId('listen-toolsListChanged').isChecked()).toBe(true);
    expect(await panel.getByTestId('listen-promptsListChanged').isChecked()).toBe(true);
    expect(await panel.getByTestId('listen-resourcesListChanged').count()).toBe(0);
    await panel.getByTestId('listen-resource').fill('demo://clock');
    expect(await panel.getByTestId('listen-tasks').count()).toBe(1);
    const toggled = page.getByTestId('catalog-test_toggled_tool');
    const listedBefore = await toggled.count();

    await panel.getByTestId('listen-start').click();
    await expect.poll(() => notes(page, 'notifications/subscriptions/acknowledged')).toBe(1);
    expect(await panel.getByTestId('listen-status').getAttribute('data-listening')).toBe('true');
    expect(await panel.getByTestId('listen-note').first().textContent()).toContain(
      'granted: toolsListChanged, promptsListChanged, resourceSubscriptions',
    );

    await live.send('tools/call', { name: 'test_trigger_tool_change', arguments: {} });
    await expect.poll(() => notes(page, 'notifications/tools/list_changed')).toBe(1);
    await expect.poll(() => toggled.count()).toBe(1 - listedBefore);
    await expect.poll(() => panel.getByTestId('listen-refetches').getAttribute('data-refetches')).toBe('1');
    // The lists were fetched again behind the user's back: the answer being read stays in view.
    await expect
      .poll(() => page.locator('[data-testid="history-entry"].selected').textContent())
      .toContain('tools/call');
    await expect.poll(() => notes(page, 'notifications/resources/updated')).toBeGreaterThan(0);

    // Newest first, each one opens to its JSON (with the subscription id of the listen request).
    const changed = panel.locator('[data-testid="listen-note"][data-method="notifications/tools/list_changed"]');
    await changed.locator('summary').click();
    const json = await changed.getByTestId('listen-note-json').textContent();
    expect(JSON.parse(json ?? '')).toMatchObject({
      method: 'notifications/tools/list_changed',
      params: { _meta: { 'io.modelcontextprotocol/subscriptionId': expect.any(Number) } },
    });
    expect(Number(await panel.getByTestId('listen-count').getAttribute('data-received'))).toBeGreaterThanOrEqual(3);

    await panel.scrollIntoViewIfNeeded();
    await live.screenshot('listen-1440');
    await live.resize(800);
    await panel.scrollIntoViewIfNeeded();
    expect(await fitsWidth(page)).toEqual({ page: true, live: true, panel: true });
    await live.screenshot('listen-800');

    // Keyboard only: from Listen, Tab reaches Stop listening; Enter stops, and focus goes back to Listen.
    await panel.getByTestId('listen-start').focus();
    await page.keyboard.press('Tab');
    expect(await focusedTestId(page)).toBe('listen-stop');
    const before = await live.historyCount();
    await page.keyboard.press('Enter');
    await expect.poll(() => panel.getByTestId('listen-status').getAttribute('data-listening')).toBe('false');
    expect(await panel.getByTestId('listen-status').textContent()).toContain('You stopped listening');
    expect(await focusedTestId(page)).toBe('listen-start');
    await expect.poll(() => live.historyCount()).toBe(before + 1);
    expect(await page.getByTestId('history-entry').first().textContent()).toContain('subscriptions/listen');
    expect(await page.getByTestId('stop-button').count()).toBe(0);

    // The stopped stream is an exchange like any other: judged, one click from the response view.
    await panel.getByTestId('listen-show-exchange').click();
    await live.settled();
    expect(await page.locator('[data-testid="history-entry"].selected').textContent()).toContain(
      'subscriptions/listen',
    );
    await live.screenshot('listen-stopped-800');
    expect(live.problems.pageErrors).toEqual([]);
  });

  it('leaving Live stops the stream; coming back shows what arrived', async () => {
    const live = await open();
    const { page } = live;
    await live.connect();
    const panel = page.getByTestId('listen-panel');
    await panel.getByTestId('listen-start').click();
    await expect.poll(() => notes(page, 'notifications/subscriptions/acknowledged')).toBe(1);
    // Live's own Stop is shown while the stream runs.
    expect(await page.getByTestId('stop-button').count()).toBe(1);
    await page.getByTestId('nav-scan').click();
    await page.getByTestId('scan-screen').waitFor();
    expect(await page.getByTestId('live-screen').count()).toBe(0);
    await page.getByTestId('nav-live').click();
    await page.getByTestId('live-screen').waitFor();
    await expect.poll(() => panel.getByTestId('listen-status').getAttribute('data-listening')).toBe('false');
    expect(await panel.getByTestId('listen-status').textContent()).toContain('you left Live');
    expect(await notes(page, 'notifications/subscriptions/acknowledged')).toBe(1);
    await expect
      .poll(() => page.getByTestId('history-entry').filter({ hasText: 'subscriptions/listen' }).count())
      .toBe(1);
    expect(live.problems.pageErrors).toEqual([]);
  });

  it('a flood of notifications keeps a bounded window, the count goes on, and Stop listening still works', async () => {
    const live = await open();
    const { page } = live;
    await live.connect(flood.url);
    const panel = page.getByTestId('listen-panel');
    await panel.getByTestId('listen-resource').fill('flood://x');
    await panel.getByTestId('listen-start').click();
    const received = async () => Number(await panel.getByTestId('listen-count').getAttribute('data-received'));
    // Five windows over: enough to show the window bounded and the count going on, on a machine of any speed.
    await expect.poll(received).toBeGreaterThan(1_000);
    expect(await panel.getByTestId('listen-note').count()).toBeLessThanOrEqual(200);
    expect(await panel.getByTestId('listen-count').textContent()).toContain('the newest 200 shown');
    await panel.getByTestId('listen-stop').click();
    await expect.poll(() => panel.getByTestId('listen-status').getAttribute('data-listening')).toBe('false');
    await expect
      .poll(() => page.getByTestId('history-entry').filter({ hasText: 'subscriptions/listen' }).count())
      .toBe(1);
    await live.screenshot('listen-flood');
    expect(live.problems.pageErrors).toEqual([]);
  });
});
