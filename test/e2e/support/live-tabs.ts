import { afterEach } from 'vitest';
import type { PageProblems } from './browser';
import { LivePage } from './live-page';
import { useAppAndBrowser, type AppAndBrowser } from './setup';

/** What a page that did nothing wrong reports (compare `live.problems` with it). */
export const NO_PROBLEMS: PageProblems = { pageErrors: [], consoleErrors: [], foreignRequests: [] };

/**
 * The opening of a Live e2e file: the worker's app and Chromium, and `open` for a Live tab that goes back
 * to the spare tabs after its test (each test opens its own, so no locator outlives its tab).
 */
export function useLiveTabs(): { env: AppAndBrowser; open: (hash?: string) => Promise<LivePage> } {
  const env = useAppAndBrowser();
  const opened: LivePage[] = [];
  afterEach(async () => {
    for (const live of opened.splice(0)) await live.close();
  });
  const open = async (hash?: string) => {
    const live = await LivePage.open(env.browser.context, env.app.url, hash);
    opened.push(live);
    return live;
  };
  return { env, open };
}
