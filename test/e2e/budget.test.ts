import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_HOOKS_FLAG } from '../../app/editor/test-hooks';
import { watchPage } from './support/browser';
import { pasteToolsList } from './support/paste';
import { filesUnder, WHOLE_APP_BUDGET, wholeAppGzip } from './support/app-size';
import { useAppAndBrowser } from './support/setup';

// Architecture principle 9: budgets are tests. Reads the production build that `npm test` makes;
// SHAPE_INSPECTOR_DIST measures another build's folder (the browser check always serves dist/).
const DIST = resolve(process.env.SHAPE_INSPECTOR_DIST ?? 'dist');
const KB = 1024;
// #42: initial JS under 90 KB (KB = 1,024 bytes, as every figure here). Measured 83.8 KB after TanStack Query went
// to Live's chunk (90.0 KB and 4 bytes before).
const INITIAL_JS_BUDGET = 90 * KB;
// #42: the whole app under 1.5 MB. The issue's figures are in this test's KB (1,024 bytes), so its 1.5 MB could be
// read as 1.5 MiB; the bound is the stricter decimal reading, 1,500,000 bytes (1,464.8 KB), which meets both.
// Measured 1,377.8 KB: the judge worker loads the page's chunks of the checker (it carried its own copy, 179 KB
// gzip with Ajv; now 41 KB of its own), and Monaco leaves out what only unregistered features use (vite.config.ts).
// Monaco is still about 860 KB of it (code, CSS, icon font, its JSON worker).
const TOTAL_BUDGET = WHOLE_APP_BUDGET;
const PASTE_SIZE = 5_000_000;

// Strings only Monaco's code holds (its async-work shim, its worker hook, its CSS class), not a chunk
// name: the entry names the lazy chunk "monaco-editor-<hash>.js" in its dynamic import list.
const MONACO_CODE = [/vscodeScheduleAsyncWork/, /MonacoEnvironment/, /monaco-editor(?![\w-]*\.(?:js|css)\b)/];
// Strings only Zod's code and only Ajv's code hold (an error class name; an option of Ajv's).
const ZOD_CODE = /\bZodError\b/;
const AJV_CODE = /\bstrictTuples\b/;
const MONACO_FILE = /monaco|editor\.api|editor\.main/i;
// Monaco's JSON worker is its editor worker plus the JSON service: it serves both (no editor.worker file).
const ALLOWED_MONACO_WORKERS = ['json.worker'];
const FORBIDDEN_WORKER = /(?:^|[^a-z])(?:editor|ts|typescript|css|html|less|scss|handlebars|razor)\.worker/i;

const gzipSize = (file: string) => gzipSync(readFileSync(file)).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const holdsMonaco = (code: string) => MONACO_CODE.some((marker) => marker.test(code));

/** A URL path from index.html or an import specifier, as a file in dist/. */
function distFile(specifier: string, fromFile: string): string | undefined {
  const path = specifier.startsWith('/') ? join(DIST, specifier) : resolve(dirname(fromFile), specifier);
  return path.startsWith(DIST) && existsSync(path) ? path : undefined;
}

/** Static `import ... from "x"`, `import "x"` and `export ... from "x"`; `import("x")` is left out. */
function staticImports(code: string): string[] {
  const pattern =
    /(?:^|[;})\s])(?:import\s*(?:[\w$*{}\s,]+?\s*from\s*)?|export\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*)["']([^"']+\.js)["']/g;
  return [...code.matchAll(pattern)].map((match) => match[1] ?? '');
}

/** The given files and every chunk they statically import. */
function staticClosure(start: string[]): string[] {
  const queue = [...start];
  const seen = new Set<string>();
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      const imported = distFile(specifier, file);
      if (imported) queue.push(imported);
    }
  }
  return [...seen];
}

/** The entry scripts and modulepreloads of index.html, and every chunk they statically import. */
function initialChunks(): string[] {
  const indexHtml = join(DIST, 'index.html');
  const html = readFileSync(indexHtml, 'utf8');
  const tags = [
    ...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
  ];
  return staticClosure(tags.flatMap((tag) => distFile(tag[1] ?? '', indexHtml) ?? []));
}

