import type { ScanFinding, ScanReport } from '../scan/types';

/**
 * One finding repeated on several exchanges (the same rule, pointer and message): the first of
 * them, and every exchange it is on.
 *
 * @example
 * const g: FindingGroup = { finding: report.findings[0]!, exchanges: [0, 3, 4], probes: ['server/discover', 'tools/list'] };
 */
export interface FindingGroup {
  finding: ScanFinding;
  /** Indexes into `ScanReport.exchanges`, in report order. */
  exchanges: number[];
  /** The labels of the probes those exchanges answered, each once. */
  probes: string[];
}

/**
 * Groups a report's findings by rule, pointer and message, in the order they first appear, so a
 * departure on every answer (a session id on 90 exchanges) reads once. The CLI's text report and
 * the web scan both show findings this way.
 *
 * @example
 * groupFindings(report).map((g) => groupTitle(g)) // ['R-HTTP-7 on 90 exchanges', 'R-ORIGIN-1 on a foreign Origin (https://attacker.example)']
 */
export function groupFindings(
  report: Pick<ScanReport, 'exchanges'>,
  findings: readonly ScanFinding[] = (report as ScanReport).findings,
): FindingGroup[] {
  const groups = new Map<string, FindingGroup>();
  for (const f of findings) {
    const key = `${f.rule}\u0000${f.severity}\u0000${f.pointer}\u0000${f.message}`;
    const label = report.exchanges[f.exchange]?.label ?? `exchange ${f.exchange}`;
    const group = groups.get(key);
    if (!group) groups.set(key, { finding: f, exchanges: [f.exchange], probes: [label] });
    else {
      if (!group.exchanges.includes(f.exchange)) group.exchanges.push(f.exchange);
      if (!group.probes.includes(label)) group.probes.push(label);
    }
  }
  return [...groups.values()];
}

/**
 * The headline of a group: the rule and where, "R-HTTP-7 on 90 exchanges" or "R-RPC-7 on tools/list".
 *
 * @example
 * groupTitle({ finding, exchanges: [1, 2], probes: ['tools/list', 'tools/list again (order, cache hints)'] }) // 'R-RPC-7 on 2 exchanges'
 */
export function groupTitle(group: FindingGroup): string {
  const n = group.exchanges.length;
  return `${group.finding.rule} on ${n === 1 ? (group.probes[0] ?? '1 exchange') : `${n} exchanges`}`;
}
