import type { ProbeTag } from '../../check/session/types';
import { whyNoAnswer } from '../network-failure';
import { rpcRequestOf } from '../../exchange/records';
import { composeFetch, withCutOff, withGrace, withSignal, withTimeout } from '../middleware';
import { sendExchange, type FetchLike, type RecordedExchange, type SendExchangeInput } from '../send-exchange';
import type { ProbeFields, ProbeOutcome, ScanArea, ScanHost } from './types';

/**
 * One probe before it is sent: what it asks, why, and the request (without url and id).
 *
 * @example
 * const def: ProbeDef = fixedProbes({ foreignOrigin: null, extensions: [] }).find((p) => p.probe === 'removed:ping')!;
 * [def.label, def.area, def.input] // => ['removed method ping', 'methods', { method: 'ping' }]
 */
export interface ProbeDef {
  probe: string;
  label: string;
  area: ScanArea;
  tag: ProbeTag;
  input: Omit<SendExchangeInput, 'url' | 'id' | 'signal' | 'onFrame' | 'now'>;
  /** A long-lived stream (subscriptions/listen): the scan closes it after its first frame, or after `windowMs`. */
  cut?: { windowMs: number };
  /** Judged by the session rules only (a 2025-11-25 request sent for R-ORIGIN-1 alone). */
  sessionOnly?: true;
}

/**
 * How one probe is sent.
 *
 * @example
 * const fetch: FetchLike = async (url, init) => Response.json({ jsonrpc: '2.0', id: JSON.parse(init.body).id, result: {} });
 * const options: SendProbeOptions = { url: 'http://127.0.0.1:3000/mcp', id: 3, timeoutMs: 5000, host: defaultHost(), now: () => 0 };
 * const sent = await sendProbe(fetch, discoverProbe(), options);
 * [sent.request.id, sent.timing] // => [3, { startedAt: 0, headersMs: 0, totalMs: 0 }]
 */
export interface SendProbeOptions {
  url: string;
  id: number;
  timeoutMs: number;
  /** Most bytes of the answer read (after decompression); past it the probe fails, its part kept. */
  maxBytes?: number;
  host: ScanHost;
  now: () => number;
  /** The whole scan's signal: aborting it ends this probe too. */
  signal?: AbortSignal;
}

/**
 * A probe as it went out and came back, before it is judged and numbered (`scanRecord` makes it a
 * record): the request as sent (its JSON-RPC method, id and params beside the text), what arrived,
 * and why there is no (complete) answer.
 *
 * @example
 * const sent: SentProbe = skippedProbe(discoverProbe(), 'http://127.0.0.1:3000/mcp', 1, 'the scan was stopped');
 * [sent.request.method, sent.error] // => ['server/discover', 'the scan was stopped']
 */
export interface SentProbe extends ProbeFields {
  /** Why there is no (complete) answer. */
  error?: string;
  request: RecordedExchange['request'];
  /** What arrived; for a timeout, the part that had arrived (not judged). */
  response: RecordedExchange['response'] | null;
  timing: { startedAt: number; headersMs?: number; totalMs: number };
  /** The HTTP method when it is not POST (an authorization request). */
  httpMethod?: string;
}

// Of an answer over the byte cap the report keeps a start to look at, not megabytes.
const KEPT_OF_CAPPED = 65_536;

// After the timeout or Stop aborts the fetch, a fetch that ignores its signal still gets this long to settle.
const GRACE_MS = 250;

/**
 * Sends one probe with a timeout: the answer as recorded, or what had arrived when the time ran out
 * (`timeout`), or why nothing came (`failed`). Never rejects, never waits past timeout + grace.
 *
 * @example
 * const fetch: FetchLike = async () => Response.json({ jsonrpc: '2.0', id: 7, result: { tools: [] } });
 * const sent = await sendProbe(fetch, listProbe('tools/list', 1, 1), { url: 'http://127.0.0.1:3000/mcp', id: 7, timeoutMs: 5000, host: defaultHost(), now: () => 0 });
 * [sent.outcome, sent.response?.body] // => ['answered', '{"jsonrpc":"2.0","id":7,"result":{"tools":[]}}']
 * // A server that never answers: the probe ends at its timeout instead of hanging.
 * const silent: FetchLike = (url, init) => new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
 * const late = await sendProbe(silent, discoverProbe(), { url: 'http://127.0.0.1:3000/mcp', id: 8, timeoutMs: 20, host: defaultHost(), now: () => 0 });
 * [late.outcome, late.error] // => ['timeout', 'no complete answer within 20 ms']
 */
