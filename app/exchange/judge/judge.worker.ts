/// <reference lib="webworker" />
import { recordOfRecorded } from '../../../src/index';
import { runImport } from './import-job';
import { type ImportReply } from './import-protocol';
import { type JudgeReply, type WorkerJob } from './judge-protocol';

// A large file or a large answer is parsed and judged here, so the page keeps answering meanwhile.
self.onmessage = (event: MessageEvent<WorkerJob>) => {
  const job = event.data;
  if (job.kind === 'judge') {
    let reply: JudgeReply;
    try {
      // The page holds the body already: the record goes back without it, so 10 MB is not copied twice.
      const record = recordOfRecorded(job.recorded, job.context);
      reply = {
        seq: job.seq,
        ok: true,
        record: { ...record, response: record.response && { ...record.response, body: '' } },
      };
    } catch (error) {
      reply = { seq: job.seq, ok: false, message: (error as Error).message };
    }
    return void self.postMessage(reply);
  }
  let reply: ImportReply;
  try {
    reply = { ok: true, result: runImport(job.text, job.existing, job.now) };
  } catch (error) {
    reply = { ok: false, message: (error as Error).message };
  }
  self.postMessage(reply);
};
