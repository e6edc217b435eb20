import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSse, SseReader, type SseEvent } from '../../../src/wire/index';

const datas = (text: string) => parseSse(text).events.map((e) => e.data);

// The WHATWG event-stream interpretation rules, case by case.
describe('parseSse (WHATWG event-stream rules)', () => {
  it.each<[string, string, string[]]>([
    ['LF line ends', 'data: 1\n\ndata: 2\n\n', ['1', '2']],
    ['CRLF line ends', 'data: 1\r\n\r\ndata: 2\r\n\r\n', ['1', '2']],
    ['CR line ends', 'data: 1\r\rdata: 2\r\r', ['1', '2']],
    ['mixed line ends', 'data: 1\r\rdata: 2\r\n\r\ndata: 3\n\n', ['1', '2', '3']],
    ['a leading BOM is ignored', '\uFEFFdata: 1\n\n', ['1']],
    ['a BOM later is data', 'data: \uFEFF1\n\n', ['\uFEFF1']],
    ['data: without a space', 'data:{"a":1}\n\n', ['{"a":1}']],
    ['only one space is dropped', 'data:  x\n\n', [' x']],
    ['multi-line data joins with LF', 'data: {"a":\ndata: 1}\n\n', ['{"a":\n1}']],
    ['comments are no data', ': hi\ndata: 1\n: there\n\n', ['1']],
    ['an empty data field is no message (priming event)', 'id: 7\ndata: \n\ndata: 1\n\n', ['1']],
    ['a bare "data" line is an empty data field', 'data\n\ndata: 1\n\n', ['1']],
    ['an event without data is no message', 'event: ping\nid: 3\n\n', []],
    ['unknown fields are ignored', 'retry: 10\nfoo: bar\ndata: 1\n\n', ['1']],
    ['two empty data lines make one LF', 'data\ndata\n\n', ['\n']],
    ['a final event without the blank line is kept', 'data: 1\n\ndata: 2', ['1', '2']],
  ])('%s', (_name, text, expected) => expect(datas(text)).toEqual(expected));

  it('counts skipped priming events, comments and id lines, and marks the unterminated event', () => {
    const s = parseSse('\uFEFFid: 0\ndata:\n\n: ka\n\ndata: 1\n\ndata: 2');
    expect(s).toMatchObject({ skipped: 1, comments: 1, eventIds: true, bom: true });
    expect(s.events.map((e) => e.terminated)).toEqual([true, false]);
  });

  it('gives each frame the offset of its data in the stream', () => {
    const text = 'id: 0\r\ndata: \r\n\r\nevent: message\r\ndata:{"b":2}\r\n\r\n';
    const [event] = parseSse(text).events;
    expect(text.slice(event!.dataOffset, event!.dataOffset + event!.data.length)).toBe('{"b":2}');
    expect(event?.event).toBe('message');
  });
});

describe('SseReader', () => {
  const arbitraryStream = fc
    .array(
      fc.oneof(
        fc.constantFrom('data: {"a":1}', 'data:x', 'data', 'id: 1', ': ka', 'event: message', '', 'data: é😀'),
        fc.string({ maxLength: 6 }),
      ),
      { maxLength: 12 },
    )
    .chain((lines) =>
      fc.tuple(
        fc.constant(lines),
        fc.array(fc.constantFrom('\n', '\r\n', '\r'), { minLength: lines.length, maxLength: lines.length }),
      ),
    )
    .map(([lines, ends]) => lines.map((l, i) => l.replace(/[\r\n]/g, '') + ends[i]).join(''));

  it('gives the same events however the stream is cut into chunks', () => {
    fc.assert(
      fc.property(arbitraryStream, fc.array(fc.nat(), { maxLength: 6 }), (text, cuts) => {
        const whole = parseSse(text);
        const seen: SseEvent[] = [];
        const reader = new SseReader((e) => seen.push(e));
        let at = 0;
        for (const cut of [...cuts.map((c) => c % (text.length + 1))].sort((a, b) => a - b)) {
          reader.push(text.slice(at, cut));
          at = Math.max(at, cut);
        }
        reader.push(text.slice(at));
        const streamed = reader.end();
        expect(streamed).toEqual(whole);
        expect(seen).toEqual(whole.events);
      }),
      { numRuns: 500 },
    );
  });

  it('dispatches an event as soon as its blank line arrives', () => {
    const seen: string[] = [];
    const reader = new SseReader((e) => seen.push(e.data));
    reader.push('data: 1\n');
    expect(seen).toEqual([]);
    reader.push('\r');
    expect(seen).toEqual(['1']);
    reader.push('\ndata: 2\r\n\r\n');
    expect(seen).toEqual(['1', '2']);
  });
});
