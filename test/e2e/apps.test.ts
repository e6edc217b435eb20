import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Frame, Locator, Page } from 'playwright-core';
import { HISTORY_DB_NAME } from '../../app/exchange/history/history-db';
import { BRIDGE_LIMITS } from '../../src/index';
import { startLoopbackAppServer, type LoopbackAppServer } from '../fixtures/loopback-app/server';
import { startBasicExampleServer } from './support/ext-apps-example';
import { LivePage } from './support/live-page';
import { useAppAndBrowser } from './support/setup';

// Live's MCP App host against the demo's apps (conforming, broken, hostile) and the official ext-apps example
// server: the View renders on the sandbox port's origin, every bridge message is a judged row, the app's tool
// call is a recorded exchange, and a hostile View is bounded or refused while the inspector keeps working.
const env = useAppAndBrowser();

const opened: LivePage[] = [];
afterEach(async () => {
  for (const live of opened.splice(0)) await live.close();
});
const open = async (divergent = false) => {
  const live = await LivePage.open(env.browser.context, env.app.url);
  opened.push(live);
  if (divergent) await live.page.getByTestId('use-divergent').click();
  await live.connect();
  return live;
};

/** Live connected to a server of its own (not one of the demo's). */
const openOn = async (url: string) => {
  const live = await LivePage.open(env.browser.context, env.app.url);
  opened.push(live);
  await live.connect(url);
  return live;
};

const rows = (page: Page) => page.getByTestId('bridge-message');
const labels = async (page: Page) =>
  rows(page).evaluateAll((items) =>
    items.map((i) => `${i.getAttribute('data-direction')} ${i.getAttribute('data-label')}`),
  );
const rulesOf = async (page: Page) =>
  (await rows(page).evaluateAll((items) => items.map((i) => i.getAttribute('data-rules') ?? ''))).join(' ').split(' ');
const row = (page: Page, label: string): Locator =>
  page.locator(`[data-testid="bridge-message"][data-label="${label}"]`);
const rowText = async (item: Locator) => (await item.locator('pre').textContent({ timeout: 60_000 })) ?? '';

/** The View's frame (cross-origin, reached through Playwright), once its document is the app's. */
async function appFrame(page: Page): Promise<Frame> {
  const handle = await page.getByTestId('mcp-app-frame').elementHandle();
  await expect.poll(async () => (await handle!.contentFrame())?.url() ?? '').toContain('/app');
  return (await handle!.contentFrame())!;
}

