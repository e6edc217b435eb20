import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The environment variable that names the run's folder for the files' workers. */
export const RUN_FOLDER_ENV = 'SHAPE_INSPECTOR_E2E_FOLDER';

/**
 * vitest globalSetup: one temporary folder for the run (each worker's Chromium keeps its profile in it), removed
 * after the workers end; a worker cannot remove it itself, as it is stopped with the browser still running.
 */
export default function setup(): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'shape-inspector-e2e-'));
  process.env[RUN_FOLDER_ENV] = folder;
  return () => rmSync(folder, { recursive: true, force: true, maxRetries: 5 });
}
