import { toFinding, type FindingDraft } from '../../check/finding';
import { withFindings } from '../../exchange/records';
import { buildReport } from './report';
import type { ScanReport } from './types';

/**
 * What a stdio run showed beside its messages: the stdout lines that were no JSON-RPC message (a
 * banner, a log line; `during` names the request in flight) and how the process ended once its stdin
 * closed.
 *
 * @example
 * const seen: StdioObservations = { stray: [{ line: 1, text: 'Server listening' }], shutdown: { exited: true, ms: 3, how: 'it exited with code 0' } };
 * seen.stray.length // => 1
 */
export interface StdioObservations {
  stray: readonly { line: number; text: string; during?: unknown }[];
  shutdown: { exited: boolean; ms: number; how: string };
}

/**
 * The stdio transport's own rules on a scan made over a process's stdin and stdout: R-STDIO-1 for
 * each stdout line that is no JSON-RPC message (placed on the exchange in flight, else the first),
 * R-STDIO-2 when the process did not exit after its stdin closed; the report is counted again.
 *
 * @example
 * // A stand-in for a stdio server: every request is answered, and a banner came first.
 * const fetch: FetchLike = async (url, init) => Response.json({ jsonrpc: '2.0', id: JSON.parse(init.body).id, error: { code: -32601, message: 'Method not found' } }, { status: 404 });
 * const report = await scanServer({ url: 'stdio:node server.js', fetch, transport: 'stdio' });
 * const judged = judgeStdio(report, { stray: [{ line: 1, text: 'Weather server running on stdio' }], shutdown: { exited: false, ms: 2000, how: 'it was still running 2000 ms after its stdin closed' } });
 * judged.findings.filter((f) => f.rule.startsWith('R-STDIO')).map((f) => [f.rule, f.exchange, f.severity])
 * // => [['R-STDIO-1', 0, 'error'], ['R-STDIO-2', 0, 'warning']]
 */
export function judgeStdio(report: ScanReport, seen: StdioObservations): ScanReport {
  // No HTTP status travels over stdio (the CLI gives each answer the one the HTTP table prescribes), so
  // a finding's words never name one.
  const exchanges = report.exchanges.map((e) =>
    e.findings.length === 0
      ? e
      : withFindings(
          e,
          e.findings.map((f) => ({
            ...f,
            message: withoutStatus(f.message),
            ...(f.actual !== undefined ? { actual: withoutStatus(f.actual) } : {}),
          })),
        ),
  );
  const add = (index: number, draft: FindingDraft): void => {
    const e = exchanges[index];
    if (e) exchanges[index] = withFindings(e, [...e.findings, toFinding(draft)]);
  };
  for (const { line, text, during } of seen.stray) {
    const at = exchanges.findIndex((e) => during !== undefined && e.rpcId === during);
    add(at >= 0 ? at : 0, {
      rule: 'R-STDIO-1',
      pointer: '',
      message: `Line ${line} of the server's stdout is no JSON-RPC message: ${JSON.stringify(text)}. Over stdio, stdout carries only MCP messages, one per line; a banner or a log line belongs on stderr.`,
      expected: 'a JSON-RPC message',
      actual: text,
    });
  }
  if (!seen.shutdown.exited)
    add(0, {
      rule: 'R-STDIO-2',
      pointer: '',
      message: `The scan closed the server's stdin to shut it down, and ${seen.shutdown.how}, so it was sent SIGTERM; a stdio server exits when its input closes.`,
      expected: 'the process exits',
      actual: seen.shutdown.how,
    });
  return buildReport({
    target: report.target,
    startedAt: Date.parse(report.startedAt),
    durationMs: report.durationMs,
    includeCalls: report.includeCalls,
    exchanges,
    notes: [...report.notes, `The server was shut down by closing its stdin: ${seen.shutdown.how}.`],
    ...(report.noEndpoint ? { noEndpoint: report.noEndpoint } : {}),
    // A 2025-era stdio server keeps its era, session summary and migration report.
    ...(report.era ? { era: report.era } : {}),
    ...(report.legacy ? { legacy: report.legacy, migration: report.migration ?? [] } : {}),
  });
}

const withoutStatus = (text: string): string => text.replace(/HTTP \d{3} with /g, '');
