import { refuseForeignCaller } from '../security/caller';
import { baseSecurityHeaders, DATA_POLICY, dataHeaders } from '../security/headers';
import type { SelfAddress } from '../security/self-address';
import type { StdioBridge, StdioMessage } from './bridge';

/** Set on the bridge's own failures (the process is gone, a duplicate id). */
export const STDIO_ERROR_HEADER = 'X-Inspector-Stdio-Error';

const SSE_HEADERS = {
  'Content-Type': 'text/event-stream',
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
};

const failure = (status: number, code: string, message: string): Response =>
  new Response(JSON.stringify({ error: { code, message } }), {
    status,
    headers: { ...dataHeaders('application/json; charset=utf-8'), [STDIO_ERROR_HEADER]: code },
  });

/**
 * `POST /stdio/mcp`: the launch-time stdio process as a Streamable HTTP endpoint. Each request
 * goes to its stdin; the answer is JSON when the response is the first message routed back, and
 * SSE (frame by frame) when notifications come first. Notifications get 202.
 */
export function createStdioEndpoint(bridge: StdioBridge): (request: Request, self: SelfAddress) => Promise<Response> {
  return async (request, self) => {
    const refused = refuseForeignCaller(request, self);
    if (refused) return failure(403, refused.code, refused.message);
    if (request.method !== 'POST') return failure(405, 'method_not_allowed', 'Send JSON-RPC messages with POST.');
    if (bridge.exited)
      return failure(
        502,
        'stdio_exited',
        `The stdio server (${bridge.command}) ${bridge.exited}; restart npm start to run it again.`,
      );
    let message: StdioMessage;
    try {
      message = JSON.parse(await request.text()) as StdioMessage;
    } catch {
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
    return forward(bridge, message, request.signal);
  };
}

function forward(bridge: StdioBridge, message: StdioMessage, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve) => {
    const encoder = new TextEncoder();
    let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
    const early: string[] = [];
    let answered = false;
    const sse = (): void => {
      answered = true;
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          controller = c;
          for (const frame of early.splice(0)) c.enqueue(encoder.encode(frame));
        },
        cancel: () => cancel(),
      });
      resolve(new Response(body, { status: 200, headers: { ...baseSecurityHeaders(DATA_POLICY), ...SSE_HEADERS } }));
    };
    const cancel = bridge.request(message, {
      message(m, final) {
        const frame = `data: ${JSON.stringify(m)}\n\n`;
        if (!answered && final) {
          answered = true;
          const headers = { ...baseSecurityHeaders(DATA_POLICY), 'Content-Type': 'application/json' };
          return resolve(new Response(JSON.stringify(m), { status: 200, headers }));
        }
        if (!answered) sse();
        if (controller) controller.enqueue(encoder.encode(frame));
        else early.push(frame);
        if (final) controller?.close();
      },
      exited(reason) {
        if (!answered) return resolve(failure(502, 'stdio_exited', `The stdio server ${reason} before answering.`));
        controller?.close();
      },
    });
    signal.addEventListener('abort', () => cancel(), { once: true });
  });
}
