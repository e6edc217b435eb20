// Node-side twins of codec.ts's encoders (the page shares codec.ts, so it cannot use Buffer): a frame
// header from Node's pooled slab instead of an ArrayBuffer of its own per read, and a JSON frame in one
// allocation. Same bytes as codec.ts (test/unit/relay/node-frames.test.ts).
import { FRAME_HEADER_BYTES, FRAME_KIND, type RelayEnd, type RelayEndError, type RelayHead } from './protocol';

/** A frame's 5-byte header (kind, then the payload length as unsigned 32-bit big-endian). */
export function frameHeader(kind: number, length: number): Buffer {
  const header = Buffer.allocUnsafe(FRAME_HEADER_BYTES);
  header[0] = kind;
  header.writeUInt32BE(length, 1);
  return header;
}

/** The head or the end frame: header and JSON payload in one buffer. */
export function jsonFrame(value: RelayHead | RelayEnd | RelayEndError): Buffer {
  const text = JSON.stringify(value);
  const length = Buffer.byteLength(text);
  const frame = Buffer.allocUnsafe(FRAME_HEADER_BYTES + length);
  frame[0] = value.t === 'head' ? FRAME_KIND.head : FRAME_KIND.end;
  frame.writeUInt32BE(length, 1);
  frame.write(text, FRAME_HEADER_BYTES);
  return frame;
}