describe('bundle budgets (dist/)', () => {
  let files: string[] = [];
  beforeAll(() => {
    if (!existsSync(join(DIST, 'index.html')))
      throw new Error(`${DIST} has no index.html: run \`npm run build\` first (npm test does).`);
    files = filesUnder(DIST).filter((file) => !file.endsWith('.map'));
  });

  it(`loads at most ${kb(INITIAL_JS_BUDGET)} of gzipped JS before the app is interactive, with no Monaco code`, () => {
    const initial = initialChunks();
    expect(initial.length).toBeGreaterThan(0);
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    const initialCss = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g)].flatMap(
      (tag) => distFile(tag[1] ?? '', join(DIST, 'index.html')) ?? [],
    );
    const size = initial.reduce((sum, file) => sum + gzipSize(file), 0);
    console.log(
      `initial JS: ${kb(size)} gzip in ${initial.map((file) => relative(DIST, file)).join(', ')}; initial CSS: ${kb(initialCss.reduce((sum, file) => sum + gzipSize(file), 0))} gzip`,
    );
    for (const file of [...initial, ...initialCss]) {
      expect(relative(DIST, file), 'an initial file is named like Monaco').not.toMatch(MONACO_FILE);
      expect(holdsMonaco(readFileSync(file, 'utf8')), `${relative(DIST, file)} holds Monaco code`).toBe(false);
    }
    expect(size).toBeLessThanOrEqual(INITIAL_JS_BUDGET);
  });

  it(`ships at most ${kb(TOTAL_BUDGET)} gzipped in all (JS, CSS, workers, fonts; source maps aside)`, () => {
    const { total, sizes } = wholeAppGzip(DIST);
    console.log(
      `whole app: ${kb(total)} gzip\n${sizes.map(({ file, gzip }) => `  ${kb(gzip).padStart(9)}  ${file}`).join('\n')}`,
    );
    expect(total).toBeLessThanOrEqual(TOTAL_BUDGET);
  });

  it('emits exactly the JSON worker of Monaco, and no other worker of it', () => {
    const workers = files.filter((file) => file.endsWith('.js') && /worker/i.test(basename(file)));
    const named = (prefix: string) => workers.filter((file) => basename(file).startsWith(`${prefix}-`));
    console.log(`workers: ${workers.map((file) => `${relative(DIST, file)} (${kb(gzipSize(file))} gzip)`).join(', ')}`);
    for (const prefix of ALLOWED_MONACO_WORKERS) expect(named(prefix), `one ${prefix} file`).toHaveLength(1);
    for (const file of workers)
      expect(basename(file), 'a Monaco language worker we do not use').not.toMatch(FORBIDDEN_WORKER);
    // The app's own workers are fine, as long as no other Monaco worker hides under another name.
    const others = workers.filter(
      (file) => !ALLOWED_MONACO_WORKERS.some((prefix) => basename(file).startsWith(`${prefix}-`)),
    );
    for (const file of others)
      expect(holdsMonaco(readFileSync(file, 'utf8')), `${relative(DIST, file)} holds Monaco code`).toBe(false);
  });

  // The judge worker is an entry of the page's build (vite.config.ts): it loads the page's chunks of the checker
  // instead of a copy of its own, and Ajv, which only the worker may run, is in no chunk the page loads first.
  it("ships the checker once: the judge worker shares the page's chunks, and only it loads Ajv", () => {
    const js = files.filter((file) => file.endsWith('.js'));
    const holding = (marker: RegExp) => js.filter((file) => marker.test(readFileSync(file, 'utf8')));
    const judge = js.filter((file) => basename(file).startsWith('judge.worker-'));
    expect(
      judge.map((file) => relative(DIST, file)),
      'one judge worker',
    ).toHaveLength(1);
    const judgeLoads = staticClosure(judge);
    const zod = holding(ZOD_CODE);
    expect(
      zod.map((file) => relative(DIST, file)),
      "Zod's code in one file",
    ).toHaveLength(1);
    expect(judgeLoads, 'the judge worker loads that file').toContain(zod[0]);
    const ajv = holding(AJV_CODE);
    expect(ajv.length).toBeGreaterThan(0);
    const initial = initialChunks();
    for (const file of ajv) {
      expect(judgeLoads, `${relative(DIST, file)} is the judge's`).toContain(file);
      expect(initial, `${relative(DIST, file)} loads with the page`).not.toContain(file);
    }
  });
});

describe('a 5 MB paste (built app in Chromium)', () => {
  const env = useAppAndBrowser();

  // The build keeps only the icons the bundled Monaco code names (vite.config.codicons.ts): the font must still
  // decode (Chromium's font sanitizer only warns when it refuses one) and draw the find widget.
  it('loads the icon font the build cut down, and the find widget draws with it', async () => {
    const page = await env.browser.context.newPage();
    const problems = watchPage(page);
    const fontWarnings: string[] = [];
    page.on('console', (message) => {
      if (/font|OTS/i.test(message.text())) fontWarnings.push(message.text());
    });
    await page.goto(env.app.url);
    const editor = page.locator('[data-testid="handler-input"][data-editor-ready="true"]').first();
    await editor.waitFor();
    await editor.locator('.view-lines').click();
    await page.keyboard.press('ControlOrMeta+F');
    await page.locator('.find-widget .codicon').first().waitFor();
    await page.evaluate('document.fonts.ready');
    const codicon = await page.evaluate(
      `[...document.fonts].filter((font) => font.family.includes('codicon')).map((font) => font.status)`,
    );
    expect(codicon).toEqual(['loaded']);
    expect(fontWarnings).toEqual([]);
    expect(problems).toEqual({ pageErrors: [], consoleErrors: [], foreignRequests: [] });
  });

  // Main-thread task lengths are measured by `npm run bench:app`; this test checks the paste arrives whole.
  it(`pastes ${PASTE_SIZE / 1e6} MB into the handler editor and every editor shows it`, async () => {
    const page = await env.browser.context.newPage();
    const problems = watchPage(page);
    await page.addInitScript((flag) => localStorage.setItem(flag, '1'), TEST_HOOKS_FLAG);
    await page.goto(env.app.url);
    const editor = page.locator('[data-testid="handler-input"][data-editor-ready="true"]').first();
    await editor.waitFor();
    await editor.locator('.view-lines').click();
    await page.keyboard.press('ControlOrMeta+A');
    const size = await pasteToolsList(page, PASTE_SIZE);
    const longestEditorText = () =>
      page.evaluate(() =>
        Math.max(0, ...Object.values(window.__shapeInspectorEditors ?? {}).map((hook) => hook.getValue().length)),
      );
    await expect.poll(longestEditorText).toBeGreaterThanOrEqual(size);
    expect(problems).toEqual({ pageErrors: [], consoleErrors: [], foreignRequests: [] });
  });
});
