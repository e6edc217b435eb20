import {
  chunkBytes,
  decodeRelayStream,
  RELAY_ERROR_HEADER,
  RELAY_PATH,
  TOKEN_HEADER,
  type RelayRecord,
} from '../../../app/server/relay/protocol';
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

/** Every record of an accepted relay answer, read with the browser-side decoder. */
export async function records(response: Response): Promise<RelayRecord[]> {
  const out: RelayRecord[] = [];
  for await (const record of decodeRelayStream(response.body!)) out.push(record);
  return out;
}

/** The upstream body the chunk records carry, as bytes. */
export function bodyBytes(list: RelayRecord[]): Buffer {
  return Buffer.concat(list.flatMap((r) => (r.t === 'chunk' ? [Buffer.from(chunkBytes(r))] : [])));
}

/** A refusal's code (from the header) and JSON body. */
export async function refusal(response: Response): Promise<{ status: number; header: string | null; body: unknown }> {
  return { status: response.status, header: response.headers.get(RELAY_ERROR_HEADER), body: await response.json() };
}
