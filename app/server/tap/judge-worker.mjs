// Worker bootstrap: the judge is TypeScript, so the worker registers tsx before loading it.
import { register } from 'tsx/esm/api';

register();
await import('./judge-worker.ts');
