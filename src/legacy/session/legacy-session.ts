import { InitializeResultSchema } from '@modelcontextprotocol/sdk/types.js';
import type { Finding } from '../../check/finding';
import { judgeLegacy } from '../../check/legacy/judge';
import type { ExchangeRecord, ExchangeSource } from '../../exchange/record';
import { exchangeRecord } from '../../exchange/records';
import { isJsonObject, type JsonObject, type JsonRpcId } from '../../json/types';
import { followAll, hostTimers, newController, type Controller, type Timers } from '../../lifecycle/host';
import { withGrace } from '../../probe/middleware';
import { whyNoAnswer } from '../../probe/network-failure';
import {
  sendBare,
  sendMessage,
  type ArrivedFrame,
  type HttpFetchLike,
  type RecordedExchange,
} from '../../probe/send-exchange';
import {
  CLIENT_INFO,
  LEGACY_PROTOCOL_VERSION,
  LEGACY_VERSIONS,
  MCP_HEADERS,
  sendsVersionHeader,
  UNSUPPORTED_PROTOCOL_VERSION,
} from '../../spec';
import { headerValue } from '../../wire/headers';
import { parseResponseBody } from '../../wire/parse';
import { firstIssue, kindOf, serverRequestOf } from './messages';
import { resumeHintsOf } from './resume';
import { endpointOf } from './sse-endpoint';
import type {
  LegacyAuthorize,
  LegacyExchange,
  LegacyProbe,
  LegacyServerInfo,
  LegacyTransport,
  ServerRequest,
  ServerRequestAnswer,
} from './types';

/**
 * How a legacy session talks to its server. Only `url` and `fetch` are required.
 *
 * @example
 * const options: LegacySessionOptions = { url: 'http://127.0.0.1:3000/mcp', fetch: (url, init) => fetch(url, init), transport: 'streamable-http' };
 * options.transport // => 'streamable-http'
 */
export interface LegacySessionOptions {
  /** The Streamable HTTP endpoint, or the HTTP+SSE transport's GET stream. */
  url: string;
  /** GET, POST and DELETE (the global fetch, the app's relay fetch). */
  fetch: HttpFetchLike;
  transport?: LegacyTransport;
  /** The version `initialize` asks for; defaults to 2025-11-25 (the server may choose another it supports). */
  protocolVersion?: string;
  clientInfo?: { name: string; version: string };
  /** The client capabilities `initialize` declares; answering them is `onServerRequest`'s job. */
  capabilities?: JsonObject;
  /** The user's own headers (Authorization, …), sent on every request. */
  headers?: Record<string, string>;
  /** What the records say the exchanges went through. */
  source?: ExchangeSource;
  /** Per request: the most time for a complete answer (default 30 s). */
  timeoutMs?: number;
  /** The most bytes read of one answer or of the GET stream (default 4 MiB); past it the stream is cut. */
  maxBytes?: number;
  /** Each exchange as it settles (the GET stream when it ends). */
  onExchange?: (exchange: LegacyExchange) => void;
  /** A request of the server's (sampling, elicitation, roots): answered by hand in Live. Without it, -32601. */
  onServerRequest?: (request: ServerRequest) => Promise<ServerRequestAnswer>;
  /** A notification of the server's (on any stream). */
  onNotification?: (message: JsonObject) => void;
  /** Authorization: each request's token headers, and a 401/403 answered (then the POST is sent again). */
  authorize?: LegacyAuthorize;
  newId?: () => string;
  now?: () => number;
  timers?: Timers;
}

/**
 * Why a legacy session could not start or go on, in one sentence a user acts on; the exchanges
 * that show it are already recorded.
 *
 * @example
 * new LegacySessionError('initialize was answered with HTTP 500.').name // => 'LegacySessionError'
 */
export class LegacySessionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LegacySessionError';
  }
}

