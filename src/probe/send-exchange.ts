import { isJsonObject } from '../json/types';
import { headerValue, mediaTypeOf } from '../wire/headers';
import { buildRequest, ENVELOPE, type BuildRequestInput } from '../wire/request';
import { SseReader, type SseEvent } from '../wire/sse';

/**
 * The part of a fetch Response that `sendExchange` reads (the global `Response` fits).
 *
 * @example
 * // The global Response fits:
 * const response: FetchResponseLike = Response.json({ jsonrpc: '2.0', id: 1, result: {} });
 * (await sendExchange(async () => response, { url: 'http://127.0.0.1:3000/mcp', method: 'tools/list', id: 1 })).response.body
 * // => '{"jsonrpc":"2.0","id":1,"result":{}}'
 */
export interface FetchResponseLike {
  status: number;
  headers: { forEach(callback: (value: string, key: string) => void): void };
  body: { getReader(): { read(): Promise<{ done: boolean; value?: Uint8Array }>; cancel?(): Promise<void> } } | null;
  text(): Promise<string>;
}

/**
 * An injected fetch: the global `fetch` of a browser or Node 20 fits, and so does a test double.
 *
 * @example
 * // In real use: const send: FetchLike = (url, init) => fetch(url, init);
 * const seen: string[] = [];
 * const send: FetchLike = async (url, init) => {
 *   seen.push(`${init.method} ${url}`);
 *   return Response.json({ jsonrpc: '2.0', id: 1, result: {} });
 * };
 * await sendExchange(send, { url: 'http://127.0.0.1:3000/mcp', method: 'tools/list', id: 1 });
 * seen // => ['POST http://127.0.0.1:3000/mcp']
 */
export type FetchLike = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; signal?: AbortSignal },
) => Promise<FetchResponseLike>;

/**
 * One SSE frame as it arrives: its index (as in findings' `frame`), the event, and its parsed JSON
 * (undefined when the data is not JSON).
 *
 * @example
 * const fetch: FetchLike = async () => new Response('data: {"jsonrpc":"2.0","id":1,"result":{}}\n\n', { headers: { 'content-type': 'text/event-stream' } });
 * const frames: ArrivedFrame[] = [];
 * await sendExchange(fetch, { url: 'http://127.0.0.1:3000/mcp', method: 'tools/list', id: 1, onFrame: (f) => frames.push(f) });
 * frames.map((f) => [f.frame, f.message]) // => [[0, { jsonrpc: '2.0', id: 1, result: {} }]]
 */
export interface ArrivedFrame {
  frame: number;
  event: SseEvent;
  message: unknown;
}

/**
 * An exchange as sent and received, in the shape `checkExchange` takes, plus the raw request body,
 * the URL and when things happened (ms from `now()`).
 *
 * @example
 * // A fake server; in real use pass the global fetch.
 * const fetch: FetchLike = async () => Response.json({ jsonrpc: '2.0', id: 1, result: { tools: [] } });
 * const recorded = await sendExchange(fetch, { url: 'http://127.0.0.1:3000/mcp', method: 'tools/list', id: 1 });
 * recorded.request.headers['Mcp-Method'] // => 'tools/list'
 * checkExchange(recorded).map((f) => f.rule) // => ['R-RESULT-TYPE-1', 'R-CACHE-1', 'R-META-1']
 */
export interface RecordedExchange {
  request: {
    url: string;
    method: string;
    id?: string | number;
    params?: Record<string, unknown>;
    headers: Record<string, string>;
    body: string;
  };
  response: { status: number; headers: Record<string, string>; body: string };
  timing: { startedAt: number; headersMs: number; totalMs: number };
  /** The signal aborted the read: `response.body` holds what had arrived. */
  aborted: boolean;
  /** Set when the answer passed `maxBytes`: reading stopped there, `response.body` holds the part before it. */
  overCap?: { maxBytes: number; bytesRead: number };
}

/**
 * How the transport is driven: the injected clock, an abort signal, and a callback per SSE frame.
 *
 * @example
 * const fetch: FetchLike = async () => new Response('data: {"jsonrpc":"2.0","id":1,"result":{}}\n\n', { headers: { 'content-type': 'text/event-stream' } });
 * const frames: ArrivedFrame[] = [];
 * const controller = new AbortController();
 * const options: TransportOptions = { onFrame: (f) => frames.push(f), signal: controller.signal, now: () => 0 };
 * const recorded = await sendExchange(fetch, { url: 'http://127.0.0.1:3000/mcp', method: 'tools/list', id: 1, ...options });
 * [frames.length, recorded.timing.totalMs] // => [1, 0]
 */
export interface TransportOptions {
  signal?: AbortSignal;
  /** Called for each SSE message frame as it arrives (text/event-stream responses only). */
  onFrame?: (frame: ArrivedFrame) => void;
  /** The clock for `timing`; defaults to `Date.now`. */
  now?: () => number;
  /**
   * Most bytes of one answer read, counted after decompression (fetch inflates gzip and brotli
   * before the body reaches us); past it the read stops and the connection is dropped. No cap when absent.
   */
  maxBytes?: number;
}

