import { afterEach, describe, expect, it } from 'vitest';
import { LivePage } from './support/live-page';
import { useAppAndBrowser } from './support/setup';

const env = useAppAndBrowser();
const opened: LivePage[] = [];
afterEach(async () => {
  for (const live of opened.splice(0)) await live.close();
});

describe("the authorization popup cannot reach the inspector's tab", () => {
  it('has no opener while the authorization server shows its page, and the callback still comes back', async () => {
    const live = await LivePage.open(env.browser.context, env.app.url);
    opened.push(live);
    await live.connect(`${env.app.url.replace(/\/$/, '')}/demo/protected`);
    await live.page.getByTestId('auth-panel').waitFor();
    const inspectorUrl = live.page.url();
    const popupOpened = live.page.waitForEvent('popup');
    await live.page.getByTestId('auth-authorize').click();
    const popup = await popupOpened;
    await popup.getByTestId('approve').waitFor();
    // What a hostile authorization server's page tries: send the inspector's tab somewhere else.
    const reached = await popup.evaluate(() => {
      const opener = window.opener as Window | null;
      if (!opener) return false;
      opener.location.href = 'about:blank#replaced';
      return true;
    });
    expect(reached).toBe(false);
    expect(live.page.url()).toBe(inspectorUrl);
    await popup.getByTestId('approve').click();
    await expect.poll(() => live.page.getByTestId('auth-panel').getAttribute('data-phase')).toBe('authorized');
    expect(live.page.url()).toBe(inspectorUrl);
    expect(live.problems.pageErrors).toEqual([]);
  });
});
