import { ENVELOPE, httpStatus, MCP_HEADERS, REJECTION_HTTP_STATUS } from '../../../../src';
import { BodyTooLarge, readCappedText } from '../../http/body';
import { refuseForeignCaller } from '../../security/caller';
import { baseSecurityHeaders, DATA_POLICY } from '../../security/headers';
import type { SelfAddress } from '../../security/self-address';
import { classify, checkVersion, readEnvelope } from '../mcp/envelope';
import { CODES, McpError } from '../mcp/errors';
import type { DemoServer } from '../mcp/server';
import { LOG_LEVELS, type CallContext, type McpRequest, type OutgoingMessage, type RequestId } from '../mcp/types';
import type { AnswerView, EndpointHooks } from './hooks';
import { checkParamHeaders, routingHeaderErrors } from './routing-headers';
import { SSE_HEADERS, SSE_KEEP_ALIVE, sseFrame } from './sse';

/** A Streamable HTTP endpoint as a WHATWG handler; `self` is the connection's real local address. */
export type McpEndpoint = (request: Request, self: SelfAddress) => Promise<Response>;

/** Transport knobs. */
export interface EndpointOptions {
  keepAliveMs: number;
  maxBodyBytes: number;
}

/** Thrown inside admission: an error answered before dispatch, with its HTTP status. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly error: McpError,
    readonly id: RequestId | undefined,
    readonly extraHeaders: Record<string, string> = {},
  ) {
    super(error.message);
  }
}

/**
 * Streamable HTTP for one DemoServer (SHTTP): Host and Origin checks (403), POST only (405),
 * JSON only (415), then the JSON-RPC, envelope, header, version and capability checks in the SDK's
 * order (the SDK's), dispatch, and a JSON answer, or SSE once a notification comes
 * before the result.
 */