describe('the conforming demo app', () => {
  it('renders on the sandbox origin, lists and judges the bridge, records its tool call', async () => {
    const live = await open();
    const { page } = live;
    await live.send('tools/call', { name: 'weather_app', arguments: { city: 'Lyon' } });
    const frame = page.getByTestId('mcp-app-frame');
    await frame.waitFor();
    const src = new URL((await frame.getAttribute('src'))!);
    expect(src.origin).not.toBe(new URL(page.url()).origin);
    expect(src.hostname).toBe('127.0.0.1');
    expect(src.origin).toBe(await page.locator('meta[name="mcp-inspector-sandbox"]').getAttribute('content'));
    expect(await frame.getAttribute('sandbox')).toBe('allow-scripts');
    const view = await appFrame(page);
    await expect.poll(() => view.locator('#out').textContent()).toMatch(/^Lyon: \d+ °C/);
    await expect
      .poll(() => labels(page))
      .toEqual(
        expect.arrayContaining([
          'in ui/notifications/sandbox-proxy-ready',
          'out ui/notifications/sandbox-resource-ready',
          'in ui/initialize',
          'out answer to #1',
          'in ui/notifications/initialized',
          'out ui/notifications/tool-input',
          'out ui/notifications/tool-result',
          'in ui/notifications/size-changed',
        ]),
      );
    expect((await rulesOf(page)).filter(Boolean)).toEqual([]);
    // The answer to ui/initialize carries the host's capabilities and context.
    const init = JSON.parse(await rowText(row(page, 'answer to #1'))) as { result: Record<string, unknown> };
    expect(init.result).toMatchObject({
      hostCapabilities: { serverTools: {} },
      hostContext: { displayMode: 'inline' },
    });

    // The app's Refresh button: tools/call of the app-only weather_refresh, through the send pipeline.
    const before = await live.historyCount();
    await view.locator('#refresh').click();
    const call = row(page, 'tools/call');
    await call.locator('summary').click();
    await call.getByTestId('bridge-exchange').waitFor();
    expect(await live.historyCount()).toBeGreaterThan(before);
    // The server's answer went back to the View as the answer to its request.
    expect(await rowText(row(page, 'answer to #2'))).toContain('(refreshed)');
    await call.getByTestId('bridge-exchange').click();
    await expect.poll(() => page.getByTestId('exchange-view').textContent()).toContain('(refreshed)');
    await frame.waitFor(); // showing the app's own exchange keeps the app open

    // Host context the user sets reaches the View.
    await page.getByTestId('app-theme').selectOption('dark');
    await expect.poll(() => view.locator('body').getAttribute('data-theme')).toBe('dark');
    expect(await labels(page)).toContain('out ui/notifications/host-context-changed');
    // A width typed key by key is taken once, on Enter: one host-context-changed, the frame at that width.
    const width = page.getByTestId('app-width');
    await width.fill('');
    await width.pressSequentially('1200');
    await width.press('Enter');
    const changes = row(page, 'ui/notifications/host-context-changed');
    await expect.poll(() => changes.count()).toBe(2);
    expect(JSON.parse(await rowText(changes.nth(1)))).toEqual({
      jsonrpc: '2.0',
      method: 'ui/notifications/host-context-changed',
      params: { containerDimensions: { width: 1200, maxHeight: 480 } },
    });
    expect(await width.inputValue()).toBe('1200');
    expect(await frame.evaluate((f) => f.style.width)).toBe('1200px');

    // Closing tears the View down first.
    await page.getByTestId('app-close').click();
    await page.getByTestId('app-host').waitFor({ state: 'detached' });
    expect(live.problems.pageErrors).toEqual([]);
    expect(live.problems.foreignRequests).toEqual([]);
  });
});

type Answer = { result?: Record<string, unknown>; error?: { code: number; message: string } };
/**
 * Sends a request as the View itself (from its frame's window, the only source the host hears) and resolves
 * with the answer the View received.
 */
const askAsView = (view: Frame, message: Record<string, unknown>): Promise<Answer> =>
  view.evaluate(
    (m) =>
      new Promise<Answer>((resolve) => {
        const onAnswer = (event: MessageEvent) => {
          const data = event.data as (Answer & { id?: unknown; method?: unknown }) | null;
          if (event.source !== window.parent || !data || data.id !== m['id'] || data.method !== undefined) return;
          window.removeEventListener('message', onAnswer);
          resolve(data);
        };
        window.addEventListener('message', onAnswer);
        window.parent.postMessage({ jsonrpc: '2.0', ...m }, '*');
      }),
    message,
  );

