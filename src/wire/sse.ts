/**
 * One dispatched SSE event (a block of lines ended by a blank line).
 *
 * @example
 * parseSse('event: message\nid: 1\ndata: {}\n\n').events[0] // { data: '{}', dataOffset: 27, singleLine: true, id: '1', event: 'message' }
 */
export interface SseEvent {
  /** The data lines joined with "\n" (the event's message). */
  data: string;
  /** Character offset in the stream of the first data value (after `data:` and one space). */
  dataOffset: number;
  /** Whether the data came from a single `data:` line (then `dataOffset` maps 1:1 into the text). */
  singleLine: boolean;
  /** The `id:` field, when one was sent. */
  id?: string;
  /** The `event:` field, when one was sent. */
  event?: string;
}

/**
 * The events and comments of an SSE stream.
 *
 * @example
 * parseSse('data: {"a":1}\n\n: keep-alive\n\n') // { events: [{ data: '{"a":1}', dataOffset: 6, singleLine: true }], comments: 1 }
 */
export interface SseStream {
  events: SseEvent[];
  comments: number;
}

/**
 * Splits a text/event-stream body into events (the WHATWG EventSource rules; an unterminated
 * last event is kept so that a truncated stream still shows its frames).
 *
 * @example
 * parseSse('data: {"a":1}\n\n: keep-alive\n\n').events[0]?.data // '{"a":1}'
 */
export function parseSse(text: string): SseStream {
  const events: SseEvent[] = [];
  let comments = 0;
  let lines: string[] = [];
  let offset = 0;
  let id: string | undefined;
  let event: string | undefined;
  const flush = (): void => {
    if (lines.length > 0) {
      const ev: SseEvent = { data: lines.join('\n'), dataOffset: offset, singleLine: lines.length === 1 };
      if (id !== undefined) ev.id = id;
      if (event !== undefined) ev.event = event;
      events.push(ev);
    }
    lines = [];
    id = undefined;
    event = undefined;
  };
  // indexOf on "\n" is the fast path; a stream with any CR takes the general line splitter.
  const breaks = text.includes('\r') ? splitAny(text) : null;
  let pos = 0;
  for (let n = 0; pos <= text.length; n++) {
    const end = breaks ? (breaks[n]?.[0] ?? -1) : text.indexOf('\n', pos);
    const stop = end === -1 ? text.length : end;
    if (stop === pos) {
      if (end === -1) break;
      flush();
    } else if (text.charCodeAt(pos) === 0x3a) comments++;
    else {
      let colon = pos;
      while (colon < stop && text.charCodeAt(colon) !== 0x3a) colon++;
      const hasColon = colon < stop;
      const field = text.slice(pos, hasColon ? colon : stop);
      let valueStart = hasColon ? colon + 1 : stop;
      if (text.charCodeAt(valueStart) === 0x20 && valueStart < stop) valueStart++;
      if (field === 'data') {
        if (lines.length === 0) offset = valueStart;
        lines.push(text.slice(valueStart, stop));
      } else if (field === 'id') id = text.slice(valueStart, stop);
      else if (field === 'event') event = text.slice(valueStart, stop);
    }
    if (end === -1) break;
    pos = end + (breaks ? (breaks[n]?.[1] ?? 1) : 1);
  }
  flush();
  return { events, comments };
}

function splitAny(text: string): [index: number, length: number][] {
  const out: [number, number][] = [];
  const re = /\r\n|\r|\n/g;
  for (let m = re.exec(text); m; m = re.exec(text)) out.push([m.index, m[0].length]);
  return out;
}
