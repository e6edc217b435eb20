import type {} from '../../../app/editor/test-hooks';
import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { watchPage, type PageProblems } from './browser';
import { openTab, releaseTab } from './tabs';

const INPUT_URI = 'inmemory://playground/handler.json';
const RESPONSE_URI = 'inmemory://playground/modern-response.json';

/** A playground tab driven the way a user would, plus read-outs for assertions. */
export class PlaygroundPage {
  private constructor(
    readonly page: Page,
    readonly problems: PageProblems,
  ) {}

  /** Opens the app (optionally at a hash) in a tab, from a clean saved state, with the editors' test hooks enabled. */
  static async open(context: BrowserContext, url: string): Promise<PlaygroundPage> {
    const page = await openTab(context);
    const problems = watchPage(page);
    await page.goto(url);
    const playground = new PlaygroundPage(page, problems);
    await playground.waitForEditors();
    return playground;
  }

  /** Ends the test's use of the tab (it goes back to the spare tabs). */
  close(): Promise<void> {
    return releaseTab(this.page);
  }

  /** Waits for Monaco in the input editor (the response editor exists only once a preview does). */
  async waitForEditors(): Promise<void> {
    await this.page.locator('[data-testid="handler-input"][data-editor-ready="true"]').waitFor();
  }

  /**
   * Replaces the handler result with a real paste: select all in the editor, then a paste event
   * carrying the text (typing would trigger Monaco's bracket auto-closing, a paste does not).
   */
  async pasteHandlerResult(text: string): Promise<void> {
    await this.page.locator('[data-testid="handler-input"] .view-lines').click();
    await this.page.keyboard.press('Control+A');
    await this.page.evaluate((value) => {
      const data = new DataTransfer();
      data.setData('text/plain', value);
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, text);
  }

  /** Replaces the handler result through the editor hook (an undoable edit), for huge texts. */
  async setHandlerResultFast(text: string): Promise<void> {
    await this.page.evaluate(
      ([uri, value]) => window.__shapeInspectorEditors?.[uri as string]?.setValue(value as string),
      [INPUT_URI, text] as const,
    );
  }

  async setMethod(method: string): Promise<void> {
    await this.page.getByTestId('method-input').fill(method);
  }

  async handlerText(): Promise<string> {
    return this.page.evaluate((uri) => window.__shapeInspectorEditors?.[uri]?.getValue() ?? '', INPUT_URI);
  }

  /** The shaped modern response as shown in the read-only editor. */
  async modernResponse(): Promise<Record<string, unknown>> {
    const text = await this.page.evaluate(
      (uri) => window.__shapeInspectorEditors?.[uri]?.getValue() ?? '',
      RESPONSE_URI,
    );
    return JSON.parse(text) as Record<string, unknown>;
  }

  async waitForResponse(predicate: (r: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> {
    let last: Record<string, unknown> = {};
    await expect.poll(async () => predicate((last = await this.modernResponse().catch(() => ({}))))).toBe(true);
    return last;
  }

  /** How many tools the shown response lists, read inside the page (huge texts stay there). */
  async responseToolCount(): Promise<number> {
    return this.page.evaluate((uri) => {
      const text = window.__shapeInspectorEditors?.[uri]?.getValue() ?? '{}';
      const parsed = JSON.parse(text) as { result?: { tools?: unknown[] } };
      return parsed.result?.tools?.length ?? -1;
    }, RESPONSE_URI);
  }

  async httpStatus(): Promise<string> {
    return (await this.page.getByTestId('http-status').textContent()) ?? '';
  }

  /** The response editor's decorations: class names with the hover text and the line they sit on. */
  async responseDecorations(): Promise<{ className: string; hover: string; line: string }[]> {
    return this.page.evaluate((uri) => {
      const hook = window.__shapeInspectorEditors?.[uri];
      if (!hook) return [];
      const lines = hook.getValue().split('\n');
      return hook
        .getDecorations()
        .map((d) => ({ className: d.className, hover: d.hover, line: lines[d.range.startLineNumber - 1] ?? '' }));
    }, RESPONSE_URI);
  }

  async inputMarkers(): Promise<{ startLineNumber: number; startColumn: number; message: string; owner: string }[]> {
    return this.page.evaluate(
      (uri) =>
        (window.__shapeInspectorEditors?.[uri]?.getMarkers() ?? []) as {
          startLineNumber: number;
          startColumn: number;
          message: string;
          owner: string;
        }[],
      INPUT_URI,
    );
  }

  /** Resizes the tab (the e2e layout checks run at 1440x900 and 800 px wide). */
  async setViewport(width: number, height: number): Promise<void> {
    await this.page.setViewportSize({ width, height });
  }

  /** Replaces the request _meta text as a user would (select all, type). */
  async setRequestMeta(text: string): Promise<void> {
    await this.page.getByTestId('request-meta').fill(text);
  }

  /** The visible text of an element by test id ('' when it is not there). */
  async text(testId: string): Promise<string> {
    const locator = this.page.getByTestId(testId);
    return (await locator.count()) > 0 ? ((await locator.first().textContent()) ?? '') : '';
  }

  /** The ghost lines (removed members) drawn in the response editor, as text. */
  async ghostLines(): Promise<string[]> {
    return this.page.locator('[data-testid="modern-response"] .si-ghost-line').allTextContents();
  }

  async screenshot(name: string): Promise<void> {
    await this.page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
  }
}