/**
 * What `sendExchange` sends: a modern request (see `buildRequest`) and where to.
 *
 * @example
 * // A fake server; in real use pass the global fetch.
 * const fetch: FetchLike = async () => Response.json({ jsonrpc: '2.0', id: 1, result: { tools: [] } });
 * const input: SendExchangeInput = { url: 'http://127.0.0.1:3000/mcp', method: 'tools/call', id: 2, params: { name: 'echo', arguments: {} }, meta: { progressToken: 'p' } };
 * const recorded = await sendExchange(fetch, input);
 * recorded.request.params?._meta?.progressToken // => 'p'
 * recorded.request.headers['Mcp-Name'] // => 'echo'
 */
export interface SendExchangeInput extends BuildRequestInput, TransportOptions {
  url: string;
  /** Extra `params._meta` keys (progressToken, traceparent, …), merged under the envelope. */
  meta?: Record<string, unknown>;
  /** Headers to add or override; `null` removes a header buildRequest set, `undefined` leaves it. */
  headers?: Record<string, string | null | undefined>;
  /**
   * `false` sends no `params._meta` at all (a 2025-era style request), `{ omit }` leaves one key of
   * the envelope out (a scan probe); defaults to true.
   */
  envelope?: boolean | { omit: keyof Pick<typeof ENVELOPE, 'protocolVersion' | 'clientCapabilities'> };
}

/**
 * Builds a 2026-07-28 request with `buildRequest`, POSTs it over the injected `fetch`, and
 * records the exchange. SSE frames reach `onFrame` as they arrive. Network failures reject; an
 * abort through `signal` resolves with what had arrived (`aborted: true`).
 *
 * @example
 * // A fake server; in real use pass the global fetch.
 * const fetch: FetchLike = async () => Response.json({ jsonrpc: '2.0', id: 1, result: { supportedVersions: ['2026-07-28'] } });
 * const recorded = await sendExchange(fetch, { url: 'http://127.0.0.1:3000/mcp', method: 'server/discover', id: 1 });
 * recorded.response.status // => 200
 * JSON.parse(recorded.request.body).method // => 'server/discover'
 */
export async function sendExchange(fetch: FetchLike, input: SendExchangeInput): Promise<RecordedExchange> {
  const { url, meta, headers: extraHeaders, envelope, signal, onFrame, now, maxBytes, ...build } = input;
  const given = build.params ?? {};
  const givenMeta = isJsonObject(given['_meta']) ? given['_meta'] : {};
  const built = buildRequest({ ...build, params: meta ? { ...given, _meta: { ...givenMeta, ...meta } } : given });
  const message: Record<string, unknown> = { ...built.message };
  if (envelope === false) {
    const params = { ...built.message.params };
    delete params['_meta'];
    message['params'] = params;
  } else if (typeof envelope === 'object') {
    const envelopeMeta = { ...(built.message.params['_meta'] as Record<string, unknown>) };
    delete envelopeMeta[ENVELOPE[envelope.omit]];
    message['params'] = { ...built.message.params, _meta: envelopeMeta };
  }
  const headers: Record<string, string> = { ...built.headers };
  for (const [name, value] of Object.entries(extraHeaders ?? {})) {
    if (value === undefined) continue;
    for (const key of Object.keys(headers)) if (key.toLowerCase() === name.toLowerCase()) delete headers[key];
    if (value !== null) headers[name] = value;
  }
  return sendMessage(fetch, { url, message, headers, ...transport({ signal, onFrame, now, maxBytes }) });
}

/**
 * POSTs one JSON-RPC message as given (no envelope added: legacy traffic, hand-made requests) and
 * records the exchange like `sendExchange`.
 *
 * @example
 * // A 2025-era initialize, sent as written (no envelope is added):
 * const fetch: FetchLike = async () => Response.json({ jsonrpc: '2.0', id: 0, result: {} });
 * const message = { jsonrpc: '2.0', id: 0, method: 'initialize', params: {} };
 * const recorded = await sendMessage(fetch, { url: 'http://127.0.0.1:3000/mcp', message, headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' } });
 * recorded.request.body // => JSON.stringify(message)
 */
export async function sendMessage(
  fetch: FetchLike,
  input: { url: string; message: Record<string, unknown>; headers: Record<string, string> } & TransportOptions,
): Promise<RecordedExchange> {
  const clock = input.now ?? Date.now;
  const body = JSON.stringify(input.message);
  const startedAt = clock();
  const init = {
    method: 'POST' as const,
    headers: input.headers,
    body,
    ...(input.signal ? { signal: input.signal } : {}),
  };
  const response = await fetch(input.url, init);
  const headersMs = clock() - startedAt;
  const responseHeaders: Record<string, string> = {};
  response.headers.forEach((value, key) => (responseHeaders[key] = value));
  const sse = mediaTypeOf(headerValue(responseHeaders, 'content-type')) === 'text/event-stream';
  const read = await readBody(response, sse ? input.onFrame : undefined, input.maxBytes);
  return {
    request: { url: input.url, ...requestFields(input.message), headers: input.headers, body },
    response: { status: response.status, headers: responseHeaders, body: read.text },
    timing: { startedAt, headersMs, totalMs: clock() - startedAt },
    aborted: read.aborted,
    ...(read.overCap ? { overCap: read.overCap } : {}),
  };
}

