import type {
  AreaSummary,
  LegacyScanSummary,
  ScanArea,
  ScanExchange,
  ScanFinding,
  ScanMigrationEntry,
  ScanReport,
  ScanVerdict,
} from './types';

/**
 * The report's cards in order, with their titles.
 *
 * @example
 * SCAN_AREAS.find((a) => a.area === 'lists')?.title // => 'Lists, pagination and cache hints'
 */
export const SCAN_AREAS: readonly { area: ScanArea; title: string }[] = [
  { area: 'discover', title: 'Discovery and capabilities' },
  { area: 'authorization', title: 'Authorization' },
  { area: 'lists', title: 'Lists, pagination and cache hints' },
  { area: 'resources', title: 'Resources and prompts' },
  { area: 'methods', title: 'Unknown and removed methods' },
  { area: 'envelope', title: 'Envelope, versions and headers' },
  { area: 'origin', title: 'Origin (DNS rebinding)' },
  { area: 'calls', title: 'Tool calls, MRTR and tasks' },
  { area: 'apps', title: 'MCP Apps (ui:// resources)' },
  { area: 'skills', title: 'Skills' },
  { area: 'legacy', title: 'The 2025-era session, judged by its own era' },
];

/**
 * Assembles the report from the judged exchanges: every finding with its exchange index, a card per
 * area, and the verdict (`unreachable` when the first probe got no answer, then `fail` on any error
 * finding, `incomplete` when a probe got no complete answer, `warn`, `pass`).
 *
 * @example
 * // A scan stopped before its first probe went out.
 * const discover = skippedProbe(discoverProbe(), 'http://127.0.0.1:3000/mcp', 1, 'the scan was stopped');
 * const report = buildReport({ target: 'http://127.0.0.1:3000/mcp', startedAt: 0, durationMs: 0, includeCalls: false, exchanges: [scanRecord(discover, { index: 0, findings: [], source: 'direct' })], notes: [] });
 * [report.verdict, report.startedAt] // => ['unreachable', '1970-01-01T00:00:00.000Z']
 * report.areas[0] // => { area: 'discover', title: 'Discovery and capabilities', status: 'incomplete', probes: 0, unanswered: 0, skipped: 1, errors: 0, warnings: 0, infos: 0 }
 */
export function buildReport(input: {
  target: string;
  startedAt: number;
  durationMs: number;
  includeCalls: boolean;
  exchanges: ScanExchange[];
  notes: string[];
  noEndpoint?: string;
  /** One line per area that had nothing to probe (an extension's follow-ups say why). */
  areaNotes?: Partial<Record<ScanArea, string>>;
  era?: string;
  legacy?: LegacyScanSummary;
  migration?: ScanMigrationEntry[];
}): ScanReport {
  const findings: ScanFinding[] = input.exchanges.flatMap((e) => e.findings.map((f) => ({ ...f, exchange: e.index })));
  return {
    target: input.target,
    verdict: input.noEndpoint ? 'unreachable' : verdictOf(input.exchanges, findings),
    startedAt: new Date(input.startedAt).toISOString(),
    durationMs: Math.round(input.durationMs),
    includeCalls: input.includeCalls,
    areas: SCAN_AREAS.map(({ area, title }) => {
      const note = input.areaNotes?.[area];
      return { ...summarize(area, title, input.exchanges), ...(note ? { note } : {}) };
    }),
    findings,
    exchanges: input.exchanges,
    notes: input.notes,
    ...(input.noEndpoint ? { noEndpoint: input.noEndpoint } : {}),
    ...(input.era ? { era: input.era } : {}),
    ...(input.legacy ? { legacy: input.legacy, migration: input.migration ?? [] } : {}),
  };
}

/**
 * The exit code the CLI gives a verdict: 0 without error findings, 1 with some, 2 when the server
 * could not be reached or a probe got no complete answer (the report is partial).
 *
 * @example
 * exitCodeOf('warn') // => 0
 * exitCodeOf('unreachable') // => 2
 */
export function exitCodeOf(verdict: ScanVerdict): 0 | 1 | 2 {
  if (verdict === 'fail') return 1;
  if (verdict === 'unreachable' || verdict === 'incomplete') return 2;
  return 0;
}

function verdictOf(exchanges: readonly ScanExchange[], findings: readonly ScanFinding[]): ScanVerdict {
  if (exchanges[0]?.outcome !== 'answered') return 'unreachable';
  if (findings.some((f) => f.severity === 'error')) return 'fail';
  if (exchanges.some((e) => e.outcome !== 'answered')) return 'incomplete';
  return findings.some((f) => f.severity === 'warning') ? 'warn' : 'pass';
}

function summarize(area: ScanArea, title: string, exchanges: readonly ScanExchange[]): AreaSummary {
  const mine = exchanges.filter((e) => e.area === area);
  const all = mine.flatMap((e) => e.findings);
  const count = (s: string) => all.filter((f) => f.severity === s).length;
  // Counts are of probes sent; the ones never sent (stopped, or left out) are counted apart.
  const sent = mine.filter((e) => e.outcome !== 'skipped');
  const summary = {
    area,
    title,
    probes: sent.length,
    unanswered: sent.filter((e) => e.outcome !== 'answered').length,
    skipped: mine.length - sent.length,
    errors: count('error'),
    warnings: count('warning'),
    infos: count('info'),
  };
  const status: AreaSummary['status'] =
    mine.length === 0
      ? 'empty'
      : summary.errors > 0
        ? 'fail'
        : summary.unanswered + summary.skipped > 0
          ? 'incomplete'
          : summary.warnings > 0
            ? 'warn'
            : 'pass';
  return { ...summary, status };
}
