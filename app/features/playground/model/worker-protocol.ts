// The messages between the playground and its preview worker; no checker code (the main chunk imports it).
import type { Preview } from './compute-preview';
import type { PlaygroundInput } from './input';
import type { Verdict } from './verdict';

/** A request to the preview worker: shape (when the input is large) and always judge the output. */
export interface WorkerRequest {
  seq: number;
  input: PlaygroundInput;
  wantPreview: boolean;
}

/** The worker's answer; `preview` is present only when it was asked for, `failure` when the job stopped. */
export interface WorkerReply {
  seq: number;
  preview?: Preview;
  verdict: Verdict | null;
  /** Why the job could not finish (an exception, a worker that stopped): shown with a retry. */
  failure?: string;
  /** Set on the preview sent ahead of the verdict; the final reply for the same seq follows. */
  early?: true;
}

/**
 * Merges a reply into the one already held for the same job (the early preview, then the verdict).
 *
 * @example
 * const early = answerRequest({ seq: 1, input: DEFAULT_INPUT, wantPreview: true });
 * const merged = mergeReply({ ...early, verdict: null, early: true }, { seq: 1, verdict: early.verdict });
 * [merged.preview === early.preview, merged.verdict === early.verdict, 'early' in merged] // => [true, true, false]
 */
export function mergeReply(held: WorkerReply | null, next: WorkerReply): WorkerReply {
  if (held?.seq !== next.seq) return next;
  const { early: _, ...rest } = { ...held, ...next };
  return next.early ? { ...rest, early: true } : rest;
}

/**
 * The reply for a job that stopped: the reason in at most 200 characters.
 *
 * @example
 * failedReply(3, new RangeError('Maximum call stack size exceeded')).failure // => 'the input is nested too deeply for the worker'
 */
export function failedReply(seq: number, error: unknown): WorkerReply {
  let reason: string;
  try {
    reason =
      error instanceof RangeError
        ? 'the input is nested too deeply for the worker'
        : error instanceof Error
          ? String(error.message)
          : String(error);
  } catch {
    reason = 'an unprintable exception';
  }
  return { seq, verdict: null, failure: reason.length > 200 ? `${reason.slice(0, 200)}…` : reason };
}
