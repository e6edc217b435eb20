import type { Severity } from '../../check/rules';
import type { AreaSummary, ScanReport } from '../scan/types';
import { groupFindings, type FindingGroup } from './groups';

const STATUS_MARK: Readonly<Record<AreaSummary['status'], string>> = {
  pass: '[PASS]',
  warn: '[WARN]',
  fail: '[FAIL]',
  incomplete: '[PART]',
  empty: '[ -- ]',
};

const SEVERITY_ORDER: readonly Severity[] = ['error', 'warning', 'info'];

/**
 * The report for people (`--format text`): the verdict, then one block per area with its findings
 * (severity, rule id, the probe, the JSON pointer, the message and the spec link), the probes that
 * got no answer, and the notes. Plain ASCII markers, one finding per three lines.
 *
 * @example
 * // A stand-in for a server that cannot be reached; in real use pass the global fetch.
 * const fetch: FetchLike = async () => { throw new TypeError('fetch failed'); };
 * const report = await scanServer({ url: 'http://127.0.0.1:3000/mcp', fetch });
 * reportText(report)
 * // => 'MCP scan of http://127.0.0.1:3000/mcp\nVerdict: UNREACHABLE\nserver/discover: the request failed: fetch failed.\n28 other probes were not sent.\n'
 */
export function reportText(report: ScanReport): string {
  const lines: string[] = [];
  const count = (s: Severity) => report.findings.filter((f) => f.severity === s).length;
  lines.push(`MCP scan of ${report.target}`);
  if (report.noEndpoint) {
    const others = report.exchanges.length - 1;
    lines.push('Verdict: UNREACHABLE', report.noEndpoint);
    lines.push(`${plural(others, 'other probe')} ${others === 1 ? 'was' : 'were'} not sent.`);
    return lines.join('\n') + '\n';
  }
  if (report.verdict === 'unreachable') {
    const first = report.exchanges[0];
    const others = report.exchanges.length - 1;
    lines.push(
      'Verdict: UNREACHABLE',
      sentence(`${first?.label ?? 'The first probe'}: ${first?.error?.message ?? 'no answer'}`),
    );
    if (others > 0) lines.push(`${plural(others, 'other probe')} ${others === 1 ? 'was' : 'were'} not sent.`);
    return lines.join('\n') + '\n';
  }
  // Counts are of probes sent: the skipped ones are counted once, on their own line below.
  const sent = report.exchanges.filter((e) => e.outcome !== 'skipped');
  lines.push(
    `Verdict: ${report.verdict.toUpperCase()} (${plural(count('error'), 'error')}, ${plural(count('warning'), 'warning')}, ${count('info')} info) in ${plural(sent.length, 'exchange')}, ${(report.durationMs / 1000).toFixed(1)} s`,
  );
  const era = report.findings.find((f) => f.rule === 'R-ERA-1');
  if (era) lines.push('', `This server does not speak 2026-07-28: ${era.message}`);
  if (report.legacy) lines.push(...legacyLines(report));
  for (const area of report.areas) {
    if (area.probes === 0) {
      if (area.note) lines.push('', `- ${area.title}: ${area.note}`);
      continue;
    }
    lines.push('', `${STATUS_MARK[area.status]} ${area.title}: ${areaCounts(area)}`);
    const mine = report.findings
      .filter((f) => report.exchanges[f.exchange]?.area === area.area)
      .sort((a, b) => SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity));
    for (const group of groupFindings(report, mine)) lines.push(...findingLines(group, group.finding === era));
  }
  if (report.migration && report.migration.length > 0) lines.push('', ...migrationLines(report));
  const unanswered = report.exchanges.filter((e) => e.outcome === 'timeout' || e.outcome === 'failed');
  if (unanswered.length > 0) {
    lines.push('', 'No complete answer:');
    for (const e of unanswered) lines.push(`  ${e.outcome.padEnd(8)} ${e.label}: ${e.error?.message ?? ''}`);
  }
  const skipped = report.exchanges.filter((e) => e.outcome === 'skipped').length;
  const why = report.exchanges.find((e) => e.outcome === 'skipped')?.error?.message ?? '';
  // The reason is said once: here, or in the notes when a note says it already.
  const noted = report.notes.some((n) => why !== '' && n.includes(why));
  if (skipped > 0) lines.push('', `${plural(skipped, 'probe')} not sent${noted ? ' (see the notes)' : ` (${why})`}.`);
  if (report.notes.length > 0) {
    lines.push('', 'Notes:');
    for (const note of report.notes) lines.push(`  - ${note}`);
  }
  return lines.join('\n') + '\n';
}

// The same rule and message on several exchanges (a session id on every answer) prints once.
// The era verdict's sentence stands under the verdict line; its finding only points there.
function findingLines(group: FindingGroup, verdictAbove = false): string[] {
  const { finding: f, probes, exchanges } = group;
  const shown =
    probes.length > 3 ? `${probes.slice(0, 2).join('; ')} and ${probes.length - 2} more` : probes.join('; ');
  const count = exchanges.length > 1 ? ` (${exchanges.length} exchanges)` : '';
  const where = f.pointer === '' ? '(status or headers)' : f.pointer;
  const frame = f.frame !== undefined ? `, SSE frame ${f.frame}` : '';
  const because = f.because ? [`          ${f.level} shown as ${f.severity}: ${f.because}.`] : [];
  return [
    `  ${f.severity.padEnd(7)} ${f.rule}  ${shown}${count}  at ${where}${frame}`,
    `          ${verdictAbove ? '(the era verdict above)' : f.message}`,
    ...because,
    `          ${f.spec.url}`,
  ];
}

// Which era and transport the server speaks, as its own session showed; the judgment is the legacy card.
function legacyLines(report: ScanReport): string[] {
  const legacy = report.legacy!;
  const over = legacy.transport === 'http+sse' ? 'the HTTP+SSE transport (2024-11-05)' : 'Streamable HTTP';
  const who = legacy.serverInfo ? ` (${legacy.serverInfo.name} ${legacy.serverInfo.version})` : '';
  if (!legacy.protocolVersion)
    return ['', `Its 2025-era session over ${over} could not start: ${legacy.problem ?? 'no answer'}`];
  return [
    '',
    `It speaks ${legacy.protocolVersion} over ${over}${who}: its own session is judged below by that era's rules (R-LEGACY-*). ${legacy.closed}`,
  ];
}

// The migration report: each change 2026-07-28 asks of this server, with the exchange that shows it.
function migrationLines(report: ScanReport): string[] {
  const entries = report.migration ?? [];
  const lines = [
    `What 2026-07-28 needs from this server (${plural(entries.length, 'change')}, seen on its own traffic):`,
  ];
  for (const m of entries) {
    const seen = report.exchanges[m.exchange]?.label ?? `exchange ${m.exchange}`;
    lines.push(
      `  - ${m.change}: ${m.message}`,
      `          seen on #${m.exchange} ${seen}; ${m.rule} ${m.spec}; learn: #/learn/${m.learn}`,
    );
  }
  return lines;
}

function areaCounts(area: AreaSummary): string {
  const parts = [plural(area.errors, 'error'), plural(area.warnings, 'warning'), `${area.infos} info`];
  const unanswered = area.unanswered > 0 ? `, ${area.unanswered} without an answer` : '';
  return `${parts.join(', ')} in ${plural(area.probes, 'probe')}${unanswered}`;
}

// The scan's reasons end bare, the 2025-era session's end with a full stop: one stop either way.
function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
