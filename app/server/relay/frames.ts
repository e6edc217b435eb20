import { FRAME_HEADER_BYTES, FRAME_KIND, type RelayEnd, type RelayEndError, type RelayHead } from './protocol';

/** A body frame: the upstream's bytes behind a 5-byte header, one copy, no re-encoding. */
export function bodyFrame(data: Buffer): Buffer {
  const frame = Buffer.allocUnsafe(FRAME_HEADER_BYTES + data.length);
  frame[0] = FRAME_KIND.body;
  frame.writeUInt32BE(data.length, 1);
  data.copy(frame, FRAME_HEADER_BYTES);
  return frame;
}

/** The head or the end frame: a small JSON payload. */
export function jsonFrame(value: RelayHead | RelayEnd | RelayEndError): Buffer {
  const payload = Buffer.from(JSON.stringify(value), 'utf8');
  const frame = Buffer.allocUnsafe(FRAME_HEADER_BYTES + payload.length);
  frame[0] = value.t === 'head' ? FRAME_KIND.head : FRAME_KIND.end;
  frame.writeUInt32BE(payload.length, 1);
  payload.copy(frame, FRAME_HEADER_BYTES);
  return frame;
}
