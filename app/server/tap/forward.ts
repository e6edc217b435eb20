import {
  request as httpRequest,
  type Agent,
  type ClientRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { request as httpsRequest, type Agent as HttpsAgent } from 'node:https';
import { writeTapError } from './answer';
import { endToEnd } from '../http/hop-by-hop';
import { forwardedRequestHeaders } from './headers';
import type { RecordingBudget } from './budget';
import type { TapLimits } from './limits';
import type { TapTarget } from './targets';
import { readFirstEvent, rewriteEndpointEvent, type SseEndpoint, type SseEndpoints } from './sse-endpoints';

/** One exchange as it crossed the tap: raw bytes and timings, not yet read or judged. */
export interface CapturedExchange {
  id: string;
  tap: string;
  /** Wall clock at arrival (ms since the epoch). */
  startedAt: number;
  httpMethod: string;
  url: string;
  /** As forwarded, raw `[name, value, …]`. */
  requestHeaders: string[];
  requestBody: Buffer;
  /** Why the request body was not recorded whole (it was forwarded whole), if it was not. */
  requestTruncated?: Truncation;
  /** `truncated`: why more body was passed on than recorded. */
  response: {
    status: number;
    statusText: string;
    headers: string[];
    body: Buffer;
    truncated: Truncation | undefined;
  } | null;
  error?: { code: string; message: string };
  /** HTTP+SSE: the GET stream's exchange id (on the stream, and on a POST to its endpoint), and the endpoint it named. */
  sse?: { stream: string; endpoint?: { server: string; tap: string } };
  firstByteMs?: number;
  totalMs: number;
  /** Gives the recorded bytes back to the tap's budget (once the session has read them). */
  release(): void;
}

/** A captured exchange as it crosses into the judge (a worker thread): plain data, no callbacks. */
export type CapturedData = Omit<CapturedExchange, 'release'>;

/** Why a body was recorded only in part: over the per-body cap, or over the tap's global budget. */
export type Truncation = 'size' | 'budget';

/** What the tap tells its session while an exchange crosses it. */
export interface ForwardHooks {
  /** The whole request arrived (or was cut off): the exchange is in flight. */
  started(exchange: CapturedExchange): void;
  /** The exchange ended, completely or not; called once. */
  settled(exchange: CapturedExchange): void;
  /** An HTTP+SSE stream passed on more bytes after its endpoint event (as recorded; its answers are joined to POSTs). */
  streamed(stream: string, chunk: Buffer): void;
}

/** The upstream connection pools of one tap (kept alive, destroyed at close). */
export interface TapAgents {
  http: Agent;
  https: HttpsAgent;
}

/**
 * A byte collector that keeps at most `max` bytes, within the tap's shared budget, and says why
 * it dropped any. Once it drops, it records nothing more (a record with a hole is worth nothing).
 */
class Capped {
  private parts: Buffer[] = [];
  private size = 0;
  truncated: Truncation | undefined;
  constructor(
    private readonly max: number,
    private readonly budget: RecordingBudget,
  ) {}
  push(chunk: Buffer): void {
    if (this.truncated) return;
    if (this.size + chunk.length > this.max) {
      this.truncated = 'size';
      chunk = chunk.subarray(0, this.max - this.size);
    }
    if (chunk.length === 0) return;
    if (!this.budget.take(chunk.length)) {
      this.truncated = 'budget';
      return;
    }
    this.parts.push(chunk);
    this.size += chunk.length;
  }
  /** The bytes kept; they stay counted in the budget until `release`. */
  bytes(): Buffer {
    return Buffer.concat(this.parts, this.size);
  }
  get held(): number {
    return this.size;
  }
}

/** What one `forward` needs besides the two connections. */
interface ForwardContext {
  id: string;
  limits: TapLimits;
  agents: TapAgents;
  hooks: ForwardHooks;
  budget: RecordingBudget;
  /** The endpoints HTTP+SSE streams of this tap named (a GET stream's endpoint event is rewritten to one of the tap's paths). */
  endpoints: SseEndpoints;
  /** A POST to an endpoint the tap handed out: it goes to the server's endpoint instead of the tap's target. */
  via?: SseEndpoint;
}

/**
 * Forwards one request to the tap's launch-time target and streams the answer back as it arrives:
 * status line and end-to-end headers as the target wrote them, each body chunk written as soon as
 * it is read (backpressure both ways), nothing added. Hop-by-hop headers are the connection's own.
 * The stages: refuse a request declared too large, open the upstream, pass the request on, pass the
 * answer back; the client hanging up ends both sides.
 */
export function forward(req: IncomingMessage, res: ServerResponse, target: TapTarget, context: ForwardContext): void {
  const crossing = new Crossing(req, res, target, context);
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > context.limits.maxRequestBytes) {
    req.resume();
    const message = tooLargeRequest(declared, context.limits);
    writeTapError(res, 413, 'request_too_large', message);
    return crossing.settle({ code: 'request_too_large', message });
  }
  const upstream = openUpstream(crossing, context.agents);
  passRequest(crossing, req, upstream);
  upstream.on('response', (incoming) => passAnswer(crossing, incoming));
  watchClient(crossing);
}

