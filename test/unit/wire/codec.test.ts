import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { base64ToBytes, bytesToBase64 } from '../../../src/text/base64';
import {
  decodeHeaderValue,
  encodeHeaderValue,
  jsonErrorOffset,
  needsSentinel,
  parseSse,
  utf8ByteOffset,
} from '../../../src/wire/index';

describe('jsonErrorOffset', () => {
  it.each([
    ['{"a":1}', -1],
    ['{"a":1,}', 7],
    ['[1,2', 4],
    ['', 0],
    ['<html>', 0],
    ['{"a":1} x', 8],
    ['"abc', 4],
    ['{"a":tru}', 5],
    ['[-]', 1],
    ['"\\q"', 2],
    ['[' + '['.repeat(100_000), 100_001],
  ])('%j -> %i', (text, offset) => expect(jsonErrorOffset(text)).toBe(offset));

  it('agrees with JSON.parse on validity', () => {
    fc.assert(
      fc.property(fc.oneof(fc.json(), fc.string()), (text) => {
        let valid = true;
        try {
          JSON.parse(text);
        } catch {
          valid = false;
        }
        expect(jsonErrorOffset(text) === -1).toBe(valid);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('UTF-8 and Base64', () => {
  it('utf8ByteOffset counts bytes', () => {
    expect(utf8ByteOffset('aé😀b', 4)).toBe(7);
    expect(utf8ByteOffset('abc', 10)).toBe(3);
  });
  it('round-trips any string, standard and base64url', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.boolean(), (s, url) => {
        const bytes = new TextEncoder().encode(s);
        expect(new TextDecoder().decode(base64ToBytes(bytesToBase64(bytes, { url }), { url }) ?? undefined)).toBe(s);
        expect(bytes.length).toBe(utf8ByteOffset(s, s.length));
      }),
    );
  });
  it.each(['aGk', 'a*k=', 'aG=k', '=aGk', 'aGk=\n'])('rejects malformed Base64 %j', (text) =>
    expect(base64ToBytes(text)).toBeNull(),
  );
  it('base64url leaves the padding out and reads it back without', () => {
    expect(bytesToBase64(new Uint8Array([251, 255]), { url: true })).toBe('-_8');
    expect([...(base64ToBytes('-_8', { url: true }) ?? [])]).toEqual([251, 255]);
    expect(base64ToBytes('+/8=', { url: true })).toBeNull();
  });
  it('refuses a sentinel whose bytes are not UTF-8', () => {
    expect(decodeHeaderValue('=?base64?wIA=?=')).toMatchObject({ ok: false }); // overlong 0xc0 0x80
    expect(decodeHeaderValue('=?base64?7aCA?=')).toMatchObject({ ok: false }); // a lone surrogate
  });
});

describe('header values', () => {
  it.each([
    ['get_weather', 'get_weather'],
    ['café', '=?base64?Y2Fmw6k=?='],
    [' padded', '=?base64?IHBhZGRlZA==?='],
    ['', '=?base64??='],
    ['=?base64?abc?=', '=?base64?PT9iYXNlNjQ/YWJjPz0=?='],
  ])('encodes %j as %j', (value, encoded) => {
    expect(encodeHeaderValue(value)).toBe(encoded);
    expect(needsSentinel(value)).toBe(value !== encoded);
  });
  it('decodes what it encodes, after trimming', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const decoded = decodeHeaderValue(` ${encodeHeaderValue(s)}\t`);
        expect(decoded).toMatchObject({ ok: true, value: s });
      }),
    );
  });
  it('takes a value missing the prefix or the suffix literally, and refuses bad Base64', () => {
    expect(decodeHeaderValue('=?base64?SGVsbG8=')).toMatchObject({
      ok: true,
      value: '=?base64?SGVsbG8=',
      sentinel: false,
    });
    expect(decodeHeaderValue('=?base64?SGVsbG8?=').ok).toBe(false);
  });
});

describe('parseSse', () => {
  it('keeps an unterminated last event and data offsets', () => {
    const text = 'event: message\ndata: {"a":1}\n\ndata:{"b":2}';
    const { events } = parseSse(text);
    expect(events.map((e) => e.data)).toEqual(['{"a":1}', '{"b":2}']);
    expect(text.slice(events[1]!.dataOffset)).toBe('{"b":2}');
    expect(events[0]?.event).toBe('message');
  });
  it('treats CR, LF and CRLF alike', () => {
    expect(parseSse('data: 1\r\rdata: 2\r\n\r\ndata: 3\n\n').events.map((e) => e.data)).toEqual(['1', '2', '3']);
  });
});
