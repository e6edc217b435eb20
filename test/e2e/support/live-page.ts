import type {} from '../../../app/editor/test-hooks';
import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { watchPage, type PageProblems } from './browser';
import { openTab, releaseTab } from './tabs';

const PARAMS_URI = 'inmemory://live/params.json';
const RESPONSE_URI = 'inmemory://live/response-body.json';

/** A live-screen tab driven the way a user would, plus read-outs for assertions. */
export class LivePage {
  private constructor(
    readonly page: Page,
    readonly problems: PageProblems,
  ) {}

  /** Opens `#/live…` in a tab whose first load finds a clean saved state, with the editors' test hooks. */
  static async open(context: BrowserContext, appUrl: string, hash = '#/live'): Promise<LivePage> {
    const page = await openTab(context, { viewport: { width: 1440, height: 900 } });
    const problems = watchPage(page);
    await page.goto(appUrl + hash);
    await page.getByTestId('live-screen').waitFor();
    return new LivePage(page, problems);
  }

  /**
   * Sets the viewport's width and waits until the workspace has the layout that width asks for (crossing
   * 800 px lays the same panes out anew, after the resize returns).
   */
  async resize(width: number): Promise<void> {
    await this.page.setViewportSize({ width, height: 900 });
    const layout = width <= 800 ? 'stacked' : 'panes';
    await this.page.locator(`[data-testid="live-workspace"][data-layout="${layout}"]`).waitFor();
  }

  /** Ends the test's use of the tab (it goes back to the spare tabs). */
  close(): Promise<void> {
    return releaseTab(this.page);
  }

  async connect(url?: string): Promise<void> {
    if (url !== undefined) await this.page.getByTestId('server-url').fill(url);
    const before = await this.historyCount();
    await this.page.getByTestId('connect-button').click();
    await expect.poll(() => this.historyCount()).toBeGreaterThan(before);
    await expect.poll(() => this.page.getByTestId('connect-button').isEnabled()).toBe(true);
    await this.settled();
  }

  /** Waits until the shown exchange has its complete, judged answer. */
  async settled(): Promise<void> {
    await this.page.locator('[data-testid="exchange-view"][data-exchange-settled="true"]').waitFor();
  }

  /** Picks a method, sets its params through the editor, and sends with Ctrl+Enter from the params editor. */
  async send(method: string, params: unknown): Promise<void> {
    await this.page.getByTestId('live-method').fill(method);
    await this.page.locator(`[data-testid="live-params"][data-editor-ready="true"]`).waitFor();
    await this.page.evaluate(
      ([uri, text]) => window.__shapeInspectorEditors?.[uri as string]?.setValue(text as string),
      [PARAMS_URI, JSON.stringify(params)] as const,
    );
    const before = await this.historyCount();
    await this.page.locator('[data-testid="live-params"] .view-lines').click();
    await this.page.keyboard.press('Control+Enter');
    await expect.poll(() => this.historyCount()).toBeGreaterThan(before);
    await this.settled();
  }

  /** The params editor's text, parsed. */
  async params(): Promise<unknown> {
    const text = await this.page.evaluate((uri) => window.__shapeInspectorEditors?.[uri]?.getValue() ?? '', PARAMS_URI);
    return JSON.parse(text) as unknown;
  }

  /** Replaces the params editor's text as if typed. */
  async setParams(text: string): Promise<void> {
    await this.page.locator(`[data-testid="live-params"][data-editor-ready="true"]`).waitFor();
    await this.page.evaluate(([uri, t]) => window.__shapeInspectorEditors?.[uri as string]?.setValue(t as string), [
      PARAMS_URI,
      text,
    ] as const);
  }

  /** Clicks Send and waits for the new exchange to settle. */
  async clickSend(): Promise<void> {
    const before = await this.historyCount();
    await this.page.getByTestId('send-button').click();
    await expect.poll(() => this.historyCount()).toBeGreaterThan(before);
    await this.settled();
  }

  async historyCount(): Promise<number> {
    return this.page.getByTestId('history-entry').count();
  }

  /** The rule ids and severities of the shown exchange's findings. */
  async findings(): Promise<{ rule: string; severity: string }[]> {
    return this.page
      .locator('[data-testid="exchange-view"] [data-rule]')
      .evaluateAll((els) =>
        els.map((e) => ({ rule: e.getAttribute('data-rule') ?? '', severity: e.getAttribute('data-severity') ?? '' })),
      );
  }

  async verdict(): Promise<string> {
    return (await this.page.getByTestId('exchange-view').getAttribute('data-verdict')) ?? '';
  }

  /** The response editor's markers under our own owner. */
  async responseMarkers(): Promise<{ owner: string; message: string }[]> {
    const markers = await this.page.evaluate(
      (uri) => (window.__shapeInspectorEditors?.[uri]?.getMarkers() ?? []) as { owner: string; message: string }[],
      RESPONSE_URI,
    );
    return markers.filter((m) => m.owner === 'shape-inspector');
  }

  /** Opens a history entry by its method (the newest one). */
  async openHistory(method: string): Promise<void> {
    await this.page.getByTestId('history-entry').filter({ hasText: method }).first().locator('button').first().click();
    await this.settled();
  }

  async screenshot(name: string): Promise<void> {
    await this.page.screenshot({ path: `test-results/screenshots/live-${name}.png` });
  }
}
