import type {} from '../../app/editor/test-hooks';
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { useChangingServerAndLive } from './support/changing-live';

// What a new user's try of Live at 1440x900 found (#41): each test holds one of its fixes.
const { env, server: fixture, open } = useChangingServerAndLive();
const noProblems = { pageErrors: [], consoleErrors: [], foreignRequests: [] };

/** The element's box; it is laid out, so it has one. */
const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
};

describe('Live as a new user finds it at 1440x900', () => {
  it('says what the empty catalog pane is for before Connect, and shows every capability sub-flag in it', async () => {
    const live = await open();
    const { page } = live;
    expect(await page.getByTestId('catalog-not-connected').textContent()).toMatch(/^Not connected yet: Connect/);
    await live.connect(`${env.app.url.replace(/\/$/, '')}/demo/mcp`);
    expect(await page.getByTestId('catalog-not-connected').count()).toBe(0);
    // The demo declares resources.subscribe beside listChanged: both columns fit the pane, nothing hides
    // past its edge (the extension names break after their last '/').
    const grid = page.getByTestId('server-capabilities');
    const holder = page.locator('.capability-grid-box');
    const widths = await holder.evaluate((e) => [e.scrollWidth, e.clientWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    // The break is after the '/' only: the name's first part stays on one line.
    const prefixLines = await grid.locator('th.capability-extension').evaluateAll((ths) =>
      ths.map((th) => {
        const range = document.createRange();
        range.selectNodeContents(th.querySelector('.capability-namespace') ?? th);
        return range.getClientRects().length;
      }),
    );
    expect(prefixLines.length).toBeGreaterThan(0);
    expect(new Set(prefixLines)).toEqual(new Set([1]));
    const subscribe = grid.locator('[data-capability="resources"] td[data-flag="subscribe"]');
    expect(await subscribe.textContent()).toBe('yes');
    const [cell, pane] = [await box(subscribe), await box(page.getByTestId('pane-catalog'))];
    expect(cell.x + cell.width).toBeLessThanOrEqual(pane.x + pane.width);
    expect(live.problems).toEqual(noProblems);
  });

  it('switching servers shows the chosen server’s own newest answer, never the last server’s as stale', async () => {
    const live = await open();
    const { page } = live;
    const demo = `${env.app.url.replace(/\/$/, '')}/demo/mcp`;
    await live.connect(fixture().url);
    await page.getByTestId('server-add').click();
    await live.send('tools/call', { name: 'echo', arguments: { message: 'from the fixture' } });
    await live.connect(demo);
    await page.getByTestId('server-add').click();

    await page.getByTestId('server-select').first().click();
    const responseText = () =>
      page.evaluate(() => window.__shapeInspectorEditors?.['inmemory://live/response-body.json']?.getValue() ?? '');
    await expect.poll(responseText).toContain('from the fixture');
    expect(await page.getByTestId('stale-answer').count()).toBe(0);

    // A server of the list that has no exchange yet shows none.
    await page.getByTestId('server-url').fill(`${demo}?fresh=1`);
    await page.getByTestId('server-add').click();
    await page.getByTestId('server-select').last().click();
    await expect.poll(() => page.getByTestId('exchange-view').count()).toBe(0);
    expect(live.problems).toEqual(noProblems);
  });

  it('imports into the textarea it focuses, and names the servers that were in the list already', async () => {
    const live = await open();
    const { page } = live;
    await live.connect(fixture().url);
    await page.getByTestId('server-add').click();
    await page.getByTestId('server-select').first().click();
    await page.getByTestId('server-rename').first().click();
    await page.getByTestId('server-rename-input').fill('weather');
    await page.keyboard.press('Enter');

    await page.getByTestId('server-import').click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('import-servers-text');
    const config = {
      mcpServers: {
        again: { url: fixture().url, headers: { 'X-Team': 'blue' } },
        divergent: { url: `${env.app.url.replace(/\/$/, '')}/demo/divergent` },
      },
    };
    await page.keyboard.insertText(JSON.stringify(config));
    await page.getByTestId('import-servers-run').click();
    expect(await page.getByTestId('import-servers-summary').textContent()).toBe(
      "1 server added to the list; already in it: weather (the config's headers were added to it).",
    );
    // The headers button counts only the rows this server gets: the import's X-Team goes to the fixture.
    const headersButton = page.getByRole('button', { name: /^Headers \(/ });
    expect(await headersButton.textContent()).toBe('Headers (1)');
    await page.getByTestId('server-select').filter({ hasText: 'divergent' }).click();
    expect(await headersButton.textContent()).toBe('Headers (0)');
    await page.getByTestId('import-servers').getByRole('button', { name: 'Close' }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('server-import');
    expect(live.problems).toEqual(noProblems);
  });

  it('brings the saved requests into view when opened, and keeps "Save secret values" beside its box', async () => {
    const live = await open();
    const { page } = live;
    await live.connect(fixture().url);
    const saved = page.getByTestId('saved-requests');
    await saved.locator('summary').click();
    await expect.poll(() => saved.evaluate((e) => (e as HTMLDetailsElement).open)).toBe(true);
    // The name field is inside the request pane's visible part, not below its fold.
    const pane = await box(page.getByTestId('pane-request'));
    await expect
      .poll(async () => {
        const field = await box(page.getByTestId('saved-name'));
        return field.y >= pane.y && field.y + field.height <= pane.y + pane.height;
      })
      .toBe(true);

    await page.getByRole('button', { name: /^Headers \(/ }).click();
    const keep = page.getByTestId('keep-secrets');
    const check = await box(keep.locator('input'));
    const label = await box(keep);
    // One line: the box is as tall as the label's line, and narrow (it was stretched across the panel).
    expect(check.width).toBeLessThan(40);
    expect(label.height).toBeLessThan(check.height * 3);
    expect(live.problems).toEqual(noProblems);
  });
});
