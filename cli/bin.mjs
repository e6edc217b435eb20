#!/usr/bin/env node
// The `mcp-shape-inspector` command (`npm run scan -- <url>`, or the package's bin). It runs
// cli/main.ts through tsx's loader, so there is no build step and nothing can go stale.
let register;
try {
  ({ register } = await import('tsx/esm/api'));
} catch {
  process.stderr.write('mcp-shape-inspector: the tsx package is missing; run `npm install` in the package folder.\n');
  process.exit(2);
}
register();
const { runCli } = await import('./main.ts');
process.exitCode = await runCli(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr });
