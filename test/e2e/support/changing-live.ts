import { afterAll, afterEach, beforeAll } from 'vitest';
import { startChangingServer, type ChangingServer } from '../../fixtures/changing-server/server';
import { LivePage } from './live-page';
import { useAppAndBrowser, type AppAndBrowser } from './setup';

/** What a Live test against the changing fixture server reads: the app and browser, the server, a tab opener. */
export interface ChangingLive {
  env: AppAndBrowser;
  /** The fixture server (started before the file's tests, closed after them). */
  server: () => ChangingServer;
  /** Opens `#/live` in a tab that goes back to the spare tabs after the test. */
  open: () => Promise<LivePage>;
}

/**
 * The set-up the Live files on servers whose interface changes share: the worker's app and Chromium, one
 * changing fixture server for the file, and Live tabs released after each test.
 */
export function useChangingServerAndLive(): ChangingLive {
  const env = useAppAndBrowser();
  let server: ChangingServer | undefined;
  beforeAll(async () => {
    server = await startChangingServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  const opened: LivePage[] = [];
  afterEach(async () => {
    for (const live of opened.splice(0)) await live.close();
  });
  return {
    env,
    server: () => {
      if (!server) throw new Error('The changing server is started before the tests run');
      return server;
    },
    open: async () => {
      const live = await LivePage.open(env.browser.context, env.app.url);
      opened.push(live);
      return live;
    },
  };
}
