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
  it('the protected demo is one link away; its optional client fields start folded; opened and filled, they stay open until authorized', async () => {
    const live = await LivePage.open(env.browser.context, env.app.url);
    opened.push(live);
    await live.resize(800);
    // The protected demo is one of the demo links, as the start banner lists it.
    await live.page.getByTestId('use-protected').focus();
    await live.page.keyboard.press('Enter');
    expect(await live.page.getByTestId('server-url').inputValue()).toBe(
      `${env.app.url.replace(/\/$/, '')}/demo/protected`,
    );
    await live.connect();
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

  it('a URL typed without http:// gets the address it means one click away, and Connect then reaches it', async () => {
    const live = await LivePage.open(env.browser.context, env.app.url);
    opened.push(live);
    await live.resize(800);
    const bare = `${env.app.url.replace(/^http:\/\//, '').replace(/\/$/, '')}/demo/mcp`;
    await live.page.getByTestId('server-url').fill(bare);
    await live.page.getByTestId('scheme-use').focus();
    await live.page.keyboard.press('Enter');
    expect(await live.page.getByTestId('server-url').inputValue()).toBe(`http://${bare}`);
    expect(await live.page.getByTestId('scheme-hint').count()).toBe(0);
    await live.connect();
    await expect.poll(() => live.page.getByTestId('live-status').textContent()).toMatch(/^200/);
  }, 60_000);
});
