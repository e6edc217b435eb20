// Every `@example` of src/, and of app/'s pure modules, runs as a test (the convention is in README.md here).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectExamples, publicExports, type Example } from './extract';
import { runExample } from './run-example';

const ROOT = resolve(import.meta.dirname, '../../..');
const SRC = join(ROOT, 'src');

const examples = collectExamples(ROOT, SRC);
const folders = [...new Set(examples.map((e) => e.folder))].sort();
const modules = new Map<string, Promise<Record<string, unknown>>>();
const load = (file: string) => {
  if (!modules.has(file))
    modules.set(file, import(/* @vite-ignore */ join(ROOT, file)) as Promise<Record<string, unknown>>);
  return modules.get(file) as Promise<Record<string, unknown>>;
};

/**
 * An example's names: the library's entry, the term builders (examples write Elixir terms with atom, tuple,
 * map and struct), its folder's modules, its folder's index, then its own module (later layers win).
 */
async function scopeOf(example: Example): Promise<Record<string, unknown>> {
  const sameFolder = examples
    .filter((e) => e.folder === example.folder && e.folder !== '(root)')
    .map((e) => e.file)
    .filter((file, index, all) => all.indexOf(file) === index && file !== example.file);
  const folderIndex = `src/${example.folder}/index.ts`;
  const layers = [
    'src/index.ts',
    'src/term/build.ts',
    ...sameFolder,
    ...(readdirSync(join(SRC, example.folder === '(root)' ? '' : example.folder)).includes('index.ts')
      ? [folderIndex]
      : []),
    example.file,
  ];
  return Object.assign({}, ...(await Promise.all(layers.map(load))));
}

describe('the @example blocks of src/', () => {
  it('finds the examples', () => {
    // A broken extractor would find none and pass every folder vacuously.
    expect(examples.length).toBeGreaterThan(300);
    expect(folders).toEqual(
      expect.arrayContaining([
        'exchange',
        'handler',
        'json',
        'legacy',
        'modern',
        'normalizer',
        'probe',
        'term',
        'text',
      ]),
    );
  });

  it('has one for every name src/index.ts exports', () => {
    const exported = publicExports(ROOT, 'src/index.ts');
    // A broken tracer would find no names and pass vacuously.
    expect(exported.length).toBeGreaterThan(150);
    const documented = (e: { file: string; declared: string }) =>
      examples.some((x) => x.file === e.file && x.exportName.split(', ').includes(e.declared));
    const missing = exported.filter((e) => !documented(e)).map((e) => `${e.name} (${e.file})`);
    expect(missing, 'public exports without an @example').toEqual([]);
  });

  for (const folder of folders) {
    describe(`src/${folder}`, () => {
      for (const example of examples.filter((e) => e.folder === folder)) {
        it(`${example.file}:${example.line} ${example.exportName}`, async () => {
          const assertions = await runExample(example.code, await scopeOf(example));
          expect(assertions, 'an example asserts at least one result with "// => value"').toBeGreaterThan(0);
        });
      }
    });
  }
});

// app/: the examples of modules that need no browser (no DOM, no Monaco, no storage at import) run the same
// way, in the names of the packages their module imports, the library's entry, their own folder's modules and
// their own module. IMPURE folders need a browser and are never collected.
const APP = join(ROOT, 'app');
const IMPURE_APP = ['editor'];
const appFolderOf = (example: Example) =>
  relative(APP, join(ROOT, dirname(example.file)))
    .split('\\')
    .join('/');
/** The packages a module imports (a client library such as TanStack Query): its examples may use them too. */
const packagesOf = (file: string) =>
  [...readFileSync(join(ROOT, file), 'utf8').matchAll(/ from '([^.'][^']*)'/g)].map((m) => m[1] as string);
const loadPackage = async (name: string) => {
  const { default: _, ...names } = (await import(/* @vite-ignore */ name)) as Record<string, unknown>;
  return names;
};
const appExamples = collectExamples(ROOT, APP).filter(
  (e) => !IMPURE_APP.some((folder) => `${appFolderOf(e)}/`.startsWith(`${folder}/`)),
);

describe('the @example blocks of app/', () => {
  it('finds them', () => {
    // A broken extractor would find none and pass every folder vacuously.
    expect(appExamples.length).toBeGreaterThan(50);
  });

  for (const folder of [...new Set(appExamples.map(appFolderOf))].sort()) {
    describe(`app/${folder}`, () => {
      for (const example of appExamples.filter((e) => appFolderOf(e) === folder)) {
        it(`${example.file}:${example.line} ${example.exportName}`, async () => {
          const siblings = appExamples
            .filter((e) => appFolderOf(e) === folder && e.file !== example.file)
            .map((e) => e.file);
          const layers = ['src/index.ts', 'src/term/build.ts', ...new Set(siblings), example.file];
          const packages = await Promise.all([...new Set(packagesOf(example.file))].map(loadPackage));
          const scope = Object.assign({}, ...packages, ...(await Promise.all(layers.map(load))));
          const assertions = await runExample(example.code, scope);
          expect(assertions, 'an example asserts at least one result with "// => value"').toBeGreaterThan(0);
        });
      }
    });
  }
});
