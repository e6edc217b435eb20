import { request as httpRequest, type Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest, type Agent as HttpsAgent } from 'node:https';
import { writeTapError } from './answer';
import { endToEnd } from '../http/hop-by-hop';
import { forwardedRequestHeaders } from './headers';
import type { RecordingBudget } from './budget';
import type { TapLimits } from './limits';
import type { TapTarget } from './targets';

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

/**
 * Forwards one request to the tap's launch-time target and streams the answer back as it arrives:
 * status line and end-to-end headers as the target wrote them, each body chunk written as soon as
 * it is read (backpressure both ways), nothing added. Hop-by-hop headers are the connection's own.
 */
export function forward(
  req: IncomingMessage,
  res: ServerResponse,
  target: TapTarget,
  context: { id: string; limits: TapLimits; agents: TapAgents; hooks: ForwardHooks; budget: RecordingBudget },
): void {
  const { limits, hooks } = context;
  const started = performance.now();
  const url = targetUrl(target.url, req.url ?? '');
  const requestHeaders = forwardedRequestHeaders(req.rawHeaders, url.host);
  const requestBody = new Capped(limits.maxRecordedBytes, context.budget);
  const responseBody = new Capped(limits.maxRecordedBytes, context.budget);
  const exchange: CapturedExchange = {
    id: context.id,
    tap: target.name,
    startedAt: Date.now(),
    httpMethod: req.method ?? 'GET',
    url: url.href,
    requestHeaders,
    requestBody: Buffer.alloc(0),
    response: null,
    totalMs: 0,
    release: () => context.budget.give(requestBody.held + responseBody.held),
  };
  let answer: IncomingMessage | undefined;
  let announced = false;
  let settled = false;
  let timer: NodeJS.Timeout | undefined;
  const announce = (): void => {
    if (announced) return;
    announced = true;
    exchange.requestBody = requestBody.bytes();
    if (requestBody.truncated) exchange.requestTruncated = requestBody.truncated;
    hooks.started(exchange);
  };
  const settle = (error?: { code: string; message: string }): void => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    announce();
    exchange.totalMs = performance.now() - started;
    if (error) exchange.error = error;
    if (answer)
      exchange.response = {
        status: answer.statusCode ?? 0,
        statusText: answer.statusMessage ?? '',
        headers: endToEnd(answer.rawHeaders),
        body: responseBody.bytes(),
        truncated: responseBody.truncated,
      };
    hooks.settled(exchange);
  };
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limits.maxRequestBytes) {
    req.resume();
    const message = tooLargeRequest(declared, limits);
    writeTapError(res, 413, 'request_too_large', message);
    return settle({ code: 'request_too_large', message });
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const agent = url.protocol === 'https:' ? context.agents.https : context.agents.http;
  const upstream = send(url, { method: exchange.httpMethod, headers: requestHeaders, agent });
  /** Ends the exchange early: both connections go down, the client gets the tap's answer if it has none yet. */
  const fail = (status: number, code: string, message: string): void => {
    if (settled) return;
    // Settled first: tearing the connections down emits their own errors, which must not win.
    settle({ code, message });
    upstream.destroy();
    answer?.destroy();
    if (res.headersSent) res.destroy();
    else writeTapError(res, status, code, message);
  };
  const arm = (what: string): void => {
    clearTimeout(timer);
    timer = setTimeout(
      () =>
        fail(
          504,
          'upstream_timeout',
          `${url.host} sent nothing for ${limits.timeoutMs} ms ${what}, so the tap ended the exchange.`,
        ),
      limits.timeoutMs,
    );
  };

  arm('before answering');
  upstream.on('socket', (socket) => socket.setNoDelay(true));
  upstream.on('error', (error: NodeJS.ErrnoException) => {
    if (answer) return fail(502, 'upstream_closed', closedMessage(url, error));
    fail(
      502,
      'upstream_unreachable',
      `The tap could not reach ${url.host} (${error.code ?? error.message}); check that the tapped server is running.`,
    );
  });

  let requestBytes = 0;
  req.on('data', (chunk: Buffer) => {
    requestBytes += chunk.length;
    if (requestBytes > limits.maxRequestBytes)
      return fail(413, 'request_too_large', tooLargeRequest(requestBytes, limits));
    requestBody.push(chunk);
    if (!upstream.write(chunk)) {
      req.pause();
      upstream.once('drain', () => req.resume());
    }
  });
  req.on('end', () => {
    if (settled) return;
    upstream.end();
    announce();
  });

  upstream.on('response', (incoming) => {
    if (settled) return void incoming.destroy();
    answer = incoming;
    exchange.firstByteMs = performance.now() - started;
    let bytes = 0;
    // The target's bytes as sent: no Date of our own, its status text, its header names.
    res.sendDate = false;
    try {
      res.writeHead(incoming.statusCode ?? 502, incoming.statusMessage ?? '', endToEnd(incoming.rawHeaders));
    } catch (error) {
      return fail(502, 'bad_answer', `${url.host} sent a head the tap cannot pass on (${(error as Error).message}).`);
    }
    // The head goes out with the first body bytes when they came in the same read, else on its own
    // at once (an SSE stream that waits before its first frame must not look unanswered).
    const flush = setImmediate(() => res.flushHeaders());
    arm('in the middle of its answer');
    incoming.on('data', (chunk: Buffer) => {
      clearImmediate(flush);
      bytes += chunk.length;
      if (bytes > limits.maxResponseBytes) {
        const allowed = chunk.subarray(0, chunk.length - (bytes - limits.maxResponseBytes));
        responseBody.push(allowed);
        res.write(allowed);
        return fail(
          502,
          'too_large',
          `The answer exceeded ${limits.maxResponseBytes} bytes, so the tap stopped passing it on; the client got the first ${limits.maxResponseBytes}.`,
        );
      }
      arm('in the middle of its answer');
      responseBody.push(chunk);
      if (!res.write(chunk)) {
        incoming.pause();
        res.once('drain', () => incoming.resume());
      }
    });
    incoming.on('end', () => {
      clearImmediate(flush);
      if (settled) return;
      res.end();
      settle();
    });
    incoming.on('aborted', () => fail(502, 'upstream_closed', closedMessage(url)));
    incoming.on('error', (error) => fail(502, 'upstream_closed', closedMessage(url, error)));
  });

  // The client hanging up (a cancelled call, a closed stream) ends the upstream side too.
  res.on('close', () => {
    if (settled || res.writableFinished) return;
    settle({
      code: 'client_closed',
      message: answer
        ? 'The client closed the connection before the answer ended; the answer is incomplete.'
        : 'The client closed the connection before the target answered.',
    });
    upstream.destroy();
    answer?.destroy();
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
