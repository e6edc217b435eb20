import { defineConfig } from 'vitest/config';

// Unit (node) and component (happy-dom) tests; browser tests live in vitest.e2e.config.ts.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', environment: 'node', include: ['test/unit/**/*.test.ts'] } },
      {
        test: { name: 'app', environment: 'happy-dom', include: ['test/app/**/*.test.{ts,tsx}'] },
      },
    ],
  },
});
