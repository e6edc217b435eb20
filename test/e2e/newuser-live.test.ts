import { afterEach, describe, expect, it } from 'vitest';
import { LivePage } from './support/live-page';
import { useAppAndBrowser } from './support/setup';

const env = useAppAndBrowser();
const opened: LivePage[] = [];
afterEach(async () => {
  for (const live of opened.splice(0)) await live.close();
});

const foldOpen = (live: LivePage) =>
  live.page.getByTestId('auth-client-fold').evaluate((e) => (e as HTMLDetailsElement).open);

describe('Live authorization as a new user first sees it, at 800 px', () => {
  it('the optional client fields start folded; opened and filled, they stay open until authorized', async () => {
    const live = await LivePage.open(env.browser.context, env.app.url);
    opened.push(live);
    await live.resize(800);
    await live.connect(`${env.app.url.replace(/\/$/, '')}/demo/protected`);
    const panel = live.page.getByTestId('auth-panel');
    await panel.waitFor();
    expect(await panel.getAttribute('data-phase')).toBe('needed');
    // Nine optional fields open took about 280 px of the 900 before the user chose anything.
    expect(await foldOpen(live)).toBe(false);
    expect(await live.page.getByTestId('auth-client-clientId').isVisible()).toBe(false);
    const summary = live.page.getByTestId('auth-client-fold').locator('summary');
    await summary.focus();
    await live.page.keyboard.press('Enter');
    await live.page.getByTestId('auth-client-scope').fill('mcp:read');
    expect(await foldOpen(live)).toBe(true);
    await live.page.getByTestId('auth-client-scope').fill('');
    expect(await foldOpen(live)).toBe(true);
  }, 60_000);
});
