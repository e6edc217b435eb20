import { defineConfig } from 'vitest/config';

// Browser and live-server tests: real Chromium, real servers, run one file at a time. Every wait is for an
// event (an editor ready, a verdict shown) with a generous bound, so a loaded machine is slower, not red:
// polls and Playwright actions (test/e2e/support/browser.ts) wait up to a minute, a test up to three.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    expect: { poll: { timeout: 60_000 } },
  },
});
