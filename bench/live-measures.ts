// Live's two page figures for `npm run bench:app`, each beside its same-run baseline: connecting to a
// server that lists 100,000 tools vs the scan of that server, and a 10 MB answer from Send to its status,
// verdict and body vs the same tools pasted into the playground (paste to preview).
import type { BrowserContext, Page } from 'playwright-core';
import type {} from '../app/editor/test-hooks';
import { TEST_HOOKS_FLAG } from '../app/editor/test-hooks';
import { scanServer } from '../src';
import { startManyTools } from '../test/fixtures/many-tools/server';
import { pasteToolsList } from '../test/e2e/support/paste';

const LIVE_RESPONSE_URI = 'inmemory://live/response-body.json';
const PLAYGROUND_RESPONSE_URI = 'inmemory://playground/modern-response.json';

// In-page code as text (tsx would add a `__name` helper the page does not have).
const WATCH = `(() => {
  window.__longest = 0;
  new PerformanceObserver((list) => list.getEntries().forEach((e) => (window.__longest = Math.max(window.__longest, e.duration)))).observe({ type: 'longtask' });
  document.addEventListener('click', () => (window.__clickAt = performance.now()), { capture: true, once: true });
})()`;

/** How many tools `pasteToolsList(page, size)` writes: the same loop, no text kept. */
function pastedToolCount(size: number): number {
  let i = 0;
  for (let length = 0; length < size; i++) {
    length +=
      `%{"name" => "tool_${i}", "description" => "Tool ${i}, for the paste budget", "inputSchema" => %{"type" => "object"}}`
        .length + 4;
  }
  return i;
}

async function freshTab(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.addInitScript((flag) => {
    if (!sessionStorage.getItem('bench-tab')) {
      localStorage.clear();
      indexedDB.deleteDatabase('shape-inspector-live');
    }
    sessionStorage.setItem('bench-tab', '1');
    localStorage.setItem(flag, '1');
  }, TEST_HOOKS_FLAG);
  await page.goto(url);
  return page;
}

const sinceClick = (page: Page) => page.evaluate('performance.now() - window.__clickAt') as Promise<number>;

/** Live's Connect to `count` tools: click to a filled catalog, the longest task; and the scan of the same server. */
export async function connectVsScan(
  context: BrowserContext,
  appUrl: string,
  count: number,
): Promise<{ connectMs: number; longestTask: number; scanMs: number }> {
  const server = await startManyTools({ count });
  try {
    const started = performance.now();
    await scanServer({ url: server.url, fetch });
    const scanMs = performance.now() - started;
    const page = await freshTab(context, appUrl + '#/live');
    await page.getByTestId('server-url').fill(server.url);
    // The screen's own loading (its editors) is done before the watch starts: only connecting is measured.
    await page.locator('[data-testid="live-params"][data-editor-ready="true"]').waitFor({ timeout: 60_000 });
    await page.evaluate(WATCH);
    await page.getByTestId('connect-button').click();
    await page.locator(`[data-testid="catalog-rows-Tools"][data-count="${count}"]`).waitFor({ timeout: 170_000 });
    await page.locator('[data-testid="connect-button"]:enabled').waitFor({ timeout: 170_000 });
    const connectMs = await sinceClick(page);
    const longestTask = (await page.evaluate('window.__longest')) as number;
    await page.close();
    return { connectMs, longestTask, scanMs };
  } finally {
    await server.close();
  }
}

/** A `size`-character tools list: Live's Send to status + verdict and to its body in the editor; the paste to preview. */
export async function answerVsPaste(
  context: BrowserContext,
  appUrl: string,
  size: number,
): Promise<{ verdictMs: number; bodyMs: number; longestTask: number; pasteMs: number; answerChars: number }> {
  const count = pastedToolCount(size);
  const last = `"tool_${count - 1}"`;
  const server = await startManyTools({ count });
  try {
    const page = await freshTab(context, appUrl + '#/live');
    await page.getByTestId('server-url').fill(server.url);
    await page.getByTestId('live-method').fill('tools/list');
    await page.locator('[data-testid="live-params"][data-editor-ready="true"]').waitFor({ timeout: 60_000 });
    await page.evaluate(WATCH);
    await page.getByTestId('send-button').click();
    await page
      .locator('[data-testid="exchange-view"][data-exchange-settled="true"] [data-testid="live-verdict"]')
      .waitFor({ timeout: 170_000 });
    const verdictMs = await sinceClick(page);
    await page.waitForFunction(
      ([uri, marker]) => (window.__shapeInspectorEditors?.[uri]?.getValue() ?? '').includes(marker),
      [LIVE_RESPONSE_URI, last] as const,
      { timeout: 170_000, polling: 20 },
    );
    const bodyMs = await sinceClick(page);
    const longestTask = (await page.evaluate('window.__longest')) as number;
    const answerChars = (await page.evaluate(
      (uri) => window.__shapeInspectorEditors?.[uri]?.getValue().length ?? 0,
      LIVE_RESPONSE_URI,
    )) as number;
    await page.close();
    return { verdictMs, bodyMs, longestTask, pasteMs: await pasteToPreview(context, appUrl, size, last), answerChars };
  } finally {
    await server.close();
  }
}

async function pasteToPreview(context: BrowserContext, appUrl: string, size: number, last: string): Promise<number> {
  const page = await freshTab(context, appUrl);
  const editor = page.locator('[data-testid="handler-input"][data-editor-ready="true"]').first();
  await editor.waitFor({ timeout: 60_000 });
  await page.locator('[data-testid="modern-response"][data-editor-ready="true"]').waitFor({ timeout: 60_000 });
  await editor.locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.evaluate('window.__pasteAt = performance.now()');
  await pasteToolsList(page, size);
  await page.waitForFunction(
    ([uri, marker]) => (window.__shapeInspectorEditors?.[uri]?.getValue() ?? '').includes(marker),
    [PLAYGROUND_RESPONSE_URI, last] as const,
    { timeout: 170_000, polling: 20 },
  );
  const ms = (await page.evaluate('performance.now() - window.__pasteAt')) as number;
  await page.close();
  return ms;
}
