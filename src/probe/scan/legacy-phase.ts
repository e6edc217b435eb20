import { sseServedVerdict } from '../../check/legacy/era';
import { toFinding } from '../../check/finding';
import type { ExchangeRecord } from '../../exchange/record';
import { withError, withFindings } from '../../exchange/records';
import { migrationOf } from '../../legacy/migration';
import { probeSseEndpoint } from '../../legacy/session/choose-era';
import type { LegacyExchange, LegacyProbe } from '../../legacy/session/types';
import type { HttpFetchLike } from '../send-exchange';
import { runLegacySession, sessionsOpenedBy, type LegacyRunResult } from './legacy-scan';
import type { ScanSession, ScanSettings } from './session';
import type { LegacyScanSummary, ProbeOutcome, ScanExchange, ScanMigrationEntry, ScanOptions } from './types';

/**
 * The fetch a scan's 2025-era session uses: `httpFetch`, or the scan's own fetch, which then carries
 * GET and DELETE too (the global fetch, the relay's).
 *
 * @example
 * const fetch: FetchLike = async () => new Response(null, { status: 202 });
 * httpFetchOf({ url: 'http://127.0.0.1:3000/mcp', fetch }) === (fetch as unknown) // => true
 */
export function httpFetchOf(options: Pick<ScanOptions, 'fetch' | 'httpFetch'>): HttpFetchLike {
  return options.httpFetch ?? (options.fetch as unknown as HttpFetchLike);
}

/**
 * Whether the scanned URL is the HTTP+SSE transport of 2024-11-05: its GET's first event names an
 * endpoint. Returns the GET's record (a probe, not judged) when it is, null when it is not.
 *
 * @example
 * const fetch: FetchLike = async () => new Response('event: endpoint\ndata: /messages?sessionId=1\n\n', { headers: { 'content-type': 'text/event-stream' } });
 * const found = await sseTransportAt(settingsOf({ url: 'http://127.0.0.1:3000/sse', fetch }, defaultHost()), { url: 'http://127.0.0.1:3000/sse', fetch });
 * found?.request.method // => 'GET'
 */
export async function sseTransportAt(
  settings: ScanSettings,
  options: Pick<ScanOptions, 'fetch' | 'httpFetch'>,
): Promise<ExchangeRecord | null> {
  const probe = await probeSseEndpoint(httpFetchOf(options), {
    url: settings.url,
    headers: settings.headers,
    source: settings.source,
    id: 'scan-sse',
    timeoutMs: settings.timeoutMs,
  });
  return probe.endpoint !== null ? probe.record : null;
}

/**
 * The scan of a 2025-era server after its era verdict: its own session (`runLegacySession`: the
 * handshake, every list, a prompt and a resource, each tool with `includeCalls`, the transport
 * probes the scan has not sent, DELETE of every session the scan opened), each exchange appended to
 * the report in the `legacy` area with its R-LEGACY-* findings, and the migration report naming
 * exchanges by index. For an HTTP+SSE server the era verdict is placed on server/discover here.
 *
 * @example
 * // A stand-in 2025-11-25 server: every request before initialize is refused as the SDK 1.x refuses it.
 * const fetch: FetchLike = async (url, init) => {
 *   const message = JSON.parse(init.body ?? '{}');
 *   if (message.method === 'initialize') return Response.json({ jsonrpc: '2.0', id: message.id, result: { protocolVersion: '2025-11-25', capabilities: {}, serverInfo: { name: 's', version: '1' } } });
 *   if (message.method === 'ping') return Response.json({ jsonrpc: '2.0', id: message.id, result: {} });
 *   if (init.method !== 'POST') return new Response(null, { status: 405 });
 *   return message.id === undefined ? new Response(null, { status: 202 }) : Response.json({ jsonrpc: '2.0', id: null, error: { code: -32000, message: 'Bad Request: Server not initialized' } }, { status: 400 });
 * };
 * const report = await scanServer({ url: 'http://127.0.0.1:3000/mcp', fetch });
 * [report.era, report.legacy?.transport, report.migration?.[0]?.change] // => ['2025-11-25', 'streamable-http', 'serve-discover']
 * report.exchanges[report.migration![0]!.exchange]!.probe // => 'discover'
 */
export async function legacyPhase(
  session: ScanSession,
  options: ScanOptions,
  context: { discover: ScanExchange; sse: ExchangeRecord | null; foreignOrigin: string | null; notes: string[] },
): Promise<{ era?: string; summary: LegacyScanSummary; migration: ScanMigrationEntry[]; noEndpoint?: string }> {
  const { settings } = session;
  const { sse, notes } = context;
  const stdio = settings.transport === 'stdio';
  const transport = sse ? 'http+sse' : 'streamable-http';
  // The scan's era probes already judged the foreign Origin and the unsupported version without a session.
  const probes: LegacyProbe[] = sse ? (context.foreignOrigin !== null ? ['foreign-origin'] : []) : ['no-session'];
  if (sse)
    session.exchanges.push(
      legacyScanExchange(
        { record: sse },
        session.exchanges.length,
        new Map([[sse.id, 'GET: is this the HTTP+SSE transport? (its endpoint event)']]),
        settings.source,
      ),
    );
  const run = await runLegacySession({
    url: settings.url,
    fetch: httpFetchOf(options),
    transport,
    headers: settings.headers,
    includeCalls: options.includeCalls === true,
    probes,
    clientInfo: settings.clientInfo,
    stdio,
    timeoutMs: settings.timeoutMs,
    maxBytes: settings.maxAnswerBytes,
    source: settings.source,
    opened: stdio ? [] : sessionsOpenedBy(session.exchanges.filter((e) => e.outcome === 'answered')),
  });
  for (const exchange of run.exchanges)
    session.exchanges.push(legacyScanExchange(exchange, session.exchanges.length, run.labels, settings.source));
  const served = run.summary.protocolVersion;
  let discover = session.exchanges[context.discover.index] ?? context.discover;
  if (sse && served && discover.response)
    discover = session.replace(withFindings(discover, [toFinding(sseServedVerdict(discover.response, served))]));
  notes.push(...legacyNotes(run));
  const migration = scanMigration(run, session.exchanges, discover);
  return {
    ...(served ? { era: served } : {}),
    summary: run.summary,
    migration,
    ...(sse && !served
      ? {
          noEndpoint: `An HTTP+SSE stream (2024-11-05) answered at this URL, but no session could start: ${run.summary.problem ?? 'no initialize result'}`,
        }
      : {}),
  };
}

