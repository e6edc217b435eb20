import { BodyTooLarge, readCappedText } from '../http/body';
import { refuseForeignCaller } from '../security/caller';
import { baseSecurityHeaders, DATA_POLICY, dataHeaders } from '../security/headers';
import type { SelfAddress } from '../security/self-address';
import { tokenRefusal } from '../security/token';
import type { StdioBridge, StdioMessage } from './bridge';

/** Set on the bridge's own failures (the process is gone, a duplicate id, a refusal). */
export const STDIO_ERROR_HEADER = 'X-Inspector-Stdio-Error';

/** The endpoint's caps. */
export interface StdioEndpointLimits {
  /** A request body over this is refused (413) without being read whole. */
  maxRequestBytes: number;
  /** Bytes one request's answer may hold unread; a client that lets more pile up is cut off. */
  maxQueuedBytes: number;
}

const SSE_HEADERS = {
  'Content-Type': 'text/event-stream',
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
};
// A reader counts as full (stdout pauses when every reader is) past this many unread bytes.
const HIGH_WATER_BYTES = 1024 * 1024;

const failure = (status: number, code: string, message: string): Response =>
  new Response(JSON.stringify({ error: { code, message } }), {
    status,
    headers: { ...dataHeaders('application/json; charset=utf-8'), [STDIO_ERROR_HEADER]: code },
  });

/**
 * `POST /stdio/mcp`: the launch-time stdio process as a Streamable HTTP endpoint, for holders of
 * the launch token only (the page reaches it through the relay, which adds the token). Each
 * request goes to its stdin; the answer is JSON when the response is the first message routed
 * back, and SSE (frame by frame, with backpressure) when notifications come first. Notifications get 202.
 */
export function createStdioEndpoint(
  bridge: StdioBridge,
  token: string,
  limits: StdioEndpointLimits,
): (request: Request, self: SelfAddress) => Promise<Response> {
  return async (request, self) => {
    const refused = refuseForeignCaller(request, self) ?? tokenRefusal(request, token);
    if (refused) return failure(refused.code.endsWith('_token') ? 401 : 403, refused.code, refused.message);
    if (request.method !== 'POST') return failure(405, 'method_not_allowed', 'Send JSON-RPC messages with POST.');
    if (bridge.exited)
      return failure(
        502,
        'stdio_exited',
        `The stdio server (${bridge.command}) ${bridge.exited}; restart the inspector to run it again.`,
      );
    let message: StdioMessage;
    try {
      message = JSON.parse(await readCappedText(request, limits.maxRequestBytes)) as StdioMessage;
    } catch (error) {
      if (error instanceof BodyTooLarge)
        return failure(413, 'body_too_large', `The body is larger than ${limits.maxRequestBytes} bytes.`);
      return failure(400, 'bad_body', 'The body must be one JSON-RPC message (JSON).');
    }
    if (typeof message !== 'object' || message === null || Array.isArray(message))
      return failure(400, 'bad_body', 'The body must be one JSON-RPC message (a JSON object).');
    if (!('id' in message)) {
      bridge.notify(message);
      return new Response(null, { status: 202, headers: baseSecurityHeaders(DATA_POLICY) });
    }
    if (bridge.inFlight(message['id']))
      return failure(
        409,
        'duplicate_id',
        `A request with id ${JSON.stringify(message['id'])} is still in flight; use another id.`,
      );
    return forward(bridge, message, request.signal, limits.maxQueuedBytes);
  };
}

function forward(
  bridge: StdioBridge,
  message: StdioMessage,
  signal: AbortSignal,
  maxQueued: number,
): Promise<Response> {
  return new Promise((resolve) => {
    const encoder = new TextEncoder();
    let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
    let answered = false;
    let closed = false;
    const close = (): void => {
      if (closed) return;
      closed = true;
      try {
        controller?.close();
      } catch {
        // The client already went away.
      }
    };
    const write = (text: string): void => {
      if (closed || !controller) return;
      controller.enqueue(encoder.encode(text));
    };
    const errorFrame = (text: string): string =>
      `data: ${JSON.stringify({ jsonrpc: '2.0', id: message['id'], error: { code: -32603, message: text } })}\n\n`;
    const sse = (): void => {
      answered = true;
      const body = new ReadableStream<Uint8Array>(
        {
          start: (c) => void (controller = c),
          pull: () => bridge.resume(),
          cancel: () => {
            closed = true;
            cancel();
          },
        },
        new ByteLengthQueuingStrategy({ highWaterMark: HIGH_WATER_BYTES }),
      );
      resolve(new Response(body, { status: 200, headers: { ...baseSecurityHeaders(DATA_POLICY), ...SSE_HEADERS } }));
    };
    const queued = (): number => (controller ? HIGH_WATER_BYTES - (controller.desiredSize ?? 0) : 0);
    const cancel = bridge.request(message, {
      message(m, final) {
        if (!answered && final) {
          answered = true;
          const headers = { ...baseSecurityHeaders(DATA_POLICY), 'Content-Type': 'application/json' };
          return resolve(new Response(JSON.stringify(m), { status: 200, headers }));
        }
        if (!answered) sse();
        if (queued() > maxQueued) {
          // The client stopped reading: end its answer rather than hold the server's output.
          write(
            errorFrame(
              `The client read too slowly: over ${maxQueued} bytes of this answer were waiting, so the bridge ended it.`,
            ),
          );
          close();
          return cancel();
        }
        write(`data: ${JSON.stringify(m)}\n\n`);
        if (final) close();
      },
      exited(reason) {
        if (!answered) return resolve(failure(502, 'stdio_exited', `The stdio server ${reason} before answering.`));
        close();
      },
      failed(code, text) {
        if (!answered) return resolve(failure(502, code, text));
        write(errorFrame(text));
        close();
      },
      full: () => closed || queued() >= HIGH_WATER_BYTES,
    });
    signal.addEventListener('abort', () => cancel(), { once: true });
  });
}
