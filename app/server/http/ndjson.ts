// One NDJSON codec (one JSON value per line) for the stdio bridge, the tap's events feed and the
// page that reads it. Bytes in, lines out, with a cap on a line's length so a peer that never
// writes a newline cannot grow memory without bound. No Node imports: the browser uses it too.

const NEWLINE = 0x0a;
/** How much of an over-long line is kept at each end, for telling what it was. */
const KEPT_ENDS = 4096;

/** What is known of a line that was over the cap: its length, and its first and last bytes. */
export interface OverlongLine {
  bytes: number;
  head: Uint8Array;
  tail: Uint8Array;
}

/** Receives the lines as they complete (without the newline); blank lines included. */
export interface LineSink {
  line(bytes: Uint8Array): void;
  overlong(line: OverlongLine): void;
}

/** Encodes one value as an NDJSON line. */
export function ndjsonLine(value: unknown): string {
  return `${JSON.stringify(value)}\n`;
}

/**
 * Splits a byte stream into lines. A line longer than `maxLineBytes` is not kept: its bytes are
 * counted and dropped as they arrive, and `overlong` gets its length and ends when it finishes.
 */
export class LineSplitter {
  private parts: Uint8Array[] = [];
  private size = 0;
  private dropping: { bytes: number; head: Uint8Array; tail: Uint8Array } | null = null;

  constructor(
    private readonly maxLineBytes: number,
    private readonly sink: LineSink,
  ) {}

  push(chunk: Uint8Array): void {
    let from = 0;
    while (from <= chunk.length) {
      const newline = chunk.indexOf(NEWLINE, from);
      const to = newline < 0 ? chunk.length : newline;
      if (to > from) this.take(chunk.subarray(from, to));
      if (newline < 0) return;
      this.finish();
      from = newline + 1;
    }
  }

  /** The input ended: a last line without a newline still counts. */
  end(): void {
    if (this.size > 0 || this.dropping) this.finish();
  }

  private take(segment: Uint8Array): void {
    if (this.dropping) return this.drop(segment);
    if (this.size + segment.length <= this.maxLineBytes) {
      // Copied: the caller may reuse its buffer.
      this.parts.push(segment.slice());
      this.size += segment.length;
      return;
    }
    const kept = concat(this.parts, this.size);
    this.parts = [];
    this.size = 0;
    this.dropping = { bytes: kept.length, head: kept.subarray(0, KEPT_ENDS), tail: kept.slice(-KEPT_ENDS) };
    this.drop(segment);
  }

  private drop(segment: Uint8Array): void {
    const d = this.dropping!;
    d.bytes += segment.length;
    if (d.head.length < KEPT_ENDS) d.head = concat([d.head, segment.subarray(0, KEPT_ENDS - d.head.length)]);
    d.tail =
      segment.length >= KEPT_ENDS
        ? segment.slice(-KEPT_ENDS)
        : concat([d.tail.subarray(Math.max(0, d.tail.length + segment.length - KEPT_ENDS)), segment]);
  }

  private finish(): void {
    const dropped = this.dropping;
    if (dropped) {
      this.dropping = null;
      return this.sink.overlong(dropped);
    }
    const line = concat(this.parts, this.size);
    this.parts = [];
    this.size = 0;
    this.sink.line(line);
  }
}

function concat(parts: readonly Uint8Array[], size = parts.reduce((n, p) => n + p.length, 0)): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Reads NDJSON from a byte stream, one parsed value per non-blank line, as lines arrive; a line
 * over `maxLineBytes` or that is not JSON throws (the feed it came from is broken).
 *
 * @example
 * // A feed whose first line arrives in two reads, with a blank line between values:
 * const bytes = (text: string) => new TextEncoder().encode(text);
 * const feed = new ReadableStream<Uint8Array>({
 *   start(controller) {
 *     controller.enqueue(bytes('{"a":'));
 *     controller.enqueue(bytes('1}\n\n[2]\n'));
 *     controller.close();
 *   },
 * });
 * const read = async (body: ReadableStream<Uint8Array>, maxLineBytes: number) => {
 *   const values: unknown[] = [];
 *   for await (const value of ndjsonValues(body, maxLineBytes)) values.push(value);
 *   return values;
 * };
 * await read(feed, 1024) // => [{ a: 1 }, [2]]
 * await read(new Response('"a long line"\n').body!, 8) // => throws 'over the 8-byte cap'
 * await read(new Response('{"a":\n').body!, 1024) // => throws SyntaxError
 */
export async function* ndjsonValues(body: ReadableStream<Uint8Array>, maxLineBytes: number): AsyncGenerator<unknown> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const ready: unknown[] = [];
  let problem: Error | null = null;
  const splitter = new LineSplitter(maxLineBytes, {
    line(bytes) {
      const text = decoder.decode(bytes);
      if (text.trim() !== '') ready.push(JSON.parse(text));
    },
    overlong(line) {
      problem ??= new Error(`An NDJSON line of ${line.bytes} bytes is over the ${maxLineBytes}-byte cap.`);
    },
  });
  try {
    for (;;) {
      const step = await reader.read();
      if (step.done) splitter.end();
      else splitter.push(step.value);
      yield* ready.splice(0);
      if (problem) throw problem;
      if (step.done) return;
    }
  } finally {
    reader.releaseLock();
  }
}
