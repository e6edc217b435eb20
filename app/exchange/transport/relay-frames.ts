import { RelayFrameDecoder } from '../../server/relay/codec';
import type { RelayEndError, RelayFrame } from '../../server/relay/protocol';

const disconnected = (bytes: number): RelayEndError => ({
  t: 'error',
  code: 'relay_disconnected',
  message:
    'The connection to the relay ended before the upstream answer was complete; check that the inspector is still running.',
  bytes,
  ms: 0,
});

/**
 * Reads an accepted relay answer frame by frame as it arrives (the relay's codec does the decoding):
 * the head, the upstream's body bytes as views of what was read (never copied or re-encoded; a body
 * frame split across reads comes as several pieces), then `end` or `error`. A connection that drops
 * before the end frame yields `relay_disconnected`.
 *
 * @example
 * // A relay answer cut after one body frame (kind 0x42, a 4-byte length, the bytes "hi"):
 * const body = new Response(new Uint8Array([0x42, 0, 0, 0, 2, 0x68, 0x69])).body!;
 * const frames: string[] = [];
 * for await (const frame of decodeRelayFrames(body))
 *   frames.push(frame.t === 'body' ? new TextDecoder().decode(frame.bytes) : frame.t === 'error' ? frame.code : frame.t);
 * frames // => ['hi', 'relay_disconnected']
 */
export async function* decodeRelayFrames(body: ReadableStream<Uint8Array>): AsyncGenerator<RelayFrame> {
  const reader = body.getReader();
  const decoder = new RelayFrameDecoder();
  let closed = false;
  try {
    while (!decoder.ended) {
      let step: ReadableStreamReadResult<Uint8Array>;
      try {
        step = await reader.read();
      } catch {
        break;
      }
      if (step.done) {
        closed = true;
        break;
      }
      yield* decoder.push(step.value);
    }
  } finally {
    // Abandoned early (the caller stopped reading): let the relay know, so it closes the upstream.
    if (!decoder.ended && !closed) reader.cancel().catch(() => {});
    reader.releaseLock();
  }
  if (!decoder.ended) yield disconnected(decoder.received);
}
