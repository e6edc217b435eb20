import { afterAll } from 'vitest';
import { forgetTheFile } from './worker-wide';

// Runs around every e2e file (vitest.e2e.config.ts setupFiles); its afterAll runs after the file's own.
afterAll(forgetTheFile);
