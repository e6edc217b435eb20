// HTTP+SSE (2024-11-05) answers a POSTed request with 202 and sends the JSON-RPC answer on the GET
// stream. The judge joins the two by JSON-RPC id, as LegacySession does for its own requests, so a
// tapped POST becomes one exchange with its answer; the stream's end releases what it never answered.
import { StringDecoder } from 'node:string_decoder';
import { isJsonObject, kindOf, SseReader, type JsonObject, type JsonRpcId } from '../../../src/index';

// Per stream: answers that came before their POST settled, and POSTs waiting for their answer.
const MAX_EARLY_ANSWERS = 256;
const MAX_WAITING = 1000;
// Streams that ended, remembered so a late POST is not held for an answer that cannot come.
const MAX_ENDED = 256;

interface OpenStream<T> {
  /** Reads the stream as it comes (it holds no more than the tap recorded of the stream, which ends with it). */
  reader: SseReader;
  /** Answers the reader found in the latest bytes. */
  found: JsonObject[];
  decoder: StringDecoder;
  early: Map<string, JsonObject>;
  waiting: Map<string, T>;
}

/** What became of a POST: joined with its answer, still waiting for it, or released without one. */
export type Joined<T> = { item: T; answer?: JsonObject; problem?: string; clientLeft?: true };

/** Joins the POSTs of HTTP+SSE streams with the answers their streams carry (one per JSON-RPC id). */
export class SseJoin<T> {
  private readonly open = new Map<string, OpenStream<T>>();
  private readonly ended = new Set<string>();

  /**
   * A POSTed request of `stream` was accepted: joined at once when its answer already came, else
   * null (it waits; `chunk` or `end` releases it). A stream that already ended releases it unanswered.
   */
  post(stream: string, id: JsonRpcId, item: T): Joined<T> | null {
    if (this.ended.has(stream))
      return { item, problem: `The HTTP+SSE stream had ended, so no answer to id ${JSON.stringify(id)} can arrive.` };
    const open = this.streamOf(stream);
    const key = JSON.stringify(id);
    const answer = open.early.get(key);
    if (answer) {
      open.early.delete(key);
      return { item, answer };
    }
    open.waiting.set(key, item);
    if (open.waiting.size <= MAX_WAITING) return null;
    const [oldest] = open.waiting.keys();
    const released = open.waiting.get(oldest!)!;
    open.waiting.delete(oldest!);
    // The caller is told about the oldest, which is given up to keep the judge bounded.
    return {
      item: released,
      problem: `More than ${MAX_WAITING} requests waited for their answers on this stream; the tap stopped waiting for this one.`,
    };
  }

  /** More bytes of the stream: every POST whose answer they complete, joined. */
  chunk(stream: string, bytes: Uint8Array): Joined<T>[] {
    if (this.ended.has(stream)) return [];
    const open = this.streamOf(stream);
    open.reader.push(open.decoder.write(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)));
    const joined: Joined<T>[] = [];
    for (const answer of open.found.splice(0)) {
      const key = JSON.stringify(answer['id']);
      const item = open.waiting.get(key);
      if (item === undefined) {
        open.early.set(key, answer);
        if (open.early.size > MAX_EARLY_ANSWERS) open.early.delete(open.early.keys().next().value!);
        continue;
      }
      open.waiting.delete(key);
      joined.push({ item, answer });
    }
    return joined;
  }

  /** The stream ended (`clientLeft`: the client hung it up): every POST still waiting is released without an answer. */
  end(stream: string, clientLeft: boolean): Joined<T>[] {
    const open = this.open.get(stream);
    this.open.delete(stream);
    this.ended.add(stream);
    if (this.ended.size > MAX_ENDED) this.ended.delete(this.ended.values().next().value!);
    if (!open) return [];
    return [...open.waiting.entries()].map(([key, item]) =>
      clientLeft
        ? {
            item,
            clientLeft: true,
            problem: `The client closed the HTTP+SSE stream before the answer to id ${key} arrived.`,
          }
        : { item, problem: `The HTTP+SSE stream ended before the answer to id ${key} arrived on it.` },
    );
  }

  private streamOf(stream: string): OpenStream<T> {
    let open = this.open.get(stream);
    if (!open) {
      const found: JsonObject[] = [];
      const reader = new SseReader((event) => {
        if (event.event !== undefined && event.event !== 'message') return;
        const message = parse(event.data);
        if (isJsonObject(message) && kindOf(message) === 'response') found.push(message);
      });
      open = { reader, found, decoder: new StringDecoder('utf8'), early: new Map(), waiting: new Map() };
      this.open.set(stream, open);
    }
    return open;
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
