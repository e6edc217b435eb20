import {
  RELAY_ERROR_HEADER,
  RELAY_PATH,
  TOKEN_HEADER,
  TOKEN_META_NAME,
  type RelayRequest,
} from '../../server/relay/protocol';
import { decodeRelayFrames } from './relay-frames';

/** A relay refusal or a stream the relay had to end: the code and the relay's own advice. */
export class RelayError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RelayError';
  }
}

/** The per-launch token the served page carries; null when the app is served without the relay. */
export function relayToken(doc: Document = document): string | null {
  return doc.querySelector<HTMLMetaElement>(`meta[name="${TOKEN_META_NAME}"]`)?.content || null;
}

/** Per-request limits the user may lower (the relay enforces its own maxima). */
export interface RelayLimits {
  timeoutMs?: number;
  maxBytes?: number;
}

/**
 * A `fetch` that goes through the local relay: the upstream status, headers and body come back as a
 * real `Response` whose body streams as the relay forwards it. A relay refusal rejects with RelayError;
 * a stream the relay ends early errors the body with RelayError. `relayUrl` is the page's own relay
 * unless a script outside a page names it (scripts/conformance-live.mjs).
 */
export function relayFetch(token: string, limits: RelayLimits = {}, relayUrl: string = RELAY_PATH): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const envelope: RelayRequest = {
      url,
      method: init?.method ?? 'POST',
      headers,
      ...(typeof init?.body === 'string' ? { body: init.body } : {}),
      ...limits,
    };
    const answer = await fetch(relayUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [TOKEN_HEADER]: token },
      body: JSON.stringify(envelope),
      signal: init?.signal ?? null,
    });
    if (answer.headers.has(RELAY_ERROR_HEADER) || !answer.ok || !answer.body) throw await refusalOf(answer);
    return upstreamResponse(answer.body);
  };
}

async function refusalOf(answer: Response): Promise<RelayError> {
  const code = answer.headers.get(RELAY_ERROR_HEADER) ?? `http_${answer.status}`;
  try {
    const body = (await answer.json()) as { error?: { message?: unknown } };
    if (typeof body.error?.message === 'string') return new RelayError(code, body.error.message);
  } catch {
    // Not the relay's JSON: fall through to a generic message.
  }
  return new RelayError(
    code,
    `The relay answered ${answer.status} without saying why; is the inspector still running?`,
  );
}

async function upstreamResponse(body: ReadableStream<Uint8Array>): Promise<Response> {
  const frames = decodeRelayFrames(body);
  const first = await frames.next();
  if (first.done || first.value.t !== 'head') {
    const reason = !first.done && first.value.t === 'error' ? first.value : null;
    throw new RelayError(reason?.code ?? 'relay_disconnected', reason?.message ?? 'The relay sent no response head.');
  }
  const head = first.value;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await frames.next();
      if (next.done || next.value.t === 'end') return controller.close();
      if (next.value.t === 'error') return controller.error(new RelayError(next.value.code, next.value.message));
      if (next.value.t === 'body') controller.enqueue(next.value.bytes);
    },
    async cancel() {
      await frames.return(undefined);
    },
  });
  // A Response cannot carry 1xx or out-of-range statuses; an upstream that sends one is shown as 502.
  const status = head.status >= 200 && head.status <= 599 ? head.status : 502;
  const noBody = status === 204 || status === 205 || status === 304;
  return new Response(noBody ? null : stream, { status, statusText: head.statusText, headers: head.headers });
}
