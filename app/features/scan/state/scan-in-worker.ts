import type { ScanProgress, ScanReport } from '../../../../src/index';
import type { ScanJob, ScanJobMessage, ScanJobReply } from '../worker/scan-job';

/** The worker ended without its report; `midway` when it had taken the job, so a rerun would probe twice. */
export class ScanWorkerStopped extends Error {
  constructor(readonly midway: boolean) {
    super(midway ? 'the scan worker stopped before its report' : 'no scan worker could start');
  }
}

/**
 * Runs a scan in a worker of the checker's script (app/workers/judge.worker.ts), whose policy lets it
 * compile JSON Schemas: the report then holds R-TOOLS-12/13 as the CLI's does. A worker per scan; `signal`
 * asks it to stop (its partial report follows). Rejects when no worker can run it, so the caller scans
 * on the page instead (`ScanWorkerStopped`, `midway` false).
 */
export function scanInWorker(
  job: Omit<ScanJob, 'kind'>,
  signal: AbortSignal,
  onProgress: (progress: ScanProgress) => void,
): Promise<ScanReport> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('../../../workers/judge.worker.ts', import.meta.url), { type: 'module' });
    } catch (error) {
      return reject(Object.assign(new ScanWorkerStopped(false), { cause: error }));
    }
    let midway = false;
    const send = (message: ScanJobMessage) => worker.postMessage(message);
    const stop = () => send({ kind: 'scan-stop' });
    const end = () => (signal.removeEventListener('abort', stop), worker.terminate());
    worker.onmessage = (event: MessageEvent<ScanJobReply>) => {
      const reply = event.data;
      midway = true;
      if (reply.kind === 'scan-started') return;
      if (reply.kind === 'scan-progress') return onProgress(reply.progress);
      end();
      resolve(reply.report);
    };
    const failed = (event: Event) => (event.preventDefault(), end(), reject(new ScanWorkerStopped(midway)));
    worker.onerror = failed;
    worker.onmessageerror = failed;
    signal.addEventListener('abort', stop);
    send({ kind: 'scan', ...job });
    if (signal.aborted) stop();
  });
}
