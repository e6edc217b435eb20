import { computePreview, type Preview } from './compute-preview';
import type { PlaygroundInput } from './input';
import { failedReply } from './checker-failure';
import { computeVerdict, type Verdict } from './verdict';

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
}

/**
 * Answers one worker request; never throws: whatever stops the job becomes `failure`, so the
 * page always gets an answer instead of waiting on "checking…" forever.
 *
 * @example
 * answerRequest({ seq: 1, input: DEFAULT_INPUT, wantPreview: false }).verdict?.findings // []
 */
export function answerRequest(message: WorkerRequest, judge = computeVerdict): WorkerReply {
  const { seq, input, wantPreview } = message;
  try {
    const preview = computePreview(input);
    const verdict = preview.ok ? judge(input, preview) : null;
    return wantPreview ? { seq, preview, verdict } : { seq, verdict };
  } catch (error) {
    return failedReply(seq, error);
  }
}
