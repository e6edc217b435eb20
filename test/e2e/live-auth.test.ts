import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LivePage } from './support/live-page';
import { useAppAndBrowser } from './support/setup';

const env = useAppAndBrowser();
const opened: LivePage[] = [];
afterEach(async () => {
  for (const live of opened.splice(0)) await live.close();
});
const open = async () => {
  const live = await LivePage.open(env.browser.context, env.app.url);
  opened.push(live);
  return live;
};

const shot = async (live: LivePage, name: string) => {
  await live.resize(1440);
  await live.page.screenshot({ path: `test-results/screenshots/live-auth-${name}.png`, fullPage: true });
  await live.resize(800);
  await live.page.screenshot({ path: `test-results/screenshots/live-auth-${name}-800.png`, fullPage: true });
  await live.resize(1440);
};

/**
 * Every access token the page sent through the relay (read off the relay's envelopes). The demo's
 * authorization server offers DPoP, so each must go with the DPoP scheme and a proof.
 */
const watchTokens = (page: Page): Set<string> => {
  const tokens = new Set<string>();
  page.on('request', (request) => {
    if (!request.url().endsWith('/api/relay')) return;
    const envelope = request.postData() ?? '';
    const match = /"authorization":"(Bearer|DPoP) ([^"]+)"/i.exec(envelope);
    if (!match?.[2]) return;
    expect(match[1]).toBe('DPoP');
    expect(envelope).toMatch(/"dpop":"[\w-]+\.[\w-]+\.[\w-]+"/i);
    tokens.add(match[2]);
  });
  return tokens;
};

/** The `htu` of every DPoP proof the page sent through the relay, in order. */
const watchProofHtus = (page: Page): string[] => {
  const htus: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/api/relay')) return;
    const proof = /"dpop":"[\w-]+\.([\w-]+)\.[\w-]+"/i.exec(request.postData() ?? '')?.[1];
    if (proof) htus.push((JSON.parse(Buffer.from(proof, 'base64url').toString('utf8')) as { htu: string }).htu);
  });
  return htus;
};

/** Everything the page keeps beyond this tab's memory: the saved settings and the history database. */
const storedText = (page: Page): Promise<string> =>
  page.evaluate(async () => {
    const saved = JSON.stringify({ ...localStorage });
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('shape-inspector-live');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(new Error(String(req.error)));
    });
    const rows: unknown[] = [];
    for (const name of Array.from(db.objectStoreNames)) {
      const all = await new Promise<unknown[]>((resolve) => {
        const req = db.transaction(name).objectStore(name).getAll();
        req.onsuccess = () => resolve(req.result as unknown[]);
      });
      rows.push(...all);
    }
    db.close();
    return saved + JSON.stringify(rows);
  });

const kinds = (page: Page) =>
  page
    .locator('[data-testid="auth-step"]')
    .evaluateAll((els) => els.map((e) => `${e.getAttribute('data-kind')}:${e.getAttribute('data-ok')}`));

/** Clicks Authorize and approves as the demo user in the popup it opens. */
const authorizeInPopup = async (live: LivePage) => {
  const popupOpened = live.page.waitForEvent('popup');
  await live.page.getByTestId('auth-authorize').click();
  const popup = await popupOpened;
  await popup.getByTestId('approve').click();
  await expect.poll(() => live.page.getByTestId('auth-panel').getAttribute('data-phase')).toBe('authorized');
};

