import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { startUpstream, type Upstream, type UpstreamHandler } from '../fixtures/upstreams/server';
import type { LivePage } from './support/live-page';
import { useLiveTabs } from './support/live-tabs';

const { open } = useLiveTabs();

/** The control shows whole inside an 800 px wide viewport (after the 1440 px run), and a screenshot is kept. */
async function at800(live: LivePage, control: Locator, name: string): Promise<void> {
  await live.screenshot(`${name}-1440`);
  await live.resize(800);
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(800);
  await live.screenshot(`${name}-800`);
}

/** An upstream that answers every request with `result(method)`, its members in the order written. */
const answers =
  (result: (method: string) => string): UpstreamHandler =>
  (_req, res, received) => {
    const { id, method } = JSON.parse(received.body) as { id: number; method: string };
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(`{"result":${result(method)},"id":${id},"jsonrpc":"2.0"}`);
  };

let reordered: Upstream;
let incomplete: Upstream;
let big: Upstream;
let htmlPage: Upstream;
let otherTools: Upstream;
const BIG = 100_000;
const bigTools = JSON.stringify({
  resultType: 'complete',
  ttlMs: 60000,
  cacheScope: 'public',
  tools: Array.from({ length: BIG }, (_, i) => ({
    name: `tool_${i}`,
    description: `Tool number ${i}`,
    inputSchema: { type: 'object' },
  })),
});

beforeAll(async () => {
  reordered = await startUpstream(
    answers(() => '{"cacheScope":"private","ttlMs":60000,"resultType":"complete","tools":[]}'),
  );
  incomplete = await startUpstream(answers(() => '{"tools":[],"ttlMs":60000,"cacheScope":"private"}'));
  big = await startUpstream(
    answers((method) =>
      method === 'server/discover'
        ? JSON.stringify({
            resultType: 'complete',
            supportedVersions: ['2026-07-28'],
            capabilities: { tools: {} },
            _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'big\u202Eserver', version: '1' } },
          })
        : bigTools,
    ),
  );
  // A mistyped path on a web server: an HTML 404 page, no JSON-RPC.
  htmlPage = await startUpstream((_req, res) =>
    res.writeHead(404, { 'Content-Type': 'text/html' }).end('<!doctype html><title>Not found</title>'),
  );
  otherTools = await startUpstream(
    answers((method) =>
      method === 'server/discover'
        ? '{"resultType":"complete","supportedVersions":["2026-07-28"],"capabilities":{"tools":{}}}'
        : '{"resultType":"complete","tools":[{"name":"other_tool","inputSchema":{"type":"object"}}]}',
    ),
  );
});
afterAll(async () => {
  await htmlPage?.close();
  await otherTools?.close();
  await reordered?.close();
  await incomplete?.close();
  await big?.close();
});

const expectedPanel = async (live: LivePage) => {
  await live.page.locator('details.expected > summary').click();
  return live.page.locator('details.expected');
};

describe('Live: sent vs expected compares by meaning', () => {
  it('member order alone is "identical apart from member order"; a missing member is listed by pointer', async () => {
    const live = await open();
    await live.page.getByTestId('server-url').fill(reordered.url);
    await live.send('tools/list', {});
    const panel = await expectedPanel(live);
    await expect.poll(() => panel.getByTestId('expected-same').getAttribute('data-compare')).toBe('reordered');
    expect(await panel.textContent()).toContain('identical apart from member order');
    expect(await panel.getByTestId('expected-diff').count()).toBe(0);
    await at800(live, panel, 'expected-reordered');

    await live.resize(1440);
    await live.page.getByTestId('server-url').fill(incomplete.url);
    await live.send('tools/list', {});
    const second = await expectedPanel(live);
    const differences = second.getByTestId('expected-differences');
    await differences.waitFor();
    expect(await differences.textContent()).toContain('/result/resultType');
    expect(await second.getByTestId('expected-diff').count()).toBe(1);
    await at800(live, second, 'expected-different');
  });
});

describe('Live: stale answers are marked', () => {
  it('an answer from the previous server, or shown under invalid params, says it is stale', async () => {
    const live = await open();
    await live.page.getByTestId('server-url').fill(reordered.url);
    await live.send('ping', {});
    expect(await live.page.getByTestId('stale-answer').count()).toBe(0);
    await live.setParams('{"broken":');
    await expect.poll(() => live.page.getByTestId('stale-answer').getAttribute('data-stale')).toBe('params');
    await live.setParams('{}');
    await expect.poll(() => live.page.getByTestId('stale-answer').count()).toBe(0);
    await live.connect(incomplete.url);
    // Connecting shows the new server's discover; the old answer, opened again, is marked as another server's.
    await live.openHistory('ping');
    const note = live.page.getByTestId('stale-answer');
    await expect.poll(() => note.getAttribute('data-stale')).toBe('server');
    expect(await note.textContent()).toContain(reordered.url);
    await at800(live, note, 'stale');
  });
});

