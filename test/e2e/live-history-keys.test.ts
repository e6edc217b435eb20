import { describe, expect, it } from 'vitest';
import { NO_PROBLEMS, useLiveTabs } from './support/live-tabs';

// The history is one Tab stop: the arrow keys move between its exchanges and along a row's actions.
const { open } = useLiveTabs();

describe('Live’s history by keyboard', () => {
  it('is one Tab stop; ↑ ↓ ← → Home End move, Enter opens, Enter and Space run an action; the help lists the keys', async () => {
    const live = await open();
    const { page } = live;
    await live.connect();
    await live.send('ping', {});
    const rows = page.getByTestId('history-entry');
    const count = await rows.count();
    expect(count).toBeGreaterThan(3);
    /** Where focus is: the history row's index and the focused button's accessible name, or null outside. */
    const focus = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        const row = el?.closest<HTMLElement>('[data-testid="history-entry"]');
        if (!el || !row) return null;
        const all = [...document.querySelectorAll('[data-testid="history-entry"]')];
        return { row: all.indexOf(row), name: el.getAttribute('aria-label') ?? el.textContent ?? '' };
      });

    // Tab from the button before the list lands on the open exchange's row, and the next Tab leaves the list.
    await page.getByRole('button', { name: 'Clear' }).focus();
    await page.keyboard.press('Tab');
    expect(await focus()).toMatchObject({ row: 0, name: expect.stringContaining('ping') });
    await page.keyboard.press('Tab');
    expect(await focus()).toBeNull();
    await page.keyboard.press('Shift+Tab');
    expect(await focus()).toMatchObject({ row: 0 });

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await focus()).toMatchObject({ row: 2 });
    await page.keyboard.press('ArrowRight');
    expect(await focus()).toEqual({ row: 2, name: expect.stringMatching(/^Re-send /) });
    await page.keyboard.press('End');
    expect(await focus()).toEqual({ row: 2, name: expect.stringMatching(/^HAR of /) });
    await page.keyboard.press('ArrowLeft');
    expect(await focus()).toEqual({ row: 2, name: expect.stringMatching(/^Edit /) });
    await page.keyboard.press('Control+End');
    expect(await focus()).toMatchObject({ row: count - 1, name: expect.stringMatching(/^HAR of /) });
    await page.keyboard.press('Control+Home');
    expect(await focus()).toMatchObject({ row: 0 });

    // Enter on a row opens its exchange.
    await page.keyboard.press('ArrowDown');
    const second = rows.nth(1);
    const method = (await second.getByRole('button').first().textContent())?.trim().split(/\s+/)[0] ?? '';
    expect(method).not.toBe('ping');
    await page.keyboard.press('Enter');
    await expect.poll(() => second.getAttribute('class')).toContain('selected');
    await live.settled();
    expect(await page.getByTestId('exchange-view').textContent()).toContain(method);

    // Space on Edit puts the request in the builder; Enter on Re-send sends it again.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await focus()).toEqual({ row: 1, name: `Edit ${method}` });
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByTestId('live-method').inputValue()).toBe(method);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect.poll(() => rows.count()).toBe(count + 1);
    await live.settled();
    expect(await rows.first().textContent()).toContain(method);
    // The list stays one Tab stop, and focus stayed on the button it was on (its row moved down one).
    expect(await page.locator('[data-testid="history-rows"] [tabindex="0"]').count()).toBe(1);
    expect(await focus()).toEqual({ row: 2, name: `Re-send ${method}` });

    // Screen readers meet a grid of rows, each named by its exchange, its actions named with it.
    const snapshot = await page.getByTestId('history-rows').ariaSnapshot();
    expect(snapshot).toMatch(/^- '?grid "Exchanges, newest first/);
    expect(snapshot).toMatch(
      /- '?row "[^"]*ping[^"]*":\n\s+- '?rowheader "[^"]*ping[^"]*":\n\s+- '?button "pass[^"]*ping/,
    );
    expect(snapshot).toContain('- gridcell "Re-send ping"');

    // A filter that takes away the row in focus (set without moving the focus): the focus stays in the grid,
    // on the row now at its place, then on the grid itself, which says why it is empty.
    const filter = (value: string, which = 'history-method') =>
      page.getByTestId(which).evaluate((el, v) => {
        (el as HTMLSelectElement).value = v;
        el.dispatchEvent(new Event('change', { bubbles: true }));
      }, value);
    await page.keyboard.press('Control+Home');
    expect(await focus()).toMatchObject({ row: 0, name: expect.stringContaining(method) });
    await filter('ping');
    await expect.poll(() => rows.count()).toBeLessThan(count + 1);
    expect(await focus()).toMatchObject({ row: 0, name: expect.stringContaining('ping') });
    await filter('transport', 'history-verdict');
    await page.getByTestId('history-empty').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('history-rows');
    expect(await page.getByTestId('history-empty').textContent()).toBe('No exchange matches the filters.');
    await filter('', 'history-verdict');
    await page.keyboard.press('ArrowDown');
    expect(await focus()).toMatchObject({ row: 0 });

    await page.getByTestId('help-button').click();
    const help = page.getByTestId('help-list');
    await expect.poll(() => help.textContent()).toContain('History: the next or previous exchange');
    expect(await help.locator('tr[data-command="live.history.actions"] kbd').allTextContents()).toEqual(['→', '←']);
    await live.screenshot('history-keys');
    expect(live.problems).toEqual(NO_PROBLEMS);
  });
});
