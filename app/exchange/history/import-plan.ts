import { HISTORY_MAX_CHARS, HISTORY_MAX_ENTRIES, sizeOf } from './history-db';
import { type ImportedEntry } from '../files/imported-entry';
import { maskUrl } from '../model/secrets';
import { type ExchangeRecord } from '../../../src/index';

/** What an import will do, decided before anything is judged or written: it never drops a kept exchange. */
export interface ImportPlan {
  /** The entries to judge and keep, newest first. */
  kept: ImportedEntry[];
  /** Entries already in the history (the same file imported twice). */
  duplicates: number;
  /** Entries left out because the history is full: the exchanges it holds stay. */
  overCap: number;
}

type Comparable = Pick<ExchangeRecord, 'startedAt' | 'request' | 'response'>;

/** What makes two copies of one exchange the same, whatever their ids or masked headers. */
const fingerprint = (r: Comparable) =>
  JSON.stringify([
    r.startedAt,
    r.request.method,
    maskUrl(r.request.url),
    r.request.body,
    r.response?.status,
    r.response?.body,
  ]);

/**
 * Chooses which imported entries fit beside the history's `existing` exchanges (caps of entries and
 * characters), newest first by the file's dates, skipping those already there.
 */
export function planImport(entries: readonly ImportedEntry[], existing: readonly ExchangeRecord[]): ImportPlan {
  const seen = new Set(existing.map(fingerprint));
  let roomEntries = HISTORY_MAX_ENTRIES - existing.length;
  let roomChars = HISTORY_MAX_CHARS - existing.reduce((n, r) => n + sizeOf(r), 0);
  const fresh = entries.filter((entry) => {
    const key = fingerprint(entry);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const newestFirst = fresh
    .map((entry, order) => ({ entry, order }))
    .sort((a, b) => b.entry.startedAt.localeCompare(a.entry.startedAt) || a.order - b.order)
    .map(({ entry }) => entry);
  const kept: ImportedEntry[] = [];
  for (const entry of newestFirst) {
    const size = entry.request.body.length + (entry.response?.body.length ?? 0);
    if (roomEntries <= 0 || size > roomChars) continue;
    kept.push(entry);
    roomEntries--;
    roomChars -= size;
  }
  return { kept, duplicates: entries.length - fresh.length, overCap: fresh.length - kept.length };
}

/** The one notice an import leaves: what was added, what was already there, what did not fit. */
export function importNotice(
  plan: { records: readonly unknown[]; duplicates: number; overCap: number; skipped: number },
  fileName: string,
): string {
  const { skipped } = plan;
  const parts = [`Imported and judged ${plan.records.length} MCP exchange(s) from ${fileName}`];
  if (plan.duplicates) parts.push(`${plan.duplicates} already in the history`);
  if (plan.overCap)
    parts.push(
      `${plan.overCap} not imported: the history keeps ${HISTORY_MAX_ENTRIES} exchanges (and 25 MB) and drops none of yours for an import (clear or export it first)`,
    );
  if (skipped) parts.push(`${skipped} other or unreadable entries skipped`);
  return `${parts.join('; ')}.`;
}
