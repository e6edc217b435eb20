import { beforeAll } from 'vitest';
import { workerApp, workerBrowser } from './worker-wide';
import { releaseTabsAfterEachTest } from './tabs';

/** The worker's built app and Chromium (shared by its files, see worker-wide.ts); read them inside tests. */
export interface AppAndBrowser {
  app: Awaited<ReturnType<typeof workerApp>>;
  browser: Awaited<ReturnType<typeof workerBrowser>>;
}

/**
 * Gets the worker's built app and Chromium before the block's tests; after each test the tabs it opened with
 * openTab go back to the spare tabs, and after the file the browser forgets it (test/e2e/support/each-file.ts).
 */
export function useAppAndBrowser(): AppAndBrowser {
  const env = {} as AppAndBrowser;
  beforeAll(async () => {
    env.app = await workerApp();
    env.browser = await workerBrowser();
  });
  releaseTabsAfterEachTest(() => env.browser?.context);
  return env;
}
