// `node cli/build.mjs` (`npm run build`, `npm pack` and `npm start` when stale): bundles the command into cli/dist/
// with esbuild, so it starts without compiling TypeScript and without any package installed beside it:
// mcp-shape-inspector.mjs (cli/main.ts: scan, client), serve.mjs (app/server/serve/main.ts: the server
// `npm start` and the bare command run) and judge-worker.mjs (the tap's judge thread), sharing chunks.
// cli/dist/inputs.json lists the bundled files: in the repository bin.mjs uses the bundle only while none of
// them is newer, and runs the sources through tsx otherwise.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { libraryImports } from './library-imports.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const library = join(root, 'src') + sep;

// src/ only defines values (pure by design; vite.config.ts says the same to the page's build): a module of it
// whose exports nobody uses is left out. With library-imports.mjs (each name imported from its own module), a
// server module naming one helper of src/ loads that helper, not the checker. The demo servers, the
// authorization server, the tap and the stdio bridge are dynamic imports (app/server/app.ts): chunks of their
// own, loaded on their first request, so the server's start loads only what serves the page.
const pureLibrary = {
  name: 'pure-library',
  setup(build) {
    build.onResolve({ filter: /^(\.|\/|[A-Za-z]:)/ }, async (args) => {
      if (args.pluginData === 'pure-library') return undefined;
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: 'pure-library',
      });
      if (resolved.errors.length > 0 || !resolved.path.startsWith(library)) return undefined;
      return { ...resolved, sideEffects: false };
    });
  },
};
const dist = join(root, 'cli', 'dist');
const staging = `${dist}.${process.pid}.tmp`;
rmSync(staging, { recursive: true, force: true });
mkdirSync(staging, { recursive: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: {
    'mcp-shape-inspector': 'cli/main.ts',
    serve: 'app/server/serve/main.ts',
    // judge-link.ts starts it as new URL('./judge-worker.mjs', import.meta.url): beside the chunks.
    'judge-worker': 'app/server/tap/judge-worker.ts',
  },
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outdir: staging,
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunk-[hash]',
  // Prefer packages' ES module builds (jsonc-parser's UMD build requires files by computed names).
  mainFields: ['module', 'main'],
  // Bundled CommonJS packages may still call require().
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  metafile: true,
  plugins: [pureLibrary, libraryImports(join(library, 'index.ts'), [join(root, 'app') + sep, join(root, 'cli') + sep])],
  // Whitespace and syntax only: a third less to parse at start, names kept for stack traces.
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'none',
  logLevel: 'warning',
});
const inputs = Object.keys(result.metafile.inputs);
writeFileSync(join(staging, 'inputs.json'), JSON.stringify({ inputs }));
// Built beside, then swapped in: a command starting meanwhile sees the old bundle, the new one, or none (and
// then runs the sources).
const old = `${dist}.${process.pid}.old`;
try {
  renameSync(dist, old);
} catch {
  // No earlier bundle.
}
renameSync(staging, dist);
rmSync(old, { recursive: true, force: true });
console.log(`cli/build.mjs: ${inputs.length} files bundled into ${dist}`);
