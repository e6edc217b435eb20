import type { AuthFetch } from '../../auth/types';
import type { ProbeTag } from '../../check/session/types';
import type { Finding } from '../../check/finding';
import type { ExchangeRecord } from '../../exchange/record';
import type { MigrationEntry } from '../../legacy/migration';
import type { LegacyTransport } from '../../legacy/session/types';
import type { FetchLike, HttpFetchLike } from '../send-exchange';

/**
 * What `scanServer` needs: where, over which fetch, and how far to go.
 *
 * @example
 * // A stand-in for a server that cannot be reached; in real use pass the global fetch.
 * const fetch: FetchLike = async () => { throw new TypeError('fetch failed'); };
 * const seen: string[] = [];
 * const options: ScanOptions = { url: 'http://127.0.0.1:3000/mcp', fetch, timeoutMs: 5000, onProgress: (p) => seen.push(`${p.done}/${p.total} ${p.label}`) };
 * (await scanServer(options)).verdict // => 'unreachable'
 * seen.slice(0, 2) // => ['1/1 server/discover', '2/2 tools/list']
 */
export interface ScanOptions {
  url: string;
  /** An injected fetch: Node's or the browser's global, or the live screen's relay fetch. */
  fetch: FetchLike;
  /** Sent with every probe (Authorization, a tenant header, …); a probe's own headers win. */
  headers?: Record<string, string>;
  /** Also call every listed tool once and follow input_required and task results one round. */
  includeCalls?: boolean;
  /**
   * How the user asks for calls where this scan runs, ending "… to call each once" in the note on tools
   * not called (the CLI: `rerun with --include-calls`); defaults to `scan with includeCalls: true`.
   */
  callsHint?: string;
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
  /** How the probes reach the server, as their records say; defaults to `direct`. */
  source?: 'relay' | 'direct';
  /**
   * `stdio`: the fetch carries each message over a process's stdin and stdout, where no HTTP header
   * travels, so the probes that only vary headers (routing headers, Accept, Origin, Mcp-Param-*,
   * an unsupported MCP-Protocol-Version after an era verdict) are not sent. Defaults to `http`.
   */
  transport?: 'http' | 'stdio';
  /**
   * GET and DELETE besides POST, for a 2025-era server's own session (its HTTP+SSE stream, the GET
   * stream, DELETE at the end); defaults to `fetch`, which must then carry them (as the global does).
   */
  httpFetch?: HttpFetchLike;
}

/**
 * The host APIs a scan uses beyond ES2023, injectable for tests and odd hosts.
 *
 * @example
 * // The host's timers, with each delay the scan asks for noted: one probe's timeout, then its grace.
 * const delays: number[] = [];
 * const host: ScanHost = { ...defaultHost(), setTimeout: (callback, ms) => (delays.push(ms), defaultHost().setTimeout(callback, ms)) };
 * const fetch: FetchLike = () => new Promise(() => undefined); // a server that never answers, deaf to aborts
 * await scanServer({ url: 'http://127.0.0.1:3000/mcp', fetch, host, timeoutMs: 20 });
 * delays // => [20, 250]
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
 * const fetch: FetchLike = async () => { throw new TypeError('fetch failed'); };
 * const progress: ScanProgress[] = [];
 * await scanServer({ url: 'http://127.0.0.1:3000/mcp', fetch, onProgress: (p) => progress.push(p) });
 * progress[0] // => { done: 1, total: 1, label: 'server/discover', area: 'discover', outcome: 'failed' }
 * progress.at(-1)?.outcome // => 'skipped'
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
 * const area: ScanArea = 'lists';
 * SCAN_AREAS.find((a) => a.area === area)?.title // => 'Lists, pagination and cache hints'
 */
export type ScanArea =
  | 'discover'
  | 'authorization'
  | 'lists'
  | 'resources'
  | 'methods'
  | 'envelope'
  | 'origin'
  | 'calls'
  | 'apps'
  | 'skills'
  /** A 2025-era server's own session, judged by its era (R-LEGACY-*). */
  | 'legacy';