const JSON_AND_SSE = 'application/json, text/event-stream';
// A 401/403 the authorizer answers is sent again at most this often (its own round limit comes first).
const MAX_CHALLENGES = 4;
// Resumptions of one POST's stream (GET with Last-Event-ID) before the request is given up.
const MAX_RESUMPTIONS = 3;
// The wait before a resumption when the stream named no `retry`.
const DEFAULT_RETRY_MS = 1000;
const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_BYTES = 4 * 1024 * 1024;
// After a timeout or Stop aborts a request, a fetch that ignores its signal gets this long to settle.
const GRACE_MS = 250;
// Why this client closed a stream, unless its caller says otherwise: `close` (Disconnect, a run's end).
const SESSION_ENDED = 'This client closed the stream when it ended the session.';

/**
 * A 2025-era MCP session over Streamable HTTP (2025-11-25, 2025-06-18, 2025-03-26: `initialize`,
 * `notifications/initialized`, `Mcp-Session-Id`, `MCP-Protocol-Version`, the GET stream, DELETE) or
 * the HTTP+SSE transport of 2024-11-05 (the GET stream's `endpoint` event, POSTs answered on the
 * stream). Every exchange goes through `sendMessage`/`sendBare` and becomes one record, judged by the
 * legacy rules only; server requests go to `onServerRequest` and the answer is POSTed back.
 *
 * @example
 * // A stand-in 2025-11-25 server: initialize hands out a session, tools/list needs it.
 * const seen: string[] = [];
 * const fetch: HttpFetchLike = async (url, init) => {
 *   const message = init.body ? JSON.parse(init.body) : {};
 *   seen.push([init.method, message.method, init.headers['Mcp-Session-Id']].filter(Boolean).join(' '));
 *   if (message.method === 'initialize') return Response.json({ jsonrpc: '2.0', id: message.id, result: { protocolVersion: LEGACY_PROTOCOL_VERSION, capabilities: { tools: {} }, serverInfo: { name: 's', version: '1' } } }, { headers: { 'mcp-session-id': 'abc' } });
 *   if (message.method === 'tools/list') return Response.json({ jsonrpc: '2.0', id: message.id, result: { tools: [] } });
 *   return new Response(null, { status: init.method === 'GET' ? 405 : 202 });
 * };
 * const session = new LegacySession({ url: 'http://127.0.0.1:3000/mcp', fetch });
 * const info = await session.connect();
 * info.sessionId // => 'abc'
 * const listed = await session.request('tools/list');
 * listed.answer?.result // => { tools: [] }
 * await session.close();
 * seen // => ['POST initialize', 'POST notifications/initialized abc', 'POST tools/list abc', 'DELETE abc']
 */
export class LegacySession {
  /** What `initialize` established (null until `connect` succeeds). */
  info: LegacyServerInfo | null = null;
  /** Every exchange of the session, in the order they settled. */
  readonly exchanges: LegacyExchange[] = [];
  /** What went wrong that the session noticed (a changed session id, a refused server request). */
  readonly problems: string[] = [];
  private readonly transport: LegacyTransport;
  private readonly timers: Timers;
  private readonly now: () => number;
  private readonly newId: () => string;
  private readonly closing: Controller = newController();
  private readonly pending = new Map<string, (message: JsonObject) => void>();
  private readonly streams: Promise<unknown>[] = [];
  private postUrl: string;
  private streamStop: Controller | null = null;
  private nextId = 0;
  private counter = 0;

  constructor(private readonly options: LegacySessionOptions) {
    this.transport = options.transport ?? 'streamable-http';
    this.timers = options.timers ?? hostTimers();
    this.now = options.now ?? Date.now;
    this.newId = options.newId ?? (() => `legacy-${++this.counter}`);
    this.postUrl = options.url;
  }

  /** The version header and session id every request after `initialize` carries. */
  get sessionHeaders(): Record<string, string> {
    const out: Record<string, string> = {};
    const info = this.info;
    if (info && this.transport === 'streamable-http' && sendsVersionHeader(info.protocolVersion))
      out[MCP_HEADERS.protocolVersion] = info.protocolVersion;
    if (info?.sessionId) out[MCP_HEADERS.sessionId] = info.sessionId;
    return out;
  }

