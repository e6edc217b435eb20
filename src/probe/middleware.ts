import { abortError, followAll, hostTimers, whenAborted, type Timers } from '../lifecycle/host';
import type { RequestOwner } from '../lifecycle/request-owner';
import type { FetchLike, FetchResponseLike } from './send-exchange';

/**
 * A layer around an injected fetch: it takes the next fetch and returns one that does a little more
 * (a timeout, a token, a record of what arrived). Compose layers with `composeFetch`.
 *
 * @example
 * const seen: string[] = [];
 * const logged: FetchMiddleware = (next) => async (url, init) => (seen.push(url), next(url, init));
 * const fetch: FetchLike = async () => Response.json({ jsonrpc: '2.0', id: 1, result: {} });
 * await sendExchange(logged(fetch), { url: 'http://127.0.0.1:3000/mcp', method: 'tools/list', id: 1 });
 * seen // => ['http://127.0.0.1:3000/mcp']
 */
export type FetchMiddleware = (next: FetchLike) => FetchLike;

/**
 * One middleware made of several: the first one listed sees the request first and the answer last.
 *
 * @example
 * const order: string[] = [];
 * const mark = (name: string): FetchMiddleware => (next) => async (url, init) => (order.push(name), next(url, init));
 * const fetch: FetchLike = async () => Response.json({ jsonrpc: '2.0', id: 1, result: {} });
 * await composeFetch(mark('outer'), mark('inner'))(fetch)('http://127.0.0.1:3000/mcp', { method: 'POST', headers: {}, body: '{}' });
 * order // => ['outer', 'inner']
 */
export function composeFetch(...middleware: FetchMiddleware[]): FetchMiddleware {
  return (next) => middleware.reduceRight((inner, layer) => layer(inner), next);
}

/**
 * Adds `Authorization: Bearer <token>` to every request; `token` may be a function read at each request
 * (a token that is refreshed), and no header is added while it returns undefined.
 *
 * @example
 * let sent: Record<string, string> = {};
 * const fetch: FetchLike = async (url, init) => ((sent = init.headers), Response.json({ jsonrpc: '2.0', id: 1, result: {} }));
 * await sendExchange(withBearer('t0k3n')(fetch), { url: 'http://127.0.0.1:3000/mcp', method: 'tools/list', id: 1 });
 * sent['Authorization'] // => 'Bearer t0k3n'
 */
export function withBearer(token: string | (() => string | undefined)): FetchMiddleware {
  return (next) => (url, init) => {
    const value = typeof token === 'function' ? token() : token;
    if (value === undefined) return next(url, init);
    const headers = Object.fromEntries(
      Object.entries(init.headers).filter(([k]) => k.toLowerCase() !== 'authorization'),
    );
    return next(url, { ...init, headers: { ...headers, Authorization: `Bearer ${value}` } });
  };
}

/**
 * Aborts every request when `signal` aborts, besides the caller's own signal (a screen's Stop, a session
 * ending). A fetch that honours its signal ends its answer as `sendExchange` records it: `aborted`, with
 * what had arrived.
 *
 * @example
 * const stop = new AbortController();
 * const fetch: FetchLike = async () => new Response(new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode('data: {}\n\n')) }), { headers: { 'content-type': 'text/event-stream' } });
 * const recorded = await sendExchange(withSignal(stop.signal)(withGrace(0)(fetch)), { url: 'http://127.0.0.1:3000/mcp', method: 'subscriptions/listen', id: 1, onFrame: () => stop.abort() });
 * [recorded.aborted, recorded.response.body] // => [true, 'data: {}\n\n']
 */
export function withSignal(signal: AbortSignal): FetchMiddleware {
  return (next) => async (url, init) => {
    const both = followAll([init.signal, signal]);
    return settleOnce(next(url, { ...init, signal: both.signal }), both.release);
  };
}