export function createMcpEndpoint(
  server: DemoServer,
  options: EndpointOptions,
  hooks: EndpointHooks = {},
): McpEndpoint {
  const supported = server.config.supportedVersions;
  const send = (
    status: number,
    message: OutgoingMessage,
    view: AnswerView,
    extra: Record<string, string> = {},
  ): Response => {
    const out = hooks.message ? hooks.message(message, view) : [message];
    const final = out[0] ?? message;
    const headers = new Headers({ ...baseSecurityHeaders(DATA_POLICY), 'Content-Type': 'application/json', ...extra });
    hooks.headers?.(headers, view);
    return new Response(JSON.stringify(final), {
      status: hooks.status ? hooks.status(status, final, view) : status,
      headers,
    });
  };
  const refuse = (r: Refusal, view: AnswerView): Response =>
    send(r.status, server.shape(r.id, view.method ?? null, r.error.toResult()), view, r.extraHeaders);

  return async (request, self) => {
    let view: AnswerView = { request: undefined, method: undefined };
    try {
      const incoming = classify(await readJson(request, self, options.maxBodyBytes));
      if (incoming.kind === 'invalid') throw new Refusal(400, incoming.error, incoming.id);
      if (incoming.kind === 'notification')
        return new Response(null, { status: 202, headers: baseSecurityHeaders(DATA_POLICY) });
      view = { request: undefined, method: incoming.method };
      const req = admit(incoming, request.headers);
      view = { request: req, method: req.method };
      return await answer(req, request.signal, view);
    } catch (error) {
      if (error instanceof Refusal) return refuse(error, view);
      throw error;
    }
  };

  function admit(incoming: Parameters<typeof readEnvelope>[0], headers: Headers): McpRequest {
    const reject = (error: McpError): never => {
      throw new Refusal(REJECTION_HTTP_STATUS, error, incoming.id);
    };
    let req: McpRequest;
    try {
      req = readEnvelope(incoming, supported, headers.get(MCP_HEADERS.protocolVersion)?.trim());
    } catch (error) {
      if (!(error instanceof McpError)) throw error;
      if (!hooks.skip?.envelope || error.code !== CODES.invalidParams) return reject(error);
      req = readEnvelope(
        { ...incoming, params: withEmptyEnvelope(incoming.params, supported[0]!) },
        supported,
        undefined,
      );
    }
    const routing = routingHeaderErrors(headers, req);
    if (routing.standard) reject(routing.standard);
    try {
      checkVersion(req, supported);
    } catch (error) {
      reject(error as McpError);
    }
    const name = hooks.skip?.name ? null : routing.name;
    if (name) reject(name);
    const gate = server.preflight(req);
    if (gate) reject(gate);
    const schema = req.method === 'tools/call' ? server.toolSchema(req.params['name']) : undefined;
    const params = schema ? checkParamHeaders(headers, schema, req.params['arguments']) : null;
    if (params) reject(params);
    return req;
  }

  async function answer(req: McpRequest, signal: AbortSignal, view: AnswerView): Promise<Response> {
    const abort = new AbortController();
    signal.addEventListener('abort', () => abort.abort(), { once: true });
    const early: OutgoingMessage[] = [];
    let done = false;
    let push: ((m: OutgoingMessage) => void) | undefined;
    let woke: (() => void) | undefined;
    const emit = (m: OutgoingMessage): void => {
      if (push) push(m);
      else if (!done) {
        early.push(m);
        woke?.();
      }
    };
    const pending = server.dispatch(req, callContext(req, abort.signal, emit));
    const first = await Promise.race([pending, new Promise<null>((resolve) => (woke = () => resolve(null)))]);
    if (first && first.kind === 'result' && early.length === 0) {
      done = true;
      const message = server.shape(req.id, req.method, first.result, first.cache);
      return send(httpStatus(message), message, view);
    }
    const frames = (m: OutgoingMessage): string =>
      (hooks.message ? hooks.message(m, view) : [m]).map(sseFrame).join('');
    const encoder = new TextEncoder();
    let keepAlive: NodeJS.Timeout | undefined;
    let stop: (() => void) | undefined;
    // Set once the stream ended or the client cancelled it: nothing is written or closed after that.
    let closed = false;
    const body = new ReadableStream<Uint8Array>({
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
          done = true;
          clearInterval(keepAlive);
          try {
            controller.close();
          } catch {
            // The client cancelled between the last write and here.
          }
        };
        push = (m) => write(frames(m));
        for (const m of early.splice(0)) push(m);
        void pending.then((reply) => {
          if (reply.kind === 'result') return end(server.shape(req.id, req.method, reply.result, reply.cache));
          if (closed) return;
          keepAlive = setInterval(() => write(SSE_KEEP_ALIVE), options.keepAliveMs);
          stop = reply.stream.open(push!, end);
        });
      },
      cancel() {
        closed = true;
        done = true;
        clearInterval(keepAlive);
        stop?.();
        abort.abort();
      },
    });
    const headers = new Headers({ ...baseSecurityHeaders(DATA_POLICY), ...SSE_HEADERS });
    hooks.headers?.(headers, view);
    return new Response(body, { status: 200, headers });
  }
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

async function readJson(request: Request, self: SelfAddress, maxBytes: number): Promise<unknown> {
  const caller = refuseForeignCaller(request, self);
  if (caller) throw new Refusal(403, new McpError(CODES.invalidRequest, caller.message), undefined);
  if (request.method !== 'POST')
    throw new Refusal(
      405,
      new McpError(
        CODES.invalidRequest,
        `This MCP endpoint accepts only POST (2026-07-28 has no GET stream or DELETE).`,
      ),
      undefined,
      { Allow: 'POST' },
    );
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json')
    throw new Refusal(
      415,
      new McpError(CODES.invalidRequest, 'Send the JSON-RPC message with Content-Type: application/json.'),
      undefined,
    );
  let text: string;
  try {
    text = await readCappedText(request, maxBytes);
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    throw new Refusal(
      413,
      new McpError(CODES.invalidRequest, `The message is larger than ${maxBytes} bytes.`),
      undefined,
    );
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new Refusal(400, new McpError(CODES.parseError, 'The body is not valid JSON.'), undefined);
  }
}

function withEmptyEnvelope(params: unknown, version: string): Record<string, unknown> {
  const base =
    typeof params === 'object' && params !== null && !Array.isArray(params) ? (params as Record<string, unknown>) : {};
  const meta =
    typeof base['_meta'] === 'object' && base['_meta'] !== null ? (base['_meta'] as Record<string, unknown>) : {};
  return {
    ...base,
    _meta: {
      [ENVELOPE.protocolVersion]: version,
      [ENVELOPE.clientCapabilities]: {},
      ...meta,
    },
  };
}