describe('the host answers each request of the View once', () => {
  it('answers a ui/open-link a newer one replaced, then the newer one when the user answers', async () => {
    const live = await open();
    const { page } = live;
    await live.send('tools/call', { name: 'weather_app', arguments: { city: 'Lyon' } });
    const view = await appFrame(page);
    await expect.poll(() => view.locator('#out').textContent()).toMatch(/^Lyon: /);
    const first = askAsView(view, { id: 901, method: 'ui/open-link', params: { url: 'https://example.com/first' } });
    await page.getByTestId('app-link-ask').filter({ hasText: 'https://example.com/first' }).waitFor();
    const second = askAsView(view, { id: 902, method: 'ui/open-link', params: { url: 'https://example.com/second' } });
    await page.getByTestId('app-link-ask').filter({ hasText: 'https://example.com/second' }).waitFor();
    expect(await first).toMatchObject({ result: { isError: true } });
    expect(await row(page, 'answer to #901').locator('summary').textContent()).toContain(
      'a newer ui/open-link replaced it',
    );
    expect(await row(page, 'answer to #902').count()).toBe(0);
    await page.getByTestId('app-link-ask').getByRole('button', { name: 'Refuse' }).click();
    expect(await second).toMatchObject({ result: { isError: true } });
    expect(await row(page, 'answer to #901').count()).toBe(1);
    expect(await page.getByTestId('app-link-ask').count()).toBe(0);
    expect(live.problems.pageErrors).toEqual([]);
  });

  it('answers tools/list with the listed tools the View may call (serverTools), and none from a catalog listed with other credentials', async () => {
    // The divergent demo lists broken_app with a visibility that leaves out app (R-APP-2), beside tools that keep it.
    const live = await open(true);
    const { page } = live;
    await live.send('tools/call', { name: 'weather_app', arguments: { city: 'Lyon' } });
    const view = await appFrame(page);
    await expect.poll(() => view.locator('#out').textContent()).toMatch(/^Lyon: /);
    const answer = await askAsView(view, { id: 901, method: 'tools/list', params: {} });
    const names = (answer.result!['tools'] as { name: string }[]).map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['weather_app', 'weather_refresh', 'hostile_app', 'stock_level']));
    expect(names).not.toContain('broken_app');
    expect(new Set(names).size).toBe(names.length);
    expect(await row(page, 'tools/list').getAttribute('data-rules')).toBe('');

    // A token added after Connect: the catalog shown was listed without it, so the View may call nothing.
    await page.getByRole('button', { name: /^Headers/ }).click();
    await page.getByTestId('add-header').click();
    await page.getByLabel('Header name').fill('Authorization');
    await page.getByLabel('Value of Authorization').fill('Bearer other');
    await page.getByTestId('app-stale-tools').waitFor();
    const before = await live.historyCount();
    await view.locator('#refresh').click();
    await expect.poll(() => view.locator('#out').textContent()).toContain('refresh failed: ');
    const refused = row(page, 'tools/call');
    expect(await refused.locator('summary').textContent()).toContain(
      "Live's catalog is not this View's server's as it is now",
    );
    expect(await refused.getAttribute('data-rules')).toBe('');
    expect(await live.historyCount()).toBe(before);
    expect(await askAsView(view, { id: 902, method: 'tools/list', params: {} })).toMatchObject({
      error: { code: -32603, message: expect.stringContaining('other credentials') },
    });
    expect(live.problems.pageErrors).toEqual([]);
  });
});

describe('a View whose server Live no longer shows', () => {
  it("gets no other server's tools, and its own tool calls are refused with the reason, not blamed on it", async () => {
    // The conforming demo connected once, then the divergent one, whose View stays open while Live goes back.
    const live = await open();
    const { page } = live;
    await page.getByTestId('use-divergent').click();
    await live.connect();
    await live.send('tools/call', { name: 'weather_app', arguments: { city: 'Lyon' } });
    const view = await appFrame(page);
    await expect.poll(() => view.locator('#out').textContent()).toMatch(/^Lyon: /);
    const own = await askAsView(view, { id: 901, method: 'tools/list', params: {} });
    expect((own.result!['tools'] as { name: string }[]).map((t) => t.name)).toContain('hostile_app');
    // Live shows the conforming demo again (its catalog is cached): the View's server is not the one shown.
    await page.getByTestId('use-demo').click();
    await page.getByTestId('app-stale-tools').waitFor();
    expect(await askAsView(view, { id: 902, method: 'tools/list', params: {} })).toMatchObject({
      error: { code: -32603, message: expect.stringContaining('shows another server') },
    });
    const before = await live.historyCount();
    expect(
      await askAsView(view, { id: 903, method: 'tools/call', params: { name: 'weather_refresh', arguments: {} } }),
    ).toMatchObject({ error: { code: -32603 } });
    expect(await row(page, 'tools/call').last().getAttribute('data-rules')).toBe('');
    expect(await live.historyCount()).toBe(before);
    expect(live.problems.pageErrors).toEqual([]);
  });
});