/**
 * Each request is one of `owner`'s (in `lane`, beside the others already running): the owner's `stop`
 * aborts it, and it ends when its answer has been read.
 *
 * @example
 * const owner = new RequestOwner();
 * let runningWhileSent = 0;
 * const fetch: FetchLike = async () => ((runningWhileSent = owner.running), Response.json({ jsonrpc: '2.0', id: 1, result: {} }));
 * await sendExchange(withOwner(owner, 'session')(fetch), { url: 'http://127.0.0.1:3000/mcp', method: 'tools/list', id: 1 });
 * [runningWhileSent, owner.running] // => [1, 0]
 */
export function withOwner(owner: RequestOwner, lane: string): FetchMiddleware {
  return (next) => async (url, init) => {
    const request = owner.begin(lane, { replace: false, ...(init.signal ? { follow: init.signal } : {}) });
    return settleOnce(next(url, { ...init, signal: request.signal }), request.end);
  };
}

/**
 * Aborts a request that has not ended `ms` after it started (the headers and the whole body), and calls
 * `onTimeout` when it does. The abort goes through the request's signal: pair it with `withGrace` for a
 * fetch that might ignore it.
 *
 * @example
 * let timedOut = false;
 * const silent: FetchLike = (url, init) => new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' }))));
 * const send = withTimeout(20, { onTimeout: () => (timedOut = true) })(silent);
 * await sendExchange(send, { url: 'http://127.0.0.1:3000/mcp', method: 'tools/list', id: 1 }) // => throws 'aborted'
 * timedOut // => true
 */
export function withTimeout(ms: number, options: { timers?: Timers; onTimeout?: () => void } = {}): FetchMiddleware {
  const timers = options.timers ?? hostTimers();
  return (next) => async (url, init) => {
    const mine = followAll([init.signal]);
    const handle = timers.setTimeout(() => {
      options.onTimeout?.();
      mine.abort();
    }, ms);
    return settleOnce(next(url, { ...init, signal: mine.signal }), () => {
      timers.clearTimeout(handle);
      mine.release();
    });
  };
}

/**
 * Once a request's signal aborts, gives the fetch `ms` to end by itself, then ends it: a fetch still
 * waiting for headers rejects with an AbortError, and a body still being read ends the same way (its
 * reader cancelled), so `sendExchange` records what had arrived. A transport that ignores its signal
 * (or a relayed stream whose reader alone would stay open) can no longer hold the caller.
 *
 * @example
 * const stop = new AbortController();
 * const deaf: FetchLike = () => new Promise(() => undefined); // never settles, ignores its signal
 * const sending = sendExchange(withGrace(10)(deaf), { url: 'http://127.0.0.1:3000/mcp', method: 'tools/list', id: 1, signal: stop.signal });
 * stop.abort();
 * await sending.catch((error: Error) => error.name) // => 'AbortError'
 */
export function withGrace(ms: number, options: { timers?: Timers } = {}): FetchMiddleware {
  const timers = options.timers ?? hostTimers();
  return (next) => (url, init) =>
    cutWhen(next, url, init, (fire) => {
      let handle: unknown;
      const off = whenAborted(init.signal, () => {
        if (ms <= 0) fire('the request was aborted');
        else handle = timers.setTimeout(() => fire(`the request did not end within ${ms} ms of its abort`), ms);
      });
      return () => {
        off();
        timers.clearTimeout(handle);
      };
    });
}

/**
 * Cuts a request off when `signal` aborts: the request is aborted and its answer ends at once (a pending
 * fetch rejects with an AbortError, a body being read ends there), so `sendExchange` records what had
 * arrived as `aborted`. For streams the caller closes itself: after a frame, at the end of a window.
 *
 * @example
 * const cut = new AbortController();
 * const fetch: FetchLike = async () => new Response(new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode('data: {"n":1}\n\n')) }), { headers: { 'content-type': 'text/event-stream' } });
 * const recorded = await sendExchange(withCutOff(cut.signal)(fetch), { url: 'http://127.0.0.1:3000/mcp', method: 'subscriptions/listen', id: 1, onFrame: () => cut.abort() });
 * [recorded.aborted, recorded.response.body] // => [true, 'data: {"n":1}\n\n']
 */
