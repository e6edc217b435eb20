import type { ServerResponse } from 'node:http';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { BodyTooLarge, readCappedIncoming } from '../http/body';
import { refuseForeignCaller } from '../security/caller';
import { dataHeaders } from '../security/headers';
import type { SelfAddress } from '../security/self-address';
import { tokenRefusal } from '../security/token';
import { RELAY_LIMITS, RELAY_STREAM_TYPE, TOKEN_HEADER, UPSTREAM_STATUS_HEADER } from './protocol';
import { RelayFailure, refusalResponse } from './refusal';
import { parseRelayRequest, type RelayLimits } from './request';
import { isLinkLocalAddress, linkLocalMessage, selfTarget } from './self-target';
import { pipeFrames } from './pipe';
import { selfTargetMessage, sendUpstream } from './upstream';
import { UpstreamPool } from './upstream-pool';

/** What the relay needs from its launcher. */
export interface RelayOptions {
  token: string;
  limits?: Partial<RelayLimits>;
}

/**
 * A WHATWG handler for `POST /api/relay`; `self` is the connection's real local address. Refusals
 * are WHATWG responses; an accepted answer is written on the Node response `out` directly.
 */
export interface RelayHandler {
  (request: Request, self: SelfAddress, out: ServerResponse): Promise<Response>;
  /** Closes the relay's kept-alive upstream connections. */
  close(): void;
}

/** Builds the relay: caller checks, token, body validation, then the streamed upstream answer. */
export function createRelay(options: RelayOptions): RelayHandler {
  const limits: RelayLimits = { ...RELAY_LIMITS, ...options.limits };
  const pool = new UpstreamPool();
  // The same for every accepted answer: built once, not per request.
  const streamHeaders = { ...dataHeaders(RELAY_STREAM_TYPE), 'X-Accel-Buffering': 'no' };
  const relay = async (request: Request, self: SelfAddress, out: ServerResponse): Promise<Response> => {
    try {
      const refused = refuseForeignCaller(request, self);
      if (refused) throw new RelayFailure(refused.code, refused.message);
      if (request.method !== 'POST')
        throw new RelayFailure('method_not_allowed', `The relay only accepts POST; this was ${request.method}.`);
      const badToken = tokenRefusal(request, options.token);
      if (badToken) throw new RelayFailure(badToken.code, badToken.message);
      const upstream = parseRelayRequest(await readBody(out, limits.maxRequestBytes), limits);
      const target = selfTarget(upstream.url, self);
      if (target === 'refused') throw new RelayFailure('self_target', selfTargetMessage(upstream.url));
      if (isLinkLocalAddress(upstream.url.hostname))
        throw new RelayFailure('bad_url', linkLocalMessage(upstream.url.hostname));
      // The app's own stdio endpoint takes the launch token, which the page cannot send upstream.
      const extra: [string, string][] = target === 'stdio' ? [[TOKEN_HEADER, options.token]] : [];
      const answer = await sendUpstream(upstream, self, request.signal, pool, extra);
      const headers = { ...streamHeaders, [UPSTREAM_STATUS_HEADER]: String(answer.response.statusCode ?? 0) };
      pipeFrames(upstream, answer, out, headers);
      return RESPONSE_ALREADY_SENT;
    } catch (error) {
      if (error instanceof RelayFailure) return refusalResponse(error.code, error.message);
      const reason = error instanceof Error ? error.message : String(error);
      return refusalResponse(
        'internal',
        `The relay failed unexpectedly (${reason}); the terminal running npm start has details.`,
      );
    }
  };
  return Object.assign(relay, { close: () => pool.close() });
}

// Read from the Node request itself: a WHATWG body stream costs more than the relay's own work.
async function readBody(out: ServerResponse, max: number): Promise<string> {
  try {
    const bytes = await readCappedIncoming(out.req, max);
    // Buffer's own UTF-8 decoding, as TextDecoder's (invalid sequences replaced, a leading BOM dropped),
    // without a decoder per request.
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  } catch (error) {
    if (error instanceof BodyTooLarge)
      throw new RelayFailure(
        'body_too_large',
        `The relay body is larger than ${max} bytes; send a smaller request body.`,
      );
    throw error;
  }
}