describe('a View opened from the history of a server Live does not show', () => {
  it("gets none of Live's catalog: its tools/list and tool calls are refused unsent with the reason", async () => {
    // The divergent demo's app tool call, then the conforming demo shown (another exchange there closes the View).
    const live = await open();
    const { page } = live;
    await page.getByTestId('use-divergent').click();
    await live.connect();
    await live.send('tools/call', { name: 'weather_app', arguments: { city: 'Lyon' } });
    await expect.poll(async () => (await appFrame(page)).locator('#out').textContent()).toMatch(/^Lyon: /);
    await page.getByTestId('use-demo').click();
    await live.send('ping', {});
    await page.getByTestId('app-host').waitFor({ state: 'detached' });
    // Both demos list weather_app: the divergent demo's call opens its View, though Live lists the conforming one.
    await live.openHistory('tools/call');
    const view = await appFrame(page);
    await expect.poll(() => view.locator('#out').textContent()).toMatch(/^Lyon: /);
    await page.getByTestId('app-stale-tools').waitFor();
    expect(await askAsView(view, { id: 901, method: 'tools/list', params: {} })).toMatchObject({
      error: { code: -32603, message: expect.stringContaining('shows another server') },
    });
    const before = await live.historyCount();
    expect(
      await askAsView(view, { id: 902, method: 'tools/call', params: { name: 'weather_refresh', arguments: {} } }),
    ).toMatchObject({ error: { code: -32603 } });
    const refused = row(page, 'tools/call').last();
    expect(await refused.locator('summary').textContent()).toContain(
      "Live's catalog is not this View's server's as it is now",
    );
    expect(await refused.getAttribute('data-rules')).toBe('');
    expect(await live.historyCount()).toBe(before);
    expect(live.problems.pageErrors).toEqual([]);
  });

  it('kept before the server was recorded: still opens, its server unknown and not guessed, refused with that reason', async () => {
    const live = await open();
    const { page } = live;
    await live.send('tools/call', { name: 'weather_app', arguments: { city: 'Lyon' } });
    await expect.poll(async () => (await appFrame(page)).locator('#out').textContent()).toMatch(/^Lyon: /);
    // The history as an older version stored it (no server on any record), read back by a reload.
    await page.evaluate(forgetServers, HISTORY_DB_NAME);
    await page.reload();
    await live.connect();
    await live.openHistory('tools/call');
    const view = await appFrame(page);
    await expect.poll(() => view.locator('#out').textContent()).toMatch(/^Lyon: /);
    expect(await page.getByTestId('app-stale-tools').textContent()).toContain("this app's server is unknown");
    expect(await askAsView(view, { id: 901, method: 'tools/list', params: {} })).toMatchObject({
      error: { code: -32603, message: expect.stringContaining('does not know which server this View belongs to') },
    });
    expect(live.problems.pageErrors).toEqual([]);
  });
});

/** Runs in the page: drops `server` from every stored exchange, as the history was before it was recorded. */
function forgetServers(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open(name);
    opening.onerror = () => reject(new Error(String(opening.error)));
    opening.onsuccess = () => {
      const db = opening.result;
      const tx = db.transaction('exchanges', 'readwrite');
      const store = tx.objectStore('exchanges');
      const all = store.getAll();
      all.onsuccess = () => {
        for (const record of all.result as Record<string, unknown>[]) {
          delete record['server'];
          store.put(record);
        }
      };
      tx.oncomplete = () => {
        db.close();
        resolve();
      };
      tx.onerror = () => reject(new Error(String(tx.error)));
    };
  });
}

describe("the View's resource requests", () => {
  it('sends resources/list on to the server through Live (serverResources): recorded, answered to the View', async () => {
    const live = await open();
    const { page } = live;
    await live.send('tools/call', { name: 'weather_app', arguments: { city: 'Lyon' } });
    const view = await appFrame(page);
    await expect.poll(() => view.locator('#out').textContent()).toMatch(/^Lyon: /);
    const before = await live.historyCount();
    const answer = await askAsView(view, { id: 901, method: 'resources/list', params: {} });
    expect(Array.isArray(answer.result?.['resources'])).toBe(true);
    expect(answer.error).toBeUndefined();
    const asked = row(page, 'resources/list');
    await asked.locator('summary').click();
    await asked.getByTestId('bridge-exchange').waitFor();
    expect(await live.historyCount()).toBe(before + 1);
    expect(await asked.getAttribute('data-rules')).toBe('');
    expect(live.problems.pageErrors).toEqual([]);
  });
});

