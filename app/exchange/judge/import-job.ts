import { judgeEntries } from '../files/imported-entry';
import { importFile } from '../files/session-file';
import { planImport } from '../history/import-plan';
import { type ExchangeRecord } from '../../../src/index';

/** An import read, planned and judged: the records to add, and what was left out and why. */
export interface ImportResult {
  records: ExchangeRecord[];
  duplicates: number;
  overCap: number;
  skipped: number;
}

/**
 * Reads a file, keeps what fits beside `existing` (never dropping any of them) and judges only that.
 * Throws HarImportError when the file is not one we read.
 */
export function runImport(text: string, existing: readonly ExchangeRecord[], now: string): ImportResult {
  const { entries, skipped } = importFile(text, now);
  const plan = planImport(entries, existing);
  const records = judgeEntries(plan.kept, () => crypto.randomUUID());
  return { records, duplicates: plan.duplicates, overCap: plan.overCap, skipped };
}
