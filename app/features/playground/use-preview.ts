import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { computePreview, type Preview, type PreviewOk } from './model/compute-preview';
import type { PlaygroundInput } from './model/input';
import type { Verdict } from './model/verdict';
import type { WorkerReply, WorkerRequest } from './preview.worker';

/** Inputs above this size are shaped in the Web Worker instead of on the main thread. */
export const WORKER_THRESHOLD = 256 * 1024;

export interface PreviewState {
  preview: Preview | null;
  /** The last successful preview, kept visible while the input has an error. */
  lastGood: PreviewOk | null;
  /** The checker's verdict on `lastGood`'s input (null while it runs). */
  verdict: Verdict | null;
  pending: boolean;
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
  return { preview, lastGood: next.lastGood, verdict: next.verdict, pending: deferred !== input || worker.pending };
}

function startWorker(): Worker | null {
  try {
    return new Worker(new URL('./preview.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null; // No module workers here (old browser, test DOM): answer on the main thread.
  }
}

// Loaded lazily so the checker stays out of the first chunk even on this path.
async function answerWithoutWorker(message: WorkerRequest): Promise<WorkerReply> {
  const { computeVerdict } = await import('./model/verdict');
  const preview = computePreview(message.input);
  const verdict = preview.ok ? computeVerdict(message.input, preview) : null;
  return message.wantPreview ? { seq: message.seq, preview, verdict } : { seq: message.seq, verdict };
}

function useWorker(
  input: PlaygroundInput,
  wantPreview: boolean,
): { preview?: Preview; verdict: Verdict | null; pending: boolean } {
  const [reply, setReply] = useState<WorkerReply | null>(null);
  const [sent, setSent] = useState(0);
  const worker = useRef<Worker | null>(null);
  const seq = useRef(0);
  useEffect(() => {
    const w = startWorker();
    if (!w) return;
    w.onmessage = (event: MessageEvent<WorkerReply>) => {
      if (event.data.seq === seq.current) setReply(event.data);
    };
    worker.current = w;
    return () => w.terminate();
  }, []);
  useEffect(() => {
    const message: WorkerRequest = { seq: ++seq.current, input, wantPreview };
    setSent(message.seq);
    if (worker.current) worker.current.postMessage(message);
    else void answerWithoutWorker(message).then((r) => r.seq === seq.current && setReply(r));
  }, [input, wantPreview]);
  const current = reply?.seq === sent ? reply : null;
  return {
    ...(current?.preview ? { preview: current.preview } : {}),
    verdict: current?.verdict ?? null,
    pending: current === null,
  };
}
