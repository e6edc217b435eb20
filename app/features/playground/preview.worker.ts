/// <reference lib="webworker" />
import { answerRequest, type WorkerRequest } from './model/worker-answer';

export type { WorkerReply, WorkerRequest } from './model/worker-answer';

// The checker (with the SDK's Zod schemas) runs here, off the main thread and out of the first chunk.
// answerRequest never throws, so every request gets a reply (a failure at worst).
self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  self.postMessage(answerRequest(event.data));
};
