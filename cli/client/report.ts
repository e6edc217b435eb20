import { authStepExchanges, buildScanReport, checkSession, type ScanExchange, type ScanReport } from '../../src/index';
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
  const add = (e: Omit<ScanExchange, 'index'>) => exchanges.push({ ...e, index: exchanges.length });
  for (const record of input.records) {
    if (record.kind === 'auth') {
      for (const e of authStepExchanges(record.step, 'authorization')) add(e);
      continue;
    }
    const request = record.recorded?.request ??
      record.request ?? { url: input.target, method: record.label, headers: {}, body: '' };
    if (record.challenged) challenged.add(exchanges.length);
    add({
      probe: `client:${exchanges.length}`,
      label: record.label,
      area: record.area,
      tag: record.tag,
      outcome: record.recorded ? 'answered' : record.error?.startsWith('no ') ? 'timeout' : 'failed',
      ...(record.error ? { error: record.error } : {}),
      request,
      response: record.recorded?.response ?? null,
      timing: record.recorded?.timing ?? { startedAt: 0, totalMs: 0 },
      findings: [...record.findings],
    });
  }
  const judged = exchanges.map((e) => ({
    tag: e.tag,
    exchange:
      e.response && e.outcome === 'answered' && !e.probe.startsWith('auth:') && !challenged.has(e.index)
        ? { request: e.request, response: e.response }
        : null,
  }));
  for (const { exchange, ...finding } of checkSession(judged)) exchanges[exchange]?.findings.push(finding);
  return buildScanReport({
    target: input.target,
    startedAt: input.startedAt,
    durationMs: input.durationMs,
    includeCalls: true,
    exchanges,
    notes: input.notes,
  });
}
