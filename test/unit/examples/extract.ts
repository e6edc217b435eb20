// Finds the `@example` blocks in the JSDoc of every top-level export of src/ (see README.md here).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** One `@example` block: where it is written and its code, the JSDoc margin removed. */
export interface Example {
  /** Path under the repository root, e.g. `src/term/print.ts`. */
  file: string;
  /** The top-level folder under src/ (`term`), or `(root)` for src/*.ts. */
  folder: string;
  /** The exported declaration the JSDoc belongs to. */
  exportName: string;
  /** 1-based line of the `@example` tag in the file. */
  line: number;
  code: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function isExported(statement: ts.Statement): boolean {
  return (
    ts.canHaveModifiers(statement) &&
    (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
  );
}

function exportName(statement: ts.Statement): string {
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.map((d) => d.name.getText()).join(', ');
  const name = (statement as ts.DeclarationStatement).name;
  return name ? name.getText() : '(default)';
}

/** The raw `/** … *\/` comments right before a statement, with their start offsets. */
function jsDocComments(text: string, statement: ts.Statement): { start: number; body: string }[] {
  return (ts.getLeadingCommentRanges(text, statement.pos) ?? [])
    .filter((range) => text.startsWith('/**', range.pos))
    .map((range) => ({ start: range.pos, body: text.slice(range.pos, range.end) }));
}

/** The `@example` blocks of one JSDoc comment: from the tag to the next tag or the comment's end. */
function examplesOf(comment: string): { offset: number; code: string }[] {
  const lines = comment
    .replace(/^\/\*\*/, '   ')
    .replace(/\*\/$/, '')
    .split('\n');
  const out: { offset: number; code: string }[] = [];
  let current: { offset: number; lines: string[] } | undefined;
  lines.forEach((raw, index) => {
    const line = raw.replace(/^\s*\* ?/, '').replace(/^\s+(?=@)/, '');
    const tag = /^@(\w+)\s?(.*)$/.exec(line.trimStart());
    if (tag) {
      if (current) out.push({ offset: current.offset, code: current.lines.join('\n').trim() });
      current = tag[1] === 'example' ? { offset: index, lines: [tag[2] ?? ''] } : undefined;
    } else current?.lines.push(line);
  });
  if (current) out.push({ offset: current.offset, code: current.lines.join('\n').trim() });
  return out.filter((example) => example.code !== '');
}

/** Every `@example` of every top-level export of the `.ts` files under `srcDir` (a folder of `root`). */
export function collectExamples(root: string, srcDir: string): Example[] {
  return sourceFiles(srcDir).flatMap((path) => {
    const text = readFileSync(path, 'utf8');
    const file = relative(root, path).split('\\').join('/');
    const parts = relative(srcDir, path).split(/[\\/]/);
    const folder = parts.length > 1 ? (parts[0] ?? '') : '(root)';
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
    const seen = new Set<number>();
    return source.statements.filter(isExported).flatMap((statement) =>
      jsDocComments(text, statement)
        .filter((comment) => !seen.has(comment.start) && seen.add(comment.start))
        .flatMap((comment) =>
          examplesOf(comment.body).map(({ offset, code }) => ({
            file,
            folder,
            exportName: exportName(statement),
            line: source.getLineAndCharacterOfPosition(comment.start).line + 1 + offset,
            code,
          })),
        ),
    );
  });
}

/** A name the library's entry exports, and the declaration behind it (re-exports followed). */
export interface PublicExport {
  name: string;
  /** Path under the repository root of the declaring file. */
  file: string;
  /** The name it is declared under (`buildReport` for `buildScanReport`). */
  declared: string;
}

/** Every name `entry` (a path under `root`) exports, each traced to its declaration. */
export function publicExports(root: string, entry: string): PublicExport[] {
  const path = join(root, entry);
  const program = ts.createProgram([path], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(path);
  const module = source && checker.getSymbolAtLocation(source);
  if (!module) throw new Error(`${entry} is not a module`);
  return checker.getExportsOfModule(module).map((symbol) => {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const declaration = target.declarations?.[0];
    const file = declaration ? relative(root, declaration.getSourceFile().fileName).split('\\').join('/') : '';
    return { name: symbol.name, file, declared: target.name };
  });
}
