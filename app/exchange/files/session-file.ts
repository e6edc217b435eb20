import { fromHar, HarImportError } from './har';
import { maskHeaders } from '../model/secrets';
import { type ExchangeRecord, judgeRecord } from '../../../src/index';

const FORMAT = 'mcp-shape-inspector-session';

/** An exported session (secrets masked unless `reveal`): our own JSON format, re-importable. */
export function toSessionFile(records: readonly ExchangeRecord[], { reveal = false } = {}): object {
  return {
    format: FORMAT,
    version: 1,
    exchanges: records.map((r) =>
      reveal
        ? r
        : {
            ...r,
            request: { ...r.request, headers: maskHeaders(r.request.headers) },
            ...(r.response ? { response: { ...r.response, headers: maskHeaders(r.response.headers) } } : {}),
          },
    ),
  };
}

/**
 * Reads a file the user picked: our session export or a HAR file. Every exchange is judged again
 * by this version of the checker (a file's stored findings are not trusted).
 */
export function importFile(text: string, newId: () => string): { records: ExchangeRecord[]; skipped: number } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new HarImportError(`This file is not JSON (${(error as Error).message}).`);
  }
  if (typeof value === 'object' && value !== null && (value as { format?: unknown }).format === FORMAT) {
    const list = (value as { exchanges?: unknown }).exchanges;
    if (!Array.isArray(list)) throw new HarImportError('This session file has no exchanges list.');
    const records: ExchangeRecord[] = [];
    let skipped = 0;
    for (const item of list) {
      const record = readRecord(item, newId);
      if (record) records.push(record);
      else skipped++;
    }
    return { records, skipped };
  }
  return fromHar(text, newId);
}

function readRecord(item: unknown, newId: () => string): ExchangeRecord | null {
  if (typeof item !== 'object' || item === null) return null;
  const r = item as Partial<ExchangeRecord>;
  const req = r.request;
  if (!req || typeof req.body !== 'string' || typeof req.url !== 'string') return null;
  const request = {
    url: req.url,
    method: String(req.method ?? 'POST'),
    headers: stringMap(req.headers),
    body: req.body,
  };
  const res = r.response;
  const response =
    res && typeof res.body === 'string' && typeof res.status === 'number'
      ? {
          status: res.status,
          statusText: String(res.statusText ?? ''),
          headers: stringMap(res.headers),
          body: res.body,
        }
      : null;
  const error =
    r.error && typeof r.error.message === 'string'
      ? { code: String(r.error.code), message: r.error.message }
      : undefined;
  return {
    id: newId(),
    startedAt: typeof r.startedAt === 'string' ? r.startedAt : new Date(0).toISOString(),
    source: 'imported',
    rpcMethod: typeof r.rpcMethod === 'string' ? r.rpcMethod : '',
    request,
    response,
    ...(error ? { error } : {}),
    timing: { totalMs: Number(r.timing?.totalMs) || 0 },
    ...judgeRecord({ request, response, ...(error ? { error } : {}) }),
  };
}

function stringMap(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
}