/**
 * How a probe ended: `answered` (judged), `timeout` and `failed` (no complete answer), `skipped`
 * (not sent: the server was unreachable, 2025-only, or the scan was stopped).
 *
 * @example
 * const fetch: FetchLike = async () => { throw new TypeError('fetch failed'); };
 * const report = await scanServer({ url: 'http://127.0.0.1:3000/mcp', fetch });
 * const outcomes: ProbeOutcome[] = report.exchanges.slice(0, 2).map((e) => e.outcome);
 * outcomes // => ['failed', 'skipped']
 */
export type ProbeOutcome = 'answered' | 'timeout' | 'failed' | 'skipped';

/**
 * One probe of a scan: the exchange as every screen shows it (an `ExchangeRecord`, id `scan-<index>`,
 * made by `scanRecord`), plus why it was sent and how it ended. `findings` are the checker's, then the
 * session findings placed on it; `error.message` says why there is no (complete) answer.
 *
 * @example
 * // A stand-in for a server of the 2025 era: every request gets -32601 with HTTP 404.
 * const fetch: FetchLike = async (url, init) => Response.json({ jsonrpc: '2.0', id: JSON.parse(init.body).id, error: { code: -32601, message: 'Method not found' } }, { status: 404 });
 * const report = await scanServer({ url: 'http://127.0.0.1:3000/mcp', fetch });
 * const discover: ScanExchange = report.exchanges[0]!;
 * [discover.index, discover.id, discover.probe, discover.rpcMethod, discover.outcome, discover.response?.status] // => [0, 'scan-0', 'discover', 'server/discover', 'answered', 404]
 * report.exchanges.filter((e) => e.findings.length > 0).map((e) => e.probe) // => ['discover', 'unsupported-version', 'foreign-origin']
 */
export interface ScanExchange extends ExchangeRecord, ProbeFields {
  /** Its position in `ScanReport.exchanges`, which findings point to. */
  index: number;
  source: 'relay' | 'direct';
}

/**
 * What a scan adds to a record: which probe, why it was sent, and how it ended.
 *
 * @example
 * const fetch: FetchLike = async () => { throw new TypeError('fetch failed'); };
 * const report = await scanServer({ url: 'http://127.0.0.1:3000/mcp', fetch });
 * const { probe, label, area, outcome }: ProbeFields = report.exchanges[0]!;
 * [probe, label, area, outcome] // => ['discover', 'server/discover', 'discover', 'failed']
 */
export interface ProbeFields {
  /** A stable id of the probe, e.g. `list:tools/list:1:2` (method, run, page). */
  probe: string;
  /** What the probe asks, in words. */
  label: string;
  area: ScanArea;
  tag: ProbeTag;
  outcome: ProbeOutcome;
  /**
   * A stream the run closed itself (a listen probe after its first frame, a 2025-era stream at the end
   * of its session or given up): what arrived is judged, its missing end is not; `error` says why.
   */
  cut?: boolean;
  /** The answer passed the scan's byte cap (`maxAnswerBytes`): bytes read when the scan stopped. */
  overCap?: { maxBytes: number; bytesRead: number };
}

/**
 * A finding of the report, naming the exchange (index) that produced it.
 *
 * @example
 * // A stand-in for a server of the 2025 era: every request gets -32601 with HTTP 404.
 * const fetch: FetchLike = async (url, init) => Response.json({ jsonrpc: '2.0', id: JSON.parse(init.body).id, error: { code: -32601, message: 'Method not found' } }, { status: 404 });
 * const report = await scanServer({ url: 'http://127.0.0.1:3000/mcp', fetch });
 * report.findings.filter((f) => f.severity === 'error').map((f) => report.exchanges[f.exchange]!.label)
 * // => ['server/discover', 'an unsupported protocol version (2099-01-01), 400 expected of any revision']
 */
export interface ScanFinding extends Finding {
  exchange: number;
}

/**
 * The report's verdict: the worst finding, or why the report is partial.
 *
 * @example
 * // A stand-in for a server of the 2025 era: every request gets -32601 with HTTP 404.
 * const fetch: FetchLike = async (url, init) => Response.json({ jsonrpc: '2.0', id: JSON.parse(init.body).id, error: { code: -32601, message: 'Method not found' } }, { status: 404 });
 * const report = await scanServer({ url: 'http://127.0.0.1:3000/mcp', fetch });
 * const verdict: ScanVerdict = report.verdict;
 * [verdict, exitCodeOf(verdict)] // => ['fail', 1]
 */