/**
 * One exchange crossing the tap: what is recorded of it, and the three ways it ends (settled
 * normally, failed by the tap, or when the client hangs up), each reported to the hooks once.
 */
class Crossing {
  readonly exchange: CapturedExchange;
  readonly url: URL;
  readonly limits: TapLimits;
  readonly requestBody: Capped;
  readonly responseBody: Capped;
  upstream: ClientRequest | undefined;
  answer: IncomingMessage | undefined;
  /** A GET stream's first bytes, held until its first event shows whether it is an HTTP+SSE endpoint. */
  firstEvent: Buffer[] | undefined;
  /** Whether this is an HTTP+SSE stream whose later bytes go to the judge (its answers are joined to POSTs). */
  sseStream = false;
  readonly target: TapTarget;
  readonly endpoints: SseEndpoints;
  /** Answer bytes passed on so far (counted against `maxResponseBytes`). */
  passedBytes = 0;
  settled = false;
  private announced = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly started = performance.now();
  readonly hooks: ForwardHooks;

  constructor(
    req: IncomingMessage,
    readonly res: ServerResponse,
    target: TapTarget,
    context: ForwardContext,
  ) {
    this.limits = context.limits;
    this.hooks = context.hooks;
    this.target = target;
    this.endpoints = context.endpoints;
    this.url = targetUrl(context.via?.url ?? target.url, req.url ?? '');
    const requestBody = (this.requestBody = new Capped(context.limits.maxRecordedBytes, context.budget));
    const responseBody = (this.responseBody = new Capped(context.limits.maxRecordedBytes, context.budget));
    this.exchange = {
      id: context.id,
      tap: target.name,
      startedAt: Date.now(),
      httpMethod: req.method ?? 'GET',
      url: this.url.href,
      requestHeaders: forwardedRequestHeaders(req.rawHeaders, this.url.host),
      requestBody: Buffer.alloc(0),
      response: null,
      ...(context.via ? { sse: { stream: context.via.stream } } : {}),
      totalMs: 0,
      release: () => context.budget.give(requestBody.held + responseBody.held),
    };
  }

  /** Milliseconds since the request arrived. */
  elapsed(): number {
    return performance.now() - this.started;
  }

  /** The whole request is in (or was cut off): the exchange is in flight. */
  announce(): void {
    if (this.announced) return;
    this.announced = true;
    this.exchange.requestBody = this.requestBody.bytes();
    if (this.requestBody.truncated) this.exchange.requestTruncated = this.requestBody.truncated;
    this.hooks.started(this.exchange);
  }

  settle(error?: { code: string; message: string }): void {
    if (this.settled) return;
    this.settled = true;
    clearTimeout(this.timer);
    this.announce();
    this.exchange.totalMs = this.elapsed();
    if (error) this.exchange.error = error;
    const answer = this.answer;
    if (answer)
      this.exchange.response = {
        status: answer.statusCode ?? 0,
        statusText: answer.statusMessage ?? '',
        headers: endToEnd(answer.rawHeaders),
        body: this.responseBody.bytes(),
        truncated: this.responseBody.truncated,
      };
    this.hooks.settled(this.exchange);
  }