/**
 * A fetch that also sends GET and DELETE (the 2025-era GET stream, the HTTP+SSE endpoint and the
 * session's DELETE): the global `fetch` fits, and a `FetchLike` is what it is for POST.
 *
 * @example
 * const seen: string[] = [];
 * const fetch: HttpFetchLike = async (url, init) => (seen.push(init.method), new Response(null, { status: 202 }));
 * await sendBare(fetch, { url: 'http://127.0.0.1:3000/mcp', method: 'DELETE', headers: {} });
 * seen // => ['DELETE']
 */
export type HttpFetchLike = (
  url: string,
  init: { method: 'POST' | 'GET' | 'DELETE'; headers: Record<string, string>; body?: string; signal?: AbortSignal },
) => Promise<FetchResponseLike>;

/**
 * Sends a request without a body (a GET stream, a DELETE) and records it like `sendMessage`: the
 * request's `method` is '' (no JSON-RPC method) and `body` ''. SSE frames reach `onFrame` as they
 * arrive; an abort resolves with what had arrived.
 *
 * @example
 * const fetch: HttpFetchLike = async () => new Response('event: endpoint\ndata: /messages?s=1\n\n', { headers: { 'content-type': 'text/event-stream' } });
 * const events: string[] = [];
 * const recorded = await sendBare(fetch, { url: 'http://127.0.0.1:3000/sse', method: 'GET', headers: { Accept: 'text/event-stream' }, onFrame: (f) => events.push(f.event.event ?? '') });
 * [recorded.response.status, events] // => [200, ['endpoint']]
 */
export async function sendBare(
  fetch: HttpFetchLike,
  input: { url: string; method: 'GET' | 'DELETE'; headers: Record<string, string> } & TransportOptions,
): Promise<RecordedExchange> {
  const clock = input.now ?? Date.now;
  const startedAt = clock();
  const init = { method: input.method, headers: input.headers, ...(input.signal ? { signal: input.signal } : {}) };
  const response = await fetch(input.url, init);
  const headersMs = clock() - startedAt;
  const responseHeaders: Record<string, string> = {};
  response.headers.forEach((value, key) => (responseHeaders[key] = value));
  const sse = mediaTypeOf(headerValue(responseHeaders, 'content-type')) === 'text/event-stream';
  const read = await readBody(response, sse ? input.onFrame : undefined, input.maxBytes);
  return {
    request: { url: input.url, method: '', headers: input.headers, body: '' },
    response: { status: response.status, headers: responseHeaders, body: read.text },
    timing: { startedAt, headersMs, totalMs: clock() - startedAt },
    aborted: read.aborted,
    ...(read.overCap ? { overCap: read.overCap } : {}),
  };
}

function transport(options: TransportOptions): TransportOptions {
  const out: TransportOptions = {};
  if (options.signal) out.signal = options.signal;
  if (options.onFrame) out.onFrame = options.onFrame;
  if (options.now) out.now = options.now;
  if (options.maxBytes !== undefined) out.maxBytes = options.maxBytes;
  return out;
}

function requestFields(
  message: Record<string, unknown>,
): Omit<RecordedExchange['request'], 'url' | 'headers' | 'body'> {
  const out: Omit<RecordedExchange['request'], 'url' | 'headers' | 'body'> = { method: String(message['method']) };
  const id = message['id'];
  if (typeof id === 'string' || typeof id === 'number') out.id = id;
  if (isJsonObject(message['params'])) out.params = message['params'];
  return out;
}

// The body is decoded as it arrives with the BOM kept, so the checker sees the bytes as sent.
async function readBody(
  response: FetchResponseLike,
  onFrame: TransportOptions['onFrame'],
  maxBytes = Infinity,
): Promise<{ text: string; aborted: boolean; overCap?: RecordedExchange['overCap'] }> {
  if (!response.body) return { text: await response.text(), aborted: false };
  const reader = response.body.getReader();
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  const sse = onFrame
    ? new SseReader((event, frame) => onFrame({ frame, event, message: parseOrUndefined(event.data) }))
    : null;
  let text = '';
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      bytes += value?.byteLength ?? 0;
      if (!done && value && bytes > maxBytes) {
        text += decoder.decode(value.subarray(0, value.byteLength - (bytes - maxBytes)));
        sse?.end();
        // Dropping the connection stops the server (and any decompression) from producing more.
        reader.cancel?.().catch(() => undefined);
        return { text, aborted: false, overCap: { maxBytes, bytesRead: bytes } };
      }
      const chunk = done ? decoder.decode() : decoder.decode(value, { stream: true });
      text += chunk;
      sse?.push(chunk);
      if (done) break;
    }
  } catch (error) {
    if (!isAbort(error)) throw error;
    text += decoder.decode();
    sse?.end();
    return { text, aborted: true };
  }
  sse?.end();
  return { text, aborted: false };
}

function parseOrUndefined(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