describe('the app across a restack', () => {
  it('keeps its one resources/read when the panes stack at 800 px and spread again', async () => {
    const live = await open();
    const { page } = live;
    const reads = () => page.getByTestId('history-entry').filter({ hasText: 'resources/read' }).count();
    const before = await reads();
    await live.send('tools/call', { name: 'weather_app', arguments: { city: 'Lyon' } });
    await appFrame(page);
    await expect.poll(reads).toBe(before + 1);
    for (const width of [800, 1440]) {
      await live.resize(width);
      const view = await appFrame(page);
      await expect.poll(() => view.locator('#out').textContent()).toMatch(/^Lyon: \d+ °C/);
    }
    expect(await reads()).toBe(before + 1);
  });
});

describe('the broken demo app', () => {
  it('flags each mistake with its rule: on the wire and on the bridge', async () => {
    const live = await open(true);
    const { page } = live;
    const refusals = new Map<string, string>();
    page.on('requestfailed', (request) => refusals.set(request.url(), request.failure()?.errorText ?? ''));
    await live.send('tools/call', { name: 'broken_app', arguments: {} });
    const findings = page.getByTestId('app-findings');
    for (const rule of ['R-APP-2', 'R-APP-3', 'R-APP-8', 'R-APP-4', 'R-APP-6', 'R-APP-9', 'R-APP-10'])
      await findings.locator(`[data-rule="${rule}"]`).first().waitFor();
    for (const rule of ['R-APP-12', 'R-APP-13', 'R-APP-14', 'R-APP-15', 'R-APP-16', 'R-APP-17', 'R-APP-18'])
      await expect.poll(() => rulesOf(page), { message: rule }).toContain(rule);
    // The tool its visibility keeps from apps was refused, never sent.
    const refused = row(page, 'tools/call');
    expect(await refused.getAttribute('data-rules')).toContain('R-APP-17');
    expect(await refused.locator('summary').textContent()).toContain('refused');
    const csp = page.locator('[data-testid="bridge-message"][data-label="csp"]').first();
    await csp.locator('summary').click();
    expect(await csp.textContent()).toContain('https://cdn.example.com (img-src)');
    expect(live.problems.pageErrors).toEqual([]);
    // The image it tried is the only request for another host, and the CSP refused it before it left.
    await expect.poll(() => refusals.get('https://cdn.example.com/sun.png')).toBe('csp');
    expect(live.problems.foreignRequests).toEqual(['https://cdn.example.com/sun.png']);
  });
});

