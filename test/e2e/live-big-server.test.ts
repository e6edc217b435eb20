import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startManyTools, type ManyTools } from '../fixtures/many-tools/server';
import { LivePage } from './support/live-page';
import { useAppAndBrowser } from './support/setup';

// Connecting to a server that lists 100,000 tools: the longest main-thread task is measured and printed
// (its goal is `npm run bench:app`'s, never a timed assertion here); the catalog must stay usable.
const env = useAppAndBrowser();
let big: ManyTools;
beforeAll(async () => {
  big = await startManyTools({ count: 100_000 });
});
afterAll(async () => {
  await big?.close();
});

// In-page code as text: the page's longest task from now on, as the longtask observer reports it.
const WATCH_LONG_TASKS = `(() => {
  window.__longestTask = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longestTask = Math.max(window.__longestTask, entry.duration);
  }).observe({ type: 'longtask' });
})()`;

const WATCH_FIRST_VERDICT = `(() => {
  const observer = new MutationObserver(() => {
    if (!document.querySelector('[data-exchange-settled="true"] [data-testid="live-verdict"]')) return;
    window.__atVerdict = {
      pending: document.querySelector('[data-testid="lazy-body-pending"]') !== null,
      body: document.querySelector('[data-testid="live-response-body"]') !== null,
    };
    observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
})()`;

const activeRow = (live: LivePage) =>
  live.page.evaluate(() => {
    const list = document.activeElement;
    const id = list?.getAttribute('aria-activedescendant');
    return id ? (document.getElementById(id)?.getAttribute('data-testid') ?? null) : null;
  });

describe('Live: a server that lists 100,000 tools', () => {
  it('connects, and the catalog is one Tab stop that arrow keys walk and Enter picks from', async () => {
    const live = await LivePage.open(env.browser.context, env.app.url);
    const workers: string[] = [];
    live.page.on('worker', (worker) => workers.push(worker.url()));
    await live.page.getByTestId('server-url').fill(big.url);
    // The screen's own loading (its editors) is done before the watch starts: only connecting is measured.
    await live.page.locator('[data-testid="live-params"][data-editor-ready="true"]').waitFor();
    await live.page.evaluate(WATCH_LONG_TASKS);
    await live.connect();
    const longest = (await live.page.evaluate('window.__longestTask')) as number;
    console.log(`connecting to ${big.count} tools: longest main-thread task ${longest.toFixed(0)} ms`);
    // The 9 MB tools/list answer was judged in the judge worker, not on the page's thread.
    expect(workers.some((url) => /judge\.worker/.test(url))).toBe(true);

    const list = live.page.getByTestId('catalog-rows-Tools');
    expect(await list.getAttribute('data-count')).toBe(String(big.count));
    expect(await list.getByRole('option').count()).toBeLessThan(50);
    // From the filter, Tab reaches the Tools summary, then the list; one more Tab leaves the list.
    await live.page.getByTestId('catalog-filter').focus();
    await live.page.keyboard.press('Tab');
    await live.page.keyboard.press('Tab');
    expect(await list.evaluate((el) => el === document.activeElement)).toBe(true);
    for (let i = 0; i < 3; i++) await live.page.keyboard.press('ArrowDown');
    expect(await activeRow(live)).toBe('catalog-tool_3');
    await live.page.keyboard.press('End');
    await expect.poll(() => activeRow(live)).toBe('catalog-tool_99999');
    await live.page.keyboard.press('Enter');
    expect(await live.page.getByTestId('live-method').inputValue()).toBe('tools/call');
    expect(await live.params()).toEqual({ name: 'tool_99999', arguments: {} });
    await live.page.keyboard.press('ArrowRight');
    expect(await live.page.getByTestId('schemas-tool_99999').textContent()).toContain('"type": "object"');
    await live.page.keyboard.press('Tab');
    expect(await list.evaluate((el) => el.contains(document.activeElement))).toBe(false);

    // The filter searches all of them: tool_5000 and tool_50000 to tool_50009.
    await live.page.getByTestId('catalog-filter').fill('tool_5000');
    await expect.poll(() => list.getAttribute('data-count')).toBe('11');
    await live.page.getByTestId('catalog-tool_50009').click();
    expect(await live.params()).toEqual({ name: 'tool_50009', arguments: {} });
    expect(live.problems).toEqual({ pageErrors: [], consoleErrors: [], foreignRequests: [] });
  });

  it('shows the status and verdict of a 9 MB answer before its body is laid out, and then the body', async () => {
    const live = await LivePage.open(env.browser.context, env.app.url);
    await live.page.getByTestId('server-url').fill(big.url);
    await live.page.getByTestId('live-method').fill('tools/list');
    // What the page held the moment the verdict first showed (a mutation callback runs before any paint).
    await live.page.evaluate(WATCH_FIRST_VERDICT);
    await live.page.getByTestId('send-button').click();
    await live.settled();
    await expect.poll(() => live.page.evaluate('window.__atVerdict')).toEqual({ pending: true, body: false });
    await live.page.locator('[data-testid="live-response-body"][data-editor-ready="true"]').waitFor();
    const length = await live.page.evaluate(
      () => window.__shapeInspectorEditors?.['inmemory://live/response-body.json']?.getValue().length ?? 0,
    );
    expect(length).toBeGreaterThan(8_000_000);
    expect(await live.page.getByTestId('live-status').textContent()).toContain('200');
    expect(live.problems).toEqual({ pageErrors: [], consoleErrors: [], foreignRequests: [] });
  });
});
