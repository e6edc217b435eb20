/// <reference lib="webworker" />
import './provide-ajv';
import { answerWorkerJob } from '../exchange/judge/worker-jobs';
import type { WorkerJob } from '../exchange/judge/judge-protocol';
import { answerInSteps } from '../features/playground/model/worker-answer';
import type { WorkerRequest } from '../features/playground/model/worker-protocol';
import { answerSchemaJob, type SchemaJob } from '../features/live/forms/schema-job';
import { answerScanJob, isScanJobMessage, type ScanJobMessage } from '../features/scan/worker/scan-job';

// The app's one worker that runs the checker (with the SDK's Zod schemas), off the main thread and out of the
// first chunk: the playground's preview, the exchange's large answers and imports, and Scan's runs. The build makes
// it an entry of the page's own build (vite.config.ts), so it loads the chunks the page has too. Jobs of the exchange carry a `kind`.
self.onmessage = (event: MessageEvent<WorkerJob | WorkerRequest | ScanJobMessage | SchemaJob>) => {
  const job = event.data;
  const post = (reply: unknown) => self.postMessage(reply);
  if (isScanJobMessage(job)) answerScanJob(job, post);
  else if ('kind' in job && job.kind === 'schema') answerSchemaJob(job, post);
  else if ('kind' in job) answerWorkerJob(job, post);
  else answerInSteps(job, post);
};
