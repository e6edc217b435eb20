import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLarge, readCappedIncoming } from '../http/body';
import { rawHeaderReader } from '../http/raw-headers';
import { refuseForeignCaller } from '../security/caller';
import { dataHeaders } from '../security/headers';
import type { SelfAddress } from '../security/self-address';
import { tokenRefusal } from '../security/token';
import { RELAY_LIMITS, RELAY_STREAM_TYPE, TOKEN_HEADER, UPSTREAM_STATUS_HEADER } from './protocol';
import { RelayFailure, writeRefusal } from './refusal';
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
 * The Node handler of `POST /api/relay`, on the server's own request and response (no WHATWG request is
 * built: on a small request that cost as much as the relay's own checks); `self` is the connection's
 * real local address. Refusals and the accepted answer are both written on `out`.
 */
export interface RelayHandler {
  (incoming: IncomingMessage, self: SelfAddress, out: ServerResponse): Promise<void>;
  /** Closes the relay's kept-alive upstream connections. */
  close(): void;
}

/** Builds the relay: caller checks, token, body validation, then the streamed upstream answer. */
export function createRelay(options: RelayOptions): RelayHandler {
  const limits: RelayLimits = { ...RELAY_LIMITS, ...options.limits };
  const pool = new UpstreamPool();
  // The same for every accepted answer: built once, not per request.
  const streamHeaders = { ...dataHeaders(RELAY_STREAM_TYPE), 'X-Accel-Buffering': 'no' };
  // The page hanging up (the response closes before it was written) cancels the upstream request.
  const callerGone = (out: ServerResponse) => (stop: () => void) => {
    out.once('close', stop);
    return () => void out.off('close', stop);
  };
  const relay = async (incoming: IncomingMessage, self: SelfAddress, out: ServerResponse): Promise<void> => {
    try {
      const request = { headers: rawHeaderReader(incoming) };
      const refused = refuseForeignCaller(request, self);
      if (refused) throw new RelayFailure(refused.code, refused.message);
      if (incoming.method !== 'POST')
        throw new RelayFailure('method_not_allowed', `The relay only accepts POST; this was ${incoming.method}.`);
      const badToken = tokenRefusal(request, options.token);
      if (badToken) throw new RelayFailure(badToken.code, badToken.message);
      const upstream = parseRelayRequest(await readBody(incoming, limits.maxRequestBytes), limits);
      const target = selfTarget(upstream.url, self);
      if (target === 'refused') throw new RelayFailure('self_target', selfTargetMessage(upstream.url));
      if (isLinkLocalAddress(upstream.url.hostname))
        throw new RelayFailure('bad_url', linkLocalMessage(upstream.url.hostname));
      // The app's own stdio endpoint takes the launch token, which the page cannot send upstream.
      const extra: [string, string][] = target === 'stdio' ? [[TOKEN_HEADER, options.token]] : [];
      const answer = await sendUpstream(upstream, self, callerGone(out), pool, extra);
      const headers = { ...streamHeaders, [UPSTREAM_STATUS_HEADER]: String(answer.response.statusCode ?? 0) };
      pipeFrames(upstream, answer, out, headers);
    } catch (error) {
      if (error instanceof RelayFailure) return writeRefusal(out, error.code, error.message);
      const reason = error instanceof Error ? error.message : String(error);
      writeRefusal(
        out,
        'internal',
        `The relay failed unexpectedly (${reason}); the terminal running the inspector has details.`,
      );
    }
  };
  return Object.assign(relay, { close: () => pool.close() });
}

// Read from the Node request itself: a WHATWG body stream costs more than the relay's own work.
async function readBody(incoming: IncomingMessage, max: number): Promise<string> {
  try {
    const bytes = await readCappedIncoming(incoming, max);
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