export type ScanVerdict = 'pass' | 'warn' | 'fail' | 'incomplete' | 'unreachable';

/**
 * One card of the report: an area with its probes and finding counts.
 *
 * @example
 * // A stand-in for a server of the 2025 era: every request gets -32601 with HTTP 404.
 * const fetch: FetchLike = async (url, init) => Response.json({ jsonrpc: '2.0', id: JSON.parse(init.body).id, error: { code: -32601, message: 'Method not found' } }, { status: 404 });
 * const report = await scanServer({ url: 'http://127.0.0.1:3000/mcp', fetch });
 * report.areas.filter((a) => a.errors + a.warnings > 0).map((a) => `${a.title}: ${a.status} (${a.errors} errors)`)
 * // => ['Discovery and capabilities: fail (1 errors)', 'Envelope, versions and headers: fail (1 errors)', 'Origin (DNS rebinding): warn (0 errors)']
 */
export interface AreaSummary {
  area: ScanArea;
  title: string;
  status: 'pass' | 'warn' | 'fail' | 'incomplete' | 'empty';
  /** Probes sent. */
  probes: number;
  /** Probes sent that got no complete answer (timed out, failed, cut at the byte cap). */
  unanswered: number;
  /** Probes never sent (the scan was stopped, or they were left out). */
  skipped: number;
  errors: number;
  warnings: number;
  infos: number;
  /** One line about the area when it had nothing to probe (an extension's: "no tool names a ui:// resource"). */
  note?: string;
}

/**
 * A whole scan: the verdict, a card per area, every finding with its exchange, and the exchanges.
 *
 * @example
 * // A stand-in for a server of the 2025 era: every request gets -32601 with HTTP 404.
 * const fetch: FetchLike = async (url, init) => Response.json({ jsonrpc: '2.0', id: JSON.parse(init.body).id, error: { code: -32601, message: 'Method not found' } }, { status: 404 });
 * const report = await scanServer({ url: 'http://127.0.0.1:3000/mcp', fetch });
 * [report.target, report.verdict, report.exchanges.length, report.findings.length] // => ['http://127.0.0.1:3000/mcp', 'fail', 30, 3]
 * report.notes.length // => 2
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
  /** The era the server speaks: `2026-07-28`, or the version its 2025-era `initialize` chose; absent when unknown. */
  era?: string;
  /** A 2025-era server: its session as the scan opened it, judged by its era, and closed. */
  legacy?: LegacyScanSummary;
  /** A 2025-era server: each change 2026-07-28 asks of it, naming the exchange (an index) that shows it. */
  migration?: ScanMigrationEntry[];
}

/**
 * What the scan's own session with a 2025-era server learnt: the transport, the version `initialize`
 * chose, the server's name, and how the sessions the scan opened were closed (one sentence).
 *
 * @example
 * const legacy: LegacyScanSummary = { transport: 'streamable-http', protocolVersion: '2025-11-25', serverInfo: { name: 's', version: '1' }, closed: 'The scan closed the 1 session it opened (DELETE: HTTP 200).' };
 * legacy.transport // => 'streamable-http'
 */
export interface LegacyScanSummary {
  transport: LegacyTransport;
  protocolVersion?: string;
  serverInfo?: { name: string; version: string };
  /** Why the session could not start (the scan's era verdict still stands). */
  problem?: string;
  closed: string;
}

/**
 * One change of the migration report (`migrationOf`), its `exchange` an index of `ScanReport.exchanges`.
 *
 * @example
 * const entry: ScanMigrationEntry = { change: 'serve-discover', rule: 'R-DISCOVER-1', exchange: 0, spec: specUrl(SPEC_PAGES.discover), learn: 'discover', message: 'Serve server/discover.' };
 * entry.exchange // => 0
 */
export interface ScanMigrationEntry extends Omit<MigrationEntry, 'exchange'> {
  exchange: number;
}
