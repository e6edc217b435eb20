#!/usr/bin/env node
// The `mcp-shape-inspector` command (the package's bin, `npm start`, `npm run -s scan -- <url>`). Without a
// command (or with serve options only) it serves the inspector; `scan` and `client` run the CLI. It runs the
// bundle cli/build.mjs made; in the repository only while no bundled source is newer than it, else the
// sources through tsx's loader: a fast start, and never a command older than its sources. An installed package
// has no sources and no tsx: it always runs the bundle. MCP_INSPECTOR_CLI=tsx forces the sources.
import { readFileSync } from 'node:fs';
import nodeModule from 'node:module';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleIsFresh } from './bundle-fresh.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// Node 22.1 and later keep the bundle's compiled code on disk: a second start skips compiling it (Node 20: no-op).
nodeModule.enableCompileCache?.();
const dist = resolve(root, 'cli/dist');

const bundled = process.env.MCP_INSPECTOR_CLI !== 'tsx' && bundleIsFresh(root);
let tsxReady = false;
/** Loads one part of the command: `cli` (scan, client) or `serve`. */
async function load(part) {
  const bundles = { cli: 'mcp-shape-inspector.mjs', serve: 'serve.mjs' };
  if (bundled) return import(pathToFileURL(resolve(dist, bundles[part])).href);
  if (!tsxReady) {
    try {
      const { register } = await import('tsx/esm/api');
      register();
      tsxReady = true;
    } catch {
      process.stderr.write(
        'mcp-shape-inspector: cli/dist/ is missing and tsx is not installed; run `npm install` in the repository.\n',
      );
      process.exit(2);
    }
  }
  return import(part === 'cli' ? './main.ts' : '../app/server/serve/main.ts');
}

const argv = process.argv.slice(2);
const npmScript = process.env.npm_lifecycle_event;

// What npx may have been given for this package: its name (and version), or a tarball or folder by path, in
// only the characters the page accepts in a command (app/state/page-facts.ts), so the page shows it too.
const NPX_SPEC = /^(mcp-shape-inspector(@[\w.-]+)?|\.{0,2}\/[\w@./-]+|[\w@.-]+\.tgz)$/;

/**
 * The package as the user gave it to npx (`./mcp-shape-inspector-0.1.0.tgz`), read from the package.json npx
 * writes in its own cache (`_npx/<hash>/`, beside node_modules); null anywhere else (a project's own
 * package.json names nothing here) or when it is not this package.
 */
function npxSpec() {
  try {
    const install = dirname(dirname(root));
    if (basename(dirname(root)) !== 'node_modules' || basename(dirname(install)) !== '_npx') return null;
    const specs = JSON.parse(readFileSync(resolve(install, 'package.json'), 'utf8'))?._npx?.packages;
    const spec = Array.isArray(specs) && specs.length === 1 ? specs[0] : null;
    return typeof spec === 'string' && spec.length <= 76 && NPX_SPEC.test(spec) ? spec : null;
  } catch {
    return null;
  }
}

// How the user runs this command again, for the lines it and its page print: npm sets the event `start` for
// `npm start` and `npx` for `npx …` (the tarball or folder named as typed: the registry may not have it);
// a command on the PATH is its own name.
const launch =
  npmScript === 'start'
    ? 'npm start --'
    : npmScript === 'npx'
      ? `npx ${npxSpec() ?? 'mcp-shape-inspector'}`
      : 'mcp-shape-inspector';
const io = { stdout: process.stdout, stderr: process.stderr, ...(npmScript ? { npmScript } : {}) };
const first = argv[0];
// A command word (scan, client, or an unknown one to name) and --version are the CLI's; flags alone serve.
if ((first !== undefined && !first.startsWith('-')) || first === '-v' || first === '--version') {
  const { runCli } = await load('cli');
  process.exitCode = await runCli(argv, io);
} else if (argv.includes('-h') || argv.includes('--help')) {
  // One help for every command: what the bare command serves, then scan's and client's.
  const [{ serveHelp }, { runCli }] = await Promise.all([load('serve'), load('cli')]);
  let cliHelp = '';
  const code = await runCli(['--help'], { ...io, stdout: { write: (text) => (cliHelp += text) } });
  const [title, ...rest] = cliHelp.split('\n');
  process.stdout.write(`${title}\n\n${serveHelp(launch)}${rest.join('\n').trimStart()}`);
  process.exitCode = code;
} else {
  const { runServe } = await load('serve');
  const appRoot = resolve(root, 'dist');
  const served = await runServe(argv, {
    ...io,
    appRoot,
    name: launch,
  });
  if (typeof served === 'number') process.exitCode = served;
  else {
    const stop = () => void served.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  }
}
