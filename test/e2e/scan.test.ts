import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { watchPage, type PageProblems } from './support/browser';
import { useAppAndBrowser } from './support/setup';
import { openTab } from './support/tabs';

const env = useAppAndBrowser();
const noProblems = { pageErrors: [], consoleErrors: [], foreignRequests: [] };
async function open(hash: string): Promise<{ page: Page; problems: PageProblems }> {
  const page = await openTab(env.browser.context, { viewport: { width: 1440, height: 900 } });
  const problems = watchPage(page);
  await page.goto(env.app.url + hash);
  await page.getByTestId('scan-screen').waitFor();
  return { page, problems };
}

const origin = () => env.app.url.replace(/\/$/, '');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screenshots/scan-${name}.png`, fullPage: true });

describe('Scan in Chromium, through the relay', () => {
  it('#/scan?url= fills in /demo/divergent; Scan scans it; every finding opens the exchange that produced it', async () => {
    const url = `${origin()}/demo/divergent`;
    const { page, problems } = await open(`#/scan?url=${encodeURIComponent(url)}`);
    await expect.poll(() => page.getByTestId('scan-url').inputValue()).toBe(url);
    expect(await page.getByTestId('scan-progress').count()).toBe(0);
    await page.getByTestId('scan-start').click();
    await page.getByTestId('scan-verdict').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('scan-verdict').getAttribute('data-verdict')).toBe('fail');
    expect(await page.getByTestId('scan-url').inputValue()).toBe(url);
    expect(await page.getByTestId('scan-area-status-lists').textContent()).toBe('fail');
    await shot(page, 'divergent-report');
    const findings = page.getByTestId('scan-finding');
    const count = await findings.count();
    expect(count).toBeGreaterThan(20);
    for (let i = 0; i < count; i++) {
      const finding = findings.nth(i);
      const [exchange, rule] = [await finding.getAttribute('data-exchange'), await finding.getAttribute('data-rule')];
      await finding.click();
      const panel = page.locator(`[data-testid="scan-exchange"][data-exchange-index="${exchange}"]`);
      await panel.locator('[data-testid="exchange-view"][data-exchange-settled="true"]').waitFor();
      expect(await panel.locator(`[data-testid="exchange-view"] [data-rule="${rule}"]`).count()).toBeGreaterThan(0);
    }
    const ttl = page.locator('[data-testid="scan-finding"][data-rule="R-CACHE-2"]').first();
    await ttl.click();
    await page.locator('[data-testid="scan-exchange"] [data-testid="exchange-view"]').waitFor();
    await expect.poll(() => page.getByTestId('live-status').textContent()).toMatch(/^200/);
    await shot(page, 'divergent-finding-opened');
    expect(problems).toEqual(noProblems);
  }, 120_000);

  it('a scan keeps running on another screen, and its report is there on return', async () => {
    const { page, problems } = await open('#/scan');
    await page.getByTestId('scan-url').fill(`${origin()}/demo/mcp`);
    await page.getByTestId('scan-start').click();
    await page.getByTestId('scan-progress').waitFor();
    await page.getByRole('link', { name: 'Live', exact: true }).click();
    await page.getByTestId('live-screen').waitFor();
    await page.getByRole('link', { name: 'Scan', exact: true }).click();
    await page.getByTestId('scan-verdict').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('scan-verdict').getAttribute('data-verdict')).toBe('pass');
    expect(problems).toEqual(noProblems);
  });

  it('scans /demo/mcp with every tool called: pass, all cards green, the report exported as JSON', async () => {
    const { page, problems } = await open('#/scan');
    await page.getByTestId('scan-url').fill(`${origin()}/demo/mcp`);
    await page.getByTestId('scan-include-calls').check();
    await page.getByTestId('scan-start').click();
    await page.getByTestId('scan-progress').waitFor();
    await page.getByTestId('scan-verdict').waitFor({ timeout: 90_000 });
    expect(await page.getByTestId('scan-verdict').getAttribute('data-verdict')).toBe('pass');
    expect(await page.getByTestId('scan-finding').count()).toBe(0);
    const statuses = await page.locator('[data-testid^="scan-area-status-"]').allTextContents();
    expect(new Set(statuses)).toEqual(new Set(['pass']));
    await page.locator('[data-testid="scan-area-calls"] details summary').click();
    await page.locator('[data-testid="scan-probe"]', { hasText: 'tools/call book_table, answering' }).click();
    await page.locator('[data-testid="exchange-view"][data-exchange-settled="true"]').waitFor();
    await shot(page, 'demo-pass');
    // A tool that reports isError (always_fails) is marked on its probe line: a pass in shape, not a success.
    const toolError = page.locator(
      '[data-testid="scan-area-calls"] [data-testid="scan-probe-outcome"][data-outcome="tool-error"]',
    );
    expect(await toolError.count()).toBeGreaterThan(0);
    expect(await toolError.first().textContent()).toBe('tool error');
    await page.setViewportSize({ width: 800, height: 900 });
    await toolError.first().scrollIntoViewIfNeeded();
    const box = await toolError.first().boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(800);
    await shot(page, 'demo-tool-error-800');
    await page.setViewportSize({ width: 1440, height: 900 });
    const download = page.waitForEvent('download');
    await page.getByTestId('scan-export').click();
    const file = await (await download).path();
    const report = JSON.parse(readFileSync(file, 'utf8'));
    expect({ verdict: report.verdict, findings: report.findings }).toEqual({ verdict: 'pass', findings: [] });
    expect(report.exchanges.map((e: { probe: string }) => e.probe)).toEqual(
      expect.arrayContaining(['call:book_table', 'retry:book_table', 'foreign-origin']),
    );
    expect(problems).toEqual(noProblems);
  });
});

