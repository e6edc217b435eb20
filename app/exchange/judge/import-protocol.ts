// The messages between the history and the judge worker's import; no checker code (the main chunk imports it).
import { type ExchangeRecord } from '../../../src/index';
import type { ImportResult } from './import-job';

/** A file to import beside the history's `existing` exchanges. */
export interface ImportRequest {
  text: string;
  existing: readonly ExchangeRecord[];
  now: string;
}

/** The import done, or why the file could not be read (said to the user as is). */
export type ImportReply = { ok: true; result: ImportResult } | { ok: false; message: string };