  /**
   * The handshake: (for HTTP+SSE, the GET stream and its `endpoint` first) `initialize`, then
   * `notifications/initialized`. Rejects with a LegacySessionError that says why when the server's
   * answer is no InitializeResult, names a version this client does not speak, or the endpoint is
   * on another origin.
   */
  async connect(signal?: AbortSignal): Promise<LegacyServerInfo> {
    if (this.transport === 'http+sse') this.postUrl = await this.openSseTransport(signal);
    const exchange = await this.request(
      'initialize',
      {
        protocolVersion: this.options.protocolVersion ?? LEGACY_PROTOCOL_VERSION,
        capabilities: this.options.capabilities ?? {},
        clientInfo: this.options.clientInfo ?? CLIENT_INFO,
      },
      { signal, initialize: true },
    );
    const info = this.readInitialize(exchange);
    this.info = info;
    await this.notify('notifications/initialized', undefined, signal);
    return info;
  }

  /**
   * Sends one request of the session and waits for its answer (on the POST's response, or on the
   * HTTP+SSE stream). Never rejects for what the server does: the exchange says it.
   */
  async request(
    method: string,
    params: JsonObject = {},
    options: {
      signal?: AbortSignal | undefined;
      initialize?: boolean;
      onFrame?: (frame: ArrivedFrame) => void;
      /** The conversation the request belongs to (an app's call, a follow-up round): its record carries it. */
      conversationId?: string | undefined;
    } = {},
  ): Promise<LegacyExchange> {
    const id = this.nextId++;
    const message = { jsonrpc: '2.0', id, method, params };
    const waiting = this.transport === 'http+sse' ? this.awaitAnswer(id, options.signal) : null;
    const sent = await this.post(message, options.signal, options.onFrame);
    let answer: LegacyExchange['answer'];
    let problem: string | undefined;
    if (waiting && sent.record.response && sent.record.response.status < 300 && !sent.record.error) {
      const arrived = await waiting.promise;
      if (arrived) answer = arrived;
      else problem = `No answer to ${method} arrived on the HTTP+SSE stream within ${this.timeoutMs} ms.`;
    } else {
      waiting?.cancel();
      if (sent.recorded) {
        const found = parseResponseBody(sent.recorded.response, { id }).response?.value;
        if (isJsonObject(found) && kindOf(found) === 'response') answer = found;
        else if (this.resumable(sent.recorded)) {
          answer = (await this.resume(id, sent.recorded.response.body, options.signal)) ?? undefined;
          if (!answer) problem = `The stream of ${method} ended without its answer, and resuming it brought none.`;
        }
      }
    }
    const record = options.conversationId
      ? exchangeRecord({ ...recordInputOf(sent.record), conversationId: options.conversationId })
      : sent.record;
    return this.settle({ record, ...(answer ? { answer } : {}), ...(problem ? { problem } : {}) });
  }

  // A Streamable HTTP POST whose SSE stream ended (not cut by us) after naming an event id: resumable.
  private resumable(recorded: RecordedExchange): boolean {
    if (this.transport !== 'streamable-http' || recorded.aborted || recorded.overCap) return false;
    const type = headerValue(recorded.response.headers, 'content-type') ?? '';
    return /^text\/event-stream/i.test(type.trim()) && resumeHintsOf(recorded.response.body).lastEventId !== undefined;
  }

