// Builds the app (dist/) when it is missing or older than its sources: `npm start` and the
// conformance run of the live screen serve what the sources say, not an old build.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

/** What the build reads: a change to any of them makes dist/ stale (the codicon subsetter is a config file too). */
export const SOURCES = [
  'index.html',
  'vite.config.ts',
  'vite.config.codicons.ts',
  'package.json',
  'src',
  'app',
  'public',
];
// Node-side code is loaded by vite.config.ts at start, never bundled: changing it needs no rebuild.
const NOT_BUNDLED = new Set([join('app', 'server')]);

function newestMtime(path) {
  if (!existsSync(path) || NOT_BUNDLED.has(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

/** Runs `vite build` (from the current directory, the repository root) when dist/ is stale. */
export async function buildIfStale() {
  const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
  if (built >= Math.max(...SOURCES.map(newestMtime))) return;
  console.log(built ? 'Sources changed since the last build: rebuilding…' : 'No build yet: building…');
  await build({ logLevel: 'warn' });
}
