import type { ScanFinding, ScanReport } from '../scan/types';

/**
 * One finding repeated on several exchanges (the same rule, pointer and message): the first of
 * them, and every exchange it is on.
 *
 * @example
 * // A stand-in server that answers every request alike and names a session each time (R-HTTP-7).
 * const fetch: FetchLike = async (url, init) => Response.json({ jsonrpc: '2.0', id: JSON.parse(init.body).id, result: { resultType: 'complete' } }, { headers: { 'Mcp-Session-Id': 's1' } });
 * const report = await scanServer({ url: 'http://127.0.0.1:3000/mcp', fetch });
 * const group: FindingGroup = groupFindings(report).find((g) => g.finding.rule === 'R-HTTP-7')!;
 * [group.exchanges.length, group.probes.slice(0, 2)] // => [29, ['server/discover', 'tools/list']]
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
 * // A stand-in server that answers every request alike and names a session each time (R-HTTP-7).
 * const fetch: FetchLike = async (url, init) => Response.json({ jsonrpc: '2.0', id: JSON.parse(init.body).id, result: { resultType: 'complete' } }, { headers: { 'Mcp-Session-Id': 's1' } });
 * const report = await scanServer({ url: 'http://127.0.0.1:3000/mcp', fetch });
 * groupFindings(report).length < report.findings.length // => true
 * groupTitle(groupFindings(report)[0]!) // => 'R-HTTP-7 on 29 exchanges'
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
 * // A stand-in for a server of the 2025 era: every request gets -32601 with HTTP 404.
 * const fetch: FetchLike = async (url, init) => Response.json({ jsonrpc: '2.0', id: JSON.parse(init.body).id, error: { code: -32601, message: 'Method not found' } }, { status: 404 });
 * const report = await scanServer({ url: 'http://127.0.0.1:3000/mcp', fetch });
 * groupFindings(report).map((g) => groupTitle(g))
 * // => ['R-ERA-1 on server/discover', 'R-ERA-3 on an unsupported protocol version (2099-01-01), 400 expected of any revision', 'R-ORIGIN-1 on a foreign Origin (https://attacker.example) on a 2025-11-25 initialize']
 */
export function groupTitle(group: FindingGroup): string {
  const n = group.exchanges.length;
  return `${group.finding.rule} on ${n === 1 ? (group.probes[0] ?? '1 exchange') : `${n} exchanges`}`;
}
