import { describe, expect, it } from 'vitest';
import type { LivePage } from './support/live-page';
import { NO_PROBLEMS, useLiveTabs } from './support/live-tabs';

const { open } = useLiveTabs();
const box = async (live: LivePage, testId: string) => {
  const b = await live.page.getByTestId(testId).boundingBox();
  if (!b) throw new Error(`${testId} is not shown`);
  return b;
};

describe('Live uses the screen', () => {
  it('at 1440x900 the catalog, the request and the answer share the full height, the answer body the most of it', async () => {
    const live = await open();
    await live.connect();
    const [catalog, request, answer] = [
      await box(live, 'pane-catalog'),
      await box(live, 'pane-request'),
      await box(live, 'pane-answer'),
    ];
    expect(catalog.x + catalog.width).toBeLessThanOrEqual(request.x);
    expect(request.x + request.width).toBeLessThanOrEqual(answer.x);
    expect(new Set([catalog.y, request.y, answer.y]).size).toBe(1);
    // The body was an 18rem box below a stack of sections: now it takes the pane's height.
    await live.page.locator('[data-testid="live-response-body"][data-editor-ready="true"]').waitFor();
    const body = await box(live, 'live-response-body');
    expect(body.height).toBeGreaterThan(answer.height * 0.6);
    expect(body.height).toBeGreaterThan(18 * 16);
    await live.screenshot('layout-1440');
    expect(live.problems).toEqual(NO_PROBLEMS);
  });

  it('a separator moves with the keyboard, and the sizes survive a reload', async () => {
    const live = await open();
    const { page } = live;
    const separator = page.getByRole('separator', { name: 'Resize the request and the answer' });
    const before = (await box(live, 'pane-request')).width;
    await page.getByTestId('send-button').focus();
    // Tab order reaches the separator after the request pane's controls; focus it as Tab would.
    await separator.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    const widened = (await box(live, 'pane-request')).width;
    expect(widened).toBeGreaterThan(before + 20);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('shape-inspector:live-layout') ?? ''))
      .toContain('"live-panel-request"');
    await page.reload();
    await page.getByTestId('live-screen').waitFor();
    expect(Math.abs((await box(live, 'pane-request')).width - widened)).toBeLessThan(2);
    expect(live.problems).toEqual(NO_PROBLEMS);
  });

  it('the history and the notifications close and open from the dock bar, and stay closed after a reload', async () => {
    const live = await open();
    const { page } = live;
    await live.connect();
    const history = page.getByTestId('dock-history-toggle');
    const notifications = page.getByTestId('dock-notifications-toggle');
    expect(await history.getAttribute('aria-expanded')).toBe('true');
    await history.click();
    await expect.poll(() => history.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByTestId('pane-history').isHidden()).toBe(true);
    // Closing the last open one folds the dock to its bar: the panes above grow.
    const answerBefore = (await box(live, 'pane-answer')).height;
    await notifications.press('Enter');
    await expect.poll(() => page.getByTestId('live-dock').getAttribute('data-closed')).toBe('true');
    expect((await box(live, 'pane-answer')).height).toBeGreaterThan(answerBefore + 50);
    await page.reload();
    await page.getByTestId('live-screen').waitFor();
    await expect.poll(() => page.getByTestId('live-dock').getAttribute('data-closed')).toBe('true');
    await page.getByTestId('dock-history-toggle').click();
    await expect.poll(() => page.getByTestId('dock-history-toggle').getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByTestId('pane-history').isVisible()).toBe(true);
    expect(live.problems).toEqual(NO_PROBLEMS);
  });

  it('at 800 px the panes stack in one column, in reading order', async () => {
    const live = await open();
    await live.resize(800);
    await live.connect();
    expect(await live.page.getByTestId('live-workspace').getAttribute('data-layout')).toBe('stacked');
    const tops = [];
    for (const pane of ['catalog', 'request', 'answer', 'history', 'notifications']) {
      const b = await box(live, `pane-${pane}`);
      expect(b.x + b.width).toBeLessThanOrEqual(800);
      tops.push(b.y);
    }
    expect([...tops].sort((a, b) => a - b)).toEqual(tops);
    // The answer is far below Send in one column: sending brings it into view.
    await live.page.getByTestId('catalog-forecast').click();
    await live.clickSend();
    await expect.poll(async () => (await box(live, 'pane-answer')).y).toBeLessThan(200);
    expect((await box(live, 'pane-answer')).y).toBeGreaterThanOrEqual(0);
    await live.page.screenshot({ path: 'test-results/screenshots/live-layout-800.png', fullPage: true });
    expect(live.problems).toEqual(NO_PROBLEMS);
  });

  it('the divergent demo’s six-column capability grid fits its pane at 1440 and at 800 px, and stays a table', async () => {
    const live = await open();
    const { page } = live;
    await page.getByTestId('use-divergent').click();
    await live.connect();
    const holder = page.locator('.capability-grid-box');
    const grid = page.getByTestId('server-capabilities');
    const fits = async () => {
      const [scroll, client] = await holder.evaluate((e) => [e.scrollWidth, e.clientWidth]);
      expect(scroll).toBeLessThanOrEqual(client!);
      const pane = await box(live, 'pane-catalog');
      // Every declared flag shows whole inside the pane, with its column's name beside it when stacked.
      const cells = await grid
        .locator('td:not(.flag-absent)')
        .evaluateAll((tds) =>
          tds.map((td) => ({ right: td.getBoundingClientRect().right, width: td.getBoundingClientRect().width })),
        );
      expect(cells.length).toBeGreaterThan(4);
      for (const cell of cells) expect(cell.right).toBeLessThanOrEqual(pane.x + pane.width);
      for (const cell of cells) expect(cell.width).toBeGreaterThan(0);
    };
    expect(await grid.locator('thead th').count()).toBe(6);
    await fits();
    // The catalog pane is a third of the width: the grid gives each capability a line of its named flags.
    await expect.poll(() => holder.getAttribute('data-stacked')).toBe('true');
    const tasks = grid.locator('[data-capability="tasks"]');
    expect(
      await tasks.evaluate((row) => getComputedStyle(row.querySelector('td[data-flag="list"]')!, '::before').content),
    ).toContain('list');
    expect(await grid.ariaSnapshot()).toMatch(/columnheader "subscribe"[\s\S]*rowheader "resources"[\s\S]*cell "yes"/);
    await live.screenshot('capability-grid-1440');
    // Widened past what its columns need, the pane shows the grid as columns again.
    await page.getByRole('separator', { name: 'Resize the catalog and the request' }).focus();
    for (let i = 0; i < 30 && (await holder.getAttribute('data-stacked')) === 'true'; i++)
      await page.keyboard.press('ArrowRight');
    await expect.poll(() => holder.getAttribute('data-stacked')).toBe('false');
    await fits();
    await live.resize(800);
    await expect.poll(() => holder.getAttribute('data-stacked')).not.toBeNull();
    await fits();
    await grid.scrollIntoViewIfNeeded();
    await live.screenshot('capability-grid-800');
    expect(live.problems).toEqual(NO_PROBLEMS);
  });
});
