// `node cli/build.mjs` (npm's prepare step and `npm run build`): bundles cli/main.ts and everything it
// imports into cli/dist/mcp-shape-inspector.mjs with esbuild (installed with tsx), so the command
// starts without compiling TypeScript. cli/dist/inputs.json lists the bundled files: bin.mjs uses
// the bundle only while none of them is newer, and runs the sources through tsx otherwise.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'cli', 'dist');
const out = join(dist, 'mcp-shape-inspector.mjs');
mkdirSync(dist, { recursive: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: ['cli/main.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Prefer packages' ES module builds (jsonc-parser's UMD build requires files by computed names).
  mainFields: ['module', 'main'],
  // Bundled CommonJS packages may still call require().
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  outfile: `${out}.tmp`,
  metafile: true,
  // Whitespace and syntax only: a third less to parse at start, names kept for stack traces.
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
});
// Written beside, then renamed: a command starting meanwhile sees the old pair or the new one.
writeFileSync(`${out}.inputs.tmp`, JSON.stringify({ inputs: Object.keys(result.metafile.inputs) }));
renameSync(`${out}.tmp`, out);
renameSync(`${out}.inputs.tmp`, join(dist, 'inputs.json'));
console.log(`cli/build.mjs: ${Object.keys(result.metafile.inputs).length} files bundled into ${out}`);
