import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './support/setup';
import { openTab } from './support/tabs';

const env = useAppAndBrowser();

describe('a screen whose code is gone (the inspector rebuilt since the page loaded)', () => {
  it('says so with a Reload button and keeps the header, instead of blanking the page', async () => {
    const page = await openTab(env.browser.context, { viewport: { width: 1440, height: 900 } });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(String(error)));
    await page.goto(`${env.app.url}#/playground`);
    await page.getByTestId('nav-scan').waitFor();
    // A rebuild replaces the hashed chunk this page would fetch next: the old name is a 404.
    const chunk = /\/assets\/scan-screen-[\w-]+\.js$/;
    await page.route(chunk, (route) => route.fulfill({ status: 404, body: '' }));
    try {
      await page.getByTestId('nav-scan').click();
      await page.getByTestId('screen-missing').waitFor();
      expect(await page.getByTestId('nav-live').isVisible()).toBe(true);
      expect(await page.getByTestId('screen-missing-reload').isVisible()).toBe(true);
      expect(pageErrors).toEqual([]);
    } finally {
      // The tab goes back to the spare tabs: the next test must fetch the real chunk.
      await page.unroute(chunk);
    }
  }, 60_000);
});
