import type { BrowserContext, Disposable, Page } from 'playwright-core';
import { afterEach } from 'vitest';
import { TEST_HOOKS_FLAG } from '../../../app/editor/test-hooks';
import { HISTORY_DB_NAME } from '../../../app/exchange/history/history-db';

// Opening a new Chromium tab and loading the app cold costs about twice what loading it again in a used tab
// does (the renderer's compiled scripts are kept), so a released tab is reset and handed to the next test.
// A released tab loses the init script openTab gave it, not others: a test with scripts of its own uses newPage.

/** How a test's tab starts. */
export interface TabOptions {
  /** The window size; Playwright's default (1280x720) when left out. */
  viewport?: { width: number; height: number };
  /**
   * `true` (the default): the app's first load in this tab finds no saved state (localStorage and the app's
   * IndexedDB are cleared; a reload keeps what the tab saved). `false`: the tab sees what earlier tabs saved.
   */
  cleanState?: boolean;
  /** Whether the editors' test hooks (window.__shapeInspectorEditors) are on; default true. */
  hooks?: boolean;
}

const DEFAULT_VIEWPORT = { width: 1280, height: 720 };
// The events tests listen to; a released tab drops their listeners so the next test hears only its own.
const TEST_EVENTS = ['console', 'pageerror', 'request', 'response', 'requestfailed', 'dialog', 'popup', 'download'];

const spareTabs = new WeakMap<BrowserContext, Page[]>();
const tabsInUse = new WeakMap<BrowserContext, Set<Page>>();
const initScripts = new WeakMap<Page, Disposable>();
let opened = 0;

/** A tab of `context` set up as `options` say: a released one when there is one, else a new one. */
export async function openTab(context: BrowserContext, options: TabOptions = {}): Promise<Page> {
  const spares = spareTabs.get(context) ?? [];
  let page = spares.pop();
  while (page?.isClosed()) page = spares.pop();
  page ??= await context.newPage();
  initScripts.set(page, await prepareTab(page, options));
  const inUse = tabsInUse.get(context) ?? new Set<Page>();
  tabsInUse.set(context, inUse.add(page));
  return page;
}

/**
 * Sets up `page` as `options` say, for a test that keeps its tab to itself (openTab's tabs are released
 * after each test). Returns the init script it installed.
 */
export async function prepareTab(page: Page, options: TabOptions = {}): Promise<Disposable> {
  await page.setViewportSize(options.viewport ?? DEFAULT_VIEWPORT);
  // Each opening has its own mark, so a used tab's first load of the app is a first load again.
  const opening = `${process.pid}-${++opened}`;
  return page.addInitScript(
    ([mark, clean, hooks, hooksFlag, historyDb]) => {
      // Only the app's own document: a sandboxed frame (an MCP App's View) has no storage and throws on it.
      if (window.top !== window) return;
      const key = 'shape-inspector:test-tab';
      if (sessionStorage.getItem(key) !== mark) {
        sessionStorage.setItem(key, mark);
        if (clean) {
          localStorage.clear();
          indexedDB.deleteDatabase(historyDb);
        }
      }
      if (hooks) localStorage.setItem(hooksFlag, '1');
    },
    [opening, options.cleanState ?? true, options.hooks ?? true, TEST_HOOKS_FLAG, HISTORY_DB_NAME] as const,
  );
}

/**
 * Ends a test's use of a tab from openTab: it leaves the app (its timers, workers and sockets end with the
 * document), loses what the test installed, and waits for the next openTab. A closed or crashed tab is dropped.
 */
export async function releaseTab(page: Page): Promise<void> {
  const context = page.context();
  if (!tabsInUse.get(context)?.delete(page) || page.isClosed()) return;
  try {
    await initScripts.get(page)?.dispose();
    initScripts.delete(page);
    for (const type of TEST_EVENTS) page.removeAllListeners(type);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.goto('about:blank');
  } catch {
    await page.close().catch(() => undefined);
    return;
  }
  spareTabs.set(context, [...(spareTabs.get(context) ?? []), page]);
}

/** Registers, in the calling file or block, the release of every tab a test left open, after each test. */
export function releaseTabsAfterEachTest(context: () => BrowserContext | undefined): void {
  afterEach(async () => {
    const current = context();
    for (const page of current ? [...(tabsInUse.get(current) ?? [])] : []) await releaseTab(page);
  });
}

/** Closes every tab of `context` that is not a spare one (tabs a test opened with newPage and left open). */
export async function closeTabsButSpares(context: BrowserContext): Promise<void> {
  const spares = new Set(spareTabs.get(context) ?? []);
  tabsInUse.delete(context);
  for (const page of context.pages()) if (!spares.has(page)) await page.close().catch(() => undefined);
}