  /**
   * Resumes a POST's stream that ended before its answer, as 2025-11-25 has a client do: after the
   * stream's `retry` milliseconds, a GET with `Last-Event-ID`; the answer may come on it (each GET
   * is recorded). Null when none came within MAX_RESUMPTIONS streams.
   */
  private async resume(id: JsonRpcId, body: string, signal: AbortSignal | undefined): Promise<JsonObject | null> {
    let hints = resumeHintsOf(body);
    for (let round = 0; round < MAX_RESUMPTIONS && hints.lastEventId !== undefined; round++) {
      const waited = await this.wait(hints.retryMs ?? DEFAULT_RETRY_MS, signal);
      if (!waited) return null;
      const waiting = this.awaitAnswer(id, signal);
      const stop = newController();
      let why = SESSION_ENDED;
      const resumed = { 'Last-Event-ID': hints.lastEventId };
      const stream = this.get(stop, undefined, resumed, () => why).then((e) => this.settle(e));
      this.streams.push(stream);
      const ended = stream.then(() => null);
      const answer = await Promise.race([waiting.promise, ended]);
      if (answer) {
        why = 'The answer arrived on this resumed stream, so this client closed it.';
        stop.abort();
        await stream;
        return answer;
      }
      waiting.cancel();
      // No answer within the wait: a stream the server keeps open is given up (awaiting its end would hang).
      if (!this.closing.signal.aborted)
        why = signal?.aborted
          ? 'You stopped the request, so this client closed its resumed stream.'
          : `No answer arrived on this resumed stream within ${this.timeoutMs} ms, so this client closed it.`;
      stop.abort();
      hints = { ...hints, ...resumeHintsOf((await stream).record.response?.body ?? '') };
    }
    return null;
  }

  // Waits `ms` on the session's timers; false when the session closed or the caller stopped first.
  private wait(ms: number, signal: AbortSignal | undefined): Promise<boolean> {
    return new Promise((resolve) => {
      const off = followAll([signal, this.closing.signal]);
      const timer = this.timers.setTimeout(() => {
        off.release();
        resolve(true);
      }, ms);
      const listening = off.signal as unknown as { addEventListener(t: 'abort', l: () => void): void };
      listening.addEventListener('abort', () => {
        this.timers.clearTimeout(timer);
        off.release();
        resolve(false);
      });
    });
  }

  /** POSTs a notification (202 Accepted expected). */
  async notify(method: string, params?: JsonObject, signal?: AbortSignal): Promise<LegacyExchange> {
    const sent = await this.post({ jsonrpc: '2.0', method, ...(params ? { params } : {}) }, signal);
    return this.settle({ record: sent.record });
  }

  /**
   * Sends one transport probe inside the session (a `ping` with one departure, see `LegacyProbe`),
   * judged by the MUST it tests: R-LEGACY-9 (foreign Origin: 403), R-LEGACY-10 (unsupported
   * MCP-Protocol-Version: 400), R-LEGACY-6 (no session id on a session: 400).
   */
  async probe(kind: LegacyProbe, signal?: AbortSignal): Promise<LegacyExchange> {
    const change: Record<string, string | null> =
      kind === 'foreign-origin'
        ? { Origin: 'https://attacker.example' }
        : kind === 'bad-version'
          ? { [MCP_HEADERS.protocolVersion]: UNSUPPORTED_PROTOCOL_VERSION }
          : { [MCP_HEADERS.sessionId]: null };
    const sent = await this.post(
      { jsonrpc: '2.0', id: this.nextId++, method: 'ping', params: {} },
      signal,
      undefined,
      change,
    );
    return this.settle({ record: sent.record, probe: kind });
  }

  /** `ping`, answered with an empty result. */
  ping(signal?: AbortSignal): Promise<LegacyExchange> {
    return this.request('ping', {}, { signal });
  }

  /** `logging/setLevel`: the least severe level of `notifications/message` the server sends. */
  setLogLevel(level: string, signal?: AbortSignal): Promise<LegacyExchange> {
    return this.request('logging/setLevel', { level }, { signal });
  }

  /** `resources/subscribe`: updates of `uri` arrive as `notifications/resources/updated` on a stream. */
  subscribe(uri: string, signal?: AbortSignal): Promise<LegacyExchange> {
    return this.request('resources/subscribe', { uri }, { signal });
  }

  /**
   * Opens the Streamable HTTP GET stream for the server's own messages (requests, notifications);
   * it settles when the stream ends: closed by the server, by `close`, or at the byte cap. A server
   * that offers none answers 405, which is recorded and is no problem.
   */
  openStream(): Promise<LegacyExchange> {
    this.streamStop ??= newController();
    const running = this.get(this.streamStop).then((exchange) => this.settle(exchange));
    this.streams.push(running);
    return running;
  }

