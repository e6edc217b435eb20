import type { AuthFetch } from '../../auth/types';
import type { ProbeTag } from '../../check/session/types';
import type { Finding } from '../../check/finding';
import type { FetchLike, RecordedExchange } from '../send-exchange';

/**
 * What `scanServer` needs: where, over which fetch, and how far to go.
 *
 * @example
 * const options: ScanOptions = { url: 'http://127.0.0.1:3000/mcp', fetch, includeCalls: true, timeoutMs: 5000, onProgress: (p) => console.error(p.done, p.total) };
 */
export interface ScanOptions {
  url: string;
  /** An injected fetch: Node's or the browser's global, or the live screen's relay fetch. */
  fetch: FetchLike;
  /** Sent with every probe (Authorization, a tenant header, …); a probe's own headers win. */
  headers?: Record<string, string>;
  /** Also call every listed tool once and follow input_required and task results one round. */
  includeCalls?: boolean;
  /** Longest wait for one probe's complete answer; defaults to 10,000 ms. */
  timeoutMs?: number;
  /** Probes on the wire at once; defaults to 4. */
  concurrency?: number;
  /** Pages followed through nextCursor per list; defaults to 5. */
  maxPages?: number;
  /** Most bytes of one answer read, after decompression (a 300 MB answer, a brotli bomb); defaults to 16 MiB. */
  maxAnswerBytes?: number;
  /**
   * A fetch for the authorization metadata (GET, redirects left to the caller). With it, a server that
   * answers server/discover with 401 gets the Authorization card: its challenge and metadata judged.
   */
  authFetch?: AuthFetch;
  /** The Origin of the R-ORIGIN-1 probe; null when the fetch cannot set Origin (a browser page). */
  foreignOrigin?: string | null;
  clientInfo?: { name: string; version: string };
  onProgress?: (progress: ScanProgress) => void;
  /** Ends the scan early: probes not yet sent are skipped, the report is partial. */
  signal?: AbortSignal;
  /** The clock for timings and `startedAt`; defaults to `Date.now`. */
  now?: () => number;
  /** Timers and abort controllers; default to the host's globals (browsers and Node 20). */
  host?: ScanHost;
}

/**
 * The host APIs a scan uses beyond ES2023, injectable for tests and odd hosts.
 *
 * @example
 * const host: ScanHost = { setTimeout, clearTimeout, abortController: () => new AbortController() };
 */
export interface ScanHost {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  abortController(): { signal: AbortSignal; abort(): void };
}

/**
 * Where a scan is: probes finished and known so far (the total grows as lists reveal tools).
 *
 * @example
 * const line = (p: ScanProgress) => `[${p.done}/${p.total}] ${p.label}`;
 */
export interface ScanProgress {
  done: number;
  total: number;
  /** The probe that just finished. */
  label: string;
  area: ScanArea;
  outcome: ProbeOutcome;
}

/**
 * The report's cards: one per area of the protocol.
 *
 * @example
 * const a: ScanArea = 'lists';
 */
export type ScanArea =
  'discover' | 'authorization' | 'lists' | 'resources' | 'methods' | 'envelope' | 'origin' | 'calls';

/**
 * How a probe ended: `answered` (judged), `timeout` and `failed` (no complete answer), `skipped`
 * (not sent: the server was unreachable, 2025-only, or the scan was stopped).
 *
 * @example
 * const o: ProbeOutcome = 'timeout';
 */
export type ProbeOutcome = 'answered' | 'timeout' | 'failed' | 'skipped';

/**
 * One probe of a scan: why it was sent, the exchange, and everything found on it.
 *
 * @example
 * report.exchanges.filter((e) => e.outcome !== 'answered').map((e) => `${e.label}: ${e.error}`)
 */
export interface ScanExchange {
  /** Its position in `ScanReport.exchanges`, which findings point to. */
  index: number;
  /** A stable id of the probe, e.g. `list:tools/list:1:2` (method, run, page). */
  probe: string;
  /** What the probe asks, in words. */
  label: string;
  area: ScanArea;
  tag: ProbeTag;
  outcome: ProbeOutcome;
  /** Why there is no (complete) answer. */
  error?: string;
  request: RecordedExchange['request'];
  /** What arrived; for a timeout, the part that had arrived (not judged). */
  response: RecordedExchange['response'] | null;
  timing: { startedAt: number; headersMs?: number; totalMs: number };
  /** A long-lived stream the scan closed itself after its first frame (its missing closing result is not judged). */
  cut?: boolean;
  /** The answer passed the scan's byte cap (`maxAnswerBytes`): bytes read when the scan stopped. */
  overCap?: { maxBytes: number; bytesRead: number };
  /** The checker's findings on this exchange, then the session findings placed on it. */
  findings: Finding[];
}

/**
 * A finding of the report, naming the exchange (index) that produced it.
 *
 * @example
 * report.findings.filter((f) => f.severity === 'error').map((f) => report.exchanges[f.exchange]!.label)
 */
export interface ScanFinding extends Finding {
  exchange: number;
}

/**
 * The report's verdict: the worst finding, or why the report is partial.
 *
 * @example
 * const exitCode = (v: ScanVerdict) => (v === 'fail' ? 1 : v === 'unreachable' || v === 'incomplete' ? 2 : 0);
 */
export type ScanVerdict = 'pass' | 'warn' | 'fail' | 'incomplete' | 'unreachable';

/**
 * One card of the report: an area with its probes and finding counts.
 *
 * @example
 * report.areas.map((a) => `${a.title}: ${a.status} (${a.errors} errors)`)
 */
export interface AreaSummary {
  area: ScanArea;
  title: string;
  status: 'pass' | 'warn' | 'fail' | 'incomplete' | 'empty';
  probes: number;
  unanswered: number;
  errors: number;
  warnings: number;
  infos: number;
}

/**
 * A whole scan: the verdict, a card per area, every finding with its exchange, and the exchanges.
 *
 * @example
 * const report = await scanServer({ url, fetch });
 * JSON.stringify(report) // the export
 */
export interface ScanReport {
  target: string;
  verdict: ScanVerdict;
  startedAt: string;
  durationMs: number;
  includeCalls: boolean;
  areas: AreaSummary[];
  findings: ScanFinding[];
  exchanges: ScanExchange[];
  /** What the scan could not observe or chose not to probe, in words. */
  notes: string[];
  /** Set when the URL serves no MCP endpoint (`noEndpointReason`): the one sentence; the verdict is `unreachable`. */
  noEndpoint?: string;
}
