import react from '@vitejs/plugin-react';
import { readFileSync, realpathSync } from 'node:fs';
import { dirname, resolve as resolvePath } from 'node:path';
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

// The judge worker is an entry of the page's own build, not a worker bundle of its own: the page's chunks of the
// checker (Zod, the SDK's schemas, src/) are its chunks too, instead of a second copy (about 130 KB gzip). Each
// `new Worker(new URL('.../workers/judge.worker.ts', import.meta.url))` gets the URL of that entry; the file keeps
// its name (assets/judge.worker-<hash>.js), which is how the server gives the worker its policy (app/server).
const JUDGE_ENTRY = fileURLToPath(new URL('./app/workers/judge.worker.ts', import.meta.url));
const JUDGE_WORKER_URL = /new\s+URL\(\s*(['"])([^'"]*\/workers\/judge\.worker\.ts)\1\s*,\s*import\.meta\.url\s*\)/g;
const judgeWorkerInPageBuild = (): Plugin => {
  let reference = '';
  return {
    name: 'judge-worker-in-page-build',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      reference = this.emitFile({ type: 'chunk', id: JUDGE_ENTRY, name: 'judge.worker' });
    },
    transform: {
      filter: { code: /workers\/judge\.worker\.ts/ },
      handler(code, id) {
        const replaced = code.replace(JUDGE_WORKER_URL, (whole, _quote: string, path: string) => {
          if (resolvePath(dirname(id), path) !== JUDGE_ENTRY) return whole;
          return `new URL(/* @vite-ignore */ import.meta.ROLLDOWN_FILE_URL_${reference}, '' + import.meta.url)`;
        });
        return replaced === code ? undefined : { code: replaced, map: null };
      },
    },
  };
};

// The page's policy forbids compiling code, so it turns schema compilation off at start (main.tsx:
// allowSchemaCompilation(false)) and never builds an Ajv. Only the judge worker may: every module but its
// provide-ajv.ts gets app/workers/ajv-slot.ts for Ajv's names, a stand-in that provide-ajv.ts fills in the worker
// and that throws on the page, so Ajv (37 KB gzip) is in the worker's chunk only.
const AJV_PROVIDER = realpathSync(fileURLToPath(new URL('./app/workers/provide-ajv.ts', import.meta.url)));
const AJV_SLOT = fileURLToPath(new URL('./app/workers/ajv-slot.ts', import.meta.url));
// Compared as real paths: a symlinked checkout must not give the provider the slot (it would recurse).
const isAjvProvider = (importer: string | undefined): boolean => {
  try {
    return importer !== undefined && realpathSync(importer) === AJV_PROVIDER;
  } catch {
    return false;
  }
};
const ajvInJudgeOnly: Plugin = {
  name: 'ajv-in-judge-only',
  apply: 'build',
  enforce: 'pre',
  resolveId: (id, importer) =>
    (id === 'ajv/dist/2020' || id === 'ajv-formats') && !isAjvProvider(importer) ? AJV_SLOT : undefined,
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

// Neighbours that Monaco's hover, clipboard and service modules import for features the app never registers
// (no definition, code action, colour, inlay hint, inline completion or paste-as provider, no command palette),
// each replaced by a stand-in that answers as the real module does without one: no contribution, nothing
// found, never on a colour box, no quick input (only Go to Match, which has no key, and the unused inline
// completions snooze would open one). With them go gotoSymbol, codeAction, actionWidget, colorPicker, inlayHints,
// dropOrPasteInto and the quick input (about 70 KB gzip). test/e2e/editor-contributions.test.ts covers what stays.
const MONACO_STAND_INS: Record<string, string> = {
  'editor/contrib/gotoSymbol/browser/link/goToDefinitionAtPosition.js':
    'export class GotoDefinitionAtPositionEditorContribution { static get() { return null; } }',
  'editor/contrib/inlineCompletions/browser/hintsWidget/inlineCompletionsHintsWidget.js':
    'export class InlineSuggestionHintsContentWidget { static dropDownVisible = false; }',
  'editor/contrib/colorPicker/browser/hoverColorPicker/hoverColorPicker.js':
    'export const isOnColorDecorator = () => false;',
  'editor/contrib/colorPicker/browser/hoverColorPicker/hoverColorPickerParticipant.js':
    'export class ColorHover {}\nexport class HoverColorPickerParticipant {}',
  'editor/contrib/inlayHints/browser/inlayHintsHover.js': 'export class InlayHintsHover {}',
  'editor/contrib/codeAction/browser/codeAction.js': `export const quickFixCommandId = 'editor.action.quickFix';
export const ApplyCodeActionReason = { FromProblemsHover: 'fromProblemsHover' };
export const getCodeActions = async () => ({ validActions: [], allActions: [], documentation: [], dispose() {} });`,
  'editor/contrib/codeAction/browser/codeActionController.js':
    'export class CodeActionController { static get() { return null; } }',
  'editor/contrib/dropOrPasteInto/browser/copyPasteController.js':
    'export class CopyPasteController { static get() { return null; } }',
  'editor/standalone/browser/quickInput/standaloneQuickInputService.js': `const none = () => { throw new Error('this editor has no quick input'); };
export class StandaloneQuickInputService {
  get currentQuickInput() { return undefined; }
  get quickAccess() { return none(); }
  pick() { return none(); } input() { return none(); } createQuickPick() { return none(); }
  createInputBox() { return none(); } toggle() {} toggleHover() {}
}`,
};
const MONACO_ESM = '/node_modules/monaco-editor/esm/vs/';
const monacoStandIns: Plugin = {
  name: 'monaco-stand-ins',
  apply: 'build',
  load(id) {
    const at = id.indexOf(MONACO_ESM);
    return at === -1 ? undefined : MONACO_STAND_INS[id.slice(at + MONACO_ESM.length)];
  },
};

// The app is served on loopback only, with the relay and the demo endpoints of app/server mounted in
// front of Vite (dev and preview). CORS stays off: no other origin may read anything served here.
// A build serves nothing: it loads no server (nor the demo's authorization server and its runtime notice).
export default defineConfig(async ({ command }): Promise<UserConfig> => ({
  plugins: [
    react(),
    judgeWorkerInPageBuild(),
    ajvInJudgeOnly,
    monacoUnused,
    monacoStandIns,
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
  // Monaco's JSON worker, the one worker bundled apart, is tree-shaken with the same knowledge.
  worker: { format: 'es', rolldownOptions: { treeshake: { moduleSideEffects: pureModulesAside } } },
}));