  /**
   * Takes over a Streamable HTTP session another request opened (a bare `initialize` of the scan's
   * era probes), so that `close` ends it with DELETE like its own.
   */
  adopt(sessionId: string, protocolVersion = LEGACY_PROTOCOL_VERSION): void {
    this.info = {
      protocolVersion,
      serverInfo: { name: '', version: '' },
      capabilities: {},
      sessionId,
      transport: 'streamable-http',
    };
  }

  /** Ends the session: DELETE with the session id (Streamable HTTP), then closes every stream. */
  async close(): Promise<void> {
    if (this.transport === 'streamable-http' && this.info?.sessionId) {
      const url = this.options.url;
      const headers = { ...this.options.headers, ...(await this.authHeaders('DELETE', url)), ...this.sessionHeaders };
      const startedAt = this.now();
      const stop = newController();
      const timer = this.timers.setTimeout(() => stop.abort(), this.timeoutMs);
      const settled = await sendBare(this.options.fetch, {
        url,
        method: 'DELETE',
        headers,
        now: this.now,
        signal: stop.signal,
      }).then(
        (recorded) => ({ recorded }),
        (error: unknown) => ({ error }),
      );
      this.timers.clearTimeout(timer);
      const record =
        'recorded' in settled
          ? this.recordOf('DELETE', url, headers, '', settled.recorded, undefined)
          : this.unanswered('DELETE', url, headers, '', startedAt, failureOf(settled.error, false));
      this.settle({ record });
    }
    this.streamStop?.abort();
    this.closing.abort();
    await Promise.all(this.streams);
  }

