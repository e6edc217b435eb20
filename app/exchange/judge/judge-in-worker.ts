import { recordOfRecorded, type ExchangeRecord, type RecordContext, type RecordedExchange } from '../../../src/index';
import { type JudgeReply, type WorkerJob } from './judge-protocol';

/** Answers longer than this are judged in the worker; a small one is judged at once, here. */
export const JUDGE_IN_WORKER_CHARS = 256 * 1024;

type Pending = { resolve: (record: ExchangeRecord) => void; recorded: RecordedExchange; context: RecordContext };

// One worker for every large answer of the session, started with the first one.
let worker: Worker | null = null;
let nextSeq = 1;
const pending = new Map<number, Pending>();

/**
 * `recordOfRecorded`, off the page's thread for a large answer so the page keeps painting and answering
 * while a 10 MB body is parsed and checked. Where there is no worker, or it fails, it judges here.
 */
export function judgeRecorded(recorded: RecordedExchange, context: RecordContext): Promise<ExchangeRecord> {
  const large = recorded.response.body.length > JUDGE_IN_WORKER_CHARS;
  const judge = large ? judgeWorker() : null;
  if (!judge) return Promise.resolve(recordOfRecorded(recorded, context));
  const seq = nextSeq++;
  return new Promise((resolve) => {
    pending.set(seq, { resolve, recorded, context });
    try {
      judge.postMessage({ kind: 'judge', seq, recorded, context } satisfies WorkerJob);
    } catch {
      pending.delete(seq);
      resolve(recordOfRecorded(recorded, context));
    }
  });
}

function judgeWorker(): Worker | null {
  if (worker) return worker;
  if (typeof Worker === 'undefined') return null;
  try {
    worker = new Worker(new URL('../../workers/judge.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
  worker.onmessage = (event: MessageEvent<JudgeReply>) => {
    const reply = event.data;
    const job = pending.get(reply.seq);
    if (!job) return;
    pending.delete(reply.seq);
    job.resolve(reply.ok ? withBody(reply.record, job.recorded) : recordOfRecorded(job.recorded, job.context));
  };
  // A worker that stopped (it did not load, it ran out of memory): every answer it held is judged here.
  const failed = (event: Event) => {
    event.preventDefault();
    worker?.terminate();
    worker = null;
    const jobs = [...pending.values()];
    pending.clear();
    for (const job of jobs) job.resolve(recordOfRecorded(job.recorded, job.context));
  };
  worker.onerror = failed;
  worker.onmessageerror = failed;
  return worker;
}

// The worker sends the record back without the body the page already holds.
function withBody(record: ExchangeRecord, recorded: RecordedExchange): ExchangeRecord {
  return record.response ? { ...record, response: { ...record.response, body: recorded.response.body } } : record;
}
