import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileMcp } from '../fixtures/hostile-mcp/server';
import { startLegacySdkServer, type LegacySdkServerHandle } from '../fixtures/legacy-era/server';
import { startSdkServer, type SdkServerHandle } from '../fixtures/sdk-server/server';
import {
  gatedSse,
  stallsAfterHead,
  startUpstream,
  type Upstream,
  type UpstreamHandler,
} from '../fixtures/upstreams/server';
import { RUN_FOLDER_ENV } from './support/run-folder';
import { useLiveTabs } from './support/live-tabs';

const { env, open } = useLiveTabs();
const noProblems = { pageErrors: [], consoleErrors: [], foreignRequests: [] };
let sdk: SdkServerHandle;
let legacy: LegacySdkServerHandle;
let hostile: Upstream;

beforeAll(async () => {
  sdk = await startSdkServer();
  legacy = await startLegacySdkServer();
  hostile = await startUpstream(hostileMcp());
});
afterAll(async () => {
  await sdk?.close();
  await legacy?.close();
  await hostile?.close();
});

const errors = (fs: { severity: string }[]) => fs.filter((f) => f.severity === 'error');

/** A stream that never ends: a progress notification every `everyMs`, until the client goes away. */
const floodsFrames =
  (everyMs: number): UpstreamHandler =>
  (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'X-Accel-Buffering': 'no' });
    let n = 0;
    const timer = setInterval(() => {
      n += 1;
      res.write(
        `data: {"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"t","progress":${n}}}\n\n`,
      );
    }, everyMs);
    res.on('close', () => clearInterval(timer));
  };

/** The number in "12,345 frames so far; …". */
const framesSoFar = (text: string | null): number => Number((text ?? '').split(' ')[0]?.replace(/,/g, '') ?? 0);

