import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit (node), component (happy-dom) and integration (node, real servers) tests;
// browser tests live in vitest.e2e.config.ts. Timeouts are generous upper bounds, never the expected
// duration: tests wait for events (test/app/setup.ts gives findBy/waitFor the same bound as expect.poll here).
const POLL = { poll: { timeout: 30_000 } };
const BOUND = { testTimeout: 60_000, hookTimeout: 60_000, expect: POLL };

export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one, which is a single worker on two cores; the files spend
    // much of their time importing and waiting on sockets, so one per core keeps both cores busy.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      // unit and integration files share a worker's modules (isolate: false), which saves re-importing the
      // library per file; vitest still restores spies after each file. app stays isolated: its files mock
      // modules (vi.mock) and would share one happy-dom document and localStorage.
      { test: { name: 'unit', environment: 'node', include: ['test/unit/**/*.test.ts'], isolate: false, ...BOUND } },
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
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          expect: POLL,
        },
      },
    ],
  },
});
