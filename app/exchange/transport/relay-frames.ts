import { RelayFrameDecoder } from '../../server/relay/codec';
import type { RelayEndError, RelayFrame } from '../../server/relay/protocol';

const disconnected = (bytes: number): RelayEndError => ({
  t: 'error',
  code: 'relay_disconnected',
  message:
    'The connection to the relay ended before the upstream answer was complete; check that npm start is still running.',
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
 * for await (const frame of decodeRelayFrames(response.body)) if (frame.t === 'body') append(frame.bytes);
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
