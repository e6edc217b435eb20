import { openDB, type IDBPDatabase } from 'idb';
import { laterTask } from '../../state/later-task';
import { isSecretHeaderName, maskCredentialFields, restoredRecord, type ExchangeRecord } from '../../../src/index';

/** The history keeps at most this many exchanges and this many characters of bodies; the oldest go first. */
export const HISTORY_MAX_ENTRIES = 500;
export const HISTORY_MAX_CHARS = 25_000_000;

/** The IndexedDB database that holds the history (the browser tests clear it for a clean tab). */
export const HISTORY_DB_NAME = 'shape-inspector-live';
const STORE = 'exchanges';
/** Written in place of a secret header value when the user has not opted in to keeping secrets. */
export const NOT_SAVED = '(not saved)';

let db: Promise<IDBPDatabase> | null = null;

function open(): Promise<IDBPDatabase> {
  db ??= openDB(HISTORY_DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore(STORE, { keyPath: 'id' }).createIndex('startedAt', 'startedAt');
    },
    // Another tab upgrading or deleting the history must not wait on this one: let go, reopen on next use.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      db = null;
    },
    terminated() {
      db = null;
    },
  });
  return db;
}

/** A record as saved: secret header values and credential fields of bodies replaced unless the user opted in. */
export function scrubForStorage(record: ExchangeRecord, keepSecrets: boolean): ExchangeRecord {
  if (keepSecrets) return record;
  const scrub = (h: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(h).map(([k, v]) => [k, isSecretHeaderName(k) ? NOT_SAVED : maskCredentialFields(v, NOT_SAVED)]),
    );
  return {
    ...record,
    request: {
      ...record.request,
      headers: scrub(record.request.headers),
      body: maskCredentialFields(record.request.body, NOT_SAVED),
    },
    ...(record.response
      ? {
          response: {
            ...record.response,
            headers: scrub(record.response.headers),
            body: maskCredentialFields(record.response.body, NOT_SAVED),
          },
        }
      : {}),
  };
}

export const sizeOf = (r: ExchangeRecord) => r.request.body.length + (r.response?.body.length ?? 0);

// When each record entered this history: the caps drop by this rank, never by a date a file claims.
const entered = new Map<string, number>();
let lastEntered = 0;

/** Marks records (newest first) as entering the history now, the first as the newest. */
export function markEntered(records: readonly ExchangeRecord[]): void {
  for (const record of [...records].reverse()) {
    if (entered.has(record.id)) continue;
    lastEntered = Math.max(Date.now(), lastEntered + 1);
    entered.set(record.id, lastEntered);
  }
}

/** A record's entry rank; one never marked (an older save) ranks by its start time. */
const rankOf = (r: ExchangeRecord) => entered.get(r.id) ?? (Date.parse(r.startedAt) || 0);

/** Whether a record alone is larger than the history's size cap: it is not kept, and costs no other record its place. */
export const tooBigToKeep = (r: ExchangeRecord) => sizeOf(r) > HISTORY_MAX_CHARS;

/**
 * Which records to drop so the rest fit both caps: each record larger than the size cap alone, and
 * those that entered the history first past the caps (a record too big to keep never pushes others out).
 */
export function overCap(records: readonly ExchangeRecord[]): ExchangeRecord[] {
  const sorted = [...records].sort((a, b) => rankOf(b) - rankOf(a));
  let chars = 0;
  let entries = 0;
  return sorted.filter((r) => {
    if (tooBigToKeep(r)) return true;
    chars += sizeOf(r);
    entries++;
    return entries > HISTORY_MAX_ENTRIES || chars > HISTORY_MAX_CHARS;
  });
}

/** Every saved exchange, newest first; an unreadable database yields an empty history and a reason. */
export async function loadHistory(): Promise<{ records: ExchangeRecord[]; error?: string }> {
  try {
    const all = ((await (await open()).getAll(STORE)) as unknown[]).filter(isRecord);
    for (const { id, enteredAt } of all)
      if (typeof enteredAt === 'number' && Number.isFinite(enteredAt)) entered.set(id, enteredAt);
    const records = all
      .map(({ enteredAt: _rank, ...record }) => restoredRecord(record))
      .sort((a, b) => rankOf(b) - rankOf(a));
    return { records };
  } catch (error) {
    return { records: [], error: `The saved history could not be read (${(error as Error).message}).` };
  }
}

// Counts the clears: a save that waited for its task across a clear must not write the cleared exchanges back.
let clears = 0;

/** Saves exchanges and trims the history to its caps; returns how many old entries were dropped. */
export async function saveExchanges(
  added: readonly ExchangeRecord[],
  all: readonly ExchangeRecord[],
  keepSecrets: boolean,
): Promise<number> {
  const clearsBefore = clears;
  // The page first shows what was added: writing a 10 MB answer is a task of its own, not part of that one.
  await laterTask();
  if (clears !== clearsBefore) return 0;
  const database = await open();
  const tx = database.transaction(STORE, 'readwrite');
  const dropped = overCap(all);
  const gone = new Set(dropped.map((r) => r.id));
  for (const record of added)
    if (!gone.has(record.id))
      await tx.store.put({ ...scrubForStorage(record, keepSecrets), enteredAt: rankOf(record) });
  for (const record of dropped) await tx.store.delete(record.id);
  await tx.done;
  return dropped.length;
}

/**
 * Saves what has arrived so far of an exchange still in flight (a later save of the same id replaces
 * it), so a reload keeps a long answer's beginning. Best effort: a failed write loses only this copy.
 */
export async function savePartial(record: ExchangeRecord, keepSecrets: boolean): Promise<void> {
  // An answer past the cap will not be kept: an endless one is not written again and again.
  if (tooBigToKeep(record)) return;
  try {
    await (await open()).put(STORE, { ...scrubForStorage(record, keepSecrets), enteredAt: rankOf(record) });
  } catch {
    // The settled record is saved (and any failure reported) when the exchange ends.
  }
}

/** Removes every saved exchange. */
export async function clearHistory(): Promise<void> {
  clears++;
  await (await open()).clear(STORE);
}

function isRecord(value: unknown): value is ExchangeRecord & { enteredAt?: unknown } {
  const r = value as Partial<ExchangeRecord> | null;
  return !!r && typeof r.id === 'string' && typeof r.startedAt === 'string' && typeof r.request?.body === 'string';
}