describe('the listen probe in Chromium, through the relay', () => {
  it('receives the acknowledgment of subscriptions/listen on /demo/mcp, as the CLI does', async () => {
    const { page, problems } = await open('#/scan');
    await page.getByTestId('scan-url').fill(`${origin()}/demo/mcp`);
    await page.getByTestId('scan-start').click();
    await page.getByTestId('scan-verdict').waitFor({ timeout: 60_000 });
    const download = page.waitForEvent('download');
    await page.getByTestId('scan-export').click();
    const report = JSON.parse(readFileSync((await (await download).path())!, 'utf8'));
    const listen = report.exchanges.find((e: { probe: string }) => e.probe === 'listen');
    expect({ error: listen.error, outcome: listen.outcome }).toEqual({ error: undefined, outcome: 'answered' });
    expect(listen.response.body).toMatch(
      /^data: \{"jsonrpc":"2\.0","method":"notifications\/subscriptions\/acknowledged"/,
    );
    expect(problems).toEqual(noProblems);
  });
});

describe('the Authorization card in Chromium, through the relay', () => {
  async function scanOf(path: string): Promise<{ page: Page; problems: PageProblems }> {
    const opened = await open('#/scan');
    await opened.page.getByTestId('scan-url').fill(`${origin()}${path}`);
    await opened.page.getByTestId('scan-start').click();
    await opened.page.getByTestId('scan-verdict').waitFor({ timeout: 60_000 });
    return opened;
  }
  const card = (page: Page) => page.getByTestId('scan-area-authorization');
  const rulesOn = (page: Page) =>
    card(page)
      .getByTestId('scan-finding')
      .evaluateAll((items) => items.map((i) => `${i.getAttribute('data-severity')} ${i.getAttribute('data-rule')}`));

  it('/demo/protected: the 401, its resource metadata and its server metadata judged, none wrong', async () => {
    const { page, problems } = await scanOf('/demo/protected');
    await card(page).locator('details.scan-probes summary').click();
    const probes = await card(page).getByTestId('scan-probe').allTextContents();
    expect(probes.join('\n')).toMatch(/Protected Resource Metadata \(RFC 9728\)/);
    expect(probes.join('\n')).toMatch(/Authorization server metadata/);
    expect(await page.getByTestId('scan-area-status-authorization').textContent()).toBe('pass');
    // The 401 is judged as a challenge, never as a malformed JSON-RPC answer.
    expect(await page.getByTestId('scan-finding').count()).toBe(0);
    expect(await page.getByTestId('scan-verdict').getAttribute('data-verdict')).not.toBe('fail');
    expect(await page.getByTestId('scan-notes').textContent()).toMatch(/answered with 401/);
    const metadata = card(page).getByTestId('scan-probe').filter({ hasText: 'Protected Resource Metadata' }).first();
    await metadata.click();
    await page.locator('[data-testid="scan-exchange"] [data-testid="exchange-view"]').waitFor();
    await expect.poll(() => page.getByTestId('live-status').textContent()).toMatch(/^200/);
    await shot(page, 'protected-authorization');
    expect(problems).toEqual(noProblems);
  }, 120_000);

  it('/demo/protected-misconfigured: the wrong resource and the missing S256 are flagged on the card', async () => {
    const { page, problems } = await scanOf('/demo/protected-misconfigured');
    expect(await rulesOn(page)).toEqual(expect.arrayContaining(['error R-AUTH-4', 'error R-AUTH-7']));
    expect(await page.getByTestId('scan-area-status-authorization').textContent()).toBe('fail');
    expect(await page.getByTestId('scan-verdict').getAttribute('data-verdict')).toBe('fail');
    await shot(page, 'protected-misconfigured-authorization');
    expect(problems).toEqual(noProblems);
  }, 120_000);
});
