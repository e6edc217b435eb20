import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Browser and live-server tests: real Chromium, real servers. Every wait is for an event (an editor ready, a
// verdict shown) with a generous bound, so a loaded machine is slower, not red: polls and Playwright actions
// (test/e2e/support/browser.ts) wait up to a minute, a test up to three.
// A worker keeps its modules (isolate: false): one app and one Chromium serve its files (support/worker-wide.ts).
// Two workers on two cores, as one left a core idle a quarter of the time (2026-12-03: 357 s with one, 246 s).
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
