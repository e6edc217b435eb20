import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLegacyEraServer, type LegacyEraServerHandle } from '../fixtures/legacy-era/server';
import { workerBrowser } from './support/worker-wide';
import { releaseTabsAfterEachTest } from './support/tabs';
import { startBuiltAppWithTaps, TapPage } from './support/tap-app';

// #/tap in Chromium while the official SDK 1.x client talks the deprecated HTTP+SSE transport
// (2024-11-05, its SSEClientTransport) through the tap to the SDK 1.x SSE server: the tap hands the
// client its own endpoint, so every POST crosses it, joined with its answer from the stream by id.

let server: LegacyEraServerHandle;
let app: Awaited<ReturnType<typeof startBuiltAppWithTaps>>;
let browser: Awaited<ReturnType<typeof workerBrowser>>;

beforeAll(async () => {
  server = await startLegacyEraServer();
  app = await startBuiltAppWithTaps([server.sseUrl]);
  browser = await workerBrowser();
});
releaseTabsAfterEachTest(() => browser?.context);
afterAll(async () => {
  await app?.close();
  await server?.close();
});

describe('#/tap with an HTTP+SSE client and server', () => {
  it('records initialize, tools/list and tools/call through the tap, each with its answer from the stream, judged by its era', async () => {
    const tap = await TapPage.open(browser.context, app.url);
    await tap.page.getByTestId('tap-clear').click();
    await tap.page.getByTestId('tap-waiting').waitFor();
    const client = new LegacyClient({ name: 'sse-client', version: '0.2.0' });
    await client.connect(new SSEClientTransport(new URL(`${app.url.replace(/\/$/, '')}/tap`)));
    await client.listTools();
    const called = await client.callTool({ name: 'echo', arguments: { message: 'over SSE' } });
    expect(called.content).toEqual([{ type: 'text', text: 'over SSE' }]);
    const settled = () =>
      tap.page.locator('[data-testid="tap-row"]:not([data-verdict="pending"])').evaluateAll((rows) =>
        rows.map((r) => ({
          method: r.getAttribute('data-method'),
          era: r.getAttribute('data-era'),
          verdict: r.getAttribute('data-verdict'),
          client: r.querySelector('[data-testid="tap-client"]')?.textContent ?? '',
        })),
      );
    await expect
      .poll(async () => (await settled()).map((row) => row.method))
      .toEqual(expect.arrayContaining(['initialize', 'notifications/initialized', 'tools/list', 'tools/call']));
    const rows = await settled();
    expect(new Set(rows.map((row) => row.era))).toEqual(new Set(['2025-11-25']));
    expect(rows.filter((row) => row.verdict === 'fail')).toEqual([]);
    // The client named itself once, in initialize; its later POSTs are named after it.
    for (const row of rows) expect(row.client, row.method ?? '').toContain('sse-client 0.2.0');
    await tap.screenshot('sse-traffic');

    await tap.open('tools/call');
    expect((await tap.findings()).filter((rule) => !rule.startsWith('R-LEGACY-'))).toEqual([]);
    expect(await tap.page.getByTestId('tap-exchange-era').textContent()).toContain('2025-11-25 over HTTP+SSE');
    expect(await tap.page.getByTestId('tap-exchange-era').textContent()).toContain('legacy-era-fixture 1.2.3');
    expect(await tap.page.getByTestId('tap-sse-answer').textContent()).toContain('over SSE');
    const diff = await tap.page.getByTestId('modern-view-difference').allTextContents();
    expect(diff.join('\n')).toContain('/result/resultType');
    await tap.screenshot('sse-tools-call');

    // Closing the client ends the stream: it is recorded with the endpoint it named and the one the tap gave.
    await client.close();
    await tap.open('GET');
    expect(await tap.page.getByTestId('tap-sse-endpoint').textContent()).toMatch(
      /\/messages\?sessionId=.*\/tap\/~sse\//s,
    );
    const changes = await tap.page
      .getByTestId('migration-entry')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-change')));
    expect(changes).toEqual(expect.arrayContaining(['serve-discover', 'replace-http-sse']));
    expect(tap.problems).toEqual({ pageErrors: [], consoleErrors: [], foreignRequests: [] });
    await tap.close();
  });
});
