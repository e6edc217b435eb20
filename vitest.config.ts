import { defineConfig } from 'vitest/config';

// Unit (node), component (happy-dom) and integration (node, real servers) tests;
// browser tests live in vitest.e2e.config.ts. Timeouts are generous upper bounds, never the expected
// duration: tests wait for events (test/app/setup.ts gives findBy/waitFor the same bound as expect.poll here).
const POLL = { poll: { timeout: 30_000 } };
const BOUND = { testTimeout: 60_000, hookTimeout: 60_000, expect: POLL };

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', environment: 'node', include: ['test/unit/**/*.test.ts'], ...BOUND } },
      {
        test: {
          name: 'app',
          environment: 'happy-dom',
          include: ['test/app/**/*.test.{ts,tsx}'],
          setupFiles: ['test/app/setup.ts'],
          ...BOUND,
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['test/integration/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          expect: POLL,
        },
      },
    ],
  },
});
