import { validateJson, type SchemaVerdict } from '../../../../src/index';

/** Values to judge against their schemas in the judge worker (the page may not compile code). */
export interface SchemaJob {
  kind: 'schema';
  seq: number;
  items: { schema: unknown; value: unknown }[];
}

/** One verdict per item, in order. */
export interface SchemaReply {
  kind: 'schema';
  seq: number;
  verdicts: SchemaVerdict[];
}

/** Answers a schema job in the worker (JSON Schema 2020-12, Ajv); never throws. */
export function answerSchemaJob(job: SchemaJob, post: (reply: SchemaReply) => void): void {
  post({ kind: 'schema', seq: job.seq, verdicts: job.items.map((item) => validateJson(item.schema, item.value)) });
}
