import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { watchPage } from './support/browser';
import { useAppAndBrowser } from './support/setup';
import { openTab } from './support/tabs';

const env = useAppAndBrowser();
const noProblems = { pageErrors: [], consoleErrors: [], foreignRequests: [] };

/** Scans the conforming demo at the given width with the keyboard and opens the first card's probes. */
async function scanDemo(width: number): Promise<Page> {
  const page = await openTab(env.browser.context, { viewport: { width, height: 900 } });
  await page.goto(`${env.app.url}#/scan`);
  await page.getByTestId('scan-url').fill(`${env.app.url.replace(/\/$/, '')}/demo/mcp`);
  await page.getByTestId('scan-url').press('Enter');
  await page.getByTestId('scan-verdict').waitFor({ timeout: 60_000 });
  await page.getByTestId('scan-cards').locator('summary', { hasText: 'Probes' }).first().click();
  return page;
}

/** Whether the element's top edge lies inside the window. */
const topInView = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((e) => {
    const top = e.getBoundingClientRect().top;
    return top >= 0 && top < window.innerHeight;
  });

describe('Scan as a new user sees it', () => {
  it('at 800 px a probe picked with Enter brings its exchange into view and focus (it sits under every card)', async () => {
    const page = await scanDemo(800);
    const problems = watchPage(page);
    expect(await topInView(page, 'scan-exchange')).toBe(false);
    const probe = page.getByTestId('scan-probe').first();
    await probe.focus();
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="scan-exchange"] [data-testid="exchange-view"]').waitFor();
    await expect.poll(() => topInView(page, 'scan-exchange')).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('scan-exchange');
    expect(problems).toEqual(noProblems);
  }, 120_000);

  it("at 1440 px the exchange is beside the cards: picking a probe scrolls nothing and keeps focus on it; the probes' chips do not overlap", async () => {
    const page = await scanDemo(1440);
    const probe = page.getByTestId('scan-probe').first();
    await probe.focus();
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="scan-exchange"] [data-testid="exchange-view"]').waitFor();
    expect(await page.getByTestId('scan-screen').evaluate((e) => e.scrollTop)).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('scan-probe');
    // The verdict chips of one card's probes, row under row, never overlap.
    const chips = await page
      .getByTestId('scan-cards')
      .locator('details[open] [data-testid="scan-probe-verdict"]')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom })));
    expect(chips.length).toBeGreaterThan(1);
    for (let i = 1; i < chips.length; i++) expect(chips[i]!.top).toBeGreaterThanOrEqual(chips[i - 1]!.bottom);
  }, 120_000);

  it('a URL typed without http:// gets the address it means one click away; Scan then scans it', async () => {
    const page = await openTab(env.browser.context, { viewport: { width: 800, height: 900 } });
    await page.goto(`${env.app.url}#/scan`);
    const bare = `${env.app.url.replace(/^http:\/\//, '').replace(/\/$/, '')}/demo/mcp`;
    await page.getByTestId('scan-url').fill(bare);
    await page.getByTestId('scheme-use').click();
    expect(await page.getByTestId('scan-url').inputValue()).toBe(`http://${bare}`);
    await page.getByTestId('scan-start').click();
    await page.getByTestId('scan-verdict').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('scan-verdict').getAttribute('data-verdict')).toBe('pass');
  }, 120_000);
});
