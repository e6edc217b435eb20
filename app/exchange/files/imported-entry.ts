import { exchangeRecord, type ExchangeRecord, type RecordInput } from '../../../src/index';

/** An exchange read from a file, not judged yet: only the ones the history can keep are judged. */
export type ImportedEntry = Omit<RecordInput, 'id' | 'findings'> & { source: 'imported' };

/** What a file held: its readable MCP exchanges and how many entries were skipped. */
export interface ReadFile {
  entries: ImportedEntry[];
  skipped: number;
}

/** A file's timestamp as an ISO date, or `fallback` when it is not a date. */
export function validDate(value: unknown, fallback: string): string {
  const time = typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isFinite(time) ? new Date(time).toISOString() : fallback;
}

/** Judges imported entries by this version of the checker (a file's stored findings are not trusted). */
export function judgeEntries(entries: readonly ImportedEntry[], newId: () => string): ExchangeRecord[] {
  return entries.map((entry) => exchangeRecord({ id: newId(), ...entry }));
}