describe('Live in Chromium, against real servers', () => {
  it('connects to the embedded demo server at once: discover, lists, a call and a read, no findings', async () => {
    const live = await open();
    await live.connect();
    expect(await live.page.getByTestId('server-info').textContent()).toMatch(/mcp-shape-inspector-demo/);
    expect(await live.verdict()).toBe('pass');
    expect(await live.page.locator('[data-testid="history-entry"][data-verdict="pass"]').count()).toBe(
      await live.historyCount(),
    );
    // resources/list is paginated on purpose (4 a page): connecting follows nextCursor to list them all.
    const resources = await live.page.getByTestId('catalog').locator('summary', { hasText: 'Resources' }).textContent();
    expect(Number(/\((\d+)\)/.exec(resources ?? '')?.[1])).toBeGreaterThan(4);
    await live.screenshot('demo-connected');
    await live.send('tools/call', { name: 'forecast', arguments: { region: 'north', days: 2 } });
    expect(await live.findings()).toEqual([]);
    await live.send('resources/read', { uri: 'demo://readme' });
    expect(await live.findings()).toEqual([]);
    await expect.poll(() => live.page.getByTestId('freshness').textContent()).toMatch(/Fresh for \d+ s more/);
    await live.screenshot('demo-read');
    expect(live.problems).toEqual(noProblems);
  });

  it('marks each divergence of /demo/divergent where it is, with its spec link', async () => {
    const live = await open();
    await live.page.getByTestId('use-divergent').click();
    await live.connect();
    await live.openHistory('server/discover');
    const rules = (await live.findings()).map((f) => f.rule);
    expect(new Set(rules).size).toBeGreaterThanOrEqual(3);
    expect(rules).toEqual(expect.arrayContaining(['R-RESULT-TYPE-1', 'R-HTTP-7']));
    await expect.poll(async () => (await live.responseMarkers()).length).toBeGreaterThanOrEqual(3);
    // Each finding links its catalogue entry (served by the app) and its spec section.
    const finding = live.page.locator('[data-testid="exchange-view"] [data-rule="R-RESULT-TYPE-1"]').first();
    expect(await finding.locator('a[href^="rules.html#"]').first().getAttribute('href')).toBe(
      'rules.html#R-RESULT-TYPE-1',
    );
    expect(await finding.locator('a.finding-spec').getAttribute('href')).toMatch(
      /^https:\/\/modelcontextprotocol\.io\//,
    );
    await live.screenshot('divergent-discover');
    expect(live.problems).toEqual(noProblems);
  });

  it('#/live?url= fills in a server on the official SDK; Connect connects with no error finding', async () => {
    const params = JSON.stringify({ name: 'echo', arguments: { message: 'from a link' } });
    const live = await open(
      `#/live?url=${encodeURIComponent(sdk.url)}&method=tools/call&params=${encodeURIComponent(params)}`,
    );
    await expect.poll(() => live.page.getByTestId('server-url').inputValue()).toBe(sdk.url);
    expect(await live.page.getByTestId('live-method').inputValue()).toBe('tools/call');
    await live.page.locator('[data-testid="live-params"][data-editor-ready="true"]').waitFor();
    expect(
      await live.page.evaluate(() => window.__shapeInspectorEditors?.['inmemory://live/params.json']?.getValue()),
    ).toBe(params);
    expect(await live.historyCount()).toBe(0);
    await live.connect();
    await expect.poll(() => live.page.getByTestId('server-info').textContent()).toMatch(/shape-inspector-fixture/);
    await live.settled();
    expect(errors(await live.findings())).toEqual([]);
    await live.send('tools/call', { name: 'echo', arguments: { message: 'hi' } });
    expect(errors(await live.findings())).toEqual([]);
    expect(live.problems).toEqual(noProblems);
  });

  it('names a 2025-era server as such and what it must change', async () => {
    const live = await open();
    await live.connect(legacy.url);
    await expect.poll(() => live.page.getByTestId('legacy-server').textContent()).toMatch(/2025-11-25/);
    // Auto connects in its era; the migration panel names what 2026-07-28 asks of it.
    await expect.poll(() => live.page.getByTestId('migration-entry').count()).toBeGreaterThan(0);
    await live.screenshot('legacy-server');
  });

  it('shows every string of a hostile server as text; nothing it sends runs', async () => {
    const live = await open();
    await live.connect(hostile.url);
    expect(await live.page.getByTestId('server-info').textContent()).toContain('<script>');
    await live.send('tools/call', { name: 'x', arguments: {} });
    await live.send('no/such', {});
    await live.page.getByRole('tab', { name: 'Raw, as received' }).click();
    expect(await live.page.getByTestId('raw-body').textContent()).toContain('onerror');
    expect(await live.page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await live.page.locator('img[src="x"], img[src^="http://127.0.0.1:9"]').count()).toBe(0);
    expect(hostile.received.length).toBeGreaterThanOrEqual(3);
    await live.screenshot('hostile');
    expect(live.problems.pageErrors).toEqual([]);
  });

  it('shows SSE frames as they arrive, before the stream ends', async () => {
    const gated = gatedSse();
    const upstream = await startUpstream(gated.handler);
    try {
      const live = await open();
      await live.page.getByTestId('server-url').fill(upstream.url);
      await live.page.getByTestId('live-method').fill('tools/call');
      await live.page.getByTestId('send-button').click();
      await expect.poll(() => live.page.getByTestId('sse-frame').count()).toBe(1);
      expect(await live.page.locator('[data-exchange-settled="true"]').count()).toBe(0);
      await live.screenshot('sse-streaming');
      gated.release();
      await live.settled();
      await expect.poll(() => live.page.getByTestId('sse-frame').count()).toBe(2);
    } finally {
      gated.release();
      await upstream.close();
    }
  });

  it('Stop ends a stream that never ends, keeps what arrived and closes the connection; Send works meanwhile', async () => {
    const stalled = await startUpstream(stallsAfterHead());
    try {
      const live = await open();
      await live.page.getByTestId('server-url').fill(stalled.url);
      await live.page.getByTestId('live-method').fill('subscriptions/listen');
      await live.page.getByTestId('send-button').click();
      await expect.poll(() => live.page.getByTestId('sse-frame').count()).toBe(1);
      const stop = live.page.getByRole('button', { name: 'Stop', exact: true });
      await stop.waitFor();
      // A new Send is not blocked by the open stream: it lets the old one go and shows its own answer.
      expect(await live.page.getByTestId('send-button').isEnabled()).toBe(true);
      await stop.click();
      await stalled.closed;
      await live.settled();
      expect(await live.page.getByTestId('transport-error').textContent()).toMatch(/stopped/i);
      expect(await live.verdict()).toBe('transport');
      await live.page.getByRole('tab', { name: 'Raw, as received' }).click();
      expect(await live.page.getByTestId('raw-body').textContent()).toContain('notifications/progress');
      await stop.waitFor({ state: 'detached' });
      expect(await live.historyCount()).toBe(1);
    } finally {
      await stalled.close();
    }
  });

  it('an older send never finishes a newer one: a new Send lets the open stream go and shows its own answer', async () => {
    const stalled = await startUpstream(stallsAfterHead());
    try {
      const live = await open();
      await live.page.getByTestId('server-url').fill(stalled.url);
      await live.page.getByTestId('live-method').fill('tools/call');
      await live.page.getByTestId('send-button').click();
      await expect.poll(() => live.page.getByTestId('sse-frame').count()).toBe(1);
      await live.page.getByTestId('server-url').fill('');
      await live.send('server/discover', {});
      await stalled.closed;
      await expect.poll(() => live.page.getByTestId('live-verdict').textContent()).toBe('pass');
      await expect.poll(() => live.historyCount()).toBe(2);
      await live.page.getByRole('button', { name: 'Stop', exact: true }).waitFor({ state: 'detached' });
      expect(await live.page.getByTestId('exchange-view').getAttribute('data-verdict')).toBe('pass');
    } finally {
      await stalled.close();
    }
  });

  it('an answer that never ends (a frame every 2 ms) stays responsive, shows a bounded window, survives a reload', async () => {
    const flood = await startUpstream(floodsFrames(2));
    try {
      const live = await open();
      await live.page.getByTestId('server-url').fill(flood.url);
      await live.page.getByTestId('live-method').fill('tools/call');
      await live.page.getByTestId('send-button').click();
      const count = live.page.getByTestId('sse-frame-count');
      await expect.poll(async () => framesSoFar(await count.textContent())).toBeGreaterThan(1500);
      expect(await live.page.getByTestId('sse-frame').count()).toBeLessThanOrEqual(200);
      // The main thread still answers promptly while frames keep arriving.
      const started = Date.now();
      await live.page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
      expect(Date.now() - started).toBeLessThan(2000);
      await live.page.reload();
      await live.page.getByTestId('live-screen').waitFor();
      await expect.poll(() => live.historyCount()).toBe(1);
      await live.page.getByTestId('history-entry').first().locator('button').first().click();
      await live.settled();
      expect(await live.page.getByTestId('transport-error').textContent()).toMatch(/still arriving/);
      await live.page.getByRole('tab', { name: 'Raw, as received' }).click();
      expect(await live.page.getByTestId('raw-body').textContent()).toContain('notifications/progress');
    } finally {
      await flood.close();
    }
  });

  it('keeps the server summary and lists when you leave Live and come back, without sending again', async () => {
    const live = await open();
    await live.connect();
    const sent = await live.historyCount();
    const tools = await live.page.getByTestId('catalog').textContent();
    await live.page.getByRole('link', { name: 'Scan', exact: true }).click();
    await live.page.getByTestId('scan-screen').waitFor();
    await live.page.getByRole('link', { name: 'Live', exact: true }).click();
    await live.page.getByTestId('live-screen').waitFor();
    expect(await live.page.getByTestId('server-info').textContent()).toMatch(/mcp-shape-inspector-demo/);
    expect(await live.page.getByTestId('catalog').textContent()).toBe(tools);
    expect(await live.historyCount()).toBe(sent);
  });

  it('the Learn listen step closes its streams: after many visits Live still reaches the demo', async () => {
    const live = await open();
    for (let visit = 0; visit < 8; visit++) {
      await live.page.evaluate(() => (window.location.hash = '#/learn/listen'));
      await live.page.getByTestId('live-example').waitFor();
      // Leave while the example's stream may still be open (waiting for its first update).
      await live.page.evaluate(() => (window.location.hash = '#/learn'));
      await live.page.getByTestId('learn-overview').waitFor();
    }
    await live.page.evaluate(() => (window.location.hash = '#/live'));
    await live.page.getByTestId('live-screen').waitFor();
    await live.connect();
    expect(await live.page.getByTestId('server-info').textContent()).toMatch(/mcp-shape-inspector-demo/);
  });

  it('keeps the history across a reload; re-sends; copies a curl command that works in a shell', async () => {
    const live = await open();
    await env.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.app.url });
    await live.connect();
    const count = await live.historyCount();
    await live.page.reload();
    await live.page.getByTestId('live-screen').waitFor();
    await expect.poll(() => live.historyCount()).toBe(count);
    await live.page.getByTestId('resend').first().click();
    await expect.poll(() => live.historyCount()).toBe(count + 1);
    await live.page.getByTestId('live-method').fill('tools/list');
    await live.page.getByTestId('copy-curl').click();
    const curl = await live.page.evaluate(() => navigator.clipboard.readText());
    expect(curl).toMatch(/^curl -sS -N -X POST /);
    // Asynchronously: the app server answering curl runs in this process.
    const { stdout } = await promisify(execFile)('sh', ['-c', curl], { timeout: 60_000 });
    const answer = JSON.parse(stdout) as {
      result?: { tools?: unknown[] };
    };
    expect(answer.result?.tools?.length).toBeGreaterThan(0);
    expect(live.problems).toEqual(noProblems);
  });

  it('exports the session as HAR and judges it again on import', async () => {
    const live = await open();
    await live.page.getByTestId('use-divergent').click();
    await live.connect();
    const count = await live.historyCount();
    const [download] = await Promise.all([
      live.page.waitForEvent('download'),
      live.page.getByTestId('export-har').click(),
    ]);
    const path = await download.path();
    const har = JSON.parse(readFileSync(path, 'utf8')) as { log: { entries: unknown[] } };
    expect(har.log.entries).toHaveLength(count);
    // Clear asks first; then the file brings every exchange back, judged again.
    live.page.once('dialog', (dialog) => void dialog.accept());
    await live.page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect.poll(() => live.historyCount()).toBe(0);
    const workers: string[] = [];
    live.page.on('worker', (worker) => workers.push(worker.url()));
    await live.page.getByTestId('import-file').setInputFiles(path);
    await expect.poll(() => live.page.getByTestId('notice').textContent()).toMatch(`Imported and judged ${count}`);
    await expect.poll(() => live.historyCount()).toBe(count);
    // The same file again adds nothing twice, and says so.
    await live.page.getByTestId('import-file').setInputFiles([]);
    await live.page.getByTestId('import-file').setInputFiles(path);
    await expect
      .poll(() => live.page.getByTestId('notice').textContent())
      .toMatch(`Imported and judged 0 MCP exchange(s) from`);
    expect(await live.page.getByTestId('notice').textContent()).toMatch(`${count} already in the history`);
    expect(await live.historyCount()).toBe(count);
    expect(await live.page.locator('[data-testid="history-entry"][data-verdict="fail"]').count()).toBeGreaterThan(1);
    // The built app judged the file in its judge worker (bundled as a worker chunk), not on the page's thread.
    expect(workers.some((url) => /judge\.worker/.test(url))).toBe(true);
    await live.screenshot('har-imported');
  });

  it('imports a HAR far over the cap with future dates without dropping a kept exchange', async () => {
    const live = await open();
    await live.connect();
    const before = await live.historyCount();
    const [download] = await Promise.all([
      live.page.waitForEvent('download'),
      live.page.getByTestId('export-har').click(),
    ]);
    const har = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
      log: { entries: Array<Record<string, unknown>> };
    };
    const entry = har.log.entries[0]!;
    // 20,000 entries dated in the future (and some not dates at all): none may push out what the history holds.
    const entries = Array.from({ length: 20_000 }, (_, i) => ({
      ...entry,
      startedDateTime: i % 10 === 0 ? 'not a date' : new Date(Date.UTC(2099, 0, 1) + i * 1000).toISOString(),
    }));
    // Handed over as a path, not a buffer: Playwright sends a buffer's 44 MB through the protocol (about 15 s).
    const file = join(process.env[RUN_FOLDER_ENV] ?? tmpdir(), 'future.har');
    writeFileSync(file, JSON.stringify({ log: { ...har.log, entries } }));
    await live.page.getByTestId('import-file').setInputFiles(file);
    await expect
      .poll(() => live.page.getByTestId('notice').textContent())
      .toMatch(/not imported: the history keeps 500/);
    expect(await live.historyCount()).toBe(500);
    const notice = (await live.page.getByTestId('notice').textContent()) ?? '';
    const imported = Number(/Imported and judged (\d+)/.exec(notice)?.[1]);
    expect(imported).toBe(500 - before);
    await live.screenshot('har-over-cap');
  });

  it('in direct mode, says which CORS headers a server must send instead of "failed to fetch"', async () => {
    const live = await open();
    await live.page.getByTestId('transport-mode').selectOption('direct');
    await live.page.getByTestId('server-url').fill(sdk.url);
    await live.page.getByTestId('connect-button').click();
    await expect
      .poll(() => live.page.getByTestId('transport-error').textContent())
      .toMatch(/Access-Control-Allow-Origin/);
    expect(await live.page.getByTestId('transport-error').textContent()).toMatch(/mcp-protocol-version, mcp-method/);
    await live.screenshot('direct-cors');
  });

  it('masks secrets in the UI, HAR and curl unless revealed, and never saves them unless asked', async () => {
    const live = await open();
    await env.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.app.url });
    await live.page.getByRole('button', { name: /^Headers/ }).click();
    await live.page.getByTestId('add-header').click();
    await live.page.getByLabel('Header name').fill('Authorization');
    await live.page.getByLabel('Value of Authorization').fill('Bearer top-secret');
    await live.connect();
    await live.page.getByRole('tab', { name: 'Request' }).click();
    expect(await live.page.getByTestId('request-headers').textContent()).toContain('Bearer ••••••');
    expect(await live.page.getByTestId('request-headers').textContent()).not.toContain('top-secret');
    await live.page.getByTestId('copy-curl').click();
    expect(await live.page.evaluate(() => navigator.clipboard.readText())).not.toContain('top-secret');
    const [download] = await Promise.all([
      live.page.waitForEvent('download'),
      live.page.getByTestId('export-har').click(),
    ]);
    expect(readFileSync(await download.path(), 'utf8')).not.toContain('top-secret');
    const saved = await live.page.evaluate(() => localStorage.getItem('shape-inspector:live') ?? '');
    expect(saved).not.toContain('top-secret');
    await live.page.getByTestId('reveal-secrets').check();
    expect(await live.page.getByTestId('request-headers').textContent()).toContain('Bearer top-secret');
    await live.page.getByTestId('copy-curl').click();
    expect(await live.page.evaluate(() => navigator.clipboard.readText())).toContain('Bearer top-secret');
    await live.screenshot('secrets-revealed');
  });

  it("validates tools/call params against the tool's inputSchema in the params editor", async () => {
    const live = await open();
    await live.connect();
    await live.page.getByTestId('catalog-forecast').click();
    await live.page.locator('[data-testid="live-params"][data-editor-ready="true"]').waitFor();
    await live.page.evaluate(
      (text) => window.__shapeInspectorEditors?.['inmemory://live/params.json']?.setValue(text),
      JSON.stringify({ name: 'forecast', arguments: { region: 7 } }),
    );
    await expect
      .poll(
        async () =>
          (
            (await live.page.evaluate(
              () => window.__shapeInspectorEditors?.['inmemory://live/params.json']?.getMarkers() ?? [],
            )) as { owner: string }[]
          ).filter((m) => m.owner === 'shape-inspector-schema').length,
      )
      .toBeGreaterThan(0);
    await live.screenshot('params-schema');
  });
});
