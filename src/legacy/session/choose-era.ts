import type { ExchangeRecord, ExchangeSource } from '../../exchange/record';
import { exchangeRecord, recordOfRecorded } from '../../exchange/records';
import { isJsonObject } from '../../json/types';
import { hostTimers, newController, type Timers } from '../../lifecycle/host';
import { sendBare, sendExchange, type HttpFetchLike } from '../../probe/send-exchange';
import { whyNoAnswer } from '../../probe/network-failure';
import { parseResponseBody } from '../../wire/parse';

/**
 * Which era a server speaks, as Auto decides it: 2026-07-28 (`modern`), a 2025-era server over
 * Streamable HTTP, one on the HTTP+SSE transport, or no MCP at all (`none`).
 *
 * @example
 * const era: ServerEra = 'http+sse';
 * era // => 'http+sse'
 */
export type ServerEra = 'modern' | 'streamable-http' | 'http+sse' | 'none';

/**
 * What the `server/discover` answer says about the era, from the scan's own era verdict: R-ERA-1 on
 * it, or a result that is no DiscoverResult (no `supportedVersions`), means a 2025-era server
 * (`legacy`); another JSON-RPC answer a 2026-07-28 one (`modern`); no JSON-RPC answer at all (a 404
 * page, a 405) is `unknown` (perhaps the HTTP+SSE transport).
 *
 * @example
 * const fetch: FetchLike = async () => Response.json({ jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'Bad Request: Server not initialized' } }, { status: 400 });
 * const recorded = await sendExchange(fetch, { url: 'http://127.0.0.1:3000/mcp', method: 'server/discover', id: 1 });
 * eraOfDiscover(recordOfRecorded(recorded, { id: 'd1', startedAt: '2026-07-28T00:00:00.000Z', source: 'direct' })) // => 'legacy'
 * // A 2025-era server that answers every unknown method with an empty result:
 * eraOfDiscover({ findings: [], rpcId: 1, response: { status: 200, headers: {}, body: '{"jsonrpc":"2.0","id":1,"result":{}}' } }) // => 'legacy'
 */
export function eraOfDiscover(
  record: Pick<ExchangeRecord, 'rpcId'> & {
    findings: readonly { rule: string }[];
    response: { status: number; headers: Record<string, string>; body: string } | null;
  },
): 'modern' | 'legacy' | 'unknown' {
  if (record.findings.some((f) => f.rule === 'R-ERA-1')) return 'legacy';
  if (!record.response) return 'unknown';
  const answer = parseResponseBody(record.response, { id: record.rpcId }).response?.value;
  if (!isJsonObject(answer)) return 'unknown';
  // A result without supportedVersions is no DiscoverResult: a 2025-era server's answer to any method (`{}`).
  const result = answer['result'];
  return isJsonObject(result) && !Array.isArray(result['supportedVersions']) ? 'legacy' : 'modern';
}

/**
 * Whether `url` is the GET stream of an HTTP+SSE server: a GET whose first event is `endpoint`. The
 * stream is closed after its first event (or `timeoutMs`); the GET is recorded as an exchange, not
 * judged (it is a probe).
 *
 * @example
 * const fetch: HttpFetchLike = async () => new Response('event: endpoint\ndata: /messages?sessionId=1\n\n', { headers: { 'content-type': 'text/event-stream' } });
 * const probe = await probeSseEndpoint(fetch, { url: 'http://127.0.0.1:3000/sse' });
 * [probe.endpoint, probe.record.request.method] // => ['/messages?sessionId=1', 'GET']
 */
