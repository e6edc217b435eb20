import { refuseForeignCaller } from '../security/caller';
import { dataHeaders } from '../security/headers';
import type { SelfAddress } from '../security/self-address';
import { tokenMatches } from '../security/token';
import { RELAY_LIMITS, RELAY_STREAM_TYPE, TOKEN_HEADER, TOKEN_META_NAME, UPSTREAM_STATUS_HEADER } from './protocol';
import { RelayFailure, refusalResponse } from './refusal';
import { parseRelayRequest, type RelayLimits } from './request';
import { relayStream } from './stream';
import { sendUpstream } from './upstream';

/** What the relay needs from its launcher. */
export interface RelayOptions {
  token: string;
  limits?: Partial<RelayLimits>;
}

/** A WHATWG handler for `POST /api/relay`; `self` is the connection's real local address. */
export type RelayHandler = (request: Request, self: SelfAddress) => Promise<Response>;

/** Builds the relay: caller checks, token, body validation, then the streamed upstream answer. */
export function createRelay(options: RelayOptions): RelayHandler {
  const limits: RelayLimits = { ...RELAY_LIMITS, ...options.limits };
  return async (request, self) => {
    try {
      const refused = refuseForeignCaller(request, self);
      if (refused) throw new RelayFailure(refused.code, refused.message);
      if (request.method !== 'POST')
        throw new RelayFailure('method_not_allowed', `The relay only accepts POST; this was ${request.method}.`);
      checkToken(request.headers.get(TOKEN_HEADER), options.token);
      const upstream = parseRelayRequest(await readCapped(request, limits.maxRequestBytes), limits);
      const answer = await sendUpstream(upstream, request.signal);
      return new Response(relayStream(upstream, answer), {
        status: 200,
        headers: {
          ...dataHeaders(`${RELAY_STREAM_TYPE}; charset=utf-8`),
          [UPSTREAM_STATUS_HEADER]: String(answer.response.statusCode ?? 0),
          'X-Accel-Buffering': 'no',
        },
      });
    } catch (error) {
      if (error instanceof RelayFailure) return refusalResponse(error.code, error.message);
      const reason = error instanceof Error ? error.message : String(error);
      return refusalResponse(
        'internal',
        `The relay failed unexpectedly (${reason}); the terminal running npm start has details.`,
      );
    }
  };
}

function checkToken(presented: string | null, expected: string): void {
  const where = `the <meta name="${TOKEN_META_NAME}"> of the inspector page`;
  if (presented === null || presented === '')
    throw new RelayFailure('missing_token', `Send the token from ${where} in the ${TOKEN_HEADER} header.`);
  if (!tokenMatches(presented, expected))
    throw new RelayFailure(
      'bad_token',
      `The ${TOKEN_HEADER} token is not this launch's; reload the inspector page (the token changes at every npm start) or set MCP_INSPECTOR_TOKEN.`,
    );
}

async function readCapped(request: Request, max: number): Promise<string> {
  const tooLarge = (): RelayFailure =>
    new RelayFailure('body_too_large', `The relay body is larger than ${max} bytes; send a smaller request body.`);
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw tooLarge();
    }
    parts.push(value);
  }
  return Buffer.concat(parts).toString('utf8');
}
