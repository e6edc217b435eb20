import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startLegacyEraServer, type LegacyEraServerHandle } from '../fixtures/legacy-era/server';
import { LivePage } from './support/live-page';
import { useAppAndBrowser } from './support/setup';

// An MCP App on a 2025-era server: the View's requests go inside Live's legacy session. Over HTTP+SSE the
// call's request URL is the session endpoint (`/messages?sessionId=…`), which is no server URL to send to.
const env = useAppAndBrowser();
const opened: LivePage[] = [];
afterEach(async () => {
  for (const live of opened.splice(0)) await live.close();
});
let srv: LegacyEraServerHandle;
beforeAll(async () => {
  srv = await startLegacyEraServer({ app: true });
});
afterAll(async () => srv?.close());

describe.each([
  ['Streamable HTTP', () => srv.mcpUrl],
  ['HTTP+SSE', () => srv.sseUrl],
] as const)('an MCP App of a 2025-only server over %s', (_name, url) => {
  it('reads its View through the legacy session and renders it', async () => {
    const live = await LivePage.open(env.browser.context, env.app.url);
    opened.push(live);
    const { page } = live;
    await live.connect(url());
    await expect.poll(() => page.getByTestId('server-info').textContent()).toBe('legacy-era-fixture 1.2.3');
    await live.send('tools/call', { name: 'show_app', arguments: {} });
    const shown = page.locator('[data-testid="mcp-app-frame"], [data-testid="app-problem"]').first();
    await shown.waitFor();
    expect([await shown.getAttribute('data-testid'), await page.getByTestId('app-problem').count()]).toEqual([
      'mcp-app-frame',
      0,
    ]);
    // The read is the session's: sent where the call was sent, inside the call's conversation.
    await live.openHistory('resources/read');
    await expect.poll(() => page.getByTestId('modern-view-response').textContent()).toContain('legacy view');
    expect([live.problems.pageErrors, live.problems.foreignRequests]).toEqual([[], []]);
  });
});
