import { fromHar, HarImportError } from './har';
import { type ImportedEntry, type ReadFile, validDate } from './imported-entry';
import { maskBody, maskHeaders, maskUrl } from '../model/secrets';
import { rpcRequestOf, type ExchangeRecord } from '../../../src/index';

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
            request: {
              ...r.request,
              url: maskUrl(r.request.url),
              headers: maskHeaders(r.request.headers),
              body: maskBody(r.request.body),
            },
            ...(r.response
              ? {
                  response: {
                    ...r.response,
                    headers: maskHeaders(r.response.headers),
                    body: maskBody(r.response.body),
                  },
                }
              : {}),
          },
    ),
  };
}

/**
 * Reads a file the user picked: our session export or a HAR file. An entry that cannot be read is
 * skipped and counted; a timestamp that is not a date becomes `now`. Nothing is judged here.
 */
export function importFile(text: string, now: string): ReadFile {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new HarImportError(`This file is not JSON (${(error as Error).message}).`);
  }
  if (isObject(value) && value['format'] === FORMAT) {
    const list = value['exchanges'];
    if (!Array.isArray(list)) throw new HarImportError('This session file has no exchanges list.');
    const entries: ImportedEntry[] = [];
    for (const item of list) {
      const entry = readEntry(item, now);
      if (entry) entries.push(entry);
    }
    return { entries, skipped: list.length - entries.length };
  }
  return fromHar(text, now);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';

/** One exchange of a session file, or null when a field it needs has the wrong type. */
function readEntry(item: unknown, now: string): ImportedEntry | null {
  if (!isObject(item) || !isObject(item['request'])) return null;
  const req = item['request'];
  if (!isString(req['body']) || !isString(req['url'])) return null;
  const request = {
    url: req['url'],
    method: isString(req['method']) ? req['method'] : 'POST',
    headers: stringMap(req['headers']),
    body: req['body'],
  };
  const res = item['response'];
  const response =
    isObject(res) && isString(res['body']) && typeof res['status'] === 'number'
      ? {
          status: res['status'],
          statusText: isString(res['statusText']) ? res['statusText'] : '',
          headers: stringMap(res['headers']),
          body: res['body'],
        }
      : null;
  const err = item['error'];
  const error =
    isObject(err) && isString(err['message'])
      ? { code: isString(err['code']) ? err['code'] : 'error', message: err['message'] }
      : undefined;
  const timing = isObject(item['timing']) ? item['timing']['totalMs'] : 0;
  // Parsed once here; a body that names no method keeps the method the file stored.
  const rpc = rpcRequestOf(request.body);
  return {
    startedAt: validDate(item['startedAt'], now),
    source: 'imported',
    rpc: rpc.method || !isString(item['rpcMethod']) ? rpc : { ...rpc, method: item['rpcMethod'] },
    request,
    response,
    ...(error ? { error } : {}),
    timing: { totalMs: typeof timing === 'number' && Number.isFinite(timing) ? timing : 0 },
  };
}

function stringMap(value: unknown): Record<string, string> {
  if (!isObject(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => isString(e[1])));
}
