import { defineConfig } from 'vitest/config';

// Unit (node), component (happy-dom) and integration (node, real servers) tests;
// browser tests live in vitest.e2e.config.ts.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', environment: 'node', include: ['test/unit/**/*.test.ts'] } },
      { test: { name: 'app', environment: 'happy-dom', include: ['test/app/**/*.test.{ts,tsx}'] } },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['test/integration/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