  private get timeoutMs(): number {
    return this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  private async authHeaders(method: 'POST' | 'GET' | 'DELETE', url: string): Promise<Record<string, string>> {
    return this.options.authorize ? this.options.authorize.headers({ method, url }) : {};
  }

  private readInitialize(exchange: LegacyExchange): LegacyServerInfo {
    const { record, answer } = exchange;
    const status = record.response ? `HTTP ${record.response.status}` : 'no answer';
    if (!answer) {
      const why = record.error?.message ?? exchange.problem ?? `${status} without a JSON-RPC answer`;
      throw new LegacySessionError(`initialize got no usable answer (${why}): this is no 2025-era MCP server here.`);
    }
    if (isJsonObject(answer.error))
      throw new LegacySessionError(
        `initialize was refused with ${String(answer.error['code'])} ${JSON.stringify(answer.error['message'] ?? '')} (${status}).`,
      );
    const parsed = InitializeResultSchema.safeParse(answer.result);
    if (!parsed.success)
      throw new LegacySessionError(
        `initialize was answered with something that is no InitializeResult (${firstIssue(parsed.error.issues)}), so no session could start.`,
      );
    const result = answer.result as JsonObject;
    const version = String(result['protocolVersion']);
    if (!LEGACY_VERSIONS.includes(version))
      throw new LegacySessionError(
        `The server chose protocol version ${JSON.stringify(version)}, which a 2025-era client does not speak (it speaks ${LEGACY_VERSIONS.join(', ')}).`,
      );
    const sessionId = record.response ? (headerValue(record.response.headers, MCP_HEADERS.sessionId) ?? null) : null;
    if (sessionId !== null && !/^[\x21-\x7e]+$/.test(sessionId))
      throw new LegacySessionError(
        `The server's Mcp-Session-Id ${JSON.stringify(sessionId)} has characters outside visible ASCII (0x21-0x7E), so it cannot be sent back.`,
      );
    return {
      protocolVersion: version,
      serverInfo: result['serverInfo'] as LegacyServerInfo['serverInfo'],
      capabilities: isJsonObject(result['capabilities']) ? result['capabilities'] : {},
      ...(typeof result['instructions'] === 'string' ? { instructions: result['instructions'] } : {}),
      sessionId,
      transport: this.transport,
    };
  }

  // A POST, sent again after each 401/403 the authorizer answers (each challenged one recorded apart).
  private async post(
    message: Record<string, unknown>,
    signal: AbortSignal | undefined,
    onFrame?: (frame: ArrivedFrame) => void,
    change: Record<string, string | null> = {},
  ): Promise<{ record: ExchangeRecord; recorded?: RecordedExchange }> {
    const authorize = this.options.authorize;
    for (let challenge = 0; ; challenge++) {
      const sent = await this.postOnce(message, signal, onFrame, change);
      const response = sent.recorded?.response;
      if (!authorize || !response) return sent;
      if (response.status !== 401 && response.status !== 403) {
        authorize.accepted?.();
        return sent;
      }
      if (challenge >= MAX_CHALLENGES) return sent;
      this.settle({ record: sent.record, challenged: true });
      const { request } = sent.record;
      const again = await authorize.challenged(
        { method: 'POST', url: request.url, headers: request.headers, body: request.body },
        response,
      );
      if (!again) return sent;
    }
  }

  private async postOnce(
    message: Record<string, unknown>,
    signal: AbortSignal | undefined,
    onFrame?: (frame: ArrivedFrame) => void,
    change: Record<string, string | null> = {},
  ): Promise<{ record: ExchangeRecord; recorded?: RecordedExchange }> {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: JSON_AND_SSE,
      ...this.options.headers,
      ...(await this.authHeaders('POST', this.postUrl)),
      ...this.sessionHeaders,
    };
    for (const [name, value] of Object.entries(change)) {
      for (const key of Object.keys(headers)) if (key.toLowerCase() === name.toLowerCase()) delete headers[key];
      if (value !== null) headers[name] = value;
    }
    const url = this.postUrl;
    const body = JSON.stringify(message);
    const both = followAll([signal, this.closing.signal]);
    let timedOut = false;
    const timer = this.timers.setTimeout(() => {
      timedOut = true;
      both.abort();
    }, this.timeoutMs);
    const startedAt = this.now();
    try {
      const recorded = await sendMessage(withGrace(GRACE_MS, { timers: this.timers })(this.options.fetch), {
        url,
        message,
        headers,
        signal: both.signal,
        now: this.now,
        maxBytes: this.options.maxBytes ?? DEFAULT_MAX_BYTES,
        onFrame: (frame) => {
          this.dispatch(frame.message);
          onFrame?.(frame);
        },
      });
      const error = recorded.aborted
        ? failureOf(undefined, timedOut, this.timeoutMs)
        : recorded.overCap
          ? { code: 'over-cap', message: `The answer passed ${recorded.overCap.maxBytes} bytes and was cut there.` }
          : undefined;
      if (message['method'] !== 'initialize') this.noteSessionId(recorded, String(message['method'] ?? 'an answer'));
      return { record: this.recordOf('POST', url, headers, body, recorded, error), recorded };
    } catch (error) {
      return {
        record: this.unanswered('POST', url, headers, body, startedAt, failureOf(error, timedOut, this.timeoutMs)),
      };
    } finally {
      this.timers.clearTimeout(timer);
      both.release();
    }
  }

  // The GET stream: for HTTP+SSE it also carries the endpoint and every answer.
  private async get(
    stop: Controller,
    onEndpoint?: (data: string) => void,
    extra: Record<string, string> = {},
    closedBecause: () => string = () => SESSION_ENDED,
  ): Promise<LegacyExchange> {
    const url = this.options.url;
    const headers: Record<string, string> = {
      Accept: 'text/event-stream',
      ...this.options.headers,
      ...(await this.authHeaders('GET', url)),
      ...(this.transport === 'streamable-http' ? this.sessionHeaders : {}),
      ...extra,
    };
    const both = followAll([stop.signal, this.closing.signal]);
    const startedAt = this.now();
    try {
      const recorded = await sendBare(this.options.fetch, {
        url,
        method: 'GET',
        headers,
        signal: both.signal,
        now: this.now,
        maxBytes: this.options.maxBytes ?? DEFAULT_MAX_BYTES,
        onFrame: (frame) => {
          if (frame.event.event === 'endpoint') onEndpoint?.(frame.event.data);
          else this.dispatch(frame.message);
        },
      });
      const error = recorded.overCap
        ? {
            code: 'over-cap',
            message: `The GET stream passed ${recorded.overCap.maxBytes} bytes and was cut there (an endless or flooding stream).`,
          }
        : recorded.aborted
          ? { code: 'closed', message: closedBecause() }
          : undefined;
      const record = this.recordOf('GET', url, headers, '', recorded, error);
      return { record };
    } catch (error) {
      return { record: this.unanswered('GET', url, headers, '', startedAt, failureOf(error, false)) };
    } finally {
      both.release();
    }
  }

