import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInspector, type RunningInspector } from '../../app/server/standalone';
import { outcome, sdkClient } from '../integration/tap/support';
import { releaseTabsAfterEachTest } from './support/tabs';
import { startBuiltAppWithTaps, TapPage } from './support/tap-app';
import { workerBrowser } from './support/worker-wide';

// The Tap table at 800 px: its Verdict column is narrow, and a mark beside the verdict ("JSON-RPC error")
// broke inside its pill, half of it on a second line.

let target: RunningInspector;
let app: Awaited<ReturnType<typeof startBuiltAppWithTaps>>;
let browser: Awaited<ReturnType<typeof workerBrowser>>;

beforeAll(async () => {
  target = await startInspector();
  app = await startBuiltAppWithTaps([`${target.origin}/demo/mcp`]);
  browser = await workerBrowser();
});
releaseTabsAfterEachTest(() => browser?.context);
afterAll(async () => {
  await app?.close();
  await target?.close();
});

describe('#/tap at 800 px wide', () => {
  it('keeps the JSON-RPC error mark on one line', async () => {
    const tap = await TapPage.open(browser.context, app.url);
    await tap.page.setViewportSize({ width: 800, height: 900 });
    const client = await sdkClient(`${app.url.replace(/\/$/, '')}/tap`);
    await outcome(() => client.callTool({ name: 'no_such_tool_with_a_long_name', arguments: {} }));
    const mark = tap.page.locator('[data-testid="tap-row-outcome"][data-outcome="error"]').first();
    await mark.waitFor();
    await tap.page.screenshot({ path: 'test-results/screenshots/tap-800-marks.png' });
    const lines = await mark.evaluate((el) => el.getClientRects().length);
    expect(lines).toBe(1);
    await client.close();
    expect(tap.problems).toEqual({ pageErrors: [], consoleErrors: [], foreignRequests: [] });
    await tap.close();
  });
});
