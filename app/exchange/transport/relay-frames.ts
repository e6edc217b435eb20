import {
  FRAME_HEADER_BYTES,
  FRAME_KIND,
  type RelayEnd,
  type RelayEndError,
  type RelayFrame,
  type RelayHead,
} from '../../server/relay/protocol';

const disconnected = (bytes: number): RelayEndError => ({
  t: 'error',
  code: 'relay_disconnected',
  message:
    'The connection to the relay ended before the upstream answer was complete; check that npm start is still running.',
  bytes,
  ms: 0,
});

/**
 * Reads an accepted relay answer frame by frame as it arrives: the head, the upstream's body bytes
 * as views of what was read (never copied or re-encoded; a body frame split across reads comes as
 * several pieces), then `end` or `error`. A connection that drops before the end frame yields
 * `relay_disconnected`.
 *
 * @example
 * for await (const frame of decodeRelayFrames(response.body)) if (frame.t === 'body') append(frame.bytes);
 */
export async function* decodeRelayFrames(body: ReadableStream<Uint8Array>): AsyncGenerator<RelayFrame> {
  const reader = body.getReader();
  const header = new Uint8Array(FRAME_HEADER_BYTES);
  let headerFill = 0;
  let kind = 0;
  // Body bytes still to come of the current body frame, or the JSON frame being filled.
  let bodyLeft = 0;
  let json: { bytes: Uint8Array; fill: number } | null = null;
  let received = 0;
  let ended = false;
  try {
    for (;;) {
      let step: ReadableStreamReadResult<Uint8Array>;
      try {
        step = await reader.read();
      } catch {
        break;
      }
      if (step.done) {
        ended = true;
        break;
      }
      const chunk = step.value;
      let at = 0;
      while (at < chunk.length) {
        if (bodyLeft > 0) {
          const n = Math.min(bodyLeft, chunk.length - at);
          bodyLeft -= n;
          received += n;
          yield { t: 'body', bytes: chunk.subarray(at, at + n) };
          at += n;
          continue;
        }
        if (json) {
          const n = Math.min(json.bytes.length - json.fill, chunk.length - at);
          json.bytes.set(chunk.subarray(at, at + n), json.fill);
          json.fill += n;
          at += n;
          if (json.fill < json.bytes.length) continue;
          const frame = readJson(kind, json.bytes);
          json = null;
          if (frame.t !== 'head') ended = true;
          yield frame;
          if (ended) return;
          continue;
        }
        const n = Math.min(FRAME_HEADER_BYTES - headerFill, chunk.length - at);
        header.set(chunk.subarray(at, at + n), headerFill);
        headerFill += n;
        at += n;
        if (headerFill < FRAME_HEADER_BYTES) continue;
        headerFill = 0;
        kind = header[0]!;
        const length = new DataView(header.buffer).getUint32(1);
        if (kind === FRAME_KIND.body) bodyLeft = length;
        else if (kind === FRAME_KIND.head || kind === FRAME_KIND.end) json = { bytes: new Uint8Array(length), fill: 0 };
        else {
          yield {
            ...disconnected(received),
            message: `The relay sent a frame this page cannot read (kind ${kind}); reload the page.`,
          };
          return;
        }
      }
    }
  } finally {
    // Abandoned early (the caller stopped reading): let the relay know, so it closes the upstream.
    if (!ended) reader.cancel().catch(() => {});
    reader.releaseLock();
  }
  yield disconnected(received);
}

function readJson(kind: number, bytes: Uint8Array): RelayHead | RelayEnd | RelayEndError {
  const value = JSON.parse(new TextDecoder().decode(bytes)) as RelayHead | RelayEnd | RelayEndError;
  if ((kind === FRAME_KIND.head) !== (value.t === 'head')) throw new Error('The relay sent its frames out of order.');
  return value;
}