  private async openSseTransport(signal: AbortSignal | undefined): Promise<string> {
    this.streamStop ??= newController();
    const stop = this.streamStop;
    let found: (data: string | null) => void = () => undefined;
    const endpoint = new Promise<string | null>((resolve) => (found = resolve));
    const timer = this.timers.setTimeout(() => found(null), this.timeoutMs);
    const off = followAll([signal, this.closing.signal]);
    const listening = off.signal as unknown as { addEventListener(t: 'abort', l: () => void): void };
    listening.addEventListener('abort', () => found(null));
    let why = SESSION_ENDED;
    const running = this.get(
      stop,
      (data) => found(data),
      {},
      () => why,
    ).then((exchange) => {
      found('');
      return this.settle(exchange);
    });
    this.streams.push(running);
    const data = await endpoint;
    this.timers.clearTimeout(timer);
    off.release();
    if (!data) {
      if (data === null && !this.closing.signal.aborted)
        why = signal?.aborted
          ? 'You stopped the connection, so this client closed the stream.'
          : `No endpoint event arrived within ${this.timeoutMs} ms, so this client closed the stream.`;
      stop.abort();
      const ended = await running;
      const status = ended.record.response ? `HTTP ${ended.record.response.status}` : ended.record.error?.message;
      throw new LegacySessionError(
        data === null
          ? `The GET stream sent no endpoint event within ${this.timeoutMs} ms: this is no HTTP+SSE MCP server.`
          : `The GET stream ended (${status}) before its endpoint event: this is no HTTP+SSE MCP server.`,
      );
    }
    const resolved = endpointOf(data, this.options.url);
    if (!resolved.ok) {
      why = `This client closed the stream: ${resolved.message}`;
      stop.abort();
      await running;
      this.problems.push(resolved.message);
      throw new LegacySessionError(resolved.message);
    }
    return resolved.url;
  }

  private awaitAnswer(
    id: JsonRpcId,
    signal: AbortSignal | undefined,
  ): { promise: Promise<JsonObject | null>; cancel(): void } {
    const key = JSON.stringify(id);
    let finish: (value: JsonObject | null) => void = () => undefined;
    const promise = new Promise<JsonObject | null>((resolve) => (finish = resolve));
    const timer = this.timers.setTimeout(() => finish(null), this.timeoutMs);
    const stop = followAll([signal, this.closing.signal]);
    const listening = stop.signal as unknown as { addEventListener(t: 'abort', l: () => void): void };
    listening.addEventListener('abort', () => finish(null));
    this.pending.set(key, (message) => finish(message));
    void promise.then(() => {
      this.timers.clearTimeout(timer);
      stop.release();
      this.pending.delete(key);
    });
    return { promise, cancel: () => finish(null) };
  }

  private dispatch(message: unknown): void {
    const kind = kindOf(message);
    if (!isJsonObject(message)) return;
    if (kind === 'response') this.pending.get(JSON.stringify(message['id']))?.(message);
    else if (kind === 'notification') this.options.onNotification?.(message);
    else if (kind === 'request') void this.answerServerRequest(message);
  }

