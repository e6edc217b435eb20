import { isJsonObject, type JsonObject } from '../json/types';
import type { Scope } from './context';
import { objAt, ptr } from './context';
import { show } from './finding';
import { plainValidTool } from './fast-tool';
import { ruleForIssue, schemaFor, type SafeParser } from './schemas';

interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  errors?: Issue[][];
}

const DISCRIMINATORS = new Set(['type', 'method', 'status']);
const MAX_ISSUES = 50;
// Arrays longer than this are validated on a prefix first: when the prefix already has more
// issues than are listed, the rest is not validated (100,000 bad tools would cost seconds).
const PREFIX = 200;

/**
 * R-RESULT-TYPE-7 and the structural part of each family (R-TOOLS-1/2/7/8, R-RES-1..3,
 * R-PROMPT-1/2, R-COMPL-1, R-DISCOVER-2/5, R-META-9, R-MRTR-3/5/13, R-TASK-2..5, R-PAGE-1):
 * `$.result` validated against the official schema chosen by (method, resultType).
 *
 * @example
 * // A family of checkExchange: a tool without a name.
 * const response = { status: 200, body: '{"jsonrpc":"2.0","id":1,"result":{"tools":[{"inputSchema":{"type":"object"}}],"resultType":"complete","ttlMs":0,"cacheScope":"private"}}' };
 * checkExchange({ request: { method: 'tools/list', id: 1 }, response }).find((f) => f.rule === 'R-TOOLS-2')?.pointer // => '/result/tools/0'
 */
export function checkStructure(s: Scope): void {
  const result = objAt(s.msg, 'result');
  if (!result) return;
  const rt = result['resultType'];
  const choice = schemaFor(s.req.method, rt);
  if (!choice) return;
  let issues: Issue[];
  try {
    issues = s.req.method === 'tools/list' ? validateTools(choice.schema, result) : validate(choice.schema, result);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    s.report(
      'R-RESULT-TYPE-7',
      ptr('result'),
      `The result is nested too deeply to validate against ${choice.definition}.`,
      { severity: 'info', because: 'not validated, so not known to depart' },
    );
    return;
  }
  const seen = new Set<string>();
  for (const issue of issues) {
    if (issue.path[0] === 'resultType') continue;
    if (seen.size >= MAX_ISSUES) {
      s.report(
        'R-RESULT-TYPE-7',
        ptr('result'),
        `More than ${MAX_ISSUES} structural problems against ${choice.definition}; only the first ${MAX_ISSUES} are listed.`,
      );
      return;
    }
    const draft = describe(result, issue, choice.definition);
    let rule = ruleForIssue(s.req.method, rt, issue.path);
    if (
      rule === 'R-MRTR-13' &&
      objAt(objAt(result, 'inputRequests'), String(issue.path[1]))?.['method'] !== 'elicitation/create'
    )
      rule = 'R-MRTR-3';
    const key = `${rule} ${draft.pointer}`;
    if (seen.has(key)) continue;
    seen.add(key);
    s.report(rule, draft.pointer, draft.message, { expected: draft.expected, actual: draft.actual });
  }
}

// Plain tools are certainly valid (fast-tool.ts); Zod sees the others, and its paths are mapped back.
function validateTools(schema: SafeParser, result: JsonObject): Issue[] {
  const tools = result['tools'];
  if (!Array.isArray(tools)) return validate(schema, result);
  const slow: number[] = [];
  for (let i = 0; i < tools.length; i++) if (!plainValidTool(tools[i])) slow.push(i);
  if (slow.length === tools.length) return validate(schema, result);
  const issues = validate(schema, { ...result, tools: slow.map((i) => tools[i]) });
  for (const issue of issues)
    if (issue.path[0] === 'tools' && typeof issue.path[1] === 'number')
      issue.path = ['tools', slow[issue.path[1]] ?? issue.path[1], ...issue.path.slice(2)];
  return issues;
}

function validate(schema: SafeParser, result: JsonObject): Issue[] {
  const prefix = prefixOf(result);
  if (prefix) {
    const issues = issuesOf(schema, prefix.value);
    // Issues in distinct items have distinct pointers, so more than MAX_ISSUES of them fill the list.
    const items = new Set(
      issues.filter((i) => prefix.cut.has(String(i.path[0]))).map((i) => `${String(i.path[0])}/${String(i.path[1])}`),
    );
    if (items.size > MAX_ISSUES) return issues;
  }
  return issuesOf(schema, result);
}

function issuesOf(schema: SafeParser, value: unknown): Issue[] {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : flatten(parsed.error.issues as Issue[], []);
}

// The result with each long top-level array cut to PREFIX items (and the keys cut), or null.
function prefixOf(result: JsonObject): { value: JsonObject; cut: Set<string> } | null {
  const cut = new Set<string>();
  const out: JsonObject = { ...result };
  for (const key of Object.keys(result)) {
    const value = result[key];
    if (Array.isArray(value) && value.length > PREFIX) {
      out[key] = value.slice(0, PREFIX);
      cut.add(key);
    }
  }
  return cut.size > 0 ? { value: out, cut } : null;
}

// A failed union is explained by the one branch whose discriminator matched, when there is one.
function flatten(issues: readonly Issue[], prefix: PropertyKey[]): Issue[] {
  const out: Issue[] = [];
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && Array.isArray(issue.errors)) {
      const fitting = issue.errors.filter(
        (branch) =>
          !branch.some(
            (i) => i.path.length === 1 && DISCRIMINATORS.has(String(i.path[0])) && i.code === 'invalid_value',
          ),
      );
      if (fitting.length === 1 && fitting[0]) {
        out.push(...flatten(fitting[0], path));
        continue;
      }
    }
    out.push({ code: issue.code, path, message: issue.message });
  }
  return out;
}

function describe(
  result: unknown,
  issue: Issue,
  definition: string,
): { pointer: string; message: string; expected: string; actual: string } {
  const parentPath = issue.path.slice(0, -1);
  const value = valueAt(result, issue.path);
  const parent = valueAt(result, parentPath);
  const last = issue.path[issue.path.length - 1];
  const where = `result${issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')}`;
  const expected = issue.message.replace(/^Invalid input: /, '');
  if (value === undefined && last !== undefined && isJsonObject(parent) && !(String(last) in parent)) {
    return {
      pointer: ptr('result', ...parentPath.map(seg)),
      message: `${where} is missing (${definition} requires it: ${expected}).`,
      expected,
      actual: 'absent',
    };
  }
  const text =
    issue.code === 'invalid_union' ? `matches none of the shapes ${definition} allows there` : lower(expected);
  return {
    pointer: ptr('result', ...issue.path.map(seg)),
    message: `${where} is invalid: ${text}.`,
    expected,
    actual: show(value),
  };
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let node = root;
  for (const p of path) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, String(p))) return undefined;
    node = (node as Record<string, unknown>)[String(p)];
  }
  return node;
}

function seg(p: PropertyKey): string | number {
  return typeof p === 'number' ? p : String(p);
}

function lower(text: string): string {
  return text.length > 0 ? text[0]!.toLowerCase() + text.slice(1) : text;
}
