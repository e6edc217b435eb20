import { recordOfRecorded } from '../../../src/index';
import { runImport } from './import-job';
import { type ImportReply } from './import-protocol';
import { type JudgeReply, type WorkerJob } from './judge-protocol';

/**
 * Answers one job of the exchange's in the checker's worker (app/workers/judge.worker.ts): a large answer
 * to judge, or a file to import. Never throws: a failure is the reply.
 */
export function answerWorkerJob(job: WorkerJob, reply: (message: JudgeReply | ImportReply) => void): void {
  if (job.kind === 'judge') {
    try {
      // The page holds the body already: the record goes back without it, so 10 MB is not copied twice.
      const record = recordOfRecorded(job.recorded, job.context);
      return reply({
        seq: job.seq,
        ok: true,
        record: { ...record, response: record.response && { ...record.response, body: '' } },
      });
    } catch (error) {
      return reply({ seq: job.seq, ok: false, message: (error as Error).message });
    }
  }
  try {
    reply({ ok: true, result: runImport(job.text, job.existing, job.now) });
  } catch (error) {
    reply({ ok: false, message: (error as Error).message });
  }
}
