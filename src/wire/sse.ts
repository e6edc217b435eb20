/**
 * One SSE event that carries a message: its data buffer is not empty.
 *
 * @example
 * parseSse('event: message\nid: 1\ndata: {}\n\n').events[0] // => { data: '{}', dataOffset: 27, singleLine: true, terminated: true, id: '1', event: 'message' }
 */
export interface SseEvent {
  /** The data lines joined with "\n" (the event's message). */
  data: string;
  /** Character offset in the stream of the first data value (after `data:` and at most one space). */
  dataOffset: number;
  /** Whether the data came from a single `data:` line (then `dataOffset` maps 1:1 into the text). */
  singleLine: boolean;
  /** Multi-line data: each line's `[offset in the stream, length]`, to map `data` offsets back. */
  segments?: readonly (readonly [offset: number, length: number])[];
  /** Whether a blank line ended the event (false: the stream ended inside it, so EventSource drops it). */
  terminated: boolean;
  /** The `id:` field, when one was sent. */
  id?: string;
  /** The `event:` field, when one was sent. */
  event?: string;
}

/**
 * The message events and the rest of an SSE stream.
 *
 * @example
 * parseSse('id: 0\ndata: \n\ndata: {"a":1}\n\n: keep-alive\n\n')
 * // => { events: [{ data: '{"a":1}', dataOffset: 20, singleLine: true, terminated: true }], comments: 1, skipped: 1, eventIds: true, bom: false }
 */
export interface SseStream {
  events: SseEvent[];
  /** Comment lines (`:` keep-alives). */
  comments: number;
  /** Events with an empty data buffer (priming events such as `id: 1` + `data:`), which carry no message. */
  skipped: number;
  /** Whether any `id:` line was sent. */
  eventIds: boolean;
  /** Whether the stream began with a byte order mark (ignored, as WHATWG says). */
  bom: boolean;
}

/**
 * Reads a text/event-stream incrementally by the WHATWG rules: lines end with CRLF, LF or CR; one
 * leading BOM is ignored; `field:value` drops one space after the colon, a line without colon is a
 * field with an empty value; `:` lines are comments; a blank line dispatches the event. An event
 * whose data buffer is empty carries no message and is counted in `skipped`. The unterminated last
 * event is kept, marked `terminated: false`, so that a truncated stream still shows its frames.
 *
 * @example
 * const frames: string[] = [];
 * const reader = new SseReader((event) => frames.push(event.data));
 * reader.push('data: {"a"');
 * reader.push(':1}\r\n\r\n');
 * reader.end().events.length // => 1
 * frames // => ['{"a":1}']
 */
export class SseReader {
  private readonly stream: SseStream = { events: [], comments: 0, skipped: 0, eventIds: false, bom: false };
  private readonly onEvent: ((event: SseEvent, index: number) => void) | undefined;
  private pending = '';
  /** Offset in the stream of pending[0]. */
  private base = 0;
  private started = false;
  private afterCr = false;
  private lines: [offset: number, value: string][] = [];
  private id: string | undefined;
  private event: string | undefined;
  private sawField = false;

  constructor(onEvent?: (event: SseEvent, index: number) => void) {
    this.onEvent = onEvent;
  }

  /** Feeds the next chunk of text; complete events are dispatched at once. */
  push(chunk: string): void {
    if (chunk === '') return;
    let text = this.pending === '' ? chunk : this.pending + chunk;
    let start = 0;
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) {
        this.stream.bom = true;
        start = 1;
      }
    }
    if (this.afterCr && text.charCodeAt(start) === 0x0a) start++;
    this.afterCr = false;
    let nl = text.indexOf('\n', start);
    let cr = text.indexOf('\r', start);
    let pos = start;
    while (nl !== -1 || cr !== -1) {
      const end = cr === -1 || (nl !== -1 && nl < cr) ? nl : cr;
      this.line(text, pos, end);
      pos = end + 1;
      if (end === cr) {
        if (pos === text.length) this.afterCr = true;
        else if (text.charCodeAt(pos) === 0x0a) pos++;
        cr = text.indexOf('\r', pos);
      }
      if (nl !== -1 && nl < pos) nl = text.indexOf('\n', pos);
    }
    this.base += pos;
    text = pos === 0 ? text : text.slice(pos);
    this.pending = text;
  }

  /** Ends the stream (a last line without line end still counts) and returns everything read. */
  end(): SseStream {
    if (this.pending !== '') {
      const text = this.pending;
      this.pending = '';
      this.line(text, 0, text.length);
    }
    this.dispatch(false);
    return this.stream;
  }

  private line(text: string, from: number, to: number): void {
    if (from === to) {
      this.dispatch(true);
      return;
    }
    if (text.charCodeAt(from) === 0x3a) {
      this.stream.comments++;
      return;
    }
    let colon = from;
    while (colon < to && text.charCodeAt(colon) !== 0x3a) colon++;
    const field = text.slice(from, colon);
    let valueStart = colon < to ? colon + 1 : to;
    if (valueStart < to && text.charCodeAt(valueStart) === 0x20) valueStart++;
    this.sawField = true;
    if (field === 'data') this.lines.push([this.base + valueStart, text.slice(valueStart, to)]);
    else if (field === 'id') {
      this.stream.eventIds = true;
      const id = text.slice(valueStart, to);
      if (!id.includes('\0')) this.id = id;
    } else if (field === 'event') this.event = text.slice(valueStart, to);
  }

  private dispatch(terminated: boolean): void {
    const lines = this.lines;
    const data = lines.length === 1 ? lines[0]![1] : lines.map((l) => l[1]).join('\n');
    if (data === '') {
      if (this.sawField) this.stream.skipped++;
    } else {
      const first = lines[0]!;
      const ev: SseEvent = { data, dataOffset: first[0], singleLine: lines.length === 1, terminated };
      if (lines.length > 1) ev.segments = lines.map(([offset, value]) => [offset, value.length] as const);
      if (this.id !== undefined) ev.id = this.id;
      if (this.event !== undefined) ev.event = this.event;
      this.stream.events.push(ev);
      this.onEvent?.(ev, this.stream.events.length - 1);
    }
    this.lines = [];
    this.id = undefined;
    this.event = undefined;
    this.sawField = false;
  }
}

/**
 * Splits a whole text/event-stream body into its message events (see `SseReader` for the rules).
 *
 * @example
 * parseSse('data: {"a":1}\n\n: keep-alive\n\n').events[0]?.data // => '{"a":1}'
 * // A priming event carries no message:
 * parseSse('id: 7\ndata:\n\n').skipped // => 1
 */
export function parseSse(text: string): SseStream {
  const reader = new SseReader();
  reader.push(text);
  return reader.end();
}

/**
 * The stream offset of a character offset inside an event's `data` (multi-line data included).
 *
 * @example
 * const [event] = parseSse('data: {"a":\ndata: 1}\n\n').events;
 * // The "1" on the second data line:
 * streamOffset(event!, 6) // => 18
 */
export function streamOffset(event: SseEvent, dataOffset: number): number {
  if (!event.segments) return event.dataOffset + dataOffset;
  let joined = 0;
  for (const [offset, length] of event.segments) {
    if (dataOffset <= joined + length) return offset + (dataOffset - joined);
    joined += length + 1;
  }
  const last = event.segments[event.segments.length - 1]!;
  return last[0] + last[1];
}
