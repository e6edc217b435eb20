import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startLegacyEraServer, type LegacyEraServerHandle } from '../fixtures/legacy-era/server';
import { watchPage } from './support/browser';
import { useAppAndBrowser } from './support/setup';
import { openTab } from './support/tabs';

const env = useAppAndBrowser();
let srv: LegacyEraServerHandle;
beforeAll(async () => {
  srv = await startLegacyEraServer();
});
afterAll(async () => srv?.close());

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screenshots/scan-legacy-${name}.png`, fullPage: true });

describe.each([
  ['Streamable HTTP with sessions', () => srv.mcpUrl, 'Streamable HTTP'],
  ['HTTP+SSE', () => srv.sseUrl, 'the HTTP+SSE transport (2024-11-05)'],
] as const)('Scan of a 2025-only server (official SDK 1.x, %s), through the relay', (name, url, words) => {
  it('one era verdict, the era it speaks, its session judged in its own card, and a migration report one click from each exchange', async () => {
    const page = await openTab(env.browser.context, { viewport: { width: 1440, height: 900 } });
    const problems = watchPage(page);
    await page.goto(env.app.url + '#/scan');
    await page.getByTestId('scan-url').fill(url());
    await page.getByTestId('scan-start').click();
    await page.getByTestId('scan-verdict').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('scan-verdict').getAttribute('data-verdict')).toBe('fail');
    await expect
      .poll(() => page.getByTestId('scan-legacy-era').textContent())
      .toContain(`It speaks 2025-11-25 over ${words}`);
    expect(await page.getByTestId('scan-area-status-legacy').count()).toBe(1);
    const entries = page.getByTestId('scan-migration-entry');
    expect(await entries.count()).toBeGreaterThan(3);
    expect(await entries.first().getAttribute('data-change')).toBe('serve-discover');
    // Each change opens the exchange that shows it.
    await entries.nth(1).getByRole('button').click();
    await page
      .locator('[data-testid="scan-exchange"] [data-testid="exchange-view"][data-exchange-settled="true"]')
      .waitFor();
    await shot(page, name.startsWith('HTTP+SSE') ? 'sse' : 'streamable');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await page.close();
  }, 120_000);
});
