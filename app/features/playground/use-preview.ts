import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { computePreview, type Preview, type PreviewOk } from './model/compute-preview';
import type { PlaygroundInput } from './model/input';

/** Inputs above this size are shaped in a Web Worker. */
export const WORKER_THRESHOLD = 256 * 1024;

/** The preview of the current input, the last good one (kept visible on errors), and whether one is being computed. */
export function usePreview(input: PlaygroundInput): { preview: Preview | null; lastGood: PreviewOk | null; pending: boolean } {
  const deferred = useDeferredValue(input);
  const large = deferred.text.length > WORKER_THRESHOLD;
  const inline = useMemo(() => (large ? null : computePreview(deferred)), [deferred, large]);
  const worker = useWorkerPreview(large ? deferred : null);
  const preview = large ? worker.preview : inline;
  const lastGood = useRef<PreviewOk | null>(null);
  if (preview?.ok) lastGood.current = preview;
  return { preview, lastGood: lastGood.current, pending: deferred !== input || (large && worker.pending) };
}

function useWorkerPreview(input: PlaygroundInput | null): { preview: Preview | null; pending: boolean } {
  const [state, setState] = useState<{ seq: number; preview: Preview | null }>({ seq: 0, preview: null });
  const worker = useRef<Worker | null>(null);
  const seq = useRef(0);
  useEffect(() => () => worker.current?.terminate(), []);
  useEffect(() => {
    if (!input) return;
    worker.current ??= new Worker(new URL('./preview.worker.ts', import.meta.url), { type: 'module' });
    const w = worker.current;
    const mine = ++seq.current;
    const onMessage = (event: MessageEvent<{ seq: number; preview: Preview }>) => {
      if (event.data.seq === seq.current) setState({ seq: event.data.seq, preview: event.data.preview });
    };
    w.addEventListener('message', onMessage);
    w.postMessage({ seq: mine, input });
    return () => w.removeEventListener('message', onMessage);
  }, [input]);
  return { preview: state.preview, pending: input !== null && state.seq !== seq.current };
}
