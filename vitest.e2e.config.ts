import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Browser and live-server tests: real Chromium, real servers. Every wait is for an event (an editor ready, a
// verdict shown) with a generous bound, so a loaded machine is slower, not red: polls and Playwright actions
// (test/e2e/support/browser.ts) wait up to a minute, a test up to three.
// Each worker runs its files one after another and keeps its modules (isolate: false), so one built app and
// one Chromium serve all of them (test/e2e/support/run-wide.ts); each-file.ts makes the browser forget a file
// before the next one. Two workers on two cores: one alone left a core idle a quarter of the time (2026-12-03,
// the whole e2e stage 357 s with one worker, 246 s with two), as tests wait on servers and the page.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 180_000,
    fileParallelism: true,
    maxWorkers: Math.min(4, Math.max(2, availableParallelism())),
    isolate: false,
    setupFiles: ['test/e2e/support/each-file.ts'],
    globalSetup: ['test/e2e/support/run-folder.ts'],
    expect: { poll: { timeout: 60_000 } },
  },
});
