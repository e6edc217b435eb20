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
import type { McpRecord, RunRecord } from './mcp-session';

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
    place(sentOf(record, input.target, exchanges.length), record.findings);
  }
  const judged = exchanges.map((e) => ({
    tag: e.tag,
    exchange: e.probe.startsWith('auth:') || challenged.has(e.index) ? null : scanExchangeOf(e),
  }));
  const placed = new Map<number, Finding[]>();
  for (const { exchange, ...finding } of checkSession(judged))
    placed.set(exchange, [...(placed.get(exchange) ?? []), finding]);
  return buildScanReport({
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
}

// An MCP request of the run as the probe the report shows: what it asked, and what came back or why not.
function sentOf(record: McpRecord, target: string, index: number): SentProbe {
  return {
    probe: `client:${index}`,
    label: record.label,
    area: record.area,
    tag: record.tag,
    outcome: record.recorded ? 'answered' : record.error?.startsWith('no ') ? 'timeout' : 'failed',
    ...(record.error ? { error: record.error } : {}),
    request: record.recorded?.request ?? record.request ?? { url: target, method: record.label, headers: {}, body: '' },
    response: record.recorded?.response ?? null,
    timing: record.recorded?.timing ?? { startedAt: 0, totalMs: 0 },
  };
}