describe('Live authorization in Chromium, against the protected demo and its real authorization server', () => {
  it('connects, authorizes in a popup, refreshes, steps up for a tool call, and forgets', async () => {
    const live = await open();
    const tokens = watchTokens(live.page);
    const server = `${env.app.url.replace(/\/$/, '')}/demo/protected`;
    let popups = 0;
    live.page.on('popup', () => popups++);
    await live.connect(server);
    const panel = live.page.getByTestId('auth-panel');
    await panel.waitFor();
    expect(await panel.getAttribute('data-phase')).toBe('needed');
    expect(await kinds(live.page)).toEqual(['challenge:true']);
    // Nothing happens without the click: no popup, no metadata request (still the one step after a while).
    await shot(live, 'needed');
    expect(popups).toBe(0);
    expect(await kinds(live.page)).toEqual(['challenge:true']);

    await authorizeInPopup(live);
    await expect.poll(() => kinds(live.page).then((k) => k.length)).toBe(8);
    // The connect is retried with the token: discover answers, the catalog fills.
    await expect
      .poll(() => kinds(live.page))
      .toEqual([
        'challenge:true',
        'resource-metadata:true',
        'server-metadata:true',
        'registration:true',
        'authorization:true',
        'callback:true',
        'token:true',
        'retry:true',
      ]);
    await expect.poll(() => live.page.getByTestId('server-info').textContent()).toMatch(/demo/);
    expect(tokens.size).toBe(1);
    // Authorized, the finished round folds to its summary and the client fields to one line: the panes
    // below keep the height.
    const round = live.page.getByTestId('auth-round');
    await expect.poll(() => round.locator(':scope > details > summary').textContent()).toMatch(/8 steps, done$/);
    expect(await round.locator(':scope > details').evaluate((e) => (e as HTMLDetailsElement).open)).toBe(false);
    expect(await live.page.getByTestId('auth-client-fold').evaluate((e) => (e as HTMLDetailsElement).open)).toBe(false);
    // The request and answer of a step are one click away (the round opens first), credentials masked.
    await round.locator(':scope > details > summary').click();
    const tokenRow = live.page.locator('[data-testid="auth-step"][data-kind="token"]');
    await tokenRow.locator('summary').click();
    const tokenText = (await tokenRow.textContent()) ?? '';
    expect(tokenText).toContain('"access_token": "••••••"');
    for (const token of tokens) expect(tokenText).not.toContain(token);
    // The token request's DPoP proof, taken apart, and the key's thumbprint (the key never leaves WebCrypto).
    const proof = await tokenRow.getByTestId('auth-dpop-proof').textContent();
    expect(proof).toMatch(/"typ": "dpop\+jwt"[\s\S]*"htm": "POST"/);
    expect(proof).not.toMatch(/"d":/);
    await expect.poll(() => tokenRow.getByTestId('auth-dpop-thumbprint').textContent()).toMatch(/jkt\): [\w-]{43}/);
    await shot(live, 'authorized');

    await live.page.getByTestId('auth-refresh').click();
    await expect
      .poll(() => kinds(live.page).then((k) => k.slice(-2)))
      .toEqual(['server-metadata:true', 'refresh:true']);
    await expect.poll(() => panel.getAttribute('data-phase')).toBe('authorized');

    // tools/call needs mcp:tools: a 403 insufficient_scope, then a step-up and one retry.
    await live.send('tools/call', { name: 'forecast', arguments: { region: 'north', days: 2 } });
    await expect.poll(() => panel.getAttribute('data-phase')).toBe('needed');
    expect(await live.page.getByTestId('auth-authorize').textContent()).toMatch(/wider scope/);
    await authorizeInPopup(live);
    await expect.poll(() => kinds(live.page).then((k) => k.at(-1))).toBe('retry:true');
    await expect.poll(() => live.page.getByTestId('auth-status').textContent()).toMatch(/mcp:tools/);
    await live.settled();
    expect(await live.verdict()).toBe('pass');
    // The step-up is round 2; both rounds are finished (each ended in its retry), so both are collapsed to
    // their summary.
    const rounds = live.page.getByTestId('auth-round');
    expect(await rounds.count()).toBe(2);
    const summaries = await rounds.locator(':scope > details > summary').allTextContents();
    expect(summaries[0]).toMatch(/^Round 1 · 401 \d+ steps, done$/);
    expect(summaries[1]).toMatch(/^Round 2 · step-up: 403 insufficient_scope \d+ steps, done$/);
    const expanded = await rounds
      .locator(':scope > details')
      .evaluateAll((els) => els.map((e) => (e as HTMLDetailsElement).open));
    expect(expanded).toEqual([false, false]);
    await shot(live, 'stepped-up');

    // Tokens went to the server (through the relay) and nowhere the page keeps.
    expect(tokens.size).toBeGreaterThanOrEqual(3);
    const stored = await storedText(live.page);
    expect(stored).toContain('"Authorization":"(not saved)"');
    for (const token of tokens) expect(stored).not.toContain(token);

    await live.page.getByTestId('auth-forget').click();
    await expect.poll(() => panel.getAttribute('data-phase')).toBe('forgotten');
    const sentBefore = tokens.size;
    // Connecting cached discover, but the server marked it private to the token: the next discover
    // is not served from that cache; it goes without a token, and the server asks again.
    await live.send('server/discover', {});
    expect(await live.page.getByTestId('exchange-view').textContent()).toContain('401');
    await expect.poll(() => panel.getAttribute('data-phase')).toBe('needed');
    expect(tokens.size).toBe(sentBefore);
    expect(live.problems.pageErrors).toEqual([]);
  }, 240_000);

  it('probes the DPoP binding only when asked: the any-htu variant is flagged (R-AUTH-26), the protected demo is not', async () => {
    const base = env.app.url.replace(/\/$/, '');
    const probed = async (path: string) => {
      const live = await open();
      const htus = watchProofHtus(live.page);
      await live.connect(`${base}${path}`);
      await live.page.getByTestId('auth-panel').waitFor();
      expect(await live.page.getByTestId('auth-probe-dpop').count()).toBe(0);
      await authorizeInPopup(live);
      await expect.poll(() => kinds(live.page).then((k) => k.at(-1))).toBe('retry:true');
      // Authorizing and connecting sent only right proofs: the wrong one waits for the click.
      expect(htus.filter((h) => h.endsWith('/not-this-endpoint'))).toEqual([]);
      await live.page.getByTestId('auth-probe-dpop').click();
      await expect.poll(() => kinds(live.page).then((k) => k.at(-1))).toBe('dpop-probe:true');
      expect(htus.filter((h) => h.endsWith('/not-this-endpoint'))).toEqual([`${base}${path}/not-this-endpoint`]);
      const row = live.page.locator('[data-testid="auth-step"][data-kind="dpop-probe"]');
      const rules = await row.locator('[data-rule]').evaluateAll((els) => els.map((e) => e.getAttribute('data-rule')));
      await row.locator('summary').click();
      const status = await row.getByTestId('auth-response-status').textContent();
      expect(live.problems.pageErrors).toEqual([]);
      return { live, rules, status };
    };
    const lax = await probed('/demo/protected/dpop-any-htu');
    expect([...new Set(lax.rules)]).toEqual(['R-AUTH-26']);
    expect(lax.status).toBe('← 200');
    await shot(lax.live, 'dpop-probe');
    const strict = await probed('/demo/protected');
    expect(strict.rules).toEqual([]);
    expect(strict.status).toBe('← 401');
  }, 240_000);

  /** Connects to the protected demo and starts Authorize; its approval page is open and waits for the user. */
  async function authorizationWaitingForApproval() {
    const live = await open();
    await live.connect(`${env.app.url.replace(/\/$/, '')}/demo/protected`);
    const panel = live.page.getByTestId('auth-panel');
    await panel.waitFor();
    const popupOpened = live.page.waitForEvent('popup');
    await live.page.getByTestId('auth-authorize').click();
    const popup = await popupOpened;
    await popup.getByTestId('approve').waitFor();
    return { live, panel, popup };
  }

  it('ends an authorization in progress at Stop: the popup closes and the panel says it was stopped', async () => {
    // The authorization server's approval page is open and waits for the user: Live's Stop instead.
    const { live, panel, popup } = await authorizationWaitingForApproval();
    expect(await panel.getAttribute('data-phase')).toBe('running');
    await live.page.getByTestId('stop-button').click();
    await expect.poll(() => panel.getAttribute('data-phase')).toBe('failed');
    await expect.poll(() => popup.isClosed()).toBe(true);
    expect(await live.page.getByTestId('auth-status').textContent()).toMatch(/Stopped before it finished/);
    expect(await kinds(live.page).then((k) => k.at(-1))).toBe('authorization:false');
    // Nothing of the flow runs on: Stop is gone, and Authorize can start it again.
    await expect.poll(() => live.page.getByTestId('stop-button').count()).toBe(0);
    expect(await live.page.getByTestId('auth-authorize').isEnabled()).toBe(true);
    expect(live.problems.pageErrors).toEqual([]);
  });

  it('ends an authorization in progress when the user leaves Live', async () => {
    const { live, panel, popup } = await authorizationWaitingForApproval();
    await live.page.getByTestId('nav-scan').click();
    await live.page.getByTestId('scan-screen').waitFor();
    await expect.poll(() => popup.isClosed()).toBe(true);
    await live.page.getByTestId('nav-live').click();
    await panel.waitFor();
    await expect.poll(() => panel.getAttribute('data-phase')).toBe('failed');
    expect(await live.page.getByTestId('auth-status').textContent()).toMatch(/Stopped before it finished/);
    expect(live.problems.pageErrors).toEqual([]);
  });

  it('shows the failed row when the popup is blocked', async () => {
    const live = await open();
    await live.connect(`${env.app.url.replace(/\/$/, '')}/demo/protected`);
    const panel = live.page.getByTestId('auth-panel');
    await panel.waitFor();
    // As a popup blocker does: window.open gives nothing.
    await live.page.evaluate(() => {
      window.open = () => null;
    });
    await live.page.getByTestId('auth-authorize').click();
    await expect.poll(() => panel.getAttribute('data-phase')).toBe('failed');
    expect(await kinds(live.page)).toEqual([
      'challenge:true',
      'resource-metadata:true',
      'server-metadata:true',
      'registration:true',
      'authorization:false',
    ]);
    const failed = live.page.locator('[data-testid="auth-step"][data-ok="false"]');
    expect(await failed.getByTestId('auth-step-error').textContent()).toMatch(/popup was blocked/);
    expect(live.problems.pageErrors).toEqual([]);
  });

  it('flags the misconfigured variant (a wrong resource, no S256) in the panel with its rules', async () => {
    const live = await open();
    await live.connect(`${env.app.url.replace(/\/$/, '')}/demo/protected-misconfigured`);
    await live.page.getByTestId('auth-panel').waitFor();
    const popupOpened = live.page.waitForEvent('popup');
    await live.page.getByTestId('auth-authorize').click();
    await popupOpened;
    await expect.poll(() => live.page.getByTestId('auth-panel').getAttribute('data-phase')).toBe('failed');
    const rules = await live.page
      .locator('[data-testid="auth-step"] [data-rule]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-rule')));
    expect(rules).toEqual(expect.arrayContaining(['R-AUTH-4', 'R-AUTH-7']));
    // Each finding links its catalogue entry (served by the app) and its spec section.
    const finding = live.page.locator('[data-testid="auth-step"] [data-rule="R-AUTH-7"]').first();
    expect(await finding.locator('a[href^="rules.html#"]').first().getAttribute('href')).toBe('rules.html#R-AUTH-7');
    expect(await finding.locator('a.finding-spec').getAttribute('href')).toMatch(
      /^https:\/\/modelcontextprotocol\.io\//,
    );
    // The refused server never got to open the authorization server's page.
    expect(
      live.page
        .context()
        .pages()
        .filter((p) => p.url().includes('/demo/auth')).length,
    ).toBe(0);
    await shot(live, 'misconfigured');
    expect(live.problems.pageErrors).toEqual([]);
  });
});
