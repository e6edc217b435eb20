import { decodeRelayFrames } from '../../../app/exchange/transport/relay-frames';
import { RELAY_ERROR_HEADER, RELAY_PATH, TOKEN_HEADER, type RelayFrame } from '../../../app/server/relay/protocol';
import type { RunningInspector } from '../../../app/server/standalone';

/** POSTs a relay body (object, or raw text) with the app's token unless told otherwise. */
export function relay(
  app: RunningInspector,
  body: unknown,
  options: { token?: string | null; headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<Response> {
  const token = options.token === undefined ? app.app.token : options.token;
  return fetch(`${app.origin}${RELAY_PATH}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token !== null ? { [TOKEN_HEADER]: token } : {}),
      ...options.headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** Every frame of an accepted relay answer, read with the page's decoder (body pieces copied out). */
export async function records(response: Response): Promise<RelayFrame[]> {
  const out: RelayFrame[] = [];
  for await (const frame of decodeRelayFrames(response.body!))
    out.push(frame.t === 'body' ? { t: 'body', bytes: frame.bytes.slice() } : frame);
  return out;
}

/** The upstream body the body frames carry, as bytes. */
export function bodyBytes(list: RelayFrame[]): Buffer {
  return Buffer.concat(list.flatMap((r) => (r.t === 'body' ? [Buffer.from(r.bytes)] : [])));
}

/** The kinds of frames in order, body pieces merged (how a read splits them is the network's business). */
export function kinds(list: RelayFrame[]): string[] {
  return list.map((r) => r.t).filter((t, i, all) => t !== 'body' || all[i - 1] !== 'body');
}

/** A refusal's code (from the header) and JSON body. */
export async function refusal(response: Response): Promise<{ status: number; header: string | null; body: unknown }> {
  return { status: response.status, header: response.headers.get(RELAY_ERROR_HEADER), body: await response.json() };
}
