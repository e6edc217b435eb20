import { FRAME_HEADER_BYTES, FRAME_KIND, type RelayEnd, type RelayEndError, type RelayHead } from './protocol';

/** The head or the end frame: a small JSON payload. */
export function jsonFrame(value: RelayHead | RelayEnd | RelayEndError): Buffer {
  const payload = Buffer.from(JSON.stringify(value), 'utf8');
  const frame = Buffer.allocUnsafe(FRAME_HEADER_BYTES + payload.length);
  frame[0] = value.t === 'head' ? FRAME_KIND.head : FRAME_KIND.end;
  frame.writeUInt32BE(payload.length, 1);
  payload.copy(frame, FRAME_HEADER_BYTES);
  return frame;
}
