/// <reference lib="webworker" />
import { computePreview } from './model/compute-preview';
import type { PlaygroundInput } from './model/input';

// Large inputs are shaped here with the same library functions, so typing never blocks.
self.onmessage = (event: MessageEvent<{ seq: number; input: PlaygroundInput }>) => {
  const { seq, input } = event.data;
  self.postMessage({ seq, preview: computePreview(input) });
};
