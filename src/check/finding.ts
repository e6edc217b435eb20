import { specUrl } from '../spec';
import { ruleOf, type Level, type RuleId, type Severity } from './rules';

export type { Level, Severity } from './rules';

/**
 * A place where a response departs from MCP 2026-07-28.
 *
 * @example
 * toFinding({ rule: 'R-RPC-1', pointer: '/jsonrpc', message: 'jsonrpc is "2", not "2.0".' })
 * // => { rule: 'R-RPC-1', level: 'MUST', severity: 'error', pointer: '/jsonrpc', message: 'jsonrpc is "2", not "2.0".', spec: { title: 'R-RPC-1: jsonrpc is exactly "2.0"', url: specUrl('basic') } }
 */
export interface Finding {
  /** A rule id of the catalogue (docs/rules.md), e.g. `R-CACHE-1`. */
  rule: RuleId;
  level: Level;
  severity: Severity;
  /** RFC 6901 pointer into the response message ('' = the whole response, HTTP status or header). */
  pointer: string;
  /** One sentence a server author understands. */
  message: string;
  expected?: string;
  actual?: string;
  spec: { title: string; url: string };
  /** For a message inside an SSE stream: the 0-based index of its data frame. */
  frame?: number;
  /** Broader rules that restate this finding's requirement (e.g. R-HTTP-3 for R-ERR-8), for filters. */
  related?: RuleId[];
  /** Why the severity is below the level's (a MUST shown as a warning): e.g. "transport refusal". */
  because?: string;
}

/**
 * What a check reports before the catalogue fills in level, severity and spec link.
 *
 * @example
 * const draft: FindingDraft = { rule: 'R-RPC-1', pointer: '/jsonrpc', message: 'jsonrpc is "2", not "2.0".', expected: '"2.0"', actual: '"2"' };
 * toFinding(draft).expected // => '"2.0"'
 */
export interface FindingDraft {
  rule: RuleId;
  pointer: string;
  message: string;
  expected?: string;
  actual?: string;
  severity?: Severity;
  frame?: number;
  related?: RuleId[];
  because?: string;
}

/**
 * The severity of a level (§2 Conventions).
 *
 * @example
 * severityOf('MUST NOT') // => 'error'
 * severityOf('SHOULD') // => 'warning'
 * severityOf('INFO') // => 'info'
 */
export function severityOf(level: Level): Severity {
  if (level === 'MUST' || level === 'MUST NOT' || level === 'VERDICT') return 'error';
  if (level === 'SHOULD' || level === 'SHOULD NOT') return 'warning';
  return 'info';
}

/**
 * The spec link of a rule: its page under the 2026-07-28 base, or the SEP on GitHub.
 *
 * @example
 * specLink('R-CACHE-1').url // => 'https://modelcontextprotocol.io/specification/2026-07-28/server/utilities/caching'
 * specLink('R-TASK-2').url // => 'https://github.com/modelcontextprotocol/modelcontextprotocol/blob/main/seps/2663-tasks-extension.md'
 */
export function specLink(ruleId: string): { title: string; url: string } {
  const rule = ruleOf(ruleId);
  return { title: rule ? `${rule.id}: ${rule.title}` : ruleId, url: specUrl(rule?.page ?? 'basic') };
}

/**
 * Completes a draft with the rule's level, severity and spec link.
 *
 * @example
 * toFinding({ rule: 'R-RPC-1', pointer: '/jsonrpc', message: 'jsonrpc is "2", not "2.0".' }).severity // => 'error'
 */
export function toFinding(draft: FindingDraft): Finding {
  const rule = ruleOf(draft.rule);
  const level: Level = rule?.level ?? 'INFO';
  const severity = draft.severity ?? rule?.severity ?? severityOf(level);
  const finding: Finding = {
    rule: draft.rule,
    level,
    severity,
    pointer: draft.pointer,
    message: draft.message,
    spec: specLink(draft.rule),
  };
  if (draft.expected !== undefined) finding.expected = draft.expected;
  if (draft.actual !== undefined) finding.actual = draft.actual;
  if (draft.frame !== undefined) finding.frame = draft.frame;
  if (draft.related !== undefined && draft.related.length > 0) finding.related = draft.related;
  const because = draft.because ?? rule?.because;
  if (because !== undefined && severity !== severityOf(level)) finding.because = because;
  return finding;
}

/**
 * `String(value)` for a value from input, which never throws: a JSON object with its own
 * `toString` member (`{"toString": 1}`) makes String() throw, so such values read as JSON text.
 *
 * @example
 * textOf(7) // => '7'
 * textOf({ toString: 1 }) // => '{"toString":1}'
 */
export function textOf(value: unknown): string {
  try {
    return String(value);
  } catch {
    return show(value);
  }
}

/**
 * A short, safe JSON rendering of a value for `actual`/`expected` (never throws, at most 120 characters).
 *
 * @example
 * show({ a: 1 }) // => '{"a":1}'
 * show(undefined) // => 'absent'
 */
export function show(value: unknown): string {
  if (value === undefined) return 'absent';
  const text = render(value, 4, { left: 140 });
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

// Bounded so that a 50 MB or 10,000-deep value costs no more than a short one.
function render(value: unknown, depth: number, budget: { left: number }): string {
  if (budget.left <= 0) return '…';
  if (value === null || typeof value !== 'object') {
    const s =
      typeof value === 'string' ? JSON.stringify(value.length > 140 ? value.slice(0, 140) : value) : String(value);
    budget.left -= s.length;
    return s;
  }
  if (depth === 0) return Array.isArray(value) ? '[…]' : '{…}';
  const parts: string[] = [];
  const isArray = Array.isArray(value);
  const keys = isArray
    ? Array.from({ length: Math.min(value.length, 40) }, (_, i) => String(i))
    : Object.keys(value).slice(0, 40);
  for (const k of keys) {
    if (budget.left <= 0) {
      parts.push('…');
      break;
    }
    const v = (value as Record<string, unknown>)[k];
    parts.push(isArray ? render(v, depth - 1, budget) : `${JSON.stringify(k)}:${render(v, depth - 1, budget)}`);
    budget.left -= 1;
  }
  return Array.isArray(value) ? `[${parts.join(',')}]` : `{${parts.join(',')}}`;
}
