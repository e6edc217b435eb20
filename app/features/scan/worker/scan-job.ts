import { buildScanReport, scanServer, type ScanProgress, type ScanReport } from '../../../../src/index';
import { directFetch } from '../../../exchange/transport/direct-fetch';
import { relayFetch } from '../../../exchange/transport/relay-fetch';

/**
 * A scan the page asks the checker's worker to run, through the relay or straight from the browser. The
 * worker may compile JSON Schemas (the page may not), so a scan there judges tool schemas (R-TOOLS-12/13)
 * as the CLI does, whichever way its requests travel.
 */
export interface ScanJob {
  kind: 'scan';
  url: string;
  headers: Record<string, string>;
  includeCalls: boolean;
  callsHint: string;
  /** The page's relay token (the worker's requests go through the same relay as the page's), or direct. */
  via: { kind: 'relay'; token: string } | { kind: 'direct' };
}

/** What the page may send about a scan: start it, or stop it (a partial report follows). */
export type ScanJobMessage = ScanJob | { kind: 'scan-stop' };

/** What the worker sends back: that it took the job (before any probe), progress as probes land, then the report. */
export type ScanJobReply =
  | { kind: 'scan-started' }
  | { kind: 'scan-progress'; progress: ScanProgress }
  | { kind: 'scan-report'; report: ScanReport };

/** Tells a scan message from the worker's other jobs. */
export function isScanJobMessage(message: unknown): message is ScanJobMessage {
  const kind = (message as { kind?: unknown } | null)?.kind;
  return kind === 'scan' || kind === 'scan-stop';
}

// The scan under way in this worker (one worker runs one scan: the page starts a worker per scan).
let running: AbortController | null = null;

/**
 * Runs or stops the scan a message asks for, posting its progress and its report. Never throws: a scan
 * that fails (an exception in a rule, a reply the page cannot receive) still ends with a report that
 * says why, so the Scan screen never stays "running".
 */
export function answerScanJob(message: ScanJobMessage, post: (reply: ScanJobReply) => void): void {
  if (message.kind === 'scan-stop') return void running?.abort();
  running?.abort();
  const run = new AbortController();
  running = run;
  const { via } = message;
  const startedAt = Date.now();
  const fetch = via.kind === 'relay' ? relayFetch(via.token) : directFetch();
  // Before the first probe: from here on the page must not run the scan itself (it would probe twice).
  post({ kind: 'scan-started' });
  void scanServer({
    url: message.url,
    fetch,
    // The authorization requests of the scan are the run's too: Stop ends one under way.
    authFetch: (target, init) =>
      fetch(target, { ...init, signal: AbortSignal.any([run.signal, ...(init.signal ? [init.signal] : [])]) }),
    headers: message.headers,
    includeCalls: message.includeCalls,
    callsHint: message.callsHint,
    // The relay forwards the foreign Origin the probe names; a browser cannot send one by itself.
    foreignOrigin: via.kind === 'relay' ? undefined : null,
    // Each probe's record says how it reached the server.
    source: via.kind,
    signal: run.signal,
    onProgress: (progress) => post({ kind: 'scan-progress', progress }),
  })
    .then((report) => post({ kind: 'scan-report', report }))
    .catch((error: unknown) => post({ kind: 'scan-report', report: failedScan(message, startedAt, error) }));
}

/**
 * The report of a scan that stopped on an exception: no exchanges, verdict `incomplete`, and the
 * error's message as its note.
 *
 * @example
 * const job: ScanJob = { kind: 'scan', url: 'http://127.0.0.1:3000/mcp', headers: {}, includeCalls: false, callsHint: '', via: { kind: 'direct' } };
 * const report = failedScan(job, 0, new TypeError('x is undefined'));
 * [report.verdict, report.notes] // => ['incomplete', ['The scan stopped on an error in the checker: x is undefined']]
 */
export function failedScan(job: ScanJob, startedAt: number, error: unknown): ScanReport {
  const report = buildScanReport({
    target: job.url,
    startedAt,
    durationMs: Date.now() - startedAt,
    includeCalls: job.includeCalls,
    exchanges: [],
    notes: [`The scan stopped on an error in the checker: ${messageOf(error)}`],
  });
  return { ...report, verdict: 'incomplete' };
}

function messageOf(error: unknown): string {
  try {
    return error instanceof Error ? error.message : String(error);
  } catch {
    return 'an unprintable exception';
  }
}
