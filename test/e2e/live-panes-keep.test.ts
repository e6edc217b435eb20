import { describe, expect, it } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import type { LivePage } from './support/live-page';
import { NO_PROBLEMS, useLiveTabs } from './support/live-tabs';

// Crossing 800 px changes how Live's panes are laid out, never what they hold: the same elements stay
// mounted, so the editor's undo history, an open <details>, the focus and an MCP App's frame all survive.
const { open } = useLiveTabs();
const PARAMS_URI = 'inmemory://live/params.json';

const paramsText = (page: Page) =>
  page.evaluate((uri) => window.__shapeInspectorEditors?.[uri]?.getValue() ?? '', PARAMS_URI);
/** What has the focus: its test id, or the nearest one above it, or the tag name (BODY when nothing has it). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.closest('[data-testid]')?.getAttribute('data-testid') ?? el?.tagName ?? '';
  });
const box = async (live: LivePage, testId: string) => {
  const b = await live.page.getByTestId(testId).boundingBox();
  if (!b) throw new Error(`${testId} is not shown`);
  return b;
};
/** Both ways across 800 px, checking the stacked column on the way. */
async function crossBothWays(live: LivePage, shot: string): Promise<void> {
  await live.resize(800);
  await live.page.screenshot({ path: `test-results/screenshots/live-${shot}-800.png`, fullPage: true });
  await live.resize(1440);
  await live.screenshot(`${shot}-1440`);
}

describe('Live keeps each pane across the 800 px layouts', () => {
  it('the request editor keeps its text, its undo and the focus; an open Envelope stays open', async () => {
    const live = await open();
    const { page } = live;
    await live.connect();
    await page.locator('[data-testid="live-params"][data-editor-ready="true"]').waitFor();
    const before = await paramsText(page);
    await page.getByTestId('envelope').locator('summary').click();
    await page.locator('[data-testid="live-params"] .view-lines').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText('{ "kept": true }');
    const typed = await paramsText(page);
    const catalog = page.getByTestId('pane-catalog');
    await catalog.evaluate((pane) => pane.scrollTo({ top: 150 }));
    const scrolled = await catalog.evaluate((pane) => pane.scrollTop);
    expect(scrolled).toBeGreaterThan(100);
    expect(typed).toBe('{ "kept": true }');
    expect(typed).not.toBe(before);

    await crossBothWays(live, 'panes-keep-editor');
    expect(await paramsText(page)).toBe(typed);
    expect(await catalog.evaluate((pane) => pane.scrollTop)).toBe(scrolled);
    expect(await page.getByTestId('envelope').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    // The focus never left the editor, so Ctrl+Z goes to it, and its undo history is the one typed into.
    expect(await focused(page)).toBe('live-params');
    // Monaco may keep an auto-closed brace as its own undo step: a few presses at most get back to the start.
    for (let presses = 0; presses < 5 && (await paramsText(page)) !== before; presses++) {
      await page.keyboard.press('Control+Z');
    }
    expect(await paramsText(page)).toBe(before);
    expect(live.problems).toEqual(NO_PROBLEMS);
  });

  it('a focused separator gives the focus to the pane after it when the panes stack', async () => {
    const live = await open();
    const { page } = live;
    await live.connect();
    await page.getByRole('separator', { name: 'Resize the catalog and the request' }).focus();
    await live.resize(800);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[data-testid="pane-request"]') !== null))
      .toBe(true);
    expect(live.problems).toEqual(NO_PROBLEMS);
  });

  it('a focused control of the history gives the focus to its dock toggle when a closed dock hides it again', async () => {
    const live = await open();
    const { page } = live;
    await live.connect();
    await page.getByTestId('dock-history-toggle').click();
    await expect.poll(() => page.getByTestId('pane-history').isHidden()).toBe(true);
    await live.resize(800);
    // Stacked, every pane shows (the dock's toggles are for the side-by-side layout).
    const entry = page.getByTestId('history-entry').first().locator('button').first();
    await entry.focus();
    await live.resize(1440);
    await expect.poll(() => focused(page)).toBe('dock-history-toggle');
    expect(live.problems).toEqual(NO_PROBLEMS);
  });

  it('panes first laid out stacked spread to their saved sizes, and the column saves no sizes of its own', async () => {
    const live = await open();
    const { page } = live;
    const widths = async () => {
      const out = [];
      for (const pane of ['catalog', 'request', 'answer']) out.push((await box(live, `pane-${pane}`)).width);
      return out;
    };
    const saved = () => page.evaluate(() => localStorage.getItem('shape-inspector:live-layout') ?? '');
    const spread = await widths();
    await live.resize(800);
    await page.reload();
    await page.getByTestId('live-screen').waitFor();
    await live.resize(800);
    const layoutStacked = await saved();
    await live.connect();
    expect(await saved()).toBe(layoutStacked);
    await live.resize(1440);
    const again = await widths();
    for (const [i, width] of again.entries()) expect(Math.abs(width - spread[i]!)).toBeLessThan(2);
    expect(live.problems).toEqual(NO_PROBLEMS);
  });

  it("an MCP App's View keeps its frame and its one ui/initialize", async () => {
    const live = await open();
    const { page } = live;
    await live.connect();
    await live.send('tools/call', { name: 'weather_app', arguments: { city: 'Lyon' } });
    const view = await appFrame(page);
    await expect.poll(() => view.locator('#out').textContent()).toMatch(/^Lyon: \d+ °C/);
    const initializes = () =>
      page.locator('[data-testid="bridge-message"][data-direction="in"][data-label="ui/initialize"]').count();
    await expect.poll(initializes).toBe(1);
    // A mark on the element: a remount would make a new iframe without it (and a new View, initialized again).
    await page.getByTestId('mcp-app-frame').evaluate((frame) => frame.setAttribute('data-kept', 'yes'));
    await page.getByTestId('app-theme').focus();

    await crossBothWays(live, 'panes-keep-app');
    expect(await page.getByTestId('mcp-app-frame').getAttribute('data-kept')).toBe('yes');
    expect(await focused(page)).toBe('app-theme');
    await expect.poll(() => view.locator('#out').textContent()).toMatch(/^Lyon: \d+ °C/);
    expect(await initializes()).toBe(1);
    expect(live.problems).toEqual(NO_PROBLEMS);
  });
});

/** The View's frame (cross-origin, reached through Playwright), once its document is the app's. */
async function appFrame(page: Page): Promise<Frame> {
  const handle = await page.getByTestId('mcp-app-frame').elementHandle();
  await expect.poll(async () => (await handle!.contentFrame())?.url() ?? '').toContain('/app');
  return (await handle!.contentFrame())!;
}
