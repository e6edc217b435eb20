import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useAppAndBrowser } from './support/setup';
import { openTab, releaseTab } from './support/tabs';

// Two tabs of the inspector share one localStorage. A tab opened earlier must follow the other tab's
// saves (the storage event) and, on its own next change, keep what the other tab saved since.

const env = useAppAndBrowser();
// The tabs see one localStorage; the older tab clears it itself.
const SHARED_STATE = { cleanState: false, hooks: false };

async function twoTabs(hash: string): Promise<{ older: Page; newer: Page }> {
  const older = await openTab(env.browser.context, SHARED_STATE);
  await older.goto(env.app.url + '#/');
  await older.evaluate(() => localStorage.clear());
  await older.goto(env.app.url + hash);
  await older.reload();
  const newer = await openTab(env.browser.context, SHARED_STATE);
  await newer.goto(env.app.url + hash);
  return { older, newer };
}

const saved = (page: Page, key: string) =>
  page.evaluate((k) => (JSON.parse(localStorage.getItem(k) ?? '{}') as { state?: Record<string, unknown> }).state, key);

describe('settings across tabs in Chromium', () => {
  it('Scan: the older tab follows the newer one, and its own change keeps the newer URL', async () => {
    const { older, newer } = await twoTabs('#/scan');
    await newer.getByTestId('scan-url').fill('http://127.0.0.1:9/from-the-newer-tab');
    await expect.poll(() => older.getByTestId('scan-url').inputValue()).toBe('http://127.0.0.1:9/from-the-newer-tab');
    await older.getByTestId('scan-mode').selectOption('direct');
    await expect
      .poll(() => saved(newer, 'shape-inspector:scan'))
      .toMatchObject({ url: 'http://127.0.0.1:9/from-the-newer-tab', mode: 'direct' });
    await expect.poll(() => newer.getByTestId('scan-mode').inputValue()).toBe('direct');
    await Promise.all([releaseTab(older), releaseTab(newer)]);
  });

  it('Live: the older tab follows the newer one, and its own change keeps the newer URL', async () => {
    const { older, newer } = await twoTabs('#/live');
    await newer.getByTestId('server-url').fill('http://127.0.0.1:9/live-from-the-newer-tab');
    await expect
      .poll(() => older.getByTestId('server-url').inputValue())
      .toBe('http://127.0.0.1:9/live-from-the-newer-tab');
    await older.getByTestId('transport-mode').selectOption('direct');
    await expect
      .poll(() => saved(newer, 'shape-inspector:live'))
      .toMatchObject({ url: 'http://127.0.0.1:9/live-from-the-newer-tab', mode: 'direct' });
    await expect.poll(() => newer.getByTestId('transport-mode').inputValue()).toBe('direct');
    await Promise.all([releaseTab(older), releaseTab(newer)]);
  });

  it('Learn: the overview of the older tab offers the step the newer tab opened', async () => {
    const { older, newer } = await twoTabs('#/learn');
    await expect.poll(() => older.getByTestId('continue-link').textContent()).toMatch(/Start the tour/);
    await newer.goto(env.app.url + '#/learn/envelope');
    await newer.getByTestId('learn-step').waitFor();
    await expect
      .poll(() => older.getByTestId('continue-link').textContent())
      .toContain('No handshake: every request carries its own envelope');
    await Promise.all([releaseTab(older), releaseTab(newer)]);
  });
});
