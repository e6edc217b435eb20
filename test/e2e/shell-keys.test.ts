import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { watchPage } from './support/browser';
import { useAppAndBrowser } from './support/setup';
import { openTab, releaseTab } from './support/tabs';

const env = useAppAndBrowser();
const noProblems = { pageErrors: [], consoleErrors: [], foreignRequests: [] };
const pages: Page[] = [];
afterEach(async () => {
  for (const page of pages.splice(0)) await releaseTab(page);
});

async function openAt(hash: string, width = 1440) {
  const page = await openTab(env.browser.context, { viewport: { width, height: 900 } });
  pages.push(page);
  const problems = watchPage(page);
  await page.goto(env.app.url + hash);
  return { page, problems };
}

describe('the shell by keyboard', () => {
  it('#/ is the playground with no notice; the skip link reaches the first field; ? opens help from a checkbox', async () => {
    const { page, problems } = await openAt('#/');
    await page.getByTestId('playground-screen').or(page.locator('[data-screen="playground"]')).first().waitFor();
    expect(await page.getByTestId('notice').count()).toBe(0);

    await page.goto(env.app.url + '#/live');
    await page.getByTestId('live-screen').waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('skip-link');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.closest('.shell-main') !== null)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toMatch(/INPUT|TEXTAREA|SELECT/);

    await page.getByTestId('history-this-server').focus();
    await page.keyboard.press('?');
    await expect.poll(() => page.getByTestId('help-overlay').isVisible()).toBe(true);
    expect(problems).toEqual(noProblems);
  });

  it('Live at 800 px (screenshot)', async () => {
    const { page, problems } = await openAt('#/live', 800);
    await page.getByTestId('live-screen').waitFor();
    await page.screenshot({ path: 'test-results/screenshots/live-800.png', fullPage: true });
    expect(problems).toEqual(noProblems);
  });
});
