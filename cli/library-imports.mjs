// An esbuild plugin for cli/build.mjs: an import of names from the library's entry point (src/index.ts) in
// app/ or cli/ becomes an import of each name from the module that defines it. esbuild's code splitting
// places a file by the entry points that reach it through any import, used or not: through the entry point,
// a server module naming one small helper would share a chunk with the whole checker and load it at start.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The TypeScript file an import specifier names (`./x` is x.ts, x.tsx or x/index.ts). */
function moduleFile(from, specifier) {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base])
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  throw new Error(`library-imports: cannot find ${specifier} from ${from}`);
}

const stripComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** The names of one export list (`a, b as c, type T`), as [exported, original] pairs, types left out. */
function listNames(list) {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .map((part) => {
      const [original, exported = original] = part.split(/\s+as\s+/);
      return [exported, original];
    });
}

/** Where each value a module exports is defined: exported name to { file, name } (memoised per file). */
function definitions(file, memo = new Map()) {
  const known = memo.get(file);
  if (known) return known;
  const found = new Map();
  memo.set(file, found);
  const text = stripComments(readFileSync(file, 'utf8'));
  for (const m of text.matchAll(/\bexport\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    if (m[1]) continue;
    const target = moduleFile(file, m[3]);
    const inner = definitions(target, memo);
    for (const [exported, original] of listNames(m[2]))
      found.set(exported, inner.get(original) ?? { file: target, name: original });
  }
  for (const m of text.matchAll(/\bexport\s+\{([^}]*)\}(?!\s*from)/g))
    for (const [exported] of listNames(m[1])) found.set(exported, { file, name: exported });
  for (const m of text.matchAll(
    /\bexport\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|abstract\s+class|enum)\s+([A-Za-z_$][\w$]*)/g,
  ))
    found.set(m[1], { file, name: m[1] });
  for (const m of text.matchAll(/\bexport\s+\*\s+from\s*['"]([^'"]+)['"]/g))
    for (const [name, where] of definitions(moduleFile(file, m[1]), memo)) if (!found.has(name)) found.set(name, where);
  return found;
}

/** The plugin: `entry` is the library's entry point; files under `roots` have their imports of it rewritten. */
export function libraryImports(entry, roots) {
  let defined;
  return {
    name: 'library-imports',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, (args) => {
        if (!roots.some((root) => args.path.startsWith(root)) || args.path.endsWith('.d.ts')) return undefined;
        const source = readFileSync(args.path, 'utf8');
        let changed = false;
        const contents = source.replace(
          /\bimport\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"];?/g,
          (statement, list, specifier) => {
            if (!specifier.startsWith('.') || moduleFile(args.path, specifier) !== entry) return statement;
            defined ??= definitions(entry);
            const parts = list
              .split(',')
              .map((part) => part.trim())
              .filter(Boolean);
            const types = parts.filter((part) => part.startsWith('type '));
            const byFile = new Map();
            const kept = [];
            for (const part of parts.filter((p) => !p.startsWith('type '))) {
              const [name, local = name] = part.split(/\s+as\s+/);
              const where = defined.get(name);
              if (!where || !IDENTIFIER.test(local)) kept.push(part);
              else byFile.set(where.file, [...(byFile.get(where.file) ?? []), `${where.name} as ${local}`]);
            }
            changed = true;
            // Types go in an `import type` (erased whole: verbatimModuleSyntax would keep an empty import of the
            // entry point), and the statement keeps its line count, so stack traces keep their lines.
            const names = (list) => list.map((part) => part.replace(/^type\s+/, '')).join(', ');
            return (
              [
                ...(types.length > 0 ? [`import type { ${names(types)} } from '${specifier}';`] : []),
                ...(kept.length > 0 ? [`import { ${names(kept)} } from '${specifier}';`] : []),
                ...[...byFile].map(([file, names]) => `import { ${names.join(', ')} } from ${JSON.stringify(file)};`),
              ].join(' ') + '\n'.repeat(statement.split('\n').length - 1)
            );
          },
        );
        return changed ? { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' } : undefined;
      });
    },
  };
}
