// Runs one `@example`: TypeScript transpiled, evaluated with names in scope, `// => value` comments asserted.
import ts from 'typescript';
import { expect } from 'vitest';

const ASSERTION = /^\/\/\s*=>\s?(.*)$/;
const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
  ...args: string[]
) => (...values: unknown[]) => Promise<void>;

interface Assertion {
  /** The example's source of the statement the comment asserts on. */
  statement: string;
  /** What follows `=>`: a JavaScript expression, or `throws <expression>`. */
  expected: string;
}

/** The `// =>` comments between the top-level statements of the code, with their offsets. */
function assertionComments(code: string, source: ts.SourceFile): { pos: number; expected: string }[] {
  const ranges = new Map<number, ts.CommentRange>();
  for (const node of [...source.statements, source.endOfFileToken]) {
    for (const range of ts.getLeadingCommentRanges(code, node.pos) ?? []) ranges.set(range.pos, range);
    for (const range of ts.getTrailingCommentRanges(code, node.end) ?? []) ranges.set(range.pos, range);
  }
  const out = [...ranges.values()]
    .map((range) => ({ pos: range.pos, match: ASSERTION.exec(code.slice(range.pos, range.end)) }))
    .filter((c) => c.match !== null)
    .map((c) => ({ pos: c.pos, expected: (c.match?.[1] ?? '').trim() }))
    .sort((a, b) => a.pos - b.pos);
  // A "// =>" nested in a statement (a function body, a block) would otherwise assert nothing.
  if ((code.match(/\/\/\s*=>/g) ?? []).length !== out.length) throw new Error('"// =>" inside a statement: ' + code);
  return out;
}

/**
 * The example rewritten so each asserted statement reports its value: `expr; // => v` becomes a call of
 * `__assert(n, async () => (expr))`, `const x = expr; // => v` keeps the declaration and asserts `x`.
 */
export function instrument(code: string): { code: string; assertions: Assertion[] } {
  const source = ts.createSourceFile('example.ts', code, ts.ScriptTarget.Latest, true);
  const assertions: Assertion[] = [];
  const replacements: { start: number; end: number; text: string }[] = [];
  for (const comment of assertionComments(code, source)) {
    const statement = source.statements.filter((s) => s.end <= comment.pos).at(-1);
    if (!statement) throw new Error(`"// => ${comment.expected}" follows no statement`);
    if (replacements.some((r) => r.start === statement.getStart())) {
      throw new Error(`two "// =>" comments on one statement: ${statement.getText()}`);
    }
    const n = assertions.push({ statement: statement.getText(), expected: comment.expected }) - 1;
    const check = (value: string) =>
      `await __assert(${n}, async () => (${value}), () => (${expectedValue(comment.expected)}));`;
    if (ts.isExpressionStatement(statement)) {
      replacements.push({
        start: statement.getStart(),
        end: statement.end,
        text: check(statement.expression.getText()),
      });
    } else if (ts.isVariableStatement(statement)) {
      const last = statement.declarationList.declarations.at(-1);
      if (!last || !ts.isIdentifier(last.name))
        throw new Error(`"// =>" after a destructuring: ${statement.getText()}`);
      replacements.push({ start: statement.end, end: statement.end, text: ` ${check(last.name.text)}` });
    } else throw new Error(`"// =>" after a statement that has no value: ${statement.getText()}`);
  }
  let out = code;
  for (const r of replacements.sort((a, b) => b.start - a.start))
    out = out.slice(0, r.start) + r.text + out.slice(r.end);
  return { code: out, assertions };
}

/** `throws X` asserts that the statement throws (X: a class, a message part or a RegExp). */
function expectedValue(expected: string): string {
  const throws = /^throws\s+(.+)$/.exec(expected);
  return throws ? `{ [__throws]: (${throws[1]}) }` : expected;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** Runs an example's code with `scope`'s names as variables; rejects with the first failed assertion. */
export async function runExample(code: string, scope: Readonly<Record<string, unknown>>): Promise<number> {
  const instrumented = instrument(code);
  const js = ts
    .transpileModule(instrumented.code, {
      compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, verbatimModuleSyntax: false },
      reportDiagnostics: false,
    })
    .outputText.replace(/^export \{\};\s*$/m, '');
  const throwsKey = Symbol('throws');
  const assert = async (n: number, actual: () => Promise<unknown>, expected: () => unknown) => {
    const { statement, expected: text } = instrumented.assertions[n] ?? { statement: '', expected: '' };
    const want = expected() as Record<symbol, unknown> | undefined;
    const label = `${statement}  // => ${text}`;
    if (want !== null && typeof want === 'object' && throwsKey in want) {
      await expect(actual(), label).rejects.toThrow(want[throwsKey] as string);
    } else expect(await actual(), label).toEqual(want);
  };
  const names = Object.keys(scope).filter((name) => IDENTIFIER.test(name));
  const run = new AsyncFunction('__assert', '__throws', ...names, `{\n${js}\n}`);
  await run(assert, throwsKey, ...names.map((name) => scope[name]));
  return instrumented.assertions.length;
}
