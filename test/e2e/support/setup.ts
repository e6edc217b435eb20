import { beforeAll } from 'vitest';
import { runApp, runBrowser } from './run-wide';
import { releaseTabsAfterEachTest } from './tabs';

/** The worker's built app and Chromium (shared by its files, see run-wide.ts); read them inside tests. */
export interface AppAndBrowser {
  app: Awaited<ReturnType<typeof runApp>>;
  browser: Awaited<ReturnType<typeof runBrowser>>;
}

/**
 * Gets the worker's built app and Chromium before the block's tests; after each test the tabs it opened with
 * openTab go back to the spare tabs, and after the file the browser forgets it (test/e2e/support/each-file.ts).
 */
export function useAppAndBrowser(): AppAndBrowser {
  const env = {} as AppAndBrowser;
  beforeAll(async () => {
    env.app = await runApp();
    env.browser = await runBrowser();
  });
  releaseTabsAfterEachTest(() => env.browser?.context);
  return env;
}