describe.each([
  { width: 1440, height: 900 },
  { width: 800, height: 900 },
])('Live at $width px is styled by its own stylesheet', (size) => {
  it('the connect bar is a flex row and the panes side by side, or stacked (nothing of live.css is missing)', async () => {
    const live = await open();
    await live.resize(size.width);
    const style = (selector: string, property: 'display' | 'overflow') =>
      live.page
        .locator(selector)
        .first()
        .evaluate((el, p) => getComputedStyle(el)[p], property);
    expect(await style('.connect-bar', 'display')).toBe('flex');
    expect(await style('.live', 'display')).toBe('flex');
    expect(await style('.live-pane', 'overflow')).toBe(size.width > 800 ? 'auto' : 'visible');
    // Three panes side by side when wide, one under the other at 800 px.
    const left = async (pane: string) => (await live.page.getByTestId(`pane-${pane}`).boundingBox())?.x ?? -1;
    const lefts = new Set([await left('catalog'), await left('request'), await left('answer')]);
    expect(lefts.size).toBe(size.width > 800 ? 3 : 1);
    await live.screenshot(`styled-${size.width}`);
  });
});

describe('Live: a URL that is no MCP endpoint', () => {
  it('the server summary says so in one sentence, as the scan does', async () => {
    const live = await open();
    await live.connect(htmlPage.url);
    const note = live.page.getByTestId('no-endpoint');
    await note.waitFor();
    expect(await note.textContent()).toMatch(/^No MCP endpoint here: server\/discover got HTTP 404 with text\/html/);
    expect(await live.page.getByTestId('server-summary').textContent()).not.toContain('holds no result');
    await at800(live, note, 'no-endpoint');
  });
});

describe('Live: leftovers of the previous server', () => {
  it("params naming another server's tool are marked, and one click starts from this server's catalog", async () => {
    const live = await open();
    await live.connect();
    await live.page.getByTestId('catalog-forecast').click();
    expect(await live.page.getByTestId('leftover-params').count()).toBe(0);
    await live.connect(otherTools.url);
    const note = live.page.getByTestId('leftover-params');
    await note.waitFor();
    expect(await note.textContent()).toContain('no tool named “forecast”');
    await at800(live, note, 'leftover-params');
    await live.resize(1440);
    await live.page.getByTestId('leftover-reset').click();
    expect(await live.params()).toEqual({ name: 'other_tool', arguments: {} });
    expect(await note.count()).toBe(0);
  });
});

describe('Live: prompts and templates get forms', () => {
  it('a prompt fills in its declared arguments; a template is expanded from its variables, never sent with braces', async () => {
    const live = await open();
    await live.connect();
    await live.page.locator('[data-testid="catalog-group-Prompts"] > summary').click();
    await live.page.getByTestId('catalog-prompt:summarize').click();
    expect(await live.params()).toEqual({ name: 'summarize', arguments: { topic: '', style: '' } });
    await live.page.getByTestId('argument-topic').fill('tides');
    expect(await live.params()).toEqual({ name: 'summarize', arguments: { topic: 'tides', style: '' } });
    await at800(live, live.page.getByTestId('arguments-form'), 'prompt-form');

    await live.resize(1440);
    await live.page.locator('[data-testid="catalog-group-Templates"] > summary').click();
    await live.page.getByTestId('catalog-template:demo://notes/{id}').click();
    expect(JSON.stringify(await live.params())).not.toContain('{id}');
    await live.page.getByTestId('argument-id').fill('2');
    expect(await live.params()).toEqual({ uri: 'demo://notes/2' });
    expect(await live.page.getByTestId('live-method').inputValue()).toBe('resources/read');
    await live.clickSend();
    const sent = await live.page.getByTestId('history-entry').first().textContent();
    expect(sent).toContain('resources/read');
    expect(await live.verdict()).not.toBe('error');
    await at800(live, live.page.getByTestId('arguments-form'), 'template-form');
  });
});

