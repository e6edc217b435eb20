/// <reference lib="webworker" />
import { answerInSteps } from './model/worker-answer';
import type { WorkerReply, WorkerRequest } from './model/worker-protocol';

export type { WorkerReply, WorkerRequest } from './model/worker-protocol';

// The checker (with the SDK's Zod schemas) runs here, off the main thread and out of the first chunk.
// answerInSteps never throws, so every request gets a final reply (a failure at worst).
self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  answerInSteps(event.data, (reply: WorkerReply) => self.postMessage(reply));
};
