// The relay's framing, both halves, with no Node and no DOM: the Node relay encodes with it and the page
// decodes with it (app/tsconfig.json lists this file beside protocol.ts). README.md, "the framing".
import {
  FRAME_HEADER_BYTES,
  FRAME_KIND,
  type RelayEnd,
  type RelayEndError,
  type RelayFrame,
  type RelayHead,
} from './protocol';

type JsonFrame = RelayHead | RelayEnd | RelayEndError;

/** A frame's 5-byte header: its kind, then its payload length (unsigned 32-bit, big-endian). */
export function encodeFrameHeader(kind: number, length: number): Uint8Array {
  const header = new Uint8Array(FRAME_HEADER_BYTES);
  header[0] = kind;
  new DataView(header.buffer).setUint32(1, length);
  return header;
}

/** The head or the end frame: header and JSON payload in one array. */
export function encodeJsonFrame(value: JsonFrame): Uint8Array {
  const payload = new TextEncoder().encode(JSON.stringify(value));
  const frame = new Uint8Array(FRAME_HEADER_BYTES + payload.length);
  frame.set(encodeFrameHeader(value.t === 'head' ? FRAME_KIND.head : FRAME_KIND.end, payload.length));
  frame.set(payload, FRAME_HEADER_BYTES);
  return frame;
}

/**
 * Decodes relay frames from bytes cut anywhere: `push` each piece as it is read and take the frames it
 * completes. Body bytes come as views of the pushed piece (never copied; a body frame split across
 * pieces comes as several), the head and end frames whole. After the end or error frame, or a frame
 * of an unknown kind (which ends the answer with a `relay_disconnected` error), `ended` is true and
 * further bytes are ignored.
 */
export class RelayFrameDecoder {
  /** Body bytes decoded so far. */
  received = 0;
  /** The last frame (end or error) has been decoded. */
  ended = false;
  private readonly header = new Uint8Array(FRAME_HEADER_BYTES);
  private headerFill = 0;
  private kind = 0;
  // Body bytes still to come of the current body frame, or the JSON frame being filled.
  private bodyLeft = 0;
  private json: { bytes: Uint8Array; fill: number } | null = null;

  push(chunk: Uint8Array): RelayFrame[] {
    const frames: RelayFrame[] = [];
    let at = 0;
    while (at < chunk.length && !this.ended) {
      if (this.bodyLeft > 0) {
        const n = Math.min(this.bodyLeft, chunk.length - at);
        this.bodyLeft -= n;
        this.received += n;
        frames.push({ t: 'body', bytes: chunk.subarray(at, at + n) });
        at += n;
      } else if (this.json) at = this.fillJson(chunk, at, frames);
      else at = this.fillHeader(chunk, at, frames);
    }
    return frames;
  }

  private fillJson(chunk: Uint8Array, at: number, frames: RelayFrame[]): number {
    const json = this.json!;
    const n = Math.min(json.bytes.length - json.fill, chunk.length - at);
    json.bytes.set(chunk.subarray(at, at + n), json.fill);
    json.fill += n;
    if (json.fill < json.bytes.length) return at + n;
    this.json = null;
    const frame = readJson(this.kind, json.bytes);
    if (frame.t !== 'head') this.ended = true;
    frames.push(frame);
    return at + n;
  }

  private fillHeader(chunk: Uint8Array, at: number, frames: RelayFrame[]): number {
    const n = Math.min(FRAME_HEADER_BYTES - this.headerFill, chunk.length - at);
    this.header.set(chunk.subarray(at, at + n), this.headerFill);
    this.headerFill += n;
    if (this.headerFill < FRAME_HEADER_BYTES) return at + n;
    this.headerFill = 0;
    this.kind = this.header[0]!;
    const length = new DataView(this.header.buffer).getUint32(1);
    if (this.kind === FRAME_KIND.body) this.bodyLeft = length;
    else if ((this.kind === FRAME_KIND.head || this.kind === FRAME_KIND.end) && length <= MAX_JSON_FRAME_BYTES)
      this.json = { bytes: new Uint8Array(length), fill: 0 };
    else {
      this.ended = true;
      frames.push({
        t: 'error',
        code: 'relay_disconnected',
        message: `The relay sent a frame this page cannot read (kind ${this.kind}, ${length} bytes); reload the page.`,
        bytes: this.received,
        ms: 0,
      });
    }
    // A JSON frame of length 0 is complete already (and invalid JSON, which readJson reports).
    if (this.json && this.json.bytes.length === 0) return this.fillJson(chunk, at + n, frames);
    return at + n;
  }
}

// A head frame holds the upstream's headers (Node caps them at 16 KiB), an end frame a few numbers:
// a longer JSON frame is unreadable, never a reason to allocate what its header claims.
const MAX_JSON_FRAME_BYTES = 1024 * 1024;

function readJson(kind: number, bytes: Uint8Array): JsonFrame {
  const value = JSON.parse(new TextDecoder().decode(bytes)) as JsonFrame;
  if ((kind === FRAME_KIND.head) !== (value.t === 'head')) throw new Error('The relay sent its frames out of order.');
  return value;
}
