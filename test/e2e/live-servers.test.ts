import { describe, expect, it } from 'vitest';
import { LivePage } from './support/live-page';
import { useChangingServerAndLive } from './support/changing-live';

const { env, server: fixture, open } = useChangingServerAndLive();
const noProblems = { pageErrors: [], consoleErrors: [], foreignRequests: [] };
const responseText = (live: LivePage) =>
  live.page.evaluate(() => window.__shapeInspectorEditors?.['inmemory://live/response-body.json']?.getValue() ?? '');

describe('Live: several servers, saved requests, imported configs', () => {
  it('keeps two servers side by side: one click switches the URL, the facts and the history', async () => {
    const live = await open();
    const { page } = live;
    const demo = `${env.app.url.replace(/\/$/, '')}/demo/mcp`;
    await live.connect(fixture().url);
    await page.getByTestId('server-add').click();
    await live.connect(demo);
    await page.getByTestId('server-add').click();
    expect(await page.getByTestId('server-tab').count()).toBe(2);
    await page.getByTestId('history-this-server').check();

    await page.getByTestId('server-select').first().click();
    expect(await page.getByTestId('server-url').inputValue()).toBe(fixture().url);
    // The connection of each server is its own: switching back shows it without connecting again.
    await expect.poll(() => page.getByTestId('server-info').textContent()).toBe('changing-fixture 1.0.0');
    const entries = await page.getByTestId('history-entry').count();
    expect(entries).toBeGreaterThan(0);

    await page.keyboard.press('Control+Alt+Digit2');
    expect(await page.getByTestId('server-url').inputValue()).toBe(demo);
    await expect.poll(() => page.getByTestId('server-info').textContent()).not.toBe('changing-fixture 1.0.0');
    expect(await page.locator('[data-testid="server-tab"][data-active="true"]').textContent()).toContain('/demo/mcp');

    await page.getByTestId('server-rename').first().click();
    await page.getByTestId('server-rename-input').fill('weather');
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('server-select').first().textContent()).toBe('weather');
    await page.screenshot({ path: 'test-results/screenshots/live-servers.png', fullPage: true });

    // The list survives a reload (names and URLs only).
    await page.reload();
    await page.getByTestId('live-screen').waitFor();
    expect(await page.getByTestId('server-select').allTextContents()).toEqual([
      'weather',
      expect.stringContaining('/demo/mcp'),
    ]);
    expect(await page.evaluate(() => localStorage.getItem('shape-inspector:live-servers'))).not.toContain(
      'Authorization',
    );
    expect(live.problems).toEqual(noProblems);
  });

  it('replays a saved request after a reload', async () => {
    const live = await open();
    const { page } = live;
    await live.connect(fixture().url);
    await live.send('tools/call', { name: 'echo', arguments: { message: 'saved hello' } });
    await page.locator('[data-testid="saved-requests"] summary').click();
    await page.getByTestId('saved-name').fill('echo hello');
    await page.getByTestId('saved-group').fill('smoke');
    await page.getByTestId('saved-save').click();
    expect(await page.getByTestId('saved-request').count()).toBe(1);

    await page.reload();
    await page.getByTestId('live-screen').waitFor();
    await live.send('server/discover', {});
    const before = await live.historyCount();
    await page.getByTestId('saved-replay').click();
    await expect.poll(() => live.historyCount()).toBeGreaterThan(before);
    await live.settled();
    expect(await responseText(live)).toContain('saved hello');
    expect(await page.locator('.saved-group h4').textContent()).toBe('smoke');
    expect(live.problems).toEqual(noProblems);
  });

  it('imports a Claude Desktop config: the http server joins the list, the stdio one shows its npm start line', async () => {
    const live = await open();
    const { page } = live;
    const config = {
      mcpServers: {
        weather: { url: fixture().url },
        files: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem', '/Users/me/Desktop'] },
      },
    };
    await page.getByTestId('server-import').click();
    await page.getByTestId('import-servers-text').fill(JSON.stringify(config, null, 2));
    await page.getByTestId('import-servers-run').click();
    await page.getByTestId('import-servers-result').waitFor();
    expect(await page.getByTestId('import-stdio-line').textContent()).toBe(
      'npm start -- --stdio "npx -y @modelcontextprotocol/server-filesystem /Users/me/Desktop"',
    );
    const weather = page.getByTestId('server-select').filter({ hasText: 'weather' });
    await weather.click();
    expect(await page.getByTestId('server-url').inputValue()).toBe(fixture().url);
    await page.screenshot({ path: 'test-results/screenshots/live-import-config.png', fullPage: true });
    expect(live.problems).toEqual(noProblems);
  });
});
