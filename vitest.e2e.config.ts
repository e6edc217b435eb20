import { defineConfig } from 'vitest/config';

// Browser and live-server tests: real Chromium, real servers, run one file at a time.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // A loaded CI machine can take a few seconds to load Monaco; polls wait for it instead of failing.
    expect: { poll: { timeout: 15_000 } },
  },
});
