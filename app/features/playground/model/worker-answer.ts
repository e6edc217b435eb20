import { computePreview, type Preview } from './compute-preview';
import { computeVerdict } from './verdict';
import { failedReply, mergeReply, type WorkerReply, type WorkerRequest } from './worker-protocol';

export type { WorkerReply, WorkerRequest } from './worker-protocol';

/**
 * Answers one worker request in up to two replies, and never throws: a large input's preview goes
 * out as soon as it is shaped (the checker's time is not paste-to-preview time), then the verdict;
 * whatever stops the job becomes `failure`, so the page never waits on "checking…" forever.
 *
 * @example
 * const replies: WorkerReply[] = [];
 * answerInSteps({ seq: 1, input: DEFAULT_INPUT, wantPreview: true }, (reply) => replies.push(reply));
 * // The preview first (marked early), then the verdict:
 * replies.map((reply) => [reply.early === true, reply.verdict === null]) // => [[true, true], [false, false]]
 */
export function answerInSteps(
  message: WorkerRequest,
  post: (reply: WorkerReply) => void,
  judge = computeVerdict,
): void {
  const { seq, input, wantPreview } = message;
  let preview: Preview;
  try {
    preview = computePreview(input);
  } catch (error) {
    post(failedReply(seq, error));
    return;
  }
  const early = wantPreview && preview.ok;
  if (early) post({ seq, preview, verdict: null, early: true });
  try {
    const verdict = preview.ok ? judge(input, preview) : null;
    post(wantPreview && !early ? { seq, preview, verdict } : { seq, verdict });
  } catch (error) {
    post(failedReply(seq, error));
  }
}

/**
 * The whole answer to one request, as the page ends up holding it (tests, the main-thread fallback).
 *
 * @example
 * answerRequest({ seq: 1, input: DEFAULT_INPUT, wantPreview: false }).verdict?.findings // => []
 */
export function answerRequest(message: WorkerRequest, judge = computeVerdict): WorkerReply {
  let held: WorkerReply | null = null;
  answerInSteps(message, (reply) => (held = mergeReply(held, reply)), judge);
  return held ?? failedReply(message.seq, 'no reply');
}
