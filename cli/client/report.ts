import {
  authStepExchanges,
  buildScanReport,
  checkSession,
  scanExchangeOf,
  scanRecord,
  withFindings,
  type Finding,
  type ScanExchange,
  type ScanReport,
  type SentProbe,
} from '../../src/index';
import type { RunRecord } from './mcp-session';

/**
 * The run as a scan report: every MCP exchange with the findings the session made when it arrived
 * (a 401/403 the authorizer took up is judged by its R-AUTH steps instead), the session rules over
 * all of them, and one exchange per HTTP request of each authorization step carrying its findings.
 */
export function clientReport(input: {
  target: string;
  records: readonly RunRecord[];
  startedAt: number;
  durationMs: number;
  notes: string[];
}): ScanReport {
  const exchanges: ScanExchange[] = [];
  const challenged = new Set<number>();
  const place = (sent: SentProbe, findings: Finding[]) =>
    exchanges.push(scanRecord(sent, { index: exchanges.length, findings, source: 'direct' }));
  for (const record of input.records) {
    if (record.kind === 'auth') {
      for (const { sent, findings } of authStepExchanges(record.step, 'authorization')) place(sent, findings);
      continue;
    }
    if (record.challenged) challenged.add(exchanges.length);
    const { kind: _, challenged: __, findings, ...sent } = record;
    place({ ...sent, probe: `client:${exchanges.length}` }, findings);
  }
  const judged = exchanges.map((e) => ({
    tag: e.tag,
    exchange: e.probe.startsWith('auth:') || challenged.has(e.index) ? null : scanExchangeOf(e),
  }));
  const placed = new Map<number, Finding[]>();
  for (const { exchange, ...finding } of checkSession(judged))
    placed.set(exchange, [...(placed.get(exchange) ?? []), finding]);
  const report = buildScanReport({
    target: input.target,
    startedAt: input.startedAt,
    durationMs: input.durationMs,
    includeCalls: true,
    exchanges: exchanges.map((e) => {
      const more = placed.get(e.index);
      return more ? withFindings(e, [...e.findings, ...more]) : e;
    }),
    notes: input.notes,
  });
  // A request the authorization never got past leaves the report partial (exit 2), unless errors fail it.
  const refused = input.records.some((r) => r.kind !== 'auth' && r.outcome === 'answered' && r.error);
  const failed = input.records.flatMap((r) => (r.kind === 'auth' && !r.step.ok ? [r.step] : []));
  if (refused && failed.length > 0)
    report.notes.push(
      `The authorization did not succeed (${failed.map((s) => `${s.label}: ${s.error ?? 'failed'}`).join('; ')}), so the server was never reached past its refusal.`,
    );
  return refused && (report.verdict === 'pass' || report.verdict === 'warn')
    ? { ...report, verdict: 'incomplete' }
    : report;
}
