import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { watchPage } from './support/browser';
import { useAppAndBrowser } from './support/setup';
import { openTab, releaseTab } from './support/tabs';

const env = useAppAndBrowser();
const noProblems = { pageErrors: [], consoleErrors: [], foreignRequests: [] };

async function openAt(hash: string): Promise<{ page: Page; problems: ReturnType<typeof watchPage> }> {
  const page = await openTab(env.browser.context, { hooks: false });
  const problems = watchPage(page);
  await page.goto(env.app.url + hash);
  return { page, problems };
}

describe('shell and routes in Chromium', () => {
  it.each([
    ['#/live', 'Live', 'live-screen'],
    ['#/scan', 'Scan', 'scan-screen'],
    ['#/tap', 'Tap', 'tap-screen'],
    ['#/learn', 'Learn', 'learn-overview'],
    ['#/learn/result-type', 'Learn', 'learn-step'],
  ])('%s opens the %s screen, its nav link marked current', async (hash, title, testId) => {
    const { page, problems } = await openAt(hash);
    await expect.poll(() => page.getByTestId(testId).isVisible()).toBe(true);
    expect(await page.locator('nav a[aria-current="page"]').textContent()).toBe(title);
    expect(problems).toEqual(noProblems);
    await releaseTab(page);
  });

  it('the static shell paints the header before any script runs', async () => {
    const page = await env.browser.context.newPage();
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(env.app.url);
    expect(await page.locator('header h1').textContent()).toBe('MCP Shape Inspector');
    expect(await page.locator('nav a').allTextContents()).toEqual(['Playground', 'Live', 'Scan', 'Learn', 'Tap']);
    await page.close();
  });

  it('moves between screens by keyboard (Tab to a nav link, Enter; Alt+Shift+1..4) and Back returns', async () => {
    const { page, problems } = await openAt('#/playground');
    await page.getByTestId('handler-input').waitFor();
    await page.getByTestId('nav-live').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('live-screen').isVisible()).toBe(true);
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('Alt+Shift+Digit3');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/scan');
    await page.goBack();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/live');
    await page.keyboard.press('Alt+Shift+Digit1');
    await expect.poll(() => page.getByTestId('handler-input').isVisible()).toBe(true);
    expect(problems).toEqual(noProblems);
    await releaseTab(page);
  });

  it.each(['#example/%', '#/nowhere', '#example/no-such-example'])(
    'a damaged or unknown link %s still opens the playground, with a notice',
    async (hash) => {
      const { page, problems } = await openAt(hash);
      await expect.poll(() => page.getByTestId('notice').textContent()).toMatch(/no (screen|example)/);
      await expect.poll(() => page.getByTestId('handler-input').isVisible()).toBe(true);
      expect(problems).toEqual(noProblems);
      await releaseTab(page);
    },
  );

  it('opens an old example link and #/playground?example= on the same view', async () => {
    for (const hash of ['#example/method-not-found', '#/playground?example=method-not-found']) {
      const { page } = await openAt(hash);
      await expect.poll(() => page.getByTestId('example-lesson').textContent()).toMatch(/404/);
      await expect.poll(() => page.getByTestId('http-status').first().textContent()).toBe('404');
      await releaseTab(page);
    }
  });
});