export async function sendProbe(fetch: FetchLike, def: ProbeDef, options: SendProbeOptions): Promise<SentProbe> {
  const { host, now } = options;
  const startedAt = now();
  let sent: { url: string; headers: Record<string, string>; body: string } | null = null;
  let timedOut = false;
  let cut = false;
  const closer = host.abortController();
  const cutNow = () => {
    cut = true;
    closer.abort();
  };
  // A stream the scan closes itself: after its first frame, or at the end of its window, which opens when
  // the stream's headers are in (a slow server or relay must not use up the window before it answers).
  let cutTimer: unknown;
  const openWindow = (windowMs: number) => {
    const left = options.timeoutMs - (now() - startedAt) - 1;
    if (!cut) cutTimer = host.setTimeout(cutNow, Math.max(1, Math.min(windowMs, left)));
  };
  const tap: FetchLike = (url, init) => {
    sent = { url, headers: init.headers, body: init.body };
    const answer = fetch(url, init);
    return def.cut ? answer.then((response) => (openWindow(def.cut!.windowMs), response)) : answer;
  };
  const send = composeFetch(
    ...(options.signal ? [withSignal(options.signal)] : []),
    withTimeout(options.timeoutMs, { timers: host, onTimeout: () => (timedOut = true) }),
    withCutOff(closer.signal),
    withGrace(GRACE_MS, { timers: host }),
  )(tap);
  const settled = await sendExchange(send, {
    ...def.input,
    url: options.url,
    id: options.id,
    now,
    ...(options.maxBytes !== undefined ? { maxBytes: options.maxBytes } : {}),
    ...(def.cut ? { onFrame: cutNow } : {}),
  }).then(
    (recorded) => ({ recorded }),
    (error: unknown) => ({ error }),
  );
  host.clearTimeout(cutTimer);
  const base = { probe: def.probe, label: def.label, area: def.area, tag: def.tag };
  const request = requestOf(options.url, def, options.id, sent);
  const elapsed = now() - startedAt;
  if ('error' in settled && cut && !timedOut)
    return {
      ...base,
      ...failure('answered', nothingArrived(def)),
      cut: true,
      request,
      timing: times(startedAt, elapsed),
    };
  if ('error' in settled) {
    const outcome: ProbeOutcome = timedOut ? 'timeout' : 'failed';
    const reason = timedOut
      ? timeoutText(options.timeoutMs)
      : options.signal?.aborted
        ? 'the scan was stopped'
        : errorText(settled.error);
    return { ...base, ...failure(outcome, reason), request, timing: times(startedAt, elapsed) };
  }
  const { recorded } = settled;
  const timing = { startedAt, headersMs: recorded.timing.headersMs, totalMs: recorded.timing.totalMs };
  if (recorded.aborted && cut && !timedOut) {
    const empty = recorded.response.body.trim() === '';
    return {
      ...base,
      outcome: 'answered',
      cut: true,
      ...(empty ? { error: nothingArrived(def) } : {}),
      request: recorded.request,
      response: recorded.response,
      timing,
    };
  }
  if (recorded.overCap)
    return {
      ...base,
      outcome: 'failed',
      error: `the answer passed ${recorded.overCap.maxBytes} bytes, so the scan stopped reading it (its first ${KEPT_OF_CAPPED} characters are kept, not judged)`,
      overCap: recorded.overCap,
      request: recorded.request,
      response: { ...recorded.response, body: recorded.response.body.slice(0, KEPT_OF_CAPPED) },
      timing,
    };
  if (recorded.aborted) {
    const reason = timedOut
      ? `${timeoutText(options.timeoutMs)} (the part that arrived is kept)`
      : 'the scan was stopped';
    return {
      ...base,
      outcome: timedOut ? 'timeout' : 'failed',
      error: reason,
      request,
      response: recorded.response,
      timing,
    };
  }
  return { ...base, outcome: 'answered', request: recorded.request, response: recorded.response, timing };
}

/**
 * A probe that was not sent, with the reason.
 *
 * @example
 * const skipped = skippedProbe(discoverProbe(), 'http://127.0.0.1:3000/mcp', 9, 'the server could not be reached');
 * [skipped.outcome, skipped.error, skipped.response] // => ['skipped', 'the server could not be reached', null]
 * skipped.request // => { url: 'http://127.0.0.1:3000/mcp', method: 'server/discover', id: 9, headers: {}, body: '' }
 */
export function skippedProbe(def: ProbeDef, url: string, id: number, reason: string): SentProbe {
  return {
    probe: def.probe,
    label: def.label,
    area: def.area,
    tag: def.tag,
    outcome: 'skipped',
    error: reason,
    request: requestOf(url, def, id, null),
    response: null,
    timing: { startedAt: 0, totalMs: 0 },
  };
}

function failure(outcome: ProbeOutcome, error: string): { outcome: ProbeOutcome; error: string; response: null } {
  return { outcome, error, response: null };
}

function times(startedAt: number, totalMs: number): SentProbe['timing'] {
  return { startedAt, totalMs };
}

function nothingArrived(def: ProbeDef): string {
  return `no frame within ${def.cut?.windowMs ?? 0} ms of opening the stream, so nothing was judged`;
}

function timeoutText(ms: number): string {
  return `no complete answer within ${ms} ms`;
}

function errorText(error: unknown): string {
  return `the request failed: ${whyNoAnswer(error)}`;
}

// The request as it went out (read from the fetch call), or as the probe describes it when it never did.
function requestOf(
  url: string,
  def: ProbeDef,
  id: number,
  sent: { url: string; headers: Record<string, string>; body: string } | null,
): RecordedExchange['request'] {
  if (!sent) return { url, method: def.input.method, id, headers: {}, body: '' };
  // The one request parser of the library: what no answer came back for is still kept parsed.
  const { params } = rpcRequestOf(sent.body);
  return {
    url: sent.url,
    method: def.input.method,
    id,
    ...(params ? { params } : {}),
    headers: sent.headers,
    body: sent.body,
  };
}