export function withCutOff(signal: AbortSignal): FetchMiddleware {
  return (next) => (url, init) => {
    const both = followAll([init.signal, signal]);
    return cutWhen(next, url, { ...init, signal: both.signal }, (fire) => {
      const off = whenAborted(signal, () => fire('the stream was cut off'));
      return () => {
        off();
        both.release();
      };
    });
  };
}

/**
 * What had arrived of an answer still arriving: the status, headers and the body decoded so far.
 *
 * @example
 * const partials: PartialAnswer[] = [];
 * const fetch: FetchLike = async () => Response.json({ jsonrpc: '2.0', id: 1, result: {} });
 * await sendExchange(withPartialRecording({ everyMs: 0, onPartial: (p) => partials.push(p) })(fetch), { url: 'http://127.0.0.1:3000/mcp', method: 'tools/list', id: 1 });
 * partials.at(-1)?.body // => '{"jsonrpc":"2.0","id":1,"result":{}}'
 */
export interface PartialAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** When this part was taken, on the injected clock. */
  at: number;
}

/**
 * Calls `onPartial` with what has arrived of each answer, at most once every `everyMs` (on the `now`
 * clock) while its body arrives: a long answer is kept as it stands if the page goes away mid-stream.
 *
 * @example
 * let clock = 0;
 * const taken: string[] = [];
 * const chunks = ['data: {"a":1}\n\n', 'data: {"b":2}\n\n', 'data: {"c":3}\n\n'];
 * const fetch: FetchLike = async () => new Response(new ReadableStream({ pull: (c) => { const next = chunks.shift(); if (next) c.enqueue(new TextEncoder().encode(next)); else c.close(); } }), { headers: { 'content-type': 'text/event-stream' } });
 * const partial = withPartialRecording({ everyMs: 1000, now: () => (clock += 600), onPartial: (p) => taken.push(p.body) });
 * await sendExchange(partial(fetch), { url: 'http://127.0.0.1:3000/mcp', method: 'tools/call', id: 1 });
 * taken // => ['data: {"a":1}\n\ndata: {"b":2}\n\n']
 */
export function withPartialRecording(options: {
  everyMs: number;
  onPartial: (partial: PartialAnswer) => void;
  now?: () => number;
}): FetchMiddleware {
  const now = options.now ?? Date.now;
  return (next) => async (url, init) => {
    const response = await next(url, init);
    const headers: Record<string, string> = {};
    response.headers.forEach((value, key) => (headers[key] = value));
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    let body = '';
    let last = now();
    return mapReads(response, (chunk) => {
      body += decoder.decode(chunk, { stream: true });
      const at = now();
      if (at - last < options.everyMs) return;
      last = at;
      options.onPartial({ status: response.status, headers, body, at });
    });
  };
}

/**
 * Calls `onHead` with the status as soon as the headers arrive, before the body is read.
 *
 * @example
 * const heads: number[] = [];
 * const fetch: FetchLike = async () => Response.json({ jsonrpc: '2.0', id: 1, result: {} }, { status: 202 });
 * await sendExchange(withHead((status) => heads.push(status))(fetch), { url: 'http://127.0.0.1:3000/mcp', method: 'tools/list', id: 1 });
 * heads // => [202]
 */
export function withHead(onHead: (status: number) => void): FetchMiddleware {
  return (next) => async (url, init) => {
    const response = await next(url, init);
    onHead(response.status);
    return response;
  };
}

/**
 * A body whose read fails mid-way (a relay's error frame, a dropped connection) ends there as if
 * complete, so what had arrived is recorded; `onError` hears why it ended early.
 *
 * @example
 * const errors: string[] = [];
 * const chunks = [new TextEncoder().encode('data: {"n":1}\n\n')];
 * const fetch: FetchLike = async () => new Response(new ReadableStream({ pull: (c) => { const next = chunks.shift(); if (next) c.enqueue(next); else c.error(new Error('the relay lost the upstream')); } }), { headers: { 'content-type': 'text/event-stream' } });
 * const recorded = await sendExchange(withEndOnError((e) => errors.push((e as Error).message))(fetch), { url: 'http://127.0.0.1:3000/mcp', method: 'tools/call', id: 1 });
 * [recorded.response.body, errors] // => ['data: {"n":1}\n\n', ['the relay lost the upstream']]
 */
