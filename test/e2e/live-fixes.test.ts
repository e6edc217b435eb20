import { describe, expect, it } from 'vitest';
import { useChangingServerAndLive } from './support/changing-live';
import { NO_PROBLEMS } from './support/live-tabs';

const { server: fixture, open } = useChangingServerAndLive();

describe('Live keeps each server its own, and warns before a replay the server broke', () => {
  it('keeps the request builder per server: switching back brings that server’s draft back', async () => {
    const live = await open();
    const { page } = live;
    await live.connect(fixture().url);
    await page.getByTestId('server-add').click();
    await live.send('tools/call', { name: 'echo', arguments: { message: 'for the fixture' } });

    // Another server starts from its own (empty) builder, not the fixture's arguments.
    await page.getByTestId('use-divergent').click();
    await expect.poll(() => page.getByTestId('live-method').inputValue()).toBe('server/discover');
    expect(JSON.stringify(await live.params())).not.toContain('for the fixture');
    await live.connect();
    await page.getByTestId('server-add').click();
    await live.send('tools/call', { name: 'stock_level', arguments: {} });

    await page.getByTestId('server-select').first().click();
    await expect.poll(() => page.getByTestId('live-method').inputValue()).toBe('tools/call');
    await expect.poll(() => live.params()).toEqual({ name: 'echo', arguments: { message: 'for the fixture' } });
    await page.getByTestId('server-select').last().click();
    await expect.poll(() => live.params()).toEqual({ name: 'stock_level', arguments: {} });
    expect(live.problems).toEqual(NO_PROBLEMS);
  });

  it('keeps the catalog when an import adds headers to the current server, marked stale until Connect', async () => {
    const live = await open();
    const { page } = live;
    await live.connect(fixture().url);
    await page.getByTestId('server-add').click();
    const echoRow = page.locator('.catalog-pane [data-testid="catalog-echo"]');
    await echoRow.waitFor();
    expect(await page.getByTestId('catalog-stale').count()).toBe(0);

    await page.getByTestId('server-import').click();
    const config = { mcpServers: { fixture: { url: fixture().url, headers: { Authorization: 'Bearer imported' } } } };
    await page.getByTestId('import-servers-text').fill(JSON.stringify(config));
    await page.getByTestId('import-servers-run').click();
    await page.getByTestId('import-servers-result').waitFor();
    // The token keys another connection: the listing made without it stays, marked stale.
    await page.getByTestId('catalog-stale').waitFor();
    expect(await echoRow.count()).toBe(1);
    expect(await page.getByTestId('catalog-not-connected').count()).toBe(0);

    await live.connect();
    await expect.poll(() => page.getByTestId('catalog-stale').count()).toBe(0);
    expect(await echoRow.count()).toBe(1);
    expect(live.problems).toEqual(NO_PROBLEMS);
  });

  it('warns before replaying a saved call whose tool changed in a breaking way, naming the change', async () => {
    const live = await open();
    const { page } = live;
    try {
      await live.connect(fixture().url);
      await live.send('tools/call', { name: 'forecast', arguments: { city: 'Oslo' } });
      await page.locator('[data-testid="saved-requests"] summary').click();
      await page.getByTestId('saved-name').fill('oslo');
      await page.getByTestId('saved-save').click();

      fixture().revise('breaking');
      await live.connect();
      await page.getByTestId('changes-panel').waitFor();
      const before = await live.historyCount();
      await page.getByTestId('saved-replay').click();
      const warning = page.getByTestId('saved-replay-warning');
      await warning.waitFor();
      expect(await warning.textContent()).toContain('tool forecast changed: inputSchema: new required property days');
      expect(await live.historyCount()).toBe(before);

      await page.getByTestId('saved-replay-anyway').click();
      await expect.poll(() => live.historyCount()).toBeGreaterThan(before);
      await live.settled();
      expect(await warning.count()).toBe(0);

      // By its key with the section closed, the replay is held as well, and the notice says so.
      await page.locator('[data-testid="saved-requests"] summary').click();
      const sent = await live.historyCount();
      await page.keyboard.press('Control+Alt+Shift+Digit1');
      await expect.poll(() => page.getByTestId('notice').textContent()).toContain('oslo was not sent');
      expect(await live.historyCount()).toBe(sent);
      expect(live.problems).toEqual(NO_PROBLEMS);
    } finally {
      fixture().revise('original');
    }
  });
});