  /** Ends the exchange early: both connections go down, the client gets the tap's answer if it has none yet. */
  fail(status: number, code: string, message: string): void {
    if (this.settled) return;
    // Settled first: tearing the connections down emits their own errors, which must not win.
    this.settle({ code, message });
    this.upstream?.destroy();
    this.answer?.destroy();
    if (this.res.headersSent) this.res.destroy();
    else writeTapError(this.res, status, code, message);
  }

  /** (Re)starts the silence timer: the target sending nothing for `timeoutMs` ends the exchange. */
  arm(what: string): void {
    clearTimeout(this.timer);
    const message = `${this.url.host} sent nothing for ${this.limits.timeoutMs} ms ${what}, so the tap ended the exchange.`;
    this.timer = setTimeout(() => this.fail(504, 'upstream_timeout', message), this.limits.timeoutMs);
  }
}

/** Opens the request to the target (pooled per tap); a connection error ends the exchange. */
function openUpstream(crossing: Crossing, agents: TapAgents): ClientRequest {
  const { url, exchange } = crossing;
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const agent = url.protocol === 'https:' ? agents.https : agents.http;
  const upstream = send(url, { method: exchange.httpMethod, headers: exchange.requestHeaders, agent });
  crossing.upstream = upstream;
  crossing.arm('before answering');
  upstream.on('socket', (socket) => socket.setNoDelay(true));
  upstream.on('error', (error: NodeJS.ErrnoException) => {
    if (crossing.answer) return crossing.fail(502, 'upstream_closed', closedMessage(url, error));
    crossing.fail(
      502,
      'upstream_unreachable',
      `The tap could not reach ${url.host} (${error.code ?? error.message}); check that the tapped server is running.`,
    );
  });
  return upstream;
}

/** Streams the client's request body to the target as it arrives, recording it (capped). */
function passRequest(crossing: Crossing, req: IncomingMessage, upstream: ClientRequest): void {
  const { limits } = crossing;
  let requestBytes = 0;
  req.on('data', (chunk: Buffer) => {
    requestBytes += chunk.length;
    if (requestBytes > limits.maxRequestBytes)
      return crossing.fail(413, 'request_too_large', tooLargeRequest(requestBytes, limits));
    crossing.requestBody.push(chunk);
    if (!upstream.write(chunk)) {
      req.pause();
      upstream.once('drain', () => req.resume());
    }
  });
  req.on('end', () => {
    if (crossing.settled) return;
    upstream.end();
    crossing.announce();
  });
}

/** Streams the target's answer back to the client as it arrives: its head as written, then each chunk. */
function passAnswer(crossing: Crossing, incoming: IncomingMessage): void {
  const { res, url } = crossing;
  if (crossing.settled) return void incoming.destroy();
  crossing.answer = incoming;
  crossing.exchange.firstByteMs = crossing.elapsed();
  // The target's bytes as sent: no Date of our own, its status text, its header names.
  res.sendDate = false;
  try {
    res.writeHead(incoming.statusCode ?? 502, incoming.statusMessage ?? '', endToEnd(incoming.rawHeaders));
  } catch (error) {
    return crossing.fail(
      502,
      'bad_answer',
      `${url.host} sent a head the tap cannot pass on (${(error as Error).message}).`,
    );
  }
  // The head goes out with the first body bytes when they came in the same read, else on its own
  // at once (an SSE stream that waits before its first frame must not look unanswered).
  const flush = setImmediate(() => res.flushHeaders());
  crossing.arm('in the middle of its answer');
  if (crossing.exchange.httpMethod === 'GET' && isEventStream(incoming)) crossing.firstEvent = [];
  incoming.on('data', (chunk: Buffer) => {
    clearImmediate(flush);
    if (crossing.firstEvent) watchFirstEvent(crossing, incoming, chunk);
    else passChunk(crossing, incoming, chunk);
  });
  incoming.on('end', () => {
    clearImmediate(flush);
    if (crossing.settled) return;
    if (crossing.firstEvent) res.write(Buffer.concat(crossing.firstEvent));
    res.end();
    crossing.settle();
  });
  incoming.on('aborted', () => crossing.fail(502, 'upstream_closed', closedMessage(url)));
  incoming.on('error', (error) => crossing.fail(502, 'upstream_closed', closedMessage(url, error)));
}

