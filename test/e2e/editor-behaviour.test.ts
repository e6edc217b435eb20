import { describe, expect, it } from 'vitest';
import { PlaygroundPage } from './support/playground-page';
import { useAppAndBrowser } from './support/setup';

const env = useAppAndBrowser();
const HANDLER = 'inmemory://playground/handler.json';
const RESPONSE = 'inmemory://playground/modern-response.json';

describe('the editors behave for keyboard users (Chromium)', () => {
  it('? is typeable in the handler editor; F1 opens help there', async () => {
    const pg = await PlaygroundPage.open(env.browser.context, env.app.url);
    await pg.page.locator('[data-testid="handler-input"] .view-lines').click();
    await pg.page.keyboard.press('Control+A');
    await pg.page.keyboard.type('Confirm?');
    await expect.poll(() => pg.handlerText()).toBe('Confirm?');
    expect(await pg.page.getByTestId('help-overlay').isVisible()).toBe(false);
    await pg.page.keyboard.press('F1');
    await expect.poll(() => pg.page.getByTestId('help-overlay').isVisible()).toBe(true);
    const help = await pg.page.getByTestId('help-overlay').textContent();
    expect(help).toMatch(/Tab leaves the editor/);
    await pg.screenshot('help-overlay');
    await pg.page.keyboard.press('Escape');
    expect(pg.problems.pageErrors).toEqual([]);
  });

  it('Tab leaves the handler editor and Shift+Tab comes back', async () => {
    const pg = await PlaygroundPage.open(env.browser.context, env.app.url);
    await pg.page.locator('[data-testid="handler-input"] .view-lines').click();
    const before = await pg.handlerText();
    await pg.page.keyboard.press('Tab');
    const outside = await pg.page.evaluate(() => {
      const a = document.activeElement;
      return {
        inEditor: !!a?.closest('.si-editor'),
        tag: a?.tagName,
        id: a?.id,
        label: a?.getAttribute('aria-label'),
        testid: a?.getAttribute('data-testid'),
      };
    });
    expect(outside.inEditor).toBe(false);
    expect(await pg.handlerText()).toBe(before);
    await pg.page.keyboard.press('Shift+Tab');
    expect(await pg.page.evaluate(() => !!document.activeElement?.closest('[data-testid="handler-input"]'))).toBe(true);
    // Ctrl+M: Tab indents instead.
    await pg.page.keyboard.press('Control+M');
    await pg.page.keyboard.press('End');
    await pg.page.keyboard.press('Tab');
    expect(await pg.page.evaluate(() => !!document.activeElement?.closest('[data-testid="handler-input"]'))).toBe(true);
    expect(await pg.handlerText()).not.toBe(before);
  });

  it('wraps a long one-line paste and starts the next example at the top-left', async () => {
    const pg = await PlaygroundPage.open(env.browser.context, env.app.url);
    const long = `{:ok, %{"tools" => [${Array.from({ length: 300 }, (_, i) => `%{"name" => "t${i}"}`).join(', ')}]}}`;
    await pg.pasteHandlerResult(long);
    await expect.poll(() => pg.handlerText()).toBe(long);
    const view = await pg.page.evaluate((uri) => window.__shapeInspectorEditors?.[uri]?.getView(), HANDLER);
    expect(view).toMatchObject({ scrollLeft: 0, wordWrap: 'on', tabMovesFocus: true });
    await pg.page.keyboard.press('Alt+Z');
    const unwrapped = await pg.page.evaluate((uri) => window.__shapeInspectorEditors?.[uri]?.getView(), HANDLER);
    expect(unwrapped?.wordWrap).toBe('off');
    await pg.page.keyboard.press('End');
    // The editor scrolls on its next animation frame.
    await expect
      .poll(() => pg.page.evaluate((uri) => window.__shapeInspectorEditors?.[uri]?.getView().scrollLeft ?? 0, HANDLER))
      .toBeGreaterThan(0);
    await pg.page.keyboard.press('Alt+Shift+N');
    await expect.poll(() => pg.handlerText()).not.toBe(long);
    await expect
      .poll(() => pg.page.evaluate((uri) => window.__shapeInspectorEditors?.[uri]?.getView(), HANDLER))
      .toMatchObject({ scrollLeft: 0, scrollTop: 0 });
    await pg.page.keyboard.press('Alt+Z');
  });

  it('a finding in the verdict jumps to its marker in the response', async () => {
    const pg = await PlaygroundPage.open(env.browser.context, env.app.url);
    await pg.page.getByTestId('serverinfo-toggle').click();
    await pg.page.locator('[data-rule="R-META-1"] button').click();
    const sel = await pg.page.evaluate(() => {
      const a = document.activeElement;
      return !!a?.closest('[data-testid="modern-response"]');
    });
    expect(sel).toBe(true);
    const markers = await pg.page.evaluate((uri) => window.__shapeInspectorEditors?.[uri]?.getMarkers(), RESPONSE);
    // The jump may still be scrolling the response: each try hovers where the squiggle is now.
    let nudge = 0;
    await expect
      .poll(async () => {
        const box = await pg.page.locator('[data-testid="modern-response"] .squiggly-warning').first().boundingBox();
        if (!box) return '';
        nudge = (nudge + 1) % 3;
        await pg.page.mouse.move(box.x + 2 + nudge, box.y + box.height / 2);
        // Read without waiting (innerText alone waits up to a minute for a hover): the poll does the waiting.
        const hover = pg.page.locator('.monaco-hover:visible').first();
        return (await hover.count()) > 0 ? hover.innerText().catch(() => '') : '';
      })
      .toMatch(/R-META-1/);
    expect((markers as { owner: string }[]).some((m) => m.owner === 'shape-inspector')).toBe(true);
    await pg.screenshot('finding-revealed');
  });
});
