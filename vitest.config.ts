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
      // unit, integration and app-model files share a worker's modules (isolate: false), which saves
      // re-importing per file (app-model: 2026-12-03, the unit stage 229 s against 253 s). Components, real
      // Monaco and vi.mock need a document and module graph of their own, so they stay in isolated app, whose
      // files each get a fresh VM context in a kept worker thread (vmThreads) instead of a fresh process
      // (2026-12-06: the app project 30 s against 56 s, three shuffled orders pass).
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['test/unit/**/*.test.ts'],
          setupFiles: ['test/unit/node-globals.ts'],
          isolate: false,
          ...BOUND,
        },
      },
      {
        test: {
          name: 'app',
          environment: 'happy-dom',
          pool: 'vmThreads',
          include: ['test/app/**/*.test.tsx', 'test/app/editor/**/*.test.ts'],
          setupFiles: ['test/app/setup.ts'],
          ...BOUND,
        },
      },
      {
        // Model and store tests: each sets the store state it relies on (they pass in one worker, shuffled).
        test: {
          name: 'app-model',
          environment: 'happy-dom',
          include: ['test/app/**/*.test.ts'],
          exclude: ['test/app/editor/**'],
          setupFiles: ['test/app/setup.ts'],
          isolate: false,
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