/**
 * What a legacy run adds to a report's notes: whether its session started, how its sessions were
 * closed, and what the session noticed. Why a session could not start is left out when an exchange's
 * error already says it (an `initialize` that got no answer): the report says it there.
 *
 * @example
 * legacyNotes({ exchanges: [], labels: new Map(), notes: [], summary: { transport: 'streamable-http', protocolVersion: '2025-11-25', closed: 'No session was open.' } })
 * // => ["The server's own 2025-11-25 session was judged by its era (R-LEGACY-*). No session was open."]
 */
export function legacyNotes(run: LegacyRunResult): string[] {
  const { summary } = run;
  const problem = summary.problem;
  if (problem === undefined)
    return [
      `The server's own ${summary.protocolVersion} session was judged by its era (R-LEGACY-*). ${summary.closed}`,
      ...run.notes,
    ];
  const said = run.exchanges.some((e) => {
    const why = e.record.error?.message ?? e.problem;
    return why !== undefined && why.length > 0 && problem.includes(why);
  });
  if (said) return run.notes;
  return [
    `The ${summary.transport === 'http+sse' ? 'HTTP+SSE' : '2025-era'} session could not start: ${problem}`,
    ...run.notes,
  ];
}

/**
 * The migration report of a legacy run (`migrationOf`) with each exchange named by its index in
 * `exchanges` (where the run's records were put); `discover` is the refused server/discover.
 *
 * @example
 * scanMigration({ exchanges: [], labels: new Map(), notes: [], summary: { transport: 'streamable-http', closed: '' } }, [])
 * // => []
 */
export function scanMigration(
  run: LegacyRunResult,
  exchanges: readonly ScanExchange[],
  discover?: ExchangeRecord,
): ScanMigrationEntry[] {
  const byId = new Map(exchanges.map((e) => [e.id, e.index]));
  const entries = migrationOf(run.exchanges, { transport: run.summary.transport, ...(discover ? { discover } : {}) });
  return entries.flatMap((entry) => {
    const index = byId.get(entry.exchange);
    return index === undefined ? [] : [{ ...entry, exchange: index }];
  });
}

/**
 * A legacy exchange as a report's exchange (area `legacy`, numbered `index`), its record as it is:
 * answered unless it got no answer or failed (a stream this client closed is `cut`). A request whose
 * JSON-RPC answer never came (`problem`) failed: its `error` says why, and its R-LEGACY-3 is kept.
 *
 * @example
 * const record = exchangeRecord({ id: 'legacy-1', startedAt: '2026-07-28T00:00:00.000Z', source: 'direct', request: { url: 'http://127.0.0.1:3000/mcp', method: 'POST', headers: {}, body: '{"jsonrpc":"2.0","id":0,"method":"ping"}' }, response: { status: 200, statusText: '', headers: {}, body: '{"jsonrpc":"2.0","id":0,"result":{}}' }, timing: { totalMs: 1 }, findings: [] });
 * const e = legacyScanExchange({ record }, 3, new Map([['legacy-1', 'ping']]), 'direct');
 * [e.index, e.area, e.label, e.outcome] // => [3, 'legacy', 'ping', 'answered']
 * // Its stream ended without the answer and resuming brought none: no answer, whatever the HTTP status.
 * const lost = legacyScanExchange({ record, problem: 'The stream of ping ended without its answer.' }, 4, new Map(), 'direct');
 * [lost.outcome, lost.error, lost.verdict] // => ['failed', { code: 'no-answer', message: 'The stream of ping ended without its answer.' }, 'transport']
 */
export function legacyScanExchange(
  exchange: LegacyExchange,
  index: number,
  labels: ReadonlyMap<string, string>,
  source: 'relay' | 'direct',
): ScanExchange {
  const { problem } = exchange;
  const record =
    problem && !exchange.record.error
      ? withError(exchange.record, { code: 'no-answer', message: problem })
      : exchange.record;
  const code = record.error?.code;
  const failed = !record.response || (code !== undefined && code !== 'closed');
  const outcome: ProbeOutcome = failed ? (code === 'timeout' ? 'timeout' : 'failed') : 'answered';
  return {
    ...record,
    source,
    index,
    probe: exchange.probe ? `legacy:${exchange.probe}` : `legacy:${record.id}`,
    label: labels.get(record.id) ?? record.rpcMethod,
    area: 'legacy',
    tag: { kind: 'other' },
    outcome,
    ...(code === 'closed' ? { cut: true } : {}),
  };
}
