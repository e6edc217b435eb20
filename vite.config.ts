import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, runnerImport, type Plugin, type UserConfig } from 'vite';

const LIBRARY_DIR = fileURLToPath(new URL('./src/', import.meta.url));
const PURE_MODULES = /node_modules\/(zod|@modelcontextprotocol)\//;
const pureModulesAside = (id: string) => !PURE_MODULES.test(id) && !id.startsWith(LIBRARY_DIR);

// The codicon font's build step is TypeScript beside this file: Vite's module runner loads it, so the config
// bundler does not walk its TypeScript imports.
const loadCodiconSubset = async () =>
  (await runnerImport<typeof import('./vite.config.codicons')>('/vite.config.codicons.ts')).module.codiconSubset();

// app/server (relay, demo endpoints) runs in Node beside Vite, loaded through tsx: its demo servers and tap
// are dynamic imports made on their first request (app/server/app.ts), long after a module runner made for
// loading the config would have closed.
const loadInspectorServer = async () => {
  const { tsImport } = await import('tsx/esm/api');
  const plugin = (await tsImport(
    './app/server/vite-plugin.ts',
    import.meta.url,
  )) as typeof import('./app/server/vite-plugin');
  return plugin.inspectorServer();
};

// The page's policy forbids compiling code, so it turns schema compilation off at start (main.tsx:
// allowSchemaCompilation(false)) and never builds an Ajv; its judge worker, bundled apart with the real
// Ajv, judges schemas. So the page's bundle gets a stand-in that only throws (Ajv is 37 KB gzip).
const STAND_IN = '\0page-without-ajv';
const pageWithoutAjv: Plugin = {
  name: 'page-without-ajv',
  apply: 'build',
  enforce: 'pre',
  resolveId: (id) => (id === 'ajv/dist/2020' || id === 'ajv-formats' ? STAND_IN : undefined),
  load: (id) =>
    id === STAND_IN
      ? `const refuse = () => { throw new Error('the page compiles no schema: its judge worker judges them'); };
export class Ajv2020 { constructor() { refuse(); } }
export default refuse;`
      : undefined,
};

// Monaco's copies of DOMPurify and marked (20 KB gzip; only its domSanitize.js and markdownRenderer.js
// import them by these paths) are packages the app already ships, in newer versions.
const monacoOwnCopies = [
  { find: /^\.\/dompurify\/dompurify\.js$/, replacement: fileURLToPath(import.meta.resolve('dompurify')) },
  { find: /^\.\.\/common\/marked\/marked\.js$/, replacement: fileURLToPath(import.meta.resolve('marked')) },
];

// Parts of monaco-editor 0.57 the app never runs, left out of its chunk (28 KB gzip): the GPU renderer
// (only with experimentalGpuAcceleration 'on'; off by default) and the multi-file diff editor (only
// createMultiFileDiffEditor). Each module becomes a stand-in exporting the same names, unset.
const MONACO_UNUSED =
  /monaco-editor\/esm\/vs\/editor\/browser\/(gpu\/viewGpuContext|viewParts\/viewLinesGpu\/viewLinesGpu|widget\/multiDiffEditor\/multiDiffEditorWidget)\.js$/;
const monacoUnused: Plugin = {
  name: 'monaco-unused',
  apply: 'build',
  load(id) {
    if (!MONACO_UNUSED.test(id)) return undefined;
    const names = [...readFileSync(id, 'utf8').matchAll(/^export \{([^}]*)\};$/gm)].flatMap((m) =>
      (m[1] ?? '').split(',').map(
        (name) =>
          name
            .trim()
            .split(/\s+as\s+/)
            .pop() ?? '',
      ),
    );
    return names.map((name) => `export const ${name} = undefined;`).join('\n');
  },
};

// The app is served on loopback only, with the relay and the demo endpoints of app/server mounted in
// front of Vite (dev and preview). CORS stays off: no other origin may read anything served here.
// A build serves nothing: it loads no server (nor the demo's authorization server and its runtime notice).
export default defineConfig(async ({ command }): Promise<UserConfig> => ({
  plugins: [
    react(),
    pageWithoutAjv,
    monacoUnused,
    await loadCodiconSubset(),
    command === 'serve' ? await loadInspectorServer() : undefined,
  ],
  resolve: { alias: monacoOwnCopies },
  server: { host: '127.0.0.1', port: 5173, cors: false },
  preview: { host: '127.0.0.1', port: 4173, cors: false },
  build: {
    target: 'es2022',
    // Written but not linked from the bundles: the package leaves the maps out (they hold the sources), and a
    // link to a missing map is a failed request in every debugger.
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 4096,
    // src/ and the SDK's schema modules only define values (src/ is pure by design); declaring them
    // free of side effects keeps the checker, which only the worker uses, out of the first chunk.
    rolldownOptions: {
      // The authorization popup's callback page is its own small entry (no inline script under the CSP).
      input: { main: 'index.html', 'auth-callback': 'auth-callback.html' },
      // Its timing notice counts the workers' own builds (run inside a plugin) as plugin time, and fires
      // on a busy machine: nothing to act on.
      checks: { bundlerTimings: false },
      treeshake: { moduleSideEffects: pureModulesAside },
    },
  },
  // The workers' bundles are tree-shaken with the same knowledge (the judge worker holds the checker).
  worker: { format: 'es', rolldownOptions: { treeshake: { moduleSideEffects: pureModulesAside } } },
}));