export function withEndOnError(onError: (error: unknown) => void): FetchMiddleware {
  return (next) => async (url, init) =>
    withReader(await next(url, init), (reader) => ({
      read: () =>
        reader.read().catch((error: unknown) => {
          onError(error);
          return { done: true, value: undefined };
        }),
      cancel: () => reader.cancel?.() ?? Promise.resolve(),
    }));
}

type Init = Parameters<FetchLike>[1];

// Runs `done` once the answer is over: the fetch rejected, or its body was read to the end, failed or
// was cancelled (an answer without a stream body is over once it is in).
async function settleOnce(pending: Promise<FetchResponseLike>, done: () => void): Promise<FetchResponseLike> {
  let response: FetchResponseLike;
  try {
    response = await pending;
  } catch (error) {
    done();
    throw error;
  }
  if (!response.body) {
    done();
    return response;
  }
  return onBodyEnd(response, done);
}

function onBodyEnd(response: FetchResponseLike, done: () => void): FetchResponseLike {
  let over = false;
  const end = () => {
    if (over) return;
    over = true;
    done();
  };
  return withReader(response, (reader) => ({
    read: () =>
      reader.read().then(
        (step) => {
          if (step.done) end();
          return step;
        },
        (error: unknown) => {
          end();
          throw error;
        },
      ),
    cancel: () => {
      end();
      return reader.cancel?.() ?? Promise.resolve();
    },
  }));
}

function mapReads(response: FetchResponseLike, onChunk: (chunk: Uint8Array) => void): FetchResponseLike {
  return withReader(response, (reader) => ({
    read: () =>
      reader.read().then((step) => {
        if (step.value) onChunk(step.value);
        return step;
      }),
    cancel: () => reader.cancel?.() ?? Promise.resolve(),
  }));
}

/** A body reader: what `withReader` wraps. */
export type BodyReader = ReturnType<NonNullable<FetchResponseLike['body']>['getReader']>;

/**
 * The same answer with its body read through `wrap` (status, headers and `text` unchanged): the one way
 * a middleware changes how a body is read.
 *
 * @example
 * const seen: number[] = [];
 * const response = withReader(new Response('abc'), (reader) => ({
 *   read: () => reader.read().then((step) => (step.value && seen.push(step.value.byteLength), step)),
 * }));
 * const reader = response.body!.getReader();
 * while (!(await reader.read()).done);
 * seen // => [3]
 */
export function withReader(response: FetchResponseLike, wrap: (reader: BodyReader) => BodyReader): FetchResponseLike {
  const body = response.body;
  if (!body) return response;
  return {
    status: response.status,
    headers: response.headers,
    text: () => response.text(),
    body: { getReader: () => wrap(body.getReader()) },
  };
}

// The fetch, and then every read of its body, races the cut: once `arm`'s `fire` is called, what is
// pending rejects with an AbortError and the reader is cancelled (after the rejection, which a
// cancelled reader's "done" would otherwise beat). `arm` returns what disarms it once the answer is over.
function cutWhen(
  next: FetchLike,
  url: string,
  init: Init,
  arm: (fire: (message: string) => void) => () => void,
): Promise<FetchResponseLike> {
  const readers: BodyReader[] = [];
  let fire!: (error: Error) => void;
  const cut = new Promise<never>((_, reject) => (fire = reject));
  cut.catch(() => undefined);
  let disarm = (): void => undefined;
  disarm = arm((message) => {
    fire(abortError(message));
    void Promise.resolve().then(() => readers.forEach((reader) => void reader.cancel?.().catch(() => undefined)));
  });
  const raced = Promise.race([cut, next(url, init)]).then((response) =>
    withReader(response, (reader) => {
      readers.push(reader);
      return {
        read: () => Promise.race([cut, reader.read()]),
        cancel: () => reader.cancel?.() ?? Promise.resolve(),
      };
    }),
  );
  return settleOnce(raced, () => disarm());
}
