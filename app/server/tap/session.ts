import { rpcMethodOf } from '../../../src/index';
import { ndjsonLine } from '../http/ndjson';
import type { CapturedData, CapturedExchange } from './forward';
import { JudgeLink } from './judge-link';
import type { TapLimits } from './limits';
import type { TapEvent, TapInfo, TapPending, TapRecord } from './protocol';

/** Someone following the session (the page's events feed); gets each event as one NDJSON line. */
export type TapListener = (line: string) => void;

/**
 * The tapped session as the main thread sees it: the exchanges in flight, and the judge (a worker
 * thread, judge.ts) that records and judges the settled ones. Listeners hear every change as it
 * happens, in order.
 */
export class TapSession {
  private pending = new Map<string, TapPending>();
  private listeners = new Set<TapListener>();
  private readonly judge: JudgeLink;

  constructor(limits: TapLimits) {
    this.judge = new JudgeLink(limits);
  }

  /** The records so far (oldest first) and the exchanges in flight, once everything sent before is judged. */
  async snapshot(): Promise<{ records: TapRecord[]; pending: TapPending[] }> {
    const reply = this.judge.started ? await this.judge.ask({ kind: 'records' }) : { records: [] };
    return { records: reply.records ?? [], pending: [...this.pending.values()] };
  }

  /**
   * Starts following: `listener` first gets the hello line (the endpoints and the session so far),
   * then every change after it, none missed or repeated. Returns the unsubscribe.
   */
  async follow(taps: readonly TapInfo[], listener: TapListener): Promise<() => void> {
    const reply = this.judge.started ? await this.judge.ask({ kind: 'records' }) : { records: [] };
    // Still inside the reply's turn: no later line can have been emitted yet.
    const hello: TapEvent = {
      t: 'hello',
      taps: [...taps],
      records: reply.records ?? [],
      pending: [...this.pending.values()],
    };
    listener(ndjsonLine(hello));
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** An exchange is in flight. */
  started(captured: CapturedExchange): void {
    const pending: TapPending = {
      id: captured.id,
      tap: captured.tap,
      startedAt: new Date(captured.startedAt).toISOString(),
      httpMethod: captured.httpMethod,
      rpcMethod: rpcMethodOf(captured.requestBody.toString('utf8')),
      url: captured.url,
    };
    this.pending.set(captured.id, pending);
    this.emit([ndjsonLine({ t: 'started', pending } satisfies TapEvent)]);
  }

  /**
   * An exchange ended: the judge records and judges it; its bytes leave the tap's budget once it has.
   * It stays in flight until the judge publishes it (an HTTP+SSE POST waits for its answer on the stream).
   */
  settled(captured: CapturedExchange): void {
    const { release, ...data } = captured;
    void this.judge.ask({ kind: 'settled', captured: data satisfies CapturedData }).then((reply) => {
      release();
      this.published(reply);
    });
  }

  /** More bytes of an HTTP+SSE stream: the judge joins the answers on it to the POSTs waiting for them. */
  streamed(stream: string, chunk: Buffer): void {
    void this.judge.ask({ kind: 'stream', stream, chunk }).then((reply) => this.published(reply));
  }

  /** Empties the session (the page's Clear): the session rules start over too. */
  async clear(): Promise<void> {
    this.emit(this.judge.started ? (await this.judge.ask({ kind: 'clear' })).lines : [ndjsonLine({ t: 'cleared' })]);
  }

  /** Resolves once everything settled so far is judged and told. */
  async flush(): Promise<void> {
    if (this.judge.started) await this.judge.ask({ kind: 'ping' });
  }

  close(): void {
    this.judge.close();
  }

  private published(reply: { lines: string[]; published?: string[] }): void {
    for (const id of reply.published ?? []) this.pending.delete(id);
    this.emit(reply.lines);
  }

  private emit(lines: readonly string[]): void {
    if (this.listeners.size === 0) return;
    for (const line of lines) for (const listener of this.listeners) listener(line);
  }
}
