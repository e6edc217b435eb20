// Fuzz targets for what the Live screen reads from untrusted files and storage: the session and HAR
// import readers and the saved Live settings reader. Each throws when a contract breaks.
import fc from 'fast-check';
import { fromHar, HarImportError } from '../../app/exchange/files/har';
import { type ReadFile } from '../../app/exchange/files/imported-entry';
import { importFile } from '../../app/exchange/files/session-file';
import { MAX_SAVED_HEADER_ROWS, readSavedLive } from '../../app/features/live/state/saved-live';
import { type FuzzTarget } from './targets';

const NOW = '2026-12-01T00:00:00.000Z';
const rpcBody = fc.oneof(fc.constant('{"jsonrpc":"2.0","id":1,"method":"tools/list"}'), fc.string({ maxLength: 20 }));
const anything = fc.jsonValue({ maxDepth: 3 });

const harText = fc
  .array(
    fc.oneof(
      anything,
      fc.record({
        startedDateTime: fc.oneof(fc.constant(NOW), anything),
        time: anything,
        request: fc.oneof(
          anything,
          fc.record({ method: anything, url: anything, postData: fc.record({ text: rpcBody }) }),
        ),
        response: fc.oneof(
          anything,
          fc.record({
            status: fc.oneof(fc.integer(), anything),
            content: fc.record({ text: anything, encoding: anything }),
          }),
        ),
      }),
    ),
    { maxLength: 6 },
  )
  .map((entries) => JSON.stringify({ log: { entries } }));

const sessionText = fc
  .array(
    fc.oneof(
      anything,
      fc.record({
        startedAt: anything,
        request: fc.oneof(
          anything,
          fc.record({ url: fc.string(), body: rpcBody, method: anything, headers: anything }),
        ),
        response: fc.oneof(anything, fc.record({ status: anything, body: anything, headers: anything })),
        error: anything,
        timing: anything,
      }),
    ),
    { maxLength: 6 },
  )
  .map((exchanges) => JSON.stringify({ format: 'mcp-shape-inspector-session', version: 1, exchanges }));

/** A read file's contract: counts add up to the file's entries, every date is a real date. */
function checkRead(read: ReadFile, total: number | null): void {
  if (total !== null && read.entries.length + read.skipped !== total)
    throw new Error('entries and skipped do not add up');
  for (const entry of read.entries) {
    if (!Number.isFinite(Date.parse(entry.startedAt))) throw new Error(`startedAt ${entry.startedAt} is not a date`);
    if (typeof entry.request.body !== 'string' || typeof entry.request.url !== 'string')
      throw new Error('ill-typed request');
  }
}

/** Runs a reader that may refuse a file only with its own error, saying why. */
function readOrRefuse(read: () => ReadFile, total: number | null): void {
  let result: ReadFile;
  try {
    result = read();
  } catch (error) {
    if (error instanceof HarImportError) return;
    throw new Error(`raw error: ${(error as Error).message}`, { cause: error });
  }
  checkRead(result, total);
}

const countOf = (text: string, key: 'entries' | 'exchanges'): number | null => {
  const value = JSON.parse(text) as { log?: { entries?: unknown[] }; exchanges?: unknown[] };
  return (key === 'entries' ? value.log?.entries : value.exchanges)?.length ?? null;
};

export const harImport: FuzzTarget<string> = {
  name: 'HAR import reader',
  input: fc.oneof(harText, fc.string({ maxLength: 40 })),
  check: (text) => readOrRefuse(() => fromHar(text, NOW), text.startsWith('{"log"') ? countOf(text, 'entries') : null),
};

export const sessionImport: FuzzTarget<string> = {
  name: 'session import reader',
  input: fc.oneof(sessionText, harText, fc.string({ maxLength: 40 })),
  check: (text) =>
    readOrRefuse(() => importFile(text, NOW), text.startsWith('{"format"') ? countOf(text, 'exchanges') : null),
};

// readSavedLive falls back to the page's origin for rows saved without one; node has no page.
globalThis.window ??= { location: { origin: 'http://127.0.0.1:5173' } } as unknown as Window & typeof globalThis;

export const savedLive: FuzzTarget<unknown> = {
  name: 'saved Live settings reader',
  input: fc.oneof(
    anything,
    fc.record({ url: anything, headers: fc.array(anything, { maxLength: 300 }), params: anything, envelope: anything }),
  ),
  check(state) {
    const read = readSavedLive(state, 1);
    if (read === null) return;
    if (read.headers.length > MAX_SAVED_HEADER_ROWS) throw new Error(`${read.headers.length} header rows read back`);
    if (
      ![read.url, read.method, ...read.headers.flatMap((h) => [h.name, h.value, h.origin])].every(
        (s) => typeof s === 'string',
      )
    )
      throw new Error('a field read back is not text');
  },
};
