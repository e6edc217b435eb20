import type {} from '../../app/editor/test-hooks';
import { SCREENS as SCREEN_TABLE, type Screen } from '../../app/shell/router';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { watchPage } from './support/browser';
import { useAppAndBrowser } from './support/setup';
import { openTab, releaseTab } from './support/tabs';

// The shell at 1440 and 800 px: overflow, notices, help, the stale note, typing JSON over a selection.
const env = useAppAndBrowser();
const SIZES = [
  { width: 1440, height: 900 },
  { width: 800, height: 900 },
] as const;
const READY: Record<Screen, string> = {
  playground: '[data-testid="handler-input"][data-editor-ready="true"]',
  live: '[data-testid="live-screen"]',
  scan: '[data-testid="scan-screen"]',
  learn: '[data-testid="learn-overview"]',
  tap: '[data-testid="tap-screen"]',
};
const HANDLER_URI = 'inmemory://playground/handler.json';
const PARAMS_URI = 'inmemory://live/params.json';

type Size = (typeof SIZES)[number];
const SCREENS = SCREEN_TABLE.map((s) => s.id);

/** A tab with a clean saved state and the editor test hooks on, at `hash`, at one window size. */
async function open(hash: string, size: { width: number; height: number }) {
  const page = await openTab(env.browser.context, { viewport: size });
  const problems = watchPage(page);
  await page.goto(env.app.url + hash);
  return { page, problems };
}

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/shell-${name}.png` });

/** Whether the element lies wholly inside the viewport and is what a click at its centre would hit. */
function fullyVisible(page: Page, testId: string): Promise<boolean> {
  return page.getByTestId(testId).evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inside = box.left >= 0 && box.top >= 0 && box.right <= innerWidth && box.bottom <= innerHeight;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return inside && box.width > 0 && hit !== null && element.contains(hit);
  });
}

const editorText = (page: Page, uri: string) =>
  page.evaluate((u) => window.__shapeInspectorEditors?.[u]?.getValue() ?? null, uri);

describe.each(SIZES)('the shell at $width x $height', (size: Size) => {
  it.each(SCREENS)('#/%s: no horizontal overflow, and the help button is fully visible', async (screen) => {
    const { page, problems } = await open(`#/${screen}`, size);
    await page.locator(READY[screen]).waitFor();
    const width = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(width.scroll).toBeLessThanOrEqual(width.client);
    expect(await fullyVisible(page, 'help-button')).toBe(true);
    await shot(page, `${screen}-${size.width}`);
    expect(problems.pageErrors).toEqual([]);
    await releaseTab(page);
  });

  it('the playground shows its result (status, verdict, the modern response or at 800 px its title) without scrolling', async () => {
    const { page } = await open('#/playground', size);
    await page.getByTestId('modern-response').waitFor();
    await expect.poll(() => page.getByTestId('verdict-count').textContent()).toBe('pass');
    for (const id of ['status-card', 'verdict-card']) expect(await fullyVisible(page, id), id).toBe(true);
    const top = (id: string) => page.getByTestId(id).evaluate((e) => e.getBoundingClientRect().top);
    // At least a few lines of the response itself, not just its title. At 800 px the input editor keeps the
    // editors' minimum height above the cards, so the response starts at the fold: its title is in view.
    if (size.width > 800) expect(await top('modern-response')).toBeLessThan(size.height - 80);
    else expect(await top('response-panel')).toBeLessThan(size.height - 40);
    expect(await page.evaluate(() => [scrollY, document.querySelector('.shell-main')?.scrollTop ?? 0])).toEqual([0, 0]);
    await releaseTab(page);
  });

  it.each(SCREENS)('#/%s: the help footer fits the screen and says what that screen sends where', async (screen) => {
    // The window's own height, then the same tab made short, where the list must scroll between title and footer.
    const { page } = await open(`#/${screen}`, size);
    await page.locator(READY[screen]).waitFor();
    for (const height of [size.height, 560]) {
      await page.setViewportSize({ width: size.width, height });
      await page.getByTestId('help-button').click();
      await expect.poll(() => fullyVisible(page, 'help-footer')).toBe(true);
      expect(await page.getByTestId('help-overlay').locator('h2').isVisible()).toBe(true);
      const footer = (await page.getByTestId('help-footer').textContent()) ?? '';
      if (screen === 'live' || screen === 'scan') {
        expect(footer).not.toMatch(/nothing (you paste )?leaves/i);
        expect(footer).toMatch(/sends .*server URL you enter/);
      }
      if (screen === 'playground') expect(footer).toMatch(/nothing you paste leaves your machine/);
      if (height < size.height) await shot(page, `help-${screen}-${size.width}x${height}`);
      await page.getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => page.getByTestId('help-overlay').getAttribute('open')).toBeNull();
    }
    await releaseTab(page);
  });

  it('a notice stays on its screen: "Link copied" does not follow the user to Live', async () => {
    const { page } = await open('#/playground', size);
    await page.locator(READY.playground).waitFor();
    await page.getByTestId('share-button').click();
    await expect.poll(() => page.getByTestId('notice').textContent()).toMatch(/Link copied|copying failed/);
    await shot(page, `notice-playground-${size.width}`);
    await page.getByTestId('nav-live').click();
    await page.getByTestId('live-screen').waitFor();
    expect(await page.getByTestId('notice').count()).toBe(0);
    await shot(page, `notice-gone-live-${size.width}`);
    await page.getByTestId('nav-playground').click();
    await page.locator(READY.playground).waitFor();
    expect(await page.getByTestId('notice').count()).toBe(0);
    // A notice shown on arrival (an unknown example) is the new screen's, and stays there.
    await page.goto(env.app.url + '#/playground?example=no-such-example');
    await expect.poll(() => page.getByTestId('notice').textContent()).toMatch(/no example named/);
    await releaseTab(page);
  });

  it('a broken input shows one stale note for the view, a mark on each panel, and each reason once', async () => {
    const { page } = await open('#/playground', size);
    await page.getByTestId('modern-response').waitFor();
    const reasons = await page.getByTestId('era-diff').locator('li > p').allTextContents();
    expect(reasons.length).toBe(new Set(reasons).size);
    expect(reasons.filter((r) => r.includes('cache hints'))).toHaveLength(1);
    await page.locator('[data-testid="handler-input"] .view-lines').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('{:ok, %{"tools" => [}');
    await expect.poll(() => page.getByTestId('stale-note').count()).toBe(1);
    expect(await page.getByTestId('stale-note').textContent()).toMatch(/line 1, column \d+ in the handler result/);
    for (const id of ['status-card', 'cache-card', 'response-panel', 'legacy-panel'])
      expect(await page.getByTestId(id).getByTestId('stale-mark').count(), id).toBe(1);
    expect(await fullyVisible(page, 'stale-note')).toBe(true);
    await shot(page, `stale-${size.width}`);
    await releaseTab(page);
  });

  it('typing JSON over a selection replaces it, with no stray quotes or braces', async () => {
    const { page } = await open('#/playground', size);
    await page.locator(READY.playground).waitFor();
    await page.locator('[data-testid="handler-input"] .view-lines').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('{:ok, %{"a" => [1, "x"]}}');
    expect(await editorText(page, HANDLER_URI)).toBe('{:ok, %{"a" => [1, "x"]}}');
    await page.getByTestId('nav-live').click();
    const params = page.locator('[data-testid="live-params"][data-editor-ready="true"]');
    await params.waitFor();
    await params.locator('.view-lines').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('{"name": "search", "arguments": {"q": ["a"]}}');
    expect(await editorText(page, PARAMS_URI)).toBe('{"name": "search", "arguments": {"q": ["a"]}}');
    // A selected word typed over with a quote becomes the quote, not a quoted word.
    await page.keyboard.press('Control+A');
    await page.keyboard.type('"');
    expect(await editorText(page, PARAMS_URI)).toBe('"');
    await releaseTab(page);
  });
});
