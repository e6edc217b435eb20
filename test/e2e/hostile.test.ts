import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Disposable } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixed, startUpstream, type Upstream } from '../fixtures/upstreams/server';
import { LivePage } from './support/live-page';
import { PlaygroundPage } from './support/playground-page';
import { useAppAndBrowser } from './support/setup';

// Hostile input in the browser: the CSP, escaped hovers, damaged links, a crashing _meta, deep and huge input.
const env = useAppAndBrowser();
/** The verdict chip of a judged input: the verdict's words (`verdictWords`), never "checking…". */
const JUDGED = /^(pass|\d+ (errors?|warnings?|notes?)(, \d+ warnings?)?)$/;

/**
 * Waits for the checker's verdict and returns its rule ids. A crashed checker also shows a verdict ("1 error",
 * its R-INTERNAL), so the words alone cannot tell a verdict from a crash: a crash is a failure here.
 */
async function judged(pg: PlaygroundPage, badge: RegExp = JUDGED): Promise<string[]> {
  await expect.poll(() => pg.text('verdict-count')).toMatch(badge);
  const rules = await pg.page
    .locator('[data-testid="verdict-card"] [data-rule]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-rule') ?? ''));
  expect(rules).not.toContain('R-INTERNAL');
  return rules;
}

/** A loopback server on another port (another origin): it counts what the page asks of it. */
let bait: Server;
let baitOrigin = '';
const baitHits: string[] = [];
beforeAll(async () => {
  bait = createServer((req, res) => {
    baitHits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'image/png' }).end();
  });
  await new Promise<void>((done) => bait.listen(0, '127.0.0.1', done));
  baitOrigin = `http://127.0.0.1:${(bait.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => bait.close(() => done())));

// Every tab of this file records its CSP violations from its first script on (the run's Chromium: not later files').
let recordViolations: Disposable | undefined;
beforeAll(async () => {
  recordViolations = await env.browser.context.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
});
afterAll(() => recordViolations?.dispose());

async function violations(pg: PlaygroundPage): Promise<string[]> {
  return pg.page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []);
}

describe('the Content-Security-Policy', () => {
  it('is served with the page, and the app works under it', async () => {
    const response = await fetch(env.app.url);
    const policy = response.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "default-src 'self'",
      "img-src 'self' data:",
      "frame-ancestors 'none'",
      'worker-src',
      'connect-src',
    ])
      expect(policy).toContain(directive);
    const pg = await PlaygroundPage.open(env.browser.context, env.app.url + '#example/read-strips-echo');
    await pg.waitForResponse((r) => (r['result'] as { resultType?: string } | undefined)?.resultType === 'complete');
    await judged(pg);
    expect(await violations(pg)).toEqual([]);
    expect(pg.problems.pageErrors).toEqual([]);
    await pg.close();
  });

  it('blocks an injected remote image (another origin, even on loopback)', async () => {
    const pg = await PlaygroundPage.open(env.browser.context, env.app.url);
    const before = baitHits.length;
    const blocked = await pg.page.evaluate((src) => {
      return new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (e) => resolve(`${e.violatedDirective} ${e.blockedURI}`), {
          once: true,
        });
        const img = document.createElement('img');
        img.src = src;
        document.body.append(img);
      });
    }, `${baitOrigin}/injected.png`);
    expect(blocked).toBe(`img-src ${baitOrigin}/injected.png`);
    expect(await violations(pg)).toEqual([`img-src ${baitOrigin}/injected.png`]);
    expect(baitHits.length).toBe(before);
    await pg.close();
  });
});

describe('relay answers are never rendered as pages', () => {
  it.each([
    ['POST', 'api/relay'],
    ['GET', 'api/relay'],
  ])('%s /%s carries a sandboxing policy and downloads instead of rendering', async (method, path) => {
    const response = await fetch(env.app.url + path, { method, ...(method === 'POST' ? { body: '{}' } : {}) });
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    expect(response.headers.get('content-disposition')).toBe('attachment');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('input and server text never becomes Markdown in a hover', () => {
  it('an image and a link in a replaced member render as text, and nothing is fetched', async () => {
    const pg = await PlaygroundPage.open(env.browser.context, env.app.url);
    const payload = `![p](${baitOrigin}/hover.png) [click](${baitOrigin}/link) <img src=${baitOrigin}/tag.png>`;
    await pg.pasteHandlerResult(`{:ok, %{"tools" => [], "ttlMs" => ${JSON.stringify(payload)}}}`);
    await pg.waitForResponse((r) => (r['result'] as { ttlMs?: unknown } | undefined)?.ttlMs === 60000);
    // The token of the key itself: the highlight (and its hover) covers the member, key included.
    const key = pg.page
      .locator('[data-testid="modern-response"] .view-line span span', { hasText: /^"ttlMs"$/ })
      .first();
    const before = baitHits.length;
    // Each editor has a hover widget; the one that shows is the response's. On a busy machine the editor may
    // still lay out (moving the key) when the mouse arrives: follow the key, but move only when it moved, since
    // each mouse move restarts the editor's hover delay.
    const hover = pg.page.locator('.monaco-hover', { hasText: 'from the handler replaced' }).first();
    let at = '';
    let still = 0;
    await expect
      .poll(async () => {
        const box = await key.boundingBox();
        if (!box) return false;
        const where = `${Math.round(box.x)},${Math.round(box.y)}`;
        // Also move again now and then (well past the delay), in case the first move came before the editor listened.
        if (where !== at || ++still % 20 === 0) {
          at = where;
          await pg.page.mouse.move(box.x + 4 + (still % 40 === 0 ? 1 : 0), box.y + box.height / 2);
        }
        return hover.isVisible();
      })
      .toBe(true);
    expect(await hover.innerText()).toContain(`![p](${baitOrigin}/hover.png)`);
    expect(await hover.locator('img').count()).toBe(0);
    expect(await hover.locator(`a[href^="${baitOrigin}"], a[data-href^="${baitOrigin}"]`).count()).toBe(0);
    expect(baitHits.length).toBe(before);
    await pg.screenshot('hostile-hover-escaped');
    await pg.close();
  });
});

describe('hostile input in the browser', () => {
  it.each(['#example/%', '#example/%E0%A4%A', '#s=!!!!'])('%s opens the app with a notice', async (hash) => {
    const pg = await PlaygroundPage.open(env.browser.context, env.app.url + hash);
    await expect.poll(() => pg.text('notice').catch(() => '')).not.toBe('');
    expect(await pg.page.getByTestId('handler-input').count()).toBe(1);
    expect(pg.problems.pageErrors).toEqual([]);
    await pg.close();
  });

  it('the request _meta {"toString": 1} gets a verdict instead of "checking…" forever', async () => {
    const pg = await PlaygroundPage.open(env.browser.context, env.app.url);
    await pg.setRequestMeta('{"io.modelcontextprotocol/protocolVersion": {"toString": 1}}');
    expect(await judged(pg, /^\d+ (errors?|warnings?|notes?)(, \d+ warnings?)?$/)).not.toEqual([]);
    expect(await pg.text('verdict-card')).not.toContain('checking');
    expect(pg.problems.pageErrors).toEqual([]);
    await pg.close();
  });

  it('a 5,000-deep input previews with capped indentation and a note, and is judged in the worker', async () => {
    const pg = await PlaygroundPage.open(env.browser.context, env.app.url);
    const deep = '{:ok, %{"tools" => [], "x" => ' + '['.repeat(5000) + '1' + ']'.repeat(5000) + '}}';
    await pg.setHandlerResultFast(deep);
    await expect.poll(() => pg.text('parse-notes')).toContain('indentation stops growing');
    const length = () =>
      pg.page.evaluate(
        () => window.__shapeInspectorEditors?.['inmemory://playground/modern-response.json']?.getValue().length ?? 0,
      );
    // A text this long reaches its model in slices: wait for all of it.
    await expect.poll(length).toBeGreaterThan(400_000);
    expect(await length()).toBeLessThan(1_000_000);
    await judged(pg);
    expect(pg.problems.pageErrors).toEqual([]);
    await pg.close();
  });

  it('50 MB of "a" gives a bounded error and the tab lives on', async () => {
    const pg = await PlaygroundPage.open(env.browser.context, env.app.url);
    await pg.page.locator('[data-testid="handler-input"] .view-lines').click();
    await pg.page.keyboard.press('Control+A');
    await pg.page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/plain', 'a'.repeat(50_000_000));
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await expect.poll(() => pg.text('parse-error')).toContain('Unexpected identifier');
    expect((await pg.text('parse-error')).length).toBeLessThan(2_000);
    expect(await pg.page.evaluate(() => 1 + 1)).toBe(2);
    await pg.close();
  });
});

describe('a link never makes the inspector act', () => {
  // The user's own server, and one an attacker page names in links it navigates the tab to.
  const NO_METHOD = '{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Method not found"}}';
  let mine: Upstream;
  let evil: Upstream;
  let attacker: Server;
  let attackerOrigin = '';
  beforeAll(async () => {
    mine = await startUpstream(fixed(200, { 'content-type': 'application/json' }, NO_METHOD));
    evil = await startUpstream(fixed(200, { 'content-type': 'application/json' }, NO_METHOD));
    // The attacker's page: it sends the tab wherever `to` says, as any site can.
    attacker = createServer((req, res) => {
      const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to') ?? '';
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><script>location.href = ${JSON.stringify(to).replace(/</g, '\\u003c')};</script>`);
    });
    await new Promise<void>((done) => attacker.listen(0, '127.0.0.1', done));
    attackerOrigin = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await mine?.close();
    await evil?.close();
    // The browser keeps its connection to the attacker's page alive: cut it, or close never returns.
    attacker.closeAllConnections();
    await new Promise<void>((done) => attacker.close(() => done()));
  });

  const visitAttacker = async (live: LivePage, hash: string) => {
    await live.page.goto(`${attackerOrigin}/?to=${encodeURIComponent(env.app.url + hash)}`);
    await live.page.waitForURL((url) => url.href.startsWith(env.app.url));
  };

  it('#/live?url= from another site fills in the URL and sends nothing; saved headers never go to it', async () => {
    const live = await LivePage.open(env.browser.context, env.app.url);
    // The victim saved credentials for their own server.
    await live.page.getByTestId('server-url').fill(mine.url);
    await live.page.getByRole('button', { name: /^Headers \(/ }).click();
    await live.page.getByTestId('add-header').click();
    await live.page.getByLabel('Header name').last().fill('Authorization');
    await live.page.getByLabel('Value of Authorization').fill('Bearer victim-secret');
    await live.page.getByTestId('add-header').click();
    await live.page.getByLabel('Header name').last().fill('X-Tenant');
    await live.page.getByLabel('Value of X-Tenant').fill('blue');
    await live.page.getByText('Save secret values').click();
    await live.connect();
    expect(mine.received.at(-1)?.headers['authorization']).toBe('Bearer victim-secret');
    expect(mine.received.at(-1)?.headers['x-tenant']).toBe('blue');

    await visitAttacker(live, `#/live?url=${encodeURIComponent(evil.url)}`);
    await live.page.getByTestId('live-screen').waitFor();
    await expect.poll(() => live.page.getByTestId('server-url').inputValue()).toBe(evil.url);
    expect(await live.page.getByTestId('header-other-origin').count()).toBe(2);
    expect(evil.received).toEqual([]);
    // Only the user's click connects: exactly one server/discover, and none of the saved headers.
    await live.connect();
    const discovers = evil.received.filter((r) => r.body.includes('"server/discover"'));
    expect(discovers).toHaveLength(1);
    for (const r of evil.received) {
      expect(r.headers['authorization']).toBeUndefined();
      expect(r.headers['x-tenant']).toBeUndefined();
    }
    await live.close();
  });

  it('#/scan?url= from another site fills in the URL; with "call every tool" saved, Scan first asks, naming the server', async () => {
    const live = await LivePage.open(env.browser.context, env.app.url);
    await live.page.evaluate(() => (window.location.hash = '#/scan'));
    await live.page.getByTestId('scan-include-calls').check();
    const before = evil.received.length;
    await visitAttacker(live, `#/scan?url=${encodeURIComponent(evil.url)}`);
    await live.page.getByTestId('scan-screen').waitFor();
    await expect.poll(() => live.page.getByTestId('scan-url').inputValue()).toBe(evil.url);
    expect(await live.page.getByTestId('scan-progress').count()).toBe(0);
    await live.page.getByTestId('scan-start').click();
    expect(await live.page.getByTestId('scan-confirm').textContent()).toContain(evil.url);
    expect(await live.page.getByTestId('scan-confirm-calls').textContent()).toBe(
      `Call every tool of ${new URL(evil.url).origin}`,
    );
    expect(evil.received.length).toBe(before);
    // The user's click scans (the counter sees it), without calling any tool.
    await live.page.getByTestId('scan-without-calls').click();
    await expect.poll(() => evil.received.length).toBeGreaterThan(before);
    await live.close();
  });
});
