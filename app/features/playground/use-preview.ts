import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { failedVerdict } from './model/checker-failure';
import { computePreview, type Preview, type PreviewOk } from './model/compute-preview';
import type { PlaygroundInput } from './model/input';
import type { Verdict } from './model/verdict';
import { failedReply, mergeReply, type WorkerReply, type WorkerRequest } from './model/worker-protocol';

/** Inputs above this size are shaped in the Web Worker instead of on the main thread. */
export const WORKER_THRESHOLD = 256 * 1024;

export interface PreviewState {
  preview: Preview | null;
  /** The last successful preview, kept visible while the input has an error. */
  lastGood: PreviewOk | null;
  /** The checker's verdict on `lastGood`'s input (null while it runs; a failure verdict if the job stopped). */
  verdict: Verdict | null;
  pending: boolean;
  /** Set when the worker job stopped: why. The verdict (and a large input's preview) say so too. */
  failure: string | null;
  /** Starts a fresh worker and runs the current job again. */
  retry: () => void;
}

// The mounted playground's retry, for the "Retry the checker" command.
let retryCurrent: (() => void) | null = null;

/**
 * Runs the checker (and a large input's preview) again in a fresh worker; false when there is no playground.
 *
 * @example
 * // True on the playground screen (its preview registers the retry); here no playground is mounted:
 * retryChecker() // => false
 */
export function retryChecker(): boolean {
  retryCurrent?.();
  return retryCurrent !== null;
}

/** Shapes the input (inline when small, in the worker when large) and judges the output in the worker. */
export function usePreview(input: PlaygroundInput): PreviewState {
  const deferred = useDeferredValue(input);
  const large = deferred.text.length > WORKER_THRESHOLD;
  const inline = useMemo(() => (large ? null : computePreview(deferred)), [deferred, large]);
  const worker = useWorker(deferred, large);
  const preview = large ? (worker.preview ?? null) : inline;
  // Remember the last good preview and its verdict across inputs with errors (state derived during render).
  const [kept, setKept] = useState<{ lastGood: PreviewOk | null; verdict: Verdict | null }>({
    lastGood: null,
    verdict: null,
  });
  const next = {
    lastGood: preview?.ok ? preview : kept.lastGood,
    verdict: preview?.ok ? worker.verdict : (worker.verdict ?? kept.verdict),
  };
  if (next.lastGood !== kept.lastGood || next.verdict !== kept.verdict) setKept(next);
  return {
    preview,
    lastGood: next.lastGood,
    verdict: next.verdict,
    pending: deferred !== input || worker.pending,
    failure: worker.failure,
    retry: worker.retry,
  };
}

function startWorker(): Worker | null {
  try {
    return new Worker(new URL('../../workers/judge.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null; // No module workers here (old browser, test DOM): answer on the main thread.
  }
}

// Loaded lazily so the checker stays out of the first chunk even on this path.
async function answerWithoutWorker(message: WorkerRequest): Promise<WorkerReply> {
  try {
    const { answerRequest } = await import('./model/worker-answer');
    return answerRequest(message);
  } catch (error) {
    return failedReply(message.seq, error); // the chunk did not load
  }
}

/** What a reply means for the page: a failed job gets a verdict (and a preview) that say so. */
function readReply(reply: WorkerReply): { preview?: Preview; verdict: Verdict | null; failure: string | null } {
  if (reply.failure === undefined)
    return { ...(reply.preview ? { preview: reply.preview } : {}), verdict: reply.verdict, failure: null };
  const problem = {
    title: 'The preview worker stopped',
    message: `${reply.failure}. Retry with Shift+Alt+R, or edit the input.`,
  };
  return { preview: { ok: false, problem }, verdict: failedVerdict(reply.failure), failure: reply.failure };
}

function useWorker(
  input: PlaygroundInput,
  wantPreview: boolean,
): { preview?: Preview; verdict: Verdict | null; pending: boolean; failure: string | null; retry: () => void } {
  const [reply, setReply] = useState<WorkerReply | null>(null);
  const [sent, setSent] = useState(0);
  const [generation, setGeneration] = useState(0);
  const worker = useRef<Worker | null>(null);
  const seq = useRef(0);
  useEffect(() => {
    const w = startWorker();
    if (!w) return;
    w.onmessage = (event: MessageEvent<WorkerReply>) => {
      const next = event.data;
      if (next.seq === seq.current) setReply((held) => mergeReply(held, next));
    };
    // An uncaught error or a reply that cannot be read ends the current job with a failure.
    w.onerror = (event: ErrorEvent) => {
      event.preventDefault();
      setReply(failedReply(seq.current, event.message || 'the worker stopped'));
    };
    w.onmessageerror = () => setReply(failedReply(seq.current, 'the worker sent a reply that could not be read'));
    worker.current = w;
    return () => {
      w.terminate();
      if (worker.current === w) worker.current = null;
    };
  }, [generation]);
  useEffect(() => {
    const message: WorkerRequest = { seq: ++seq.current, input, wantPreview };
    setSent(message.seq);
    if (worker.current) worker.current.postMessage(message);
    else void answerWithoutWorker(message).then((r) => r.seq === seq.current && setReply(r));
  }, [input, wantPreview, generation]);
  // A fresh worker (the old one may be stuck or dead), then the same job again.
  const retry = useCallback(() => setGeneration((g) => g + 1), []);
  useEffect(() => {
    retryCurrent = retry;
    return () => {
      if (retryCurrent === retry) retryCurrent = null;
    };
  }, [retry]);
  const current = reply?.seq === sent ? readReply(reply) : null;
  return {
    ...(current?.preview ? { preview: current.preview } : {}),
    verdict: current?.verdict ?? null,
    pending: current === null || reply?.early === true,
    failure: current?.failure ?? null,
    retry,
  };
}
