import {
  authStepExchanges,
  buildScanReport,
  checkSession,
  legacyNotes,
  legacyScanExchange,
  scanMigration,
  sseEraFinding,
  scanExchangeOf,
  scanRecord,
  withFindings,
  type Finding,
  type LegacyRunResult,
  type ScanExchange,
  type ScanReport,
  type SentProbe,
} from '../../src/index';
import type { RunRecord } from './mcp-session';

/**
 * The run as a scan report: every MCP exchange with the findings the session made when it arrived
 * (a 401/403 the authorizer took up is judged by its R-AUTH steps instead), the session rules over
 * all of them, and one exchange per HTTP request of each authorization step carrying its findings.
 * A 2025-era session's exchanges are placed as they settled (area `legacy`, judged by R-LEGACY-*
 * only), with the era it spoke and the migration report naming them.
 */
export function clientReport(input: {
  target: string;
  records: readonly RunRecord[];
  startedAt: number;
  durationMs: number;
  notes: string[];
  legacy?: LegacyRunResult;
}): ScanReport {
  const exchanges: ScanExchange[] = [];
  const challenged = new Set<number>();
  const place = (sent: SentProbe, findings: Finding[]) =>
    exchanges.push(scanRecord(sent, { index: exchanges.length, findings, source: 'direct' }));
  const legacyAt = new Set<number>();
  for (const record of input.records) {
    if (record.kind === 'auth') {
      for (const { sent, findings } of authStepExchanges(record.step, 'authorization')) place(sent, findings);
      continue;
    }
    if (record.kind === 'legacy') {
      legacyAt.add(exchanges.length);
      const labels = new Map([[record.exchange.record.id, record.label]]);
      exchanges.push(legacyScanExchange(record.exchange, exchanges.length, labels, 'direct'));
      continue;
    }
    if (record.challenged) challenged.add(exchanges.length);
    const { kind: _, challenged: __, findings, ...sent } = record;
    place({ ...sent, probe: `client:${exchanges.length}` }, findings);
  }
  const judged = exchanges.map((e) => ({
    tag: e.tag,
    exchange:
      e.probe.startsWith('auth:') || challenged.has(e.index) || legacyAt.has(e.index) ? null : scanExchangeOf(e),
  }));
  const placed = new Map<number, Finding[]>();
  for (const { exchange, ...finding } of checkSession(judged))
    placed.set(exchange, [...(placed.get(exchange) ?? []), finding]);
  const legacy = input.legacy;
  let discover = exchanges.filter((e) => e.tag.kind === 'discover').at(-1);
  // On the HTTP+SSE transport the refused discover gets the era verdict instead of modern findings.
  const served = legacy?.summary.protocolVersion;
  if (discover?.response && legacy?.summary.transport === 'http+sse' && served) {
    discover = withFindings(discover, [sseEraFinding(discover.response, served)]);
    exchanges[discover.index] = discover;
  }
  const report = buildScanReport({
    target: input.target,
    startedAt: input.startedAt,
    durationMs: input.durationMs,
    includeCalls: true,
    exchanges: exchanges.map((e) => {
      const more = placed.get(e.index);
      return more ? withFindings(e, [...e.findings, ...more]) : e;
    }),
    notes: legacy ? [...input.notes, ...legacyNotes(legacy)] : input.notes,
    ...(legacy
      ? {
          ...(legacy.summary.protocolVersion ? { era: legacy.summary.protocolVersion } : {}),
          legacy: legacy.summary,
          migration: scanMigration(legacy, exchanges, discover),
        }
      : {}),
  });
  // A request the authorization never got past leaves the report partial (exit 2), unless errors fail it.
  const refused = input.records.some((r) => r.kind === 'mcp' && r.outcome === 'answered' && r.error);
  const failed = input.records.flatMap((r) => (r.kind === 'auth' && !r.step.ok ? [r.step] : []));
  if (refused && failed.length > 0)
    report.notes.push(
      `The authorization did not succeed (${failed.map((s) => `${s.label}: ${s.error ?? 'failed'}`).join('; ')}), so the server was never reached past its refusal.`,
    );
  return refused && (report.verdict === 'pass' || report.verdict === 'warn')
    ? { ...report, verdict: 'incomplete' }
    : report;
}
