import { httpStatus } from '../../../../src';
import { baseSecurityHeaders, DATA_POLICY } from '../../security/headers';
import type { DemoServer } from '../mcp/server';
import { LOG_LEVELS, type CallContext, type McpRequest, type OutgoingMessage, type Reply } from '../mcp/types';
import type { AnswerView, EndpointHooks } from './hooks';
import { SSE_HEADERS, SSE_KEEP_ALIVE, sseFrame } from './sse';

/** What the answer stage needs of its endpoint. */
export interface AnswerContext {
  server: DemoServer;
  hooks: EndpointHooks;
  keepAliveMs: number;
}

/** One JSON answer (after the hooks had their say): the refusals and a result without notifications before it. */
export function jsonAnswer(
  { hooks }: Pick<AnswerContext, 'hooks'>,
  status: number,
  message: OutgoingMessage,
  view: AnswerView,
  extra: Record<string, string> = {},
): Response {
  const out = hooks.message ? hooks.message(message, view) : [message];
  const final = out[0] ?? message;
  const headers = new Headers({ ...baseSecurityHeaders(DATA_POLICY), 'Content-Type': 'application/json', ...extra });
  hooks.headers?.(headers, view);
  return new Response(JSON.stringify(final), {
    status: hooks.status ? hooks.status(status, final, view) : status,
    headers,
  });
}

/**
 * The dispatch stage: a JSON answer when the result comes before any notification, else an SSE stream
 * carrying the early notifications, then the rest, then the result (or a stream reply's own frames).
 */
export async function answer(
  ctx: AnswerContext,
  req: McpRequest,
  signal: AbortSignal,
  view: AnswerView,
): Promise<Response> {
  const abort = new AbortController();
  signal.addEventListener('abort', () => abort.abort(), { once: true });
  const early: OutgoingMessage[] = [];
  const state: StreamState = { done: false, push: undefined };
  let woke: (() => void) | undefined;
  const emit = (m: OutgoingMessage): void => {
    if (state.push) state.push(m);
    else if (!state.done) {
      early.push(m);
      woke?.();
    }
  };
  const pending = ctx.server.dispatch(req, callContext(req, abort.signal, emit));
  const first = await Promise.race([pending, new Promise<null>((resolve) => (woke = () => resolve(null)))]);
  if (first && first.kind === 'result' && early.length === 0) {
    state.done = true;
    const message = ctx.server.shape(req.id, req.method, first.result, first.cache);
    return jsonAnswer(ctx, httpStatus(message), message, view);
  }
  const headers = new Headers({ ...baseSecurityHeaders(DATA_POLICY), ...SSE_HEADERS });
  ctx.hooks.headers?.(headers, view);
  return new Response(sseBody(ctx, req, view, { pending, early, state, abort }), { status: 200, headers });
}

interface StreamState {
  /** Set once the answer is out: a late notification is dropped. */
  done: boolean;
  /** Writes a message to the open stream; undefined until the stream started. */
  push: ((m: OutgoingMessage) => void) | undefined;
}

interface StreamParts {
  pending: Promise<Reply>;
  early: OutgoingMessage[];
  state: StreamState;
  abort: AbortController;
}

function sseBody(
  ctx: AnswerContext,
  req: McpRequest,
  view: AnswerView,
  { pending, early, state, abort }: StreamParts,
): ReadableStream<Uint8Array> {
  const frames = (m: OutgoingMessage): string =>
    (ctx.hooks.message ? ctx.hooks.message(m, view) : [m]).map(sseFrame).join('');
  const encoder = new TextEncoder();
  let keepAlive: NodeJS.Timeout | undefined;
  let stop: (() => void) | undefined;
  // Set once the stream ended or the client cancelled it: nothing is written or closed after that.
  let closed = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      // A client that closed the stream (a cancellation) leaves the controller closed: stop writing, never throw.
      const write = (text: string): void => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          closed = true;
        }
      };
      const end = (last: OutgoingMessage): void => {
        if (closed) return;
        write(frames(last));
        closed = true;
        state.done = true;
        clearInterval(keepAlive);
        try {
          controller.close();
        } catch {
          // The client cancelled between the last write and here.
        }
      };
      const push = (m: OutgoingMessage): void => write(frames(m));
      state.push = push;
      for (const m of early.splice(0)) push(m);
      void pending.then((reply) => {
        if (reply.kind === 'result') return end(ctx.server.shape(req.id, req.method, reply.result, reply.cache));
        if (closed) return;
        keepAlive = setInterval(() => write(SSE_KEEP_ALIVE), ctx.keepAliveMs);
        stop = reply.stream.open(push, end);
      });
    },
    cancel() {
      closed = true;
      state.done = true;
      clearInterval(keepAlive);
      stop?.();
      abort.abort();
    },
  });
}

function callContext(request: McpRequest, signal: AbortSignal, emit: (m: OutgoingMessage) => void): CallContext {
  const threshold = request.logLevel === undefined ? Infinity : LOG_LEVELS.indexOf(request.logLevel);
  return {
    request,
    signal,
    progress(progress, total, message) {
      if (request.progressToken === undefined || signal.aborted) return;
      const params = {
        progressToken: request.progressToken,
        progress,
        ...(total !== undefined ? { total } : {}),
        ...(message ? { message } : {}),
      };
      emit({ jsonrpc: '2.0', method: 'notifications/progress', params });
    },
    log(level, data) {
      if (LOG_LEVELS.indexOf(level) < threshold || signal.aborted) return;
      emit({ jsonrpc: '2.0', method: 'notifications/message', params: { level, logger: 'demo', data } });
    },
  };
}
