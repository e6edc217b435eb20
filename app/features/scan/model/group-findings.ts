import type { ScanFinding } from '../../../../src/index';

/** Findings of one rule with one message, on every exchange that drew them (as the CLI's text report groups them). */
export interface FindingGroup {
  first: ScanFinding;
  /** The exchanges it was found on, in report order, each once. */
  exchanges: number[];
}

const SEVERITY_ORDER = ['error', 'warning', 'info'];

/**
 * Groups findings by rule and message, worst severity first, then in report order.
 *
 * @example
 * groupFindings([a1, a2, b]).map((g) => g.exchanges.length) // [2, 1]
 */
export function groupFindings(findings: readonly ScanFinding[]): FindingGroup[] {
  const groups = new Map<string, FindingGroup>();
  for (const f of findings) {
    const key = `${f.rule}\u0000${f.message}`;
    const group = groups.get(key);
    if (!group) groups.set(key, { first: f, exchanges: [f.exchange] });
    else if (!group.exchanges.includes(f.exchange)) group.exchanges.push(f.exchange);
  }
  return [...groups.values()].sort(
    (a, b) => SEVERITY_ORDER.indexOf(a.first.severity) - SEVERITY_ORDER.indexOf(b.first.severity),
  );
}

/**
 * A count with its noun, singular for one.
 *
 * @example
 * counted(1, 'warning') // '1 warning'
 * counted(0, 'error') // '0 errors'
 */
export function counted(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
