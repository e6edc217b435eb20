import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as LegacyTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLegacySdkServer, type LegacySdkServerHandle } from '../fixtures/legacy-era/server';
import { workerBrowser } from './support/worker-wide';
import { releaseTabsAfterEachTest } from './support/tabs';
import { startBuiltAppWithTaps, TapPage } from './support/tap-app';

// #/tap in Chromium while the official SDK 1.x client (2025-11-25) talks through the tap to an SDK 1.x
// server: each exchange shows its era, is judged by the 2025-era rules only, and opens with its
// 2026-07-28 view and the migration its session shows.

let legacy: LegacySdkServerHandle;
let app: Awaited<ReturnType<typeof startBuiltAppWithTaps>>;
let browser: Awaited<ReturnType<typeof workerBrowser>>;

beforeAll(async () => {
  legacy = await startLegacySdkServer();
  app = await startBuiltAppWithTaps([legacy.url]);
  browser = await workerBrowser();
});
releaseTabsAfterEachTest(() => browser?.context);
afterAll(async () => {
  await app?.close();
  await legacy?.close();
});

describe('#/tap with a 2025-era client and server', () => {
  it('marks each exchange with its era, judges it by R-LEGACY-* only, and shows its 2026-07-28 view', async () => {
    const tap = await TapPage.open(browser.context, app.url);
    await tap.page.getByTestId('tap-clear').click();
    await tap.page.getByTestId('tap-waiting').waitFor();
    const client = new LegacyClient({ name: 'legacy-client', version: '0.1.0' });
    await client.connect(new LegacyTransport(new URL(`${app.url.replace(/\/$/, '')}/tap`)));
    await client.listTools();
    await client.callTool({ name: 'echo', arguments: { message: 'in its era' } });
    const settled = () =>
      tap.page
        .locator('[data-testid="tap-row"]:not([data-verdict="pending"])')
        .evaluateAll((rows) =>
          rows.map((r) => [
            r.getAttribute('data-method'),
            r.getAttribute('data-era'),
            r.querySelector('[data-testid="tap-client"]')?.textContent ?? '',
          ]),
        );
    await expect
      .poll(async () => (await settled()).map(([method]) => method))
      .toEqual(expect.arrayContaining(['initialize', 'tools/list', 'tools/call']));
    expect(new Set((await settled()).map(([, era]) => era))).toEqual(new Set(['2025-11-25']));
    // A 2025 client names itself once, in initialize: its later requests are named after it, not its User-Agent.
    expect(new Set((await settled()).map(([, , client]) => client))).toEqual(new Set(['legacy-client 0.1.0']));
    expect(await tap.page.getByTestId('tap-legacy-note').textContent()).toContain('R-LEGACY-*');
    await tap.screenshot('legacy-traffic');

    await tap.open('tools/list');
    expect((await tap.findings()).filter((rule) => !rule.startsWith('R-LEGACY-'))).toEqual([]);
    expect(await tap.page.getByTestId('tap-exchange-era').textContent()).toContain('2025-11-25 over Streamable HTTP');
    expect(await tap.page.getByTestId('tap-exchange-era').textContent()).toContain('legacy-fixture 1.0.0');
    const diff = await tap.page.getByTestId('modern-view-difference').allTextContents();
    expect(diff.join('\n')).toContain('/result/resultType');
    expect(diff.join('\n')).toContain('/result/ttlMs');
    const changes = await tap.page
      .getByTestId('migration-entry')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-change')));
    expect(changes).toEqual(expect.arrayContaining(['serve-discover', 'drop-sessions', 'result-type', 'cache-hints']));
    await tap.screenshot('legacy-modern-view');

    // Each change is one click from the exchange that shows it: drop-sessions is the initialize.
    await tap.page
      .locator('[data-testid="migration-entry"][data-change="drop-sessions"]')
      .getByRole('button', { name: 'the exchange' })
      .click();
    await expect.poll(() => tap.page.getByTestId('modern-view-none').textContent()).toContain('no initialize');

    await client.close();
    expect(tap.problems).toEqual({ pageErrors: [], consoleErrors: [], foreignRequests: [] });
    await tap.close();
  });
});
