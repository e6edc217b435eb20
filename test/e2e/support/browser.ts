import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import debianChromium from '../../../scripts/chromium.json' with { type: 'json' };
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

// Debian's Chromium and its flags, one list with scripts/conformance-screen.mjs: without the networking
// flags Chromium floods the closed network with background requests.
const CHROMIUM = process.env.CHROMIUM_PATH ?? debianChromium.path;
const FLAGS = debianChromium.flags;

/** How long a page action or navigation may wait for its event before the test fails. */
const EVENT_BOUND_MS = 60_000;

/** A headless Debian Chromium with a fresh profile made in `folder`; `close` removes the profile. */
export async function launchBrowser(
  folder = tmpdir(),
): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const profile = mkdtempSync(join(folder, 'shape-inspector-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: FLAGS,
    headless: true,
  });
  // Actions and navigations wait for their event; the bound only ends a test that would hang.
  context.setDefaultTimeout(EVENT_BOUND_MS);
  context.setDefaultNavigationTimeout(EVENT_BOUND_MS);
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Everything a page did wrong: page errors, console errors, requests leaving loopback. */
export interface PageProblems {
  pageErrors: string[];
  consoleErrors: string[];
  foreignRequests: string[];
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Starts recording a page's problems; read the returned object after the interaction. */
export function watchPage(page: Page): PageProblems {
  const problems: PageProblems = { pageErrors: [], consoleErrors: [], foreignRequests: [] };
  page.on('pageerror', (error) => problems.pageErrors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (
      (url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'ws:') &&
      !LOOPBACK.has(url.hostname)
    )
      problems.foreignRequests.push(request.url());
  });
  return problems;
}

export type { Browser, BrowserContext, Page };
