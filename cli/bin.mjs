#!/usr/bin/env node
// The `mcp-shape-inspector` command (`npm run -s scan -- <url>`, or the package's bin). It runs the
// bundle cli/build.mjs made (npm's prepare step) while no bundled source is newer than it, else
// cli/main.ts through tsx's loader: a fast start, and never a command older than its sources.
// MCP_INSPECTOR_CLI=tsx forces the sources.
import { readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function freshBundle() {
  if (process.env.MCP_INSPECTOR_CLI === 'tsx') return null;
  try {
    const bundle = resolve(root, 'cli/dist/mcp-shape-inspector.mjs');
    const built = statSync(bundle).mtimeMs;
    const { inputs } = JSON.parse(readFileSync(resolve(root, 'cli/dist/inputs.json'), 'utf8'));
    for (const input of inputs) if (statSync(resolve(root, input)).mtimeMs > built) return null;
    return pathToFileURL(bundle).href;
  } catch {
    return null;
  }
}

async function fromSources() {
  let register;
  try {
    ({ register } = await import('tsx/esm/api'));
  } catch {
    process.stderr.write('mcp-shape-inspector: the tsx package is missing; run `npm install` in the package folder.\n');
    process.exit(2);
  }
  register();
  return import('./main.ts');
}

const bundle = freshBundle();
const { runCli } = bundle ? await import(bundle) : await fromSources();
const npmScript = process.env.npm_lifecycle_event;
process.exitCode = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  ...(npmScript ? { npmScript } : {}),
});
