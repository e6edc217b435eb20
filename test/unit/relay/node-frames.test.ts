import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeFrameHeader, encodeJsonFrame } from '../../../app/server/relay/codec';
import { frameHeader, jsonFrame } from '../../../app/server/relay/node-frames';
import type { RelayEnd, RelayEndError, RelayHead } from '../../../app/server/relay/protocol';

// The relay writes with Node's Buffer encoders; the page decodes with codec.ts: the bytes must be the same.
const head = fc.record<RelayHead>({
  t: fc.constant('head'),
  status: fc.integer({ min: 100, max: 599 }),
  statusText: fc.string({ unit: 'binary' }),
  headers: fc.array(fc.tuple(fc.string(), fc.string({ unit: 'binary' })), { maxLength: 4 }),
  withheld: fc.record({ request: fc.array(fc.string(), { maxLength: 2 }), response: fc.array(fc.string()) }),
  ms: fc.double({ min: 0, max: 1e6, noNaN: true }),
});
const last = fc.oneof(
  fc.record<RelayEnd>({ t: fc.constant('end'), bytes: fc.nat(), ms: fc.nat() }),
  fc.record<RelayEndError>({
    t: fc.constant('error'),
    code: fc.constantFrom('upstream_timeout', 'upstream_closed', 'too_large', 'relay_disconnected'),
    message: fc.string({ unit: 'binary' }),
    bytes: fc.nat(),
    ms: fc.nat(),
  }),
);

describe("the relay's Node frame encoders", () => {
  it('write the same bytes as the codec the page decodes with', () => {
    fc.assert(
      fc.property(fc.oneof(head, last), (frame) => {
        expect([...jsonFrame(frame)]).toEqual([...encodeJsonFrame(frame)]);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 255 }), fc.nat({ max: 0xffffffff }), (kind, length) => {
        expect([...frameHeader(kind, length)]).toEqual([...encodeFrameHeader(kind, length)]);
      }),
    );
  });
});
