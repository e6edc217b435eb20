import { ndjsonLine } from '../http/ndjson';
import { refuseForeignCaller } from '../security/caller';
import { dataHeaders } from '../security/headers';
import type { SelfAddress } from '../security/self-address';
import { tokenRefusal } from '../security/token';
import { tapErrorResponse } from './answer';
import { TAP_EVENTS_TYPE, type TapEvent, type TapInfo } from './protocol';
import type { TapSession } from './session';

const PING_MS = 15_000;
// A page that stops reading is cut off (it reconnects and gets a fresh hello) rather than let the
// feed grow without bound in memory.
const MAX_BACKLOG_BYTES = 64 * 1024 * 1024;

/** The checks of the relay, for the page's own endpoints: Host, Origin, method, then the token. */
function refusal(request: Request, self: SelfAddress, method: 'GET' | 'POST', expected: string): Response | null {
  const refused = refuseForeignCaller(request, self);
  if (refused) return tapErrorResponse(403, refused.code, refused.message);
  if (request.method !== method)
    return tapErrorResponse(405, 'method_not_allowed', `Use ${method} here, not ${request.method}.`, { Allow: method });
  const token = tokenRefusal(request, expected);
  if (token) return tapErrorResponse(401, token.code, token.message);
  return null;
}

/** `GET /api/tap/events`: the session so far, then every change as it happens (NDJSON). */
export function eventsEndpoint(session: TapSession, taps: readonly TapInfo[], expected: string) {
  return (request: Request, self: SelfAddress): Response => {
    const refused = refusal(request, self, 'GET', expected);
    if (refused) return refused;
    const encoder = new TextEncoder();
    let stop = (): void => {};
    const body = new ReadableStream<Uint8Array>(
      {
        async start(controller) {
          let stopped = false;
          const send = (line: string): void => {
            if (stopped) return;
            if ((controller.desiredSize ?? 0) < -MAX_BACKLOG_BYTES) return stop();
            controller.enqueue(encoder.encode(line));
          };
          stop = () => {
            stopped = true;
            try {
              controller.close();
            } catch {
              // Already closed by the page going away.
            }
          };
          request.signal.addEventListener('abort', () => stop(), { once: true });
          const unsubscribe = await session.follow(taps, send);
          const ping = setInterval(() => send(ndjsonLine({ t: 'ping' } satisfies TapEvent)), PING_MS);
          const close = stop;
          stop = () => {
            unsubscribe();
            clearInterval(ping);
            close();
          };
          if (stopped) stop();
        },
        cancel: () => stop(),
      },
      new ByteLengthQueuingStrategy({ highWaterMark: 1024 * 1024 }),
    );
    return new Response(body, {
      status: 200,
      headers: { ...dataHeaders(`${TAP_EVENTS_TYPE}; charset=utf-8`), 'X-Accel-Buffering': 'no' },
    });
  };
}

/** `POST /api/tap/clear`: empties the session for every page watching it. */
export function clearEndpoint(clear: () => Promise<void>, expected: string) {
  return async (request: Request, self: SelfAddress): Promise<Response> => {
    const refused = refusal(request, self, 'POST', expected);
    if (refused) return refused;
    await clear();
    return new Response(null, { status: 204, headers: dataHeaders('text/plain') });
  };
}
