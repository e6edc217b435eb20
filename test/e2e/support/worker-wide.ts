import type { BrowserContext } from 'playwright-core';
import { servedOrigins, startBuiltApp } from './app-server';
import { launchBrowser } from './browser';
import { RUN_FOLDER_ENV } from './run-folder';
import { closeTabsButSpares } from './tabs';

// Each e2e worker runs its files one after another and keeps its modules (vitest.e2e.config.ts), so they
// share the worker's built app and Chromium: per file, starting the app cost about 3 s, launching Chromium about
// 1 s, and the first load of the app in a new profile compiles every script again.

type App = Awaited<ReturnType<typeof startBuiltApp>>;
type Chromium = Awaited<ReturnType<typeof launchBrowser>>;

let app: Promise<App> | undefined;
let chromium: Promise<Chromium> | undefined;

/** The worker's built app (the server `npm start` runs), started on first use. A failed start is tried again. */
export function workerApp(): Promise<App> {
  app ??= startBuiltApp().catch((error: unknown) => {
    app = undefined;
    throw error;
  });
  return app;
}

/** The worker's Chromium, launched on first use; if it crashes or fails to launch, the next caller gets a new one. */
export function workerBrowser(): Promise<Pick<Chromium, 'context'>> {
  // Its profile is removed with the run's folder (run-folder.ts): the worker ends with the browser open.
  chromium ??= launchBrowser(process.env[RUN_FOLDER_ENV]).then(
    (launched) => {
      launched.context.once('close', () => (chromium = undefined));
      return launched;
    },
    (error: unknown) => {
      chromium = undefined;
      throw error;
    },
  );
  return chromium;
}

/**
 * Leaves the worker's Chromium as the next file expects to find it: no tab but the spare ones, no granted
 * permission or context route, and nothing saved by any origin this worker's app servers served.
 */
export async function forgetTheFile(): Promise<void> {
  if (!chromium) return;
  const { context } = await chromium;
  await closeTabsButSpares(context);
  await context.clearPermissions();
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await clearSavedState(context);
}

async function clearSavedState(context: BrowserContext): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  try {
    // Not the HTTP cache: the compiled scripts it keeps are what makes a later file's first load fast.
    const storageTypes = 'cookies,local_storage,indexeddb,service_workers,cache_storage,file_systems';
    for (const origin of servedOrigins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes });
  } finally {
    await cdp.detach();
  }
}
