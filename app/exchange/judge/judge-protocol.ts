// The messages between the page and its judge worker; no checker code (the main chunk imports it).
import { type ExchangeRecord, type RecordContext, type RecordedExchange } from '../../../src/index';
import { type ImportRequest } from './import-protocol';

/** A large answer to judge off the page's thread, numbered so its reply finds its caller. */
export interface JudgeRequest {
  seq: number;
  recorded: RecordedExchange;
  context: RecordContext;
}

/** The judged record (its response body left out: the page has it), or why the worker could not judge it. */
export type JudgeReply =
  | { seq: number; ok: true; record: ExchangeRecord }
  | { seq: number; ok: false; message: string };

/** What the worker is asked: a file to import, or an answer to judge. */
export type WorkerJob = ({ kind: 'import' } & ImportRequest) | ({ kind: 'judge' } & JudgeRequest);