describe('a hostile app', () => {
  const attack = async (name: string, opened?: (live: LivePage) => void) => {
    const live = await open(true);
    opened?.(live);
    await live.send('tools/call', { name: 'hostile_app', arguments: { attack: name } });
    // An app that navigates at once can be stopped before its frame is ever seen: that attack waits for the notice.
    await live.page.getByTestId(name === 'navigate' ? 'app-stopped' : 'mcp-app-frame').waitFor();
    return live;
  };
  /** The inspector still works: a request sent from Live gets its judged answer. */
  const stillWorks = async (live: LivePage) => {
    await live.send('tools/list', {});
    expect(await live.verdict()).toBeTruthy();
    expect(live.problems.pageErrors).toEqual([]);
    expect(live.problems.foreignRequests).toEqual([]);
  };

  it('cannot reach the inspector: its document, storage, cookies, relay and token are out of reach', async () => {
    const live = await attack('escape');
    const log = row(live.page, 'notifications/message');
    await log.waitFor();
    const tries = (JSON.parse(await rowText(log)) as { params: { data: { escape: Record<string, string> } } }).params
      .data.escape;
    expect(Object.keys(tries).sort()).toEqual(
      ['cookie', 'indexedDB', 'localStorage', 'parentDocument', 'parentStorage', 'relay', 'topNavigation'].sort(),
    );
    for (const [what, outcome] of Object.entries(tries)) expect(outcome, what).toMatch(/^refused: /);
    expect(new URL(live.page.url()).hash).toBe('#/live');
    await stillWorks(live);
  });

  it('floods postMessage: bounded at 200 a second, the rest dropped and said, the list capped', async () => {
    const live = await attack('flood');
    const flood = live.page.locator('[data-testid="bridge-message"][data-label="flood"]').first();
    await flood.waitFor();
    expect(await flood.getAttribute('data-rules')).toBe('R-APP-19');
    expect(await flood.locator('summary').textContent()).toContain('dropped unread: over 200 messages a second');
    expect(await rows(live.page).count()).toBeLessThanOrEqual(1000);
    await stillWorks(live);
  });

  it('sends a 50 MB message: refused unread', async () => {
    const live = await attack('huge');
    const huge = live.page.locator('[data-testid="bridge-message"][data-label="too-big"]');
    await huge.waitFor();
    expect(await huge.getAttribute('data-rules')).toBe('R-APP-19');
    expect(await huge.locator('summary').textContent()).toContain('refused unread: over 4 MiB');
    expect(await live.page.locator('[data-testid="bridge-message"][data-label="notifications/message"]').count()).toBe(
      0,
    );
    await stillWorks(live);
  });

  it('navigates its frame (to a looser CSP): stopped, never given its HTML again', async () => {
    const live = await attack('navigate');
    await live.page.getByTestId('app-stopped').waitFor();
    expect(await live.page.getByTestId('app-stopped').textContent()).toContain('navigated its frame');
    expect(await live.page.getByTestId('mcp-app-frame').count()).toBe(0);
    const navigate = live.page.locator('[data-testid="bridge-message"][data-label="navigate"]');
    expect(await navigate.getAttribute('data-rules')).toBe('R-APP-20');
    expect(await row(live.page, 'ui/notifications/sandbox-resource-ready').count()).toBe(1);
    await stillWorks(live);
  });

  it(`bursts 24 slow tool calls: past ${BRIDGE_LIMITS.maxInFlight} waiting for the server, each refused unsent and said why`, async () => {
    const live = await attack('burst');
    const calls = live.page.locator('[data-testid="bridge-message"][data-direction="in"][data-label="tools/call"]');
    await expect.poll(() => calls.count()).toBe(24);
    const refused = calls.and(live.page.locator('[data-rules~="R-APP-19"]'));
    // Each call of count_slowly takes 6 s: the first ones are still waiting when the burst's last arrives.
    expect(await refused.count()).toBe(24 - BRIDGE_LIMITS.maxInFlight);
    expect(await refused.first().locator('summary').textContent()).toContain(
      `refused unsent: ${BRIDGE_LIMITS.maxInFlight} calls already wait for the server`,
    );
    const answer = row(live.page, 'answer to #123');
    expect(JSON.parse(await rowText(answer))).toMatchObject({
      error: { code: -32603, message: expect.stringContaining('wait for an answer') },
    });
    await stillWorks(live);
  });

  it('calls a tool the server never listed: refused unsent (R-APP-22), nothing recorded', async () => {
    const live = await attack('unlisted');
    const before = await live.historyCount();
    const call = row(live.page, 'tools/call');
    await call.waitFor();
    expect(await call.getAttribute('data-rules')).toBe('R-APP-22');
    expect(JSON.parse(await rowText(row(live.page, 'answer to #2')))).toMatchObject({
      error: { code: -32602, message: expect.stringContaining("not among the server's listed tools") },
    });
    expect(await call.locator('summary').textContent()).toContain('refused: the server did not list this tool');
    expect(await call.getByTestId('bridge-exchange').count()).toBe(0);
    expect(await live.historyCount()).toBe(before);
    await stillWorks(live);
  });

  it('opens a window: refused by the sandbox, said why', async () => {
    const newPages: string[] = [];
    const onPage = (p: Page) => newPages.push(p.url());
    const live = await attack('popup', () => env.browser.context.on('page', onPage));
    onTestFinished(() => void env.browser.context.off('page', onPage));
    const popup = live.page.locator('[data-testid="bridge-message"][data-label="window-open"]');
    await popup.waitFor();
    expect(await popup.getAttribute('data-rules')).toBe('R-APP-20');
    expect(await popup.locator('summary').textContent()).toContain('refused by the sandbox (no allow-popups)');
    // The app logs what window.open gave it, after the call returned: null, and no tab was opened.
    const said = row(live.page, 'notifications/message');
    expect(JSON.parse(await rowText(said))).toMatchObject({ params: { data: { popup: 'refused' } } });
    expect(newPages).toEqual([]);
    await stillWorks(live);
  });
});