  private async answerServerRequest(message: JsonObject): Promise<void> {
    const asked = serverRequestOf(message);
    let answer: ServerRequestAnswer;
    if (!asked.valid) {
      this.problems.push(asked.invalid ?? 'A server request did not match its schema.');
      answer = { error: { code: -32602, message: asked.invalid ?? 'Invalid params' } };
    } else if (asked.method === 'ping') answer = { result: {} };
    else if (!this.options.onServerRequest)
      answer = { error: { code: -32601, message: `This client does not answer ${asked.method}.` } };
    else
      answer = await this.options.onServerRequest(asked).catch((error: unknown) => ({
        error: { code: -32603, message: error instanceof Error ? error.message : String(error) },
      }));
    const sent = await this.post({ jsonrpc: '2.0', id: asked.id, ...answer }, undefined);
    this.settle({ record: sent.record });
  }

  private noteSessionId(recorded: RecordedExchange, method: string): void {
    const kept = this.info?.sessionId;
    const sent = headerValue(recorded.response.headers, MCP_HEADERS.sessionId);
    if (!kept || sent === undefined || sent === kept) return;
    this.problems.push(
      `The server changed its Mcp-Session-Id from ${JSON.stringify(kept)} to ${JSON.stringify(sent)} on ${method}; a session keeps one id from initialize to the end, so this client keeps sending ${JSON.stringify(kept)}.`,
    );
  }

  private recordOf(
    httpMethod: string,
    url: string,
    headers: Record<string, string>,
    body: string,
    recorded: RecordedExchange,
    error: { code: string; message: string } | undefined,
  ): ExchangeRecord {
    return exchangeRecord({
      id: this.newId(),
      startedAt: new Date(recorded.timing.startedAt).toISOString(),
      source: this.options.source ?? 'direct',
      server: this.options.url,
      request: { url, method: httpMethod, headers, body },
      response: { ...recorded.response, statusText: '' },
      ...(error ? { error } : {}),
      timing: { totalMs: recorded.timing.totalMs, firstByteMs: recorded.timing.headersMs },
      findings: [],
    });
  }

  private unanswered(
    httpMethod: string,
    url: string,
    headers: Record<string, string>,
    body: string,
    startedAt: number,
    error: { code: string; message: string },
  ): ExchangeRecord {
    return exchangeRecord({
      id: this.newId(),
      startedAt: new Date(startedAt).toISOString(),
      source: this.options.source ?? 'direct',
      server: this.options.url,
      request: { url, method: httpMethod, headers, body },
      response: null,
      error,
      timing: { totalMs: this.now() - startedAt },
      findings: [],
    });
  }

  private settle(exchange: LegacyExchange): LegacyExchange {
    const findings: Finding[] = exchange.challenged
      ? []
      : judgeLegacy(exchange, { info: this.info, transport: this.transport, previous: this.exchanges });
    const judged: LegacyExchange = { ...exchange, record: withJudgment(exchange.record, findings) };
    this.exchanges.push(judged);
    this.options.onExchange?.(judged);
    return judged;
  }
}

function withJudgment(record: ExchangeRecord, findings: Finding[]): ExchangeRecord {
  return findings.length === 0 ? record : exchangeRecord({ ...recordInputOf(record), findings });
}

function recordInputOf(record: ExchangeRecord): Parameters<typeof exchangeRecord>[0] {
  return {
    id: record.id,
    startedAt: record.startedAt,
    source: record.source,
    request: record.request,
    response: record.response,
    ...(record.error ? { error: record.error } : {}),
    timing: record.timing,
    ...(record.conversationId ? { conversationId: record.conversationId } : {}),
    ...(record.server ? { server: record.server } : {}),
    rpc: {
      method: record.rpcMethod,
      ...(record.rpcId !== undefined ? { id: record.rpcId } : {}),
      ...(record.rpcParams ? { params: record.rpcParams } : {}),
    },
  };
}

function failureOf(error: unknown, timedOut: boolean, timeoutMs = 0): { code: string; message: string } {
  if (timedOut) return { code: 'timeout', message: `No complete answer within ${timeoutMs} ms.` };
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  if (error === undefined || name === 'AbortError') return { code: 'aborted', message: 'You stopped this request.' };
  return { code: 'failed', message: whyNoAnswer(error) };
}
