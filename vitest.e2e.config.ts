import { defineConfig } from 'vitest/config';

// Browser and live-server tests: real Chromium, real servers, run one file at a time. Every wait is for an
// event (an editor ready, a verdict shown) with a generous bound, so a loaded machine is slower, not red:
// polls and Playwright actions (test/e2e/support/browser.ts) wait up to a minute, a test up to three.
// The files share one worker and its modules (isolate: false), so one built app and one Chromium serve them
// all (test/e2e/support/run-wide.ts); each-file.ts makes the browser forget a file before the next one.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    isolate: false,
    setupFiles: ['test/e2e/support/each-file.ts'],
    globalSetup: ['test/e2e/support/run-folder.ts'],
    expect: { poll: { timeout: 60_000 } },
  },
});
