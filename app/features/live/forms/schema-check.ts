import type { SchemaVerdict } from '../../../../src/index';
import type { SchemaJob, SchemaReply } from './schema-job';

// The page may not compile code (its policy), so Ajv runs in a judge worker of its own: the same script
// as the exchange's judge, whose policy allows it; started with the first check.
let worker: Worker | null = null;
let nextSeq = 1;
const pending = new Map<number, { resolve: (verdicts: SchemaVerdict[]) => void; count: number }>();

const UNJUDGED: SchemaVerdict = { kind: 'unjudged', reason: 'the schema checker could not start here' };

/**
 * Each value judged against its JSON Schema 2020-12 off the page, in order. Never rejects: without a
 * worker (or when it fails) every verdict is `unjudged` with the reason.
 */
export function checkAgainstSchemas(items: SchemaJob['items']): Promise<SchemaVerdict[]> {
  const w = schemaWorker();
  if (!w || items.length === 0) return Promise.resolve(items.map(() => UNJUDGED));
  const seq = nextSeq++;
  return new Promise((resolve) => {
    pending.set(seq, { resolve, count: items.length });
    try {
      w.postMessage({ kind: 'schema', seq, items } satisfies SchemaJob);
    } catch {
      pending.delete(seq);
      resolve(items.map(() => ({ kind: 'unjudged', reason: 'a value could not be passed to the checker' })));
    }
  });
}

function schemaWorker(): Worker | null {
  if (worker) return worker;
  if (typeof Worker === 'undefined') return null;
  try {
    worker = new Worker(new URL('../../../workers/judge.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
  worker.onmessage = (event: MessageEvent<SchemaReply>) => {
    const done = pending.get(event.data.seq);
    pending.delete(event.data.seq);
    done?.resolve(event.data.verdicts);
  };
  const failed = (event: Event) => {
    event.preventDefault();
    worker?.terminate();
    worker = null;
    for (const done of pending.values()) done.resolve(Array.from({ length: done.count }, () => UNJUDGED));
    pending.clear();
  };
  worker.onerror = failed;
  worker.onmessageerror = failed;
  return worker;
}
