import { afterEach, describe, expect, it } from 'vitest';
import { LivePage } from './support/live-page';
import { PlaygroundPage } from './support/playground-page';
import { useAppAndBrowser } from './support/setup';

// The editor features the app offers, in the built app: the build gives Monaco's hover, clipboard and
// services stand-ins for the neighbours they import for features no provider here registers
// (vite.config.ts, MONACO_STAND_INS). Each test ends with no page error, so a stand-in reached by a
// feature in use shows here. The find widget is in budget.test.ts, hover on a finding in
// editor-behaviour.test.ts.
const env = useAppAndBrowser();
const PARAMS = 'inmemory://live/params.json';
const noProblems = { pageErrors: [], consoleErrors: [], foreignRequests: [] };
const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const tab of opened.splice(0)) await tab.close();
});

describe("Monaco's contributions in the built app", () => {
  it("completes a tool's arguments from its inputSchema, and the schema marker's hover says why", async () => {
    const live = await LivePage.open(env.browser.context, env.app.url);
    opened.push(live);
    await live.connect();
    await live.page.getByTestId('catalog-forecast').click();
    const params = live.page.locator('[data-testid="live-params"][data-editor-ready="true"]');
    await params.waitFor();
    await live.page.evaluate(
      ([uri, text]) => window.__shapeInspectorEditors?.[uri as string]?.setValue(text as string),
      [PARAMS, JSON.stringify({ name: 'forecast', arguments: {} })] as const,
    );
    // The caret between the braces of `arguments`, then completion: the schema's properties are offered.
    await params.locator('.view-lines').click();
    await live.page.keyboard.press('Control+End');
    await live.page.keyboard.press('ArrowLeft');
    await live.page.keyboard.press('ArrowLeft');
    const suggestions = live.page.locator('.suggest-widget.visible .monaco-list-row');
    await expect
      .poll(async () => {
        if ((await suggestions.count()) === 0) await live.page.keyboard.press('Control+Space');
        return suggestions.allInnerTexts().catch(() => []);
      })
      .toEqual(expect.arrayContaining([expect.stringMatching(/region/)]));
    await suggestions.filter({ hasText: 'region' }).first().click();
    await expect
      .poll(() => live.page.evaluate((uri) => window.__shapeInspectorEditors?.[uri]?.getValue(), PARAMS))
      .toMatch(/"arguments":\{\s*"region"/);

    // A value of the wrong type gets a schema marker; hovering its squiggle shows the schema's sentence.
    await live.page.evaluate(
      ([uri, text]) => window.__shapeInspectorEditors?.[uri as string]?.setValue(text as string),
      [PARAMS, JSON.stringify({ name: 'forecast', arguments: { region: 7 } })] as const,
    );
    let nudge = 0;
    await expect
      .poll(async () => {
        const box = await params.locator('.squiggly-error, .squiggly-warning').first().boundingBox();
        if (!box) return '';
        nudge = (nudge + 1) % 3;
        await live.page.mouse.move(box.x + 2 + nudge, box.y + box.height / 2);
        const hover = live.page.locator('.monaco-hover:visible').first();
        return (await hover.count()) > 0 ? hover.innerText().catch(() => '') : '';
      })
      .toMatch(/string/i);
    expect(live.problems).toEqual(noProblems);
  });

  it('folds and unfolds, matches brackets, and opens the context menu in the handler editor', async () => {
    const pg = await PlaygroundPage.open(env.browser.context, env.app.url);
    opened.push(pg);
    const handler = pg.page.locator('[data-testid="handler-input"]');
    await pg.setHandlerResultFast(JSON.stringify({ tools: [{ name: 'a', inputSchema: { type: 'object' } }] }, null, 2));
    await handler.locator('.view-lines').click();
    await pg.page.keyboard.press('Control+Home');
    // Bracket matching: the caret beside the first brace marks it and its partner.
    await expect.poll(() => handler.locator('.bracket-match').count()).toBe(2);
    // Folding: fold all leaves the outer braces' two lines; unfold all brings every line back.
    const lines = () => handler.locator('.view-line').count();
    const unfolded = await lines();
    expect(unfolded).toBeGreaterThan(3);
    await pg.page.keyboard.press('Control+K');
    await pg.page.keyboard.press('Control+0');
    await expect.poll(lines).toBe(2);
    await pg.page.keyboard.press('Control+K');
    await pg.page.keyboard.press('Control+J');
    await expect.poll(lines).toBe(unfolded);
    // The context menu (contextmenu + clipboard contributions) offers Copy and Paste.
    await handler.locator('.view-lines').click({ button: 'right' });
    const menu = pg.page.locator('.monaco-menu .action-label');
    await expect.poll(() => menu.allInnerTexts()).toEqual(expect.arrayContaining(['Copy', 'Paste']));
    await pg.page.keyboard.press('Escape');
    expect(pg.problems).toEqual(noProblems);
  });
});
