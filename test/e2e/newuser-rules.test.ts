import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './support/setup';
import { openTab } from './support/tabs';

const env = useAppAndBrowser();

describe('the rule catalogue a finding links to, at 800 px', () => {
  it('fits the window (no sideways scroll) and keeps each rule id on one line', async () => {
    const page = await openTab(env.browser.context, { viewport: { width: 800, height: 900 } });
    await page.goto(`${env.app.url}rules.html#R-APP-22`);
    await page.locator('tr#R-APP-22').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);
    for (const id of ['R-APP-22', 'R-SKILL-1', 'R-TOOLS-14']) {
      // An inline element has one client rect per line it spans.
      const lines = await page
        .locator(`tr[id="${id}"] td:first-child code`)
        .evaluate((code) => code.getClientRects().length);
      expect(lines, id).toBe(1);
    }
  }, 60_000);
});
