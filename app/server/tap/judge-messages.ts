import type { CapturedData } from './forward';
import type { TapLimits } from './limits';
import type { TapRecord } from './protocol';

/** What the tap's main thread asks its judge (in order; each gets one reply with the same `seq`). */
export type JudgeRequest =
  | { seq: number; kind: 'init'; limits: TapLimits }
  | { seq: number; kind: 'settled'; captured: CapturedData }
  /** More bytes of an HTTP+SSE stream (after its endpoint event): the answers on it are joined to POSTs. */
  | { seq: number; kind: 'stream'; stream: string; chunk: Uint8Array }
  | { seq: number; kind: 'clear' }
  | { seq: number; kind: 'records' }
  /** Answered once everything before it is. */
  | { seq: number; kind: 'ping' };

/** The judge's reply: the feed's event lines the request caused, or the records so far. */
export interface JudgeReply {
  seq: number;
  lines: string[];
  /** The exchanges the lines published (no longer in flight). */
  published?: string[];
  records?: TapRecord[];
  error?: string;
}
