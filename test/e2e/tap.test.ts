import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInspector, type RunningInspector } from '../../app/server/standalone';
import { outcome, sdkClient } from '../integration/tap/support';
import { workerBrowser } from './support/worker-wide';
import { releaseTabsAfterEachTest } from './support/tabs';
import { startBuiltAppWithTaps, TapPage } from './support/tap-app';

// #/tap in Chromium while the official SDK client talks through the tap to the divergent demo
// server of another inspector: the exchanges arrive without a reload, judged, and open in the
// live screen's views; filters, pause, exports and clear work on them, secrets stay masked.

let target: RunningInspector;
let app: Awaited<ReturnType<typeof startBuiltAppWithTaps>>;
let browser: Awaited<ReturnType<typeof workerBrowser>>;
const SECRET = 'Bearer tap-top-secret';

beforeAll(async () => {
  target = await startInspector();
  app = await startBuiltAppWithTaps([`${target.origin}/demo/divergent`, `good=${target.origin}/demo/mcp`]);
  browser = await workerBrowser();
});
releaseTabsAfterEachTest(() => browser?.context);
afterAll(async () => {
  await app?.close();
  await target?.close();
});

const origin = () => app.url.replace(/\/$/, '');

describe('#/tap in Chromium', () => {
  it('shows a real client’s exchanges as they happen, judged, with the divergent server’s findings', async () => {
    const tap = await TapPage.open(browser.context, app.url);
    expect(await tap.page.getByTestId('tap-endpoint').allTextContents()).toEqual([
      expect.stringContaining(`${origin()}/tap`),
      expect.stringContaining(`${origin()}/tap/good`),
    ]);
    await tap.page.getByTestId('tap-waiting').waitFor();
    await tap.screenshot('waiting');

    const client = await sdkClient(`${origin()}/tap`, { Authorization: SECRET });
    await expect.poll(() => tap.table()).toEqual([{ method: 'server/discover', status: '200', verdict: 'fail' }]);
    await outcome(() => client.listTools());
    await outcome(() => client.listPrompts());
    await outcome(() => client.readResource({ uri: 'demo://readme' }));
    await expect
      .poll(async () => (await tap.table()).map((r) => r.method))
      .toEqual(['resources/read', 'prompts/list', 'tools/list', 'server/discover']);
    await tap.screenshot('live-traffic');

    // The traffic is one Tab stop: ↑ ↓ move between exchanges, Enter opens one, a filter keeps the focus in it.
    const { page } = tap;
    const focused = () =>
      page.evaluate(
        () => document.activeElement?.closest('[data-testid="tap-row"]')?.getAttribute('data-method') ?? null,
      );
    await page.getByLabel('Show secret header values').focus();
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('resources/read');
    await page.keyboard.press('Tab');
    expect(await focused()).toBeNull();
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('resources/read');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('prompts/list');
    await page.keyboard.press('Control+End');
    expect(await focused()).toBe('server/discover');
    expect(await page.locator('[data-testid="tap-table"] [tabindex="0"]').count()).toBe(1);
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="tap-row"][data-method="server/discover"][aria-selected="true"]').waitFor();
    await page.getByTestId('tap-method').evaluate((el) => {
      (el as HTMLSelectElement).value = 'tools/list';
      el.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await expect.poll(() => tap.rows().count()).toBe(1);
    expect(await focused()).toBe('tools/list');
    await page.getByTestId('tap-method').selectOption('');

    await tap.open('server/discover');
    expect(await tap.findings()).toEqual(
      expect.arrayContaining([
        'R-DISCOVER-2',
        'R-DISCOVER-6',
        'R-DISCOVER-7',
        'R-HTTP-7',
        'R-META-3',
        'R-RESULT-TYPE-1',
      ]),
    );
    await tap.screenshot('discover-findings');
    await tap.open('tools/list');
    expect(await tap.findings()).toEqual(expect.arrayContaining(['R-CACHE-2', 'R-CACHE-3']));

    // The request as the server got it: the client's Authorization is there, masked.
    await tap.page.getByRole('tab', { name: 'Request' }).click();
    const headers = tap.page.getByTestId('request-headers');
    await expect.poll(() => headers.textContent()).toContain('Bearer ••••••');
    expect(await headers.textContent()).not.toContain('tap-top-secret');
    await tap.screenshot('request-masked');

    // The tapped exchanges are in the Live history too, marked as tapped, with their verdicts.
    await tap.page.getByTestId('nav-live').click();
    const tapped = tap.page.getByTestId('history-entry').filter({ hasText: 'tapped' });
    await expect.poll(() => tapped.count()).toBeGreaterThanOrEqual(4);
    expect(await tap.page.locator('[data-testid="history-entry"][data-verdict="fail"]').count()).toBeGreaterThan(0);

    await client.close();
    expect(tap.problems).toEqual({ pageErrors: [], consoleErrors: [], foreignRequests: [] });
    await tap.close();
  });

  it('filters by method and verdict, pauses, exports JSON and HAR with secrets masked, and clears', async () => {
    const tap = await TapPage.open(browser.context, app.url);
    const good = await sdkClient(`${origin()}/tap/good`, { Authorization: SECRET });
    await good.listTools();
    await expect
      .poll(() =>
        tap.page.locator('[data-testid="tap-row"]:not([data-verdict="fail"]):not([data-verdict="pending"])').count(),
      )
      .toBeGreaterThan(1);

    await tap.page.getByTestId('tap-verdict').selectOption('fail');
    await expect.poll(async () => new Set((await tap.table()).map((r) => r.verdict))).toEqual(new Set(['fail']));
    await tap.page.getByTestId('tap-verdict').selectOption('');
    await tap.page.getByTestId('tap-method').selectOption('tools/list');
    await expect.poll(async () => new Set((await tap.table()).map((r) => r.method))).toEqual(new Set(['tools/list']));
    await tap.page.getByTestId('tap-method').selectOption('');
    await tap.screenshot('two-taps');

    const before = await tap.rows().count();
    await tap.page.getByTestId('tap-pause').click();
    await good.listPrompts();
    await expect.poll(() => tap.page.getByTestId('tap-pause').textContent()).toBe('Resume (1 new)');
    expect(await tap.rows().count()).toBe(before);
    await tap.screenshot('paused');
    await tap.page.getByTestId('tap-pause').click();
    await expect.poll(() => tap.rows().count()).toBe(before + 1);

    for (const [button, name] of [
      ['tap-export-json', 'mcp-tap-session.json'],
      ['tap-export-har', 'mcp-tap-session.har'],
    ] as const) {
      const [download] = await Promise.all([tap.page.waitForEvent('download'), tap.page.getByTestId(button).click()]);
      expect(download.suggestedFilename()).toBe(name);
      const text = readFileSync(await download.path(), 'utf8');
      expect(text).toContain('prompts/list');
      expect(text).toContain('Bearer ••••••');
      expect(text).not.toContain('tap-top-secret');
    }

    await tap.page.getByTestId('tap-clear').click();
    await expect.poll(() => tap.rows().count()).toBe(0);
    await good.close();
    expect(tap.problems).toEqual({ pageErrors: [], consoleErrors: [], foreignRequests: [] });
    await tap.close();
  });
});
