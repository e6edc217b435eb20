// Whether cli/dist may run: shared by the command (cli/bin.mjs, which falls back to the sources through tsx) and
// `npm start` (scripts/start.mjs, which rebuilds it), so both judge freshness the same way.
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The bundle under `root` exists and no source it was built from (cli/dist/inputs.json) is newer. The package
 * ships no inputs.json (and no sources): there the bundle always runs.
 *
 * @param {string} root the repository's or the installed package's folder
 * @returns {boolean}
 */
export function bundleIsFresh(root) {
  const dist = resolve(root, 'cli/dist');
  try {
    const built = statSync(resolve(dist, 'serve.mjs')).mtimeMs;
    const list = resolve(dist, 'inputs.json');
    if (!statSync(list, { throwIfNoEntry: false })) return true;
    const { inputs } = JSON.parse(readFileSync(list, 'utf8'));
    for (const input of inputs) {
      const source = statSync(resolve(root, input), { throwIfNoEntry: false });
      if (source && source.mtimeMs > built) return false;
    }
    return true;
  } catch {
    return false;
  }
}
