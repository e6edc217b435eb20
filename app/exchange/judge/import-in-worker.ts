import { type ImportReply, type ImportRequest } from './import-protocol';
import type { ImportResult } from './import-job';
import { HarImportError } from '../files/har';
import { type WorkerJob } from './judge-protocol';

/**
 * Imports a file in a worker of its own (ended once it answers); where workers do not exist (tests
 * outside a browser) the same job runs here.
 */
export async function importInWorker(request: ImportRequest): Promise<ImportResult> {
  if (typeof Worker === 'undefined') {
    const { runImport } = await import('./import-job');
    return runImport(request.text, request.existing, request.now);
  }
  const worker = new Worker(new URL('../../workers/judge.worker.ts', import.meta.url), { type: 'module' });
  try {
    const reply = await new Promise<ImportReply>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<ImportReply>) => resolve(event.data);
      worker.onerror = (event) => reject(new HarImportError(`The file could not be read (${event.message}).`));
      worker.postMessage({ kind: 'import', ...request } satisfies WorkerJob);
    });
    if (!reply.ok) throw new HarImportError(reply.message);
    return reply.result;
  } finally {
    worker.terminate();
  }
}