describe('an app that declares loopback origins to connect to', () => {
  let server: LoopbackAppServer;
  beforeAll(async () => {
    server = await startLoopbackAppServer();
  });
  afterAll(() => server?.close());

  it("flags them (R-APP-23); the sandbox leaves out the inspector's own origin, keeps the app's server", async () => {
    const live = await openOn(server.url);
    const { page } = live;
    await live.send('tools/call', { name: 'local_app', arguments: {} });
    const log = row(page, 'notifications/message');
    await log.waitFor();
    const tries = (JSON.parse(await rowText(log)) as { params: { data: { loopback: Record<string, string> } } }).params
      .data.loopback;
    expect(tries).toEqual({ inspectorRelay: expect.stringMatching(/^refused: /), ownServer: 'reached: 200' });
    const findings = page.getByTestId('app-findings');
    const flagged = findings.locator('[data-rule="R-APP-23"]');
    await expect.poll(() => flagged.count()).toBe(2);
    const said = (await findings.textContent()) ?? '';
    expect(said).toContain("http://127.0.0.1:*, which reaches this inspector's own origin");
    expect(said).toContain(`${server.origin}, the user's own machine`);
    // The refusal of the relay says its true reason: declared, but the inspector's own origin (not "undeclared").
    const refusal = page.locator('[data-testid="bridge-message"][data-label="csp"]').first();
    await refusal.waitFor();
    expect(await refusal.getAttribute('data-rules')).toBe('R-APP-23');
    expect(await refusal.locator('summary').textContent()).toContain(
      "declared, but it reaches this inspector's own origin",
    );
    expect(live.problems.pageErrors).toEqual([]);
  });
});

describe('the official ext-apps example server (server-basic-vanillajs)', () => {
  let server: Awaited<ReturnType<typeof startBasicExampleServer>>;
  beforeAll(async () => {
    server = await startBasicExampleServer();
  });
  afterAll(() => server?.close());

  it('renders get-time on another origin, judges its bridge and records its tool call', async () => {
    const live = await openOn(server.url);
    const { page } = live;
    await live.send('tools/call', { name: 'get-time', arguments: {} });
    const frame = page.getByTestId('mcp-app-frame');
    await frame.waitFor();
    expect(new URL((await frame.getAttribute('src'))!).origin).not.toBe(new URL(page.url()).origin);
    await expect
      .poll(() => labels(page))
      .toEqual(
        expect.arrayContaining([
          'in ui/initialize',
          'in ui/notifications/initialized',
          'out ui/notifications/tool-result',
        ]),
      );
    const before = await live.historyCount();
    const view = await appFrame(page);
    await view.locator('#get-time-btn').click();
    const call = row(page, 'tools/call');
    await call.locator('summary').click();
    await call.getByTestId('bridge-exchange').waitFor();
    expect(await live.historyCount()).toBeGreaterThan(before);
    // Its bundled validator tests whether eval works (the CSP refuses it: R-APP-21, info); nothing else is flagged.
    await expect.poll(() => view.locator('#server-time').textContent()).toMatch(/^\d{4}-\d\d-\d\dT/);
    // The example speaks a 2025 era: its View's calls go inside Live's legacy session, in the tool call's
    // conversation, so each one shown keeps the View (a second call reaches the same View, nothing tore it down).
    await page.getByTestId('legacy-server').first().waitFor();
    await view.locator('#get-time-btn').click();
    const calls = page.locator('[data-testid="bridge-message"][data-direction="in"][data-label="tools/call"]');
    await expect.poll(() => calls.count()).toBe(2);
    await calls.nth(1).locator('summary').click();
    await calls.nth(1).getByTestId('bridge-exchange').waitFor();
    await calls.nth(1).getByTestId('bridge-exchange').click();
    await expect.poll(() => page.getByTestId('exchange-view').textContent()).toMatch(/\d{4}-\d\d-\d\dT/);
    expect(await page.getByTestId('mcp-app-frame').count()).toBe(1);
    expect(await row(page, 'ui/resource-teardown').count()).toBe(0);
    expect((await rulesOf(page)).filter((r) => r && r !== 'R-APP-21')).toEqual([]);
    // Asked by the View, the host lists the example server's tools (each visible to apps) from Live's catalog.
    const tools = (await askAsView(view, { id: 901, method: 'tools/list', params: {} })).result!['tools'] as {
      name: string;
    }[];
    expect(tools.map((t) => t.name)).toContain('get-time');
    expect(live.problems.pageErrors).toEqual([]);
  });
});
