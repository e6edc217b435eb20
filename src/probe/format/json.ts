import type { ScanReport } from '../scan/types';
import { maskSecrets } from './secrets';

/**
 * The report as one JSON object for machines (`--format json`, the UI's export): `target`,
 * `verdict`, `findings` (rule, severity, level, pointer, message, spec and the index of their
 * `exchange`), `exchanges`, plus the cards, notes and timing. Credential headers are redacted
 * unless `revealSecrets`.
 *
 * @example
 * JSON.parse(reportJson(report)).findings[0] // { rule: 'R-CACHE-2', severity: 'error', level: 'MUST', pointer: '/result/ttlMs', message: '…', spec: { title, url }, exchange: 12 }
 */
export function reportJson(report: ScanReport, options: { revealSecrets?: boolean } = {}): string {
  const mask = (h: Record<string, string>) => (options.revealSecrets ? h : maskSecrets(h));
  return JSON.stringify(
    {
      target: report.target,
      verdict: report.verdict,
      startedAt: report.startedAt,
      durationMs: report.durationMs,
      includeCalls: report.includeCalls,
      areas: report.areas,
      notes: report.notes,
      ...(report.noEndpoint !== undefined ? { noEndpoint: report.noEndpoint } : {}),
      findings: report.findings.map((f) => ({
        rule: f.rule,
        severity: f.severity,
        level: f.level,
        pointer: f.pointer,
        message: f.message,
        spec: f.spec,
        exchange: f.exchange,
        ...(f.expected !== undefined ? { expected: f.expected } : {}),
        ...(f.actual !== undefined ? { actual: f.actual } : {}),
        ...(f.frame !== undefined ? { frame: f.frame } : {}),
        ...(f.related !== undefined ? { related: f.related } : {}),
        ...(f.because !== undefined ? { because: f.because } : {}),
      })),
      exchanges: report.exchanges.map((e) => ({
        index: e.index,
        probe: e.probe,
        label: e.label,
        area: e.area,
        outcome: e.outcome,
        ...(e.error !== undefined ? { error: e.error } : {}),
        ...(e.overCap !== undefined ? { overCap: e.overCap } : {}),
        request: { ...e.request, headers: mask(e.request.headers) },
        response: e.response,
        timing: e.timing,
      })),
    },
    null,
    2,
  );
}
