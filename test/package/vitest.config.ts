import { defineConfig } from 'vitest/config';

// The packaged command, installed from its tarball into a temporary folder (npm test's package stage, after
// the build). Generous bounds, never the expected duration: every wait is for an event.
export default defineConfig({
  test: {
    include: ['test/package/**/*.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 300_000,
    expect: { poll: { timeout: 60_000 } },
  },
});