describe('Live: client capabilities as checkboxes', () => {
  it('checkboxes edit the raw JSON; a -32021 answer offers "Declare it and retry", which succeeds', async () => {
    const live = await open();
    await live.connect();
    await live.page.getByTestId('cap-elicitation').check();
    await live.page.locator('[data-testid="envelope"] > summary').click();
    expect(JSON.parse(await live.page.getByTestId('env-capabilities').inputValue())).toEqual({ elicitation: {} });
    await live.page.getByTestId('cap-elicitation').uncheck();
    expect(JSON.parse(await live.page.getByTestId('env-capabilities').inputValue())).toEqual({});

    await live.send('tools/call', { name: 'book_table', arguments: {} });
    const retry = live.page.getByTestId('declare-retry');
    await retry.waitFor();
    expect(await retry.textContent()).toContain('elicitation');
    await at800(live, retry, 'declare-retry');
    await live.resize(1440);
    const before = await live.historyCount();
    await live.page.getByTestId('declare-retry-button').click();
    await expect.poll(() => live.historyCount()).toBeGreaterThan(before);
    await live.settled();
    expect(await live.page.getByTestId('cap-elicitation').isChecked()).toBe(true);
    expect(await live.page.getByTestId('declare-retry').count()).toBe(0);
    expect(await live.page.getByTestId('history-entry').first().textContent()).toContain('tools/call');
  });
});

describe('Live: tool details', () => {
  it('the catalog shows tool titles, and input and output schemas one click away', async () => {
    const live = await open();
    await live.connect();
    const catalog = live.page.getByTestId('catalog');
    expect(await catalog.textContent()).toContain('Generate a report (task) (generate_report)');
    await live.page.getByTestId('schemas-toggle-forecast').click();
    const schemas = live.page.getByTestId('schemas-forecast');
    expect(await schemas.textContent()).toMatch(/input[\s\S]*output/);
    await at800(live, schemas, 'tool-schemas');
  });
});

describe('Live: Enter in the Method field sends', () => {
  it('typing a method and pressing Enter sends it; the hint says so', async () => {
    const live = await open();
    const method = live.page.getByTestId('live-method');
    await method.fill('ping');
    const before = await live.historyCount();
    await method.press('Enter');
    await expect.poll(() => live.historyCount()).toBeGreaterThan(before);
    await live.settled();
    expect(await live.page.getByTestId('history-entry').first().textContent()).toContain('ping');
    expect(await live.page.getByTestId('live-method-hint').textContent()).toContain('Enter sends');
    await at800(live, live.page.getByTestId('live-method-hint'), 'method-enter');
  });
});

describe('Live: a server with 100,000 tools', () => {
  it('lists all of them, laying out only the rows in view, and a filter searches all; the server name shows its invisible characters', async () => {
    const live = await open();
    await live.connect(big.url);
    await live.page.getByTestId('catalog').waitFor();
    const list = live.page.getByTestId('catalog-rows-Tools');
    expect(await list.getAttribute('data-count')).toBe(String(BIG));
    expect(await list.getByRole('option').count()).toBeLessThan(50);
    await live.page.getByTestId('catalog-filter').fill('tool_99999');
    await expect.poll(() => list.getAttribute('data-count')).toBe('1');
    await live.page.getByTestId('catalog-tool_99999').click();
    expect(await live.params()).toEqual({ name: 'tool_99999', arguments: {} });
    // The server's name carries a right-to-left override: it is named, not obeyed.
    expect(await live.page.getByTestId('server-info').textContent()).toContain('⟨U+202E⟩');
    await at800(live, live.page.getByTestId('catalog-filter'), 'big-catalog');
  }, 180_000);
});

describe('Live: a keyboard-only walk at 800 px', () => {
  it('Tab reaches every control of a connected Live screen, each whole on screen, and leaves every one', async () => {
    const live = await open();
    await live.resize(800);
    await live.connect();
    await live.page.locator('body').click({ position: { x: 1, y: 1 } });
    const stops: { name: string; left: number; right: number; visible: boolean }[] = [];
    for (let i = 0; i < 120; i++) {
      await live.page.keyboard.press('Tab');
      stops.push(
        await live.page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          const box = el?.getBoundingClientRect();
          const name =
            el?.getAttribute('data-testid') ??
            el?.getAttribute('aria-label') ??
            `${el?.tagName.toLowerCase() ?? '?'}:${(el?.textContent ?? '').trim().slice(0, 30)}`;
          return {
            name,
            left: box?.left ?? -1,
            right: box?.right ?? -1,
            visible: box !== undefined && box.width > 0 && box.height > 0,
          };
        }),
      );
    }
    console.log(stops.map((s) => `${s.name} [${Math.round(s.left)}..${Math.round(s.right)}]`).join('\n'));
    const names = stops.map((s) => s.name);
    // No trap: no control keeps the focus for more than two presses in a row.
    for (let i = 2; i < names.length; i++) expect(names[i] === names[i - 1] && names[i] === names[i - 2]).toBe(false);
    for (const id of ['server-url', 'connect-button', 'live-method', 'send-button', 'cap-elicitation'])
      expect(names).toContain(id);
    for (const stop of stops.filter((s) => s.visible)) {
      expect(stop.left, stop.name).toBeGreaterThanOrEqual(0);
      expect(stop.right, stop.name).toBeLessThanOrEqual(800);
    }
    await live.screenshot('keyboard-800');
  }, 120_000);
});
