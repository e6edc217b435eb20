import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeFrameHeader, encodeJsonFrame, RelayFrameDecoder } from '../../../app/server/relay/codec';
import {
  FRAME_KIND,
  type RelayEnd,
  type RelayEndError,
  type RelayFrame,
  type RelayHead,
} from '../../../app/server/relay/protocol';

// What the relay sends for one answer: a head, the upstream's reads, then an end or an error.
const head = fc.record<RelayHead>({
  t: fc.constant('head'),
  status: fc.integer({ min: 100, max: 599 }),
  statusText: fc.string(),
  headers: fc.array(fc.tuple(fc.string(), fc.string()), { maxLength: 4 }),
  withheld: fc.record({
    request: fc.array(fc.string(), { maxLength: 2 }),
    response: fc.array(fc.string(), { maxLength: 2 }),
  }),
  ms: fc.nat(),
});
const last = fc.oneof(
  fc.record<RelayEnd>({ t: fc.constant('end'), bytes: fc.nat(), ms: fc.nat() }),
  fc.record<RelayEndError>({
    t: fc.constant('error'),
    code: fc.constantFrom('upstream_timeout', 'upstream_closed', 'too_large', 'relay_disconnected'),
    message: fc.string(),
    bytes: fc.nat(),
    ms: fc.nat(),
  }),
);
const answer = fc.record({
  head,
  reads: fc.array(fc.uint8Array({ minLength: 1, maxLength: 64 }), { maxLength: 6 }),
  last,
});

/** The relay's bytes for an answer, as pipe.ts writes them. */
function encode(a: { head: RelayHead; reads: Uint8Array[]; last: RelayEnd | RelayEndError }): Uint8Array {
  const parts = [encodeJsonFrame(a.head)];
  for (const read of a.reads) parts.push(encodeFrameHeader(FRAME_KIND.body, read.length), read);
  parts.push(encodeJsonFrame(a.last));
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Decodes pieces in order, joining body pieces into one body. */
function decode(pieces: Uint8Array[]) {
  const decoder = new RelayFrameDecoder();
  const frames: RelayFrame[] = pieces.flatMap((piece) => decoder.push(piece));
  const body = frames.filter((f) => f.t === 'body').flatMap((f) => [...f.bytes]);
  return { json: frames.filter((f) => f.t !== 'body'), body, ended: decoder.ended, received: decoder.received };
}

describe('the relay codec', () => {
  it('decodes the encoder’s output whole however it is split in two, at every offset', () => {
    fc.assert(
      fc.property(answer, (a) => {
        const bytes = encode(a);
        const whole = [...a.reads.flatMap((r) => [...r])];
        for (let cut = 0; cut <= bytes.length; cut++) {
          const decoded = decode([bytes.subarray(0, cut), bytes.subarray(cut)]);
          expect(decoded.json).toEqual([a.head, a.last]);
          expect(decoded.body).toEqual(whole);
          expect(decoded.ended).toBe(true);
          expect(decoded.received).toBe(whole.length);
        }
      }),
    );
  });

  it('decodes it whole when it arrives one byte at a time, or in pieces of any sizes', () => {
    fc.assert(
      fc.property(answer, fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 8 }), (a, sizes) => {
        const bytes = encode(a);
        const pieces: Uint8Array[] = [];
        for (let at = 0, i = 0; at < bytes.length; i++) {
          const size = sizes[i % sizes.length]!;
          pieces.push(bytes.subarray(at, at + size));
          at += size;
        }
        const bytewise = [...bytes].map((b) => Uint8Array.of(b));
        for (const split of [pieces, bytewise]) {
          const decoded = decode(split);
          expect(decoded.json).toEqual([a.head, a.last]);
          expect(decoded.body).toEqual(a.reads.flatMap((r) => [...r]));
        }
      }),
    );
  });

  it('hands body bytes on as views of the piece read, never copies', () => {
    const piece = Uint8Array.from([...encodeFrameHeader(FRAME_KIND.body, 3), 7, 8, 9]);
    const decoder = new RelayFrameDecoder();
    decoder.push(
      encodeJsonFrame({
        t: 'head',
        status: 200,
        statusText: 'OK',
        headers: [],
        withheld: { request: [], response: [] },
        ms: 0,
      }),
    );
    const [body] = decoder.push(piece);
    expect(body).toMatchObject({ t: 'body' });
    expect((body as { bytes: Uint8Array }).bytes.buffer).toBe(piece.buffer);
  });

  it('ends with relay_disconnected on a frame of a kind it does not know, and ignores what follows', () => {
    const decoder = new RelayFrameDecoder();
    const frames = decoder.push(Uint8Array.from([...encodeFrameHeader(0x58, 2), 1, 2]));
    expect(frames).toEqual([expect.objectContaining({ t: 'error', code: 'relay_disconnected' })]);
    expect(decoder.ended).toBe(true);
    expect(decoder.push(encodeFrameHeader(FRAME_KIND.body, 1))).toEqual([]);
  });

  it('refuses an end frame where the head belongs', () => {
    const decoder = new RelayFrameDecoder();
    const end = encodeJsonFrame({ t: 'end', bytes: 0, ms: 0 });
    end[0] = FRAME_KIND.head;
    expect(() => decoder.push(end)).toThrow('out of order');
  });
});
