import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { TAP_ENV } from '../../../app/server/tap/targets';
import { startBuiltApp } from './app-server';
import { watchPage, type PageProblems } from './browser';
import { openTab, releaseTab } from './tabs';

/**
 * Serves the built app (dist/) as `npm start -- --tap <spec>…` does: the taps reach the server
 * Vite mounts through the same environment variable, set only while it mounts.
 */
export async function startBuiltAppWithTaps(
  specs: readonly string[],
): Promise<{ url: string; close: () => Promise<void> }> {
  const before = process.env[TAP_ENV];
  process.env[TAP_ENV] = specs.join(' ');
  try {
    return await startBuiltApp();
  } finally {
    if (before === undefined) delete process.env[TAP_ENV];
    else process.env[TAP_ENV] = before;
  }
}

/** A #/tap tab, with read-outs of its traffic list. */
export class TapPage {
  private constructor(
    readonly page: Page,
    readonly problems: PageProblems,
  ) {}

  static async open(context: BrowserContext, appUrl: string): Promise<TapPage> {
    // Tap tests do not clear saved state; they see what earlier tabs saved, as a new tab did.
    const page = await openTab(context, { viewport: { width: 1440, height: 900 }, cleanState: false, hooks: false });
    const problems = watchPage(page);
    await page.goto(`${appUrl}#/tap`);
    await page.getByTestId('tap-screen').waitFor();
    await expect.poll(() => page.getByTestId('tap-screen').getAttribute('data-feed')).toBe('live');
    return new TapPage(page, problems);
  }

  /** Ends the test's use of the tab (it goes back to the spare tabs). */
  close(): Promise<void> {
    return releaseTab(this.page);
  }

  rows() {
    return this.page.getByTestId('tap-row');
  }

  /** Method label, status and verdict of each row, newest first. */
  async table(): Promise<{ method: string; status: string; verdict: string }[]> {
    return this.rows().evaluateAll((rows) =>
      rows.map((r) => ({
        method: r.getAttribute('data-method') ?? '',
        status: r.querySelector('[data-testid="tap-status"]')?.textContent ?? '',
        verdict: r.getAttribute('data-verdict') ?? '',
      })),
    );
  }

  /** Opens the newest row of a method and waits for its exchange view. */
  async open(method: string): Promise<void> {
    await this.page.locator(`[data-testid="tap-row"][data-method="${method}"] button`).first().click();
    await this.page.locator('[data-testid="exchange-view"][data-exchange-settled="true"]').waitFor();
  }

  /** The rules of the opened exchange's findings. */
  async findings(): Promise<string[]> {
    return this.page
      .locator('[data-testid="exchange-view"] [data-rule]')
      .evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-rule') ?? ''))].sort());
  }

  async screenshot(name: string): Promise<void> {
    await this.page.screenshot({ path: `test-results/screenshots/tap-${name}.png`, fullPage: true });
  }
}
