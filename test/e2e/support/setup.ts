import { afterAll, beforeAll } from 'vitest';
import { startBuiltApp } from './app-server';
import { launchBrowser } from './browser';
import { releaseTabsAfterEachTest } from './tabs';

/** The built app and a Chromium for the tests of one describe block; read them inside tests. */
export interface AppAndBrowser {
  app: Awaited<ReturnType<typeof startBuiltApp>>;
  browser: Awaited<ReturnType<typeof launchBrowser>>;
}

/**
 * Starts the built app and a fresh Chromium before the block's tests and closes both after; after each test
 * the tabs it opened with openTab go back to the spare tabs.
 */
export function useAppAndBrowser(): AppAndBrowser {
  const env = {} as AppAndBrowser;
  beforeAll(async () => {
    env.app = await startBuiltApp();
    env.browser = await launchBrowser();
  });
  releaseTabsAfterEachTest(() => env.browser?.context);
  afterAll(async () => {
    await env.browser?.close();
    await env.app?.close();
  });
  return env;
}