/** One chunk of the answer: recorded (capped) and written on, up to the tap's answer size cap. */
function passChunk(crossing: Crossing, incoming: IncomingMessage, chunk: Buffer): void {
  const { res, limits } = crossing;
  const passed = (crossing.passedBytes += chunk.length);
  if (passed > limits.maxResponseBytes) {
    const allowed = chunk.subarray(0, chunk.length - (passed - limits.maxResponseBytes));
    crossing.responseBody.push(allowed);
    res.write(allowed);
    return crossing.fail(
      502,
      'too_large',
      `The answer exceeded ${limits.maxResponseBytes} bytes, so the tap stopped passing it on; the client got the first ${limits.maxResponseBytes}.`,
    );
  }
  crossing.arm('in the middle of its answer');
  crossing.responseBody.push(chunk);
  if (crossing.sseStream && !crossing.responseBody.truncated) crossing.hooks.streamed(crossing.exchange.id, chunk);
  if (!res.write(chunk)) {
    incoming.pause();
    res.once('drain', () => incoming.resume());
  }
}

/**
 * A GET stream's first event, held until complete: an HTTP+SSE `endpoint` event goes to the client
 * naming the tap's own path for that endpoint (so the client's POSTs cross the tap), one on another
 * origin ends the stream (the client must not be sent there), anything else passes on unchanged.
 * The record keeps the bytes as the server sent them.
 */
function watchFirstEvent(crossing: Crossing, incoming: IncomingMessage, chunk: Buffer): void {
  const held = crossing.firstEvent!;
  held.push(chunk);
  crossing.arm('in the middle of its answer');
  crossing.responseBody.push(chunk);
  crossing.passedBytes += chunk.length;
  const first = readFirstEvent(Buffer.concat(held), crossing.url.href);
  if (first.kind === 'wait') return;
  crossing.firstEvent = undefined;
  if (first.kind === 'refused')
    return crossing.fail(502, 'endpoint_refused', `The tap did not pass the stream on. ${first.message}`);
  let out = Buffer.concat(held);
  if (first.kind === 'endpoint') {
    const { exchange, target, endpoints } = crossing;
    const path = endpoints.add(target.name, { url: first.url, stream: exchange.id });
    exchange.sse = { stream: exchange.id, endpoint: { server: first.url.href, tap: path } };
    crossing.sseStream = true;
    out = Buffer.concat([Buffer.from(rewriteEndpointEvent(first.event, path)), first.rest]);
    if (first.rest.length > 0 && !crossing.responseBody.truncated) crossing.hooks.streamed(exchange.id, first.rest);
  }
  if (!crossing.res.write(out)) {
    incoming.pause();
    crossing.res.once('drain', () => incoming.resume());
  }
}

function isEventStream(incoming: IncomingMessage): boolean {
  return /^\s*text\/event-stream\s*(;|$)/i.test(incoming.headers['content-type'] ?? '');
}

/** The client hanging up (a cancelled call, a closed stream) ends the upstream side too. */
function watchClient(crossing: Crossing): void {
  const { res } = crossing;
  res.on('close', () => {
    if (crossing.settled || res.writableFinished) return;
    crossing.settle({
      code: 'client_closed',
      message: crossing.answer
        ? 'The client closed the connection before the answer ended; the answer is incomplete.'
        : 'The client closed the connection before the target answered.',
    });
    crossing.upstream?.destroy();
    crossing.answer?.destroy();
  });
}

/** The target URL with the client's query string (if any) after the target's own. */
function targetUrl(target: URL, requestUrl: string): URL {
  const url = new URL(target.href);
  const query = requestUrl.includes('?') ? requestUrl.slice(requestUrl.indexOf('?') + 1) : '';
  if (query !== '') url.search = url.search ? `${url.search.slice(1)}&${query}` : query;
  return url;
}

function tooLargeRequest(bytes: number, limits: TapLimits): string {
  return `The request body (${bytes} bytes or more) is larger than the tap's ${limits.maxRequestBytes}-byte cap, so it was not passed on.`;
}

function closedMessage(url: URL, error?: Error): string {
  const reason = error ? ` (${error.message})` : '';
  return `${url.host} closed the connection in the middle of its answer${reason}; the client got what arrived before.`;
}
