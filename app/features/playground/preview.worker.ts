/// <reference lib="webworker" />
import { computePreview, type Preview } from './model/compute-preview';
import type { PlaygroundInput } from './model/input';
import { computeVerdict, type Verdict } from './model/verdict';

/** A request to the worker: shape (when the input is large) and always judge the output. */
export interface WorkerRequest {
  seq: number;
  input: PlaygroundInput;
  wantPreview: boolean;
}

/** The worker's answer; `preview` is present only when it was asked for. */
export interface WorkerReply {
  seq: number;
  preview?: Preview;
  verdict: Verdict | null;
}

// The checker (with the SDK's Zod schemas) runs here, off the main thread and out of the first chunk.
self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const { seq, input, wantPreview } = event.data;
  const preview = computePreview(input);
  const verdict = preview.ok ? computeVerdict(input, preview) : null;
  const reply: WorkerReply = wantPreview ? { seq, preview, verdict } : { seq, verdict };
  self.postMessage(reply);
};