export async function probeSseEndpoint(
  fetch: HttpFetchLike,
  options: {
    url: string;
    headers?: Record<string, string>;
    source?: ExchangeSource;
    id?: string;
    timeoutMs?: number;
    timers?: Timers;
    now?: () => number;
  },
): Promise<{ endpoint: string | null; record: ExchangeRecord }> {
  const timers = options.timers ?? hostTimers();
  const now = options.now ?? Date.now;
  const cut = newController();
  const timer = timers.setTimeout(() => cut.abort(), options.timeoutMs ?? 5000);
  const headers = { Accept: 'text/event-stream', ...options.headers };
  let endpoint: string | null = null;
  let first = true;
  const startedAt = now();
  const request = { url: options.url, method: 'GET', headers, body: '' };
  const base = {
    id: options.id ?? 'era-probe',
    startedAt: new Date(startedAt).toISOString(),
    source: options.source ?? 'direct',
    findings: [],
  };
  try {
    const recorded = await sendBare(fetch, {
      url: options.url,
      method: 'GET',
      headers,
      signal: cut.signal,
      now,
      maxBytes: 65_536,
      onFrame: (frame) => {
        if (first && frame.event.event === 'endpoint') endpoint = frame.event.data;
        first = false;
        cut.abort();
      },
    });
    return {
      endpoint,
      record: exchangeRecord({
        ...base,
        request,
        response: { ...recorded.response, statusText: '' },
        ...(recorded.aborted
          ? { error: { code: 'closed', message: 'The era probe closed this stream after its first event.' } }
          : {}),
        timing: { totalMs: recorded.timing.totalMs, firstByteMs: recorded.timing.headersMs },
      }),
    };
  } catch (error) {
    // A transport that errors the body when we cut it (the relay) still showed the endpoint first.
    const message = error instanceof Error ? error.message : String(error);
    return {
      endpoint,
      record: exchangeRecord({
        ...base,
        request,
        response: null,
        error:
          endpoint !== null
            ? { code: 'closed', message: 'The era probe closed this stream after its first event.' }
            : { code: 'failed', message },
        timing: { totalMs: now() - startedAt },
      }),
    };
  } finally {
    timers.clearTimeout(timer);
  }
}

/**
 * Auto's era choice, as the spec's compatibility matrix has a client do it: `server/discover` first
 * (a 2026-07-28 request), the scan's era verdict on the answer, and when no JSON-RPC came back, a
 * GET to see whether the URL is an HTTP+SSE stream. Returns the era and the exchanges that decided it.
 *
 * @example
 * // A 2025-era server refuses discover as it refuses anything before initialize:
 * const fetch: HttpFetchLike = async () => Response.json({ jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'Bad Request: Server not initialized' } }, { status: 400 });
 * const choice = await chooseEra(fetch, { url: 'http://127.0.0.1:3000/mcp' });
 * [choice.era, choice.records.length] // => ['streamable-http', 1]
 */
export async function chooseEra(
  fetch: HttpFetchLike,
  options: { url: string; headers?: Record<string, string>; source?: ExchangeSource; timeoutMs?: number },
): Promise<{ era: ServerEra; records: ExchangeRecord[] }> {
  const source = options.source ?? 'direct';
  const startedAt = Date.now();
  const discover = await sendExchange(fetch, {
    url: options.url,
    method: 'server/discover',
    id: 1,
    ...(options.headers ? { headers: options.headers } : {}),
  }).then(
    (recorded) =>
      recordOfRecorded(recorded, { id: 'era-discover', startedAt: new Date(startedAt).toISOString(), source }),
    (error: unknown) =>
      exchangeRecord({
        id: 'era-discover',
        startedAt: new Date(startedAt).toISOString(),
        source,
        request: { url: options.url, method: 'POST', headers: {}, body: '' },
        response: null,
        error: { code: 'failed', message: whyNoAnswer(error) },
        timing: { totalMs: Date.now() - startedAt },
      }),
  );
  const era = eraOfDiscover(discover);
  if (era === 'legacy') return { era: 'streamable-http', records: [discover] };
  if (era === 'modern') return { era: 'modern', records: [discover] };
  if (!discover.response) return { era: 'none', records: [discover] };
  const probe = await probeSseEndpoint(fetch, {
    url: options.url,
    ...(options.headers ? { headers: options.headers } : {}),
    source,
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
  });
  return { era: probe.endpoint !== null ? 'http+sse' : 'none', records: [discover, probe.record] };
}
