import { describe, expect, it } from 'vitest';
import { useChangingServerAndLive } from './support/changing-live';

const { server: fixture, open } = useChangingServerAndLive();
const noProblems = { pageErrors: [], consoleErrors: [], foreignRequests: [] };

describe('Live: what changed since the last connection', () => {
  it('shows a changed tool schema as breaking on the next connection, after a reload', async () => {
    const live = await open();
    const { page } = live;
    await live.connect(fixture().url);
    // The first connection to a server has nothing to compare with.
    expect(await page.getByTestId('changes-panel').count()).toBe(0);

    fixture().revise('breaking');
    await page.reload();
    await page.getByTestId('live-screen').waitFor();
    await live.connect();
    const panel = page.getByTestId('changes-panel');
    await panel.waitFor();
    expect(await panel.locator('h2').textContent()).toMatch(/1 breaking, 0 compatible$/);
    const row = page.getByTestId('change-row');
    expect(await row.getAttribute('data-severity')).toBe('breaking');
    expect(await row.textContent()).toContain('tool forecast changed');
    expect(await row.textContent()).toContain('inputSchema: new required property days');
    await row.locator('summary').click();
    expect(await page.getByTestId('change-diff').textContent()).toContain('+      "days": {');
    await page.screenshot({ path: 'test-results/screenshots/live-changes-breaking.png', fullPage: true });

    // Connecting again to the same interface: nothing changed since.
    await live.connect();
    await expect.poll(() => panel.locator('h2').textContent()).toMatch(/^No change since the last connection/);
    await page.getByTestId('changes-dismiss').click();
    expect(await page.getByTestId('changes-panel').count()).toBe(0);
    expect(live.problems).toEqual(noProblems);
  });
});
