// What `npm run lint` calls a citation of a document outside this repository (scripts/check-citations.mjs
// runs it over the repository): in code, comments only; in Markdown and HTML, the whole text.
import ts from 'typescript';
import { LEGACY_SPEC_BASE_URL } from '../../src/spec/legacy-era';
import { EXT_APPS_SPEC_BASE_URL, SEP_BASE_URL, SPEC_BASE_URL } from '../../src/spec/urls';

/** One citation to fix: where, what, and why it is not allowed. */
export interface Citation {
  line: number;
  found: string;
  why: string;
}

// The 2025-era rules (R-LEGACY-*) link to the 2025-11-25 specification they judge by.
const ALLOWED_PREFIXES = [SPEC_BASE_URL, SEP_BASE_URL, LEGACY_SPEC_BASE_URL, EXT_APPS_SPEC_BASE_URL];
// Not documents: the app itself on loopback, and the hosts reserved for examples.
const NOT_A_DOCUMENT =
  /^https?:\/\/([^@/\s]*@)?(\[::1\]|127\.0\.0\.1|localhost|(([\w-]+|\*)\.)*(example(\.(com|org|net))?|test|invalid|localhost))(:[\d*]+)?([/?#]|$)/i;
// A bracketed IPv6 host is part of the URL; a `]` after it ends the text as elsewhere.
const URL_TEXT = /\bhttps?:\/\/(?:\[[\da-f:.]+\][^\s'"`<>)\]}|,]*|[^\s'"`<>)\]}|,]+)/gi;
const MD_NAME = /(?<![\w/.-])([\w./-]*[\w-]+\.md)\b/g;
// A file name the protocol itself fixes (a skill's manifest, SEP-2640), not a document being cited.
const PROTOCOL_FILE = /(^|\/)SKILL\.md$/;
const ISSUE = /\b(issues?|PRs?|pull requests?)\s+#?\d+\b|\(items?\s+\d+[^)]*\)/gi;
const TEST_CALL = /^(describe|it|test)$/;
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

/** Which files the check reads. */
export function isCitable(file: string): boolean {
  return CODE.test(file) || /\.(md|html|css)$/.test(file) || file === '.ci/run';
}

/** Whether a call is `describe(…)`, `it.each(…)(…)`, `test.todo(…)` and the like: its title documents a test. */
function isTestCall(node: ts.CallExpression): boolean {
  let callee: ts.Expression = node.expression;
  while (ts.isPropertyAccessExpression(callee) || ts.isCallExpression(callee)) {
    callee = ts.isCallExpression(callee) ? callee.expression : callee.expression;
  }
  return ts.isIdentifier(callee) && TEST_CALL.test(callee.text);
}

/** The comments and test titles of a code file with their offsets (other strings and code are not citations). */
function codeComments(text: string, file: string): { offset: number; text: string }[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const ranges = new Map<number, ts.CommentRange>();
  const add = (list: ts.CommentRange[] | undefined) => list?.forEach((r) => ranges.set(r.pos, r));
  // Every token, not only every node: a JSX `{/* … */}` holds its comment before the `}` token.
  const titles: { offset: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    const title = ts.isCallExpression(node) && isTestCall(node) ? node.arguments[0] : undefined;
    if (title && (ts.isStringLiteral(title) || ts.isNoSubstitutionTemplateLiteral(title))) {
      titles.push({ offset: title.getStart(source), text: title.text });
    }
    add(ts.getLeadingCommentRanges(text, node.pos));
    add(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  add(ts.getLeadingCommentRanges(text, source.endOfFileToken.pos));
  return [...[...ranges.values()].map((r) => ({ offset: r.pos, text: text.slice(r.pos, r.end) })), ...titles];
}

function citableParts(file: string, text: string): { offset: number; text: string }[] {
  const matches = (re: RegExp) => [...text.matchAll(re)].map((m) => ({ offset: m.index, text: m[0] }));
  if (CODE.test(file)) return codeComments(text, file);
  if (file.endsWith('.css')) return matches(/\/\*[\s\S]*?\*\//g);
  if (file === '.ci/run') return matches(/(^|\s)#.*$/gm);
  return [{ offset: 0, text }];
}

/**
 * The citations of outside documents in one file: URLs other than the spec links of src/spec/urls.ts (the
 * app's loopback and example hosts are not documents), `*.md` names no file of the repository has
 * (`hasDocument` says which exist), and issue, pull-request or `(item N)` numbers; in code, in comments and
 * test titles.
 */
export function citationsIn(file: string, text: string, hasDocument: (name: string) => boolean): Citation[] {
  const out: Citation[] = [];
  const report = (offset: number, found: string, why: string) =>
    out.push({ line: text.slice(0, offset).split('\n').length, found, why });
  for (const part of citableParts(file, text)) {
    for (const m of part.text.matchAll(URL_TEXT)) {
      const url = m[0].replace(/[.:;]+$/, '');
      if (ALLOWED_PREFIXES.some((p) => url.startsWith(p)) || NOT_A_DOCUMENT.test(url)) continue;
      report(part.offset + m.index, url, 'a URL outside the repository; spec links come from src/spec/urls.ts');
    }
    const withoutUrls = part.text.replace(URL_TEXT, (url) => ' '.repeat(url.length));
    for (const m of withoutUrls.matchAll(MD_NAME)) {
      const name = m[1] ?? '';
      if (!hasDocument(name) && !PROTOCOL_FILE.test(name))
        report(part.offset + m.index, name, 'a document that is not in this repository');
    }
    for (const m of part.text.matchAll(ISSUE)) report(part.offset + m.index, m[0], 'an issue tracker reference');
  }
  return out;
}
