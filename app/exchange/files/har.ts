import { type ImportedEntry, type ReadFile, validDate } from './imported-entry';
import { maskBody, maskHeaders, maskUrl } from '../model/secrets';
import { CLIENT_INFO, rpcRequestOf, type ExchangeRecord } from '../../../src/index';

interface HarHeader {
  name: string;
  value: string;
}

const toHarHeaders = (headers: Readonly<Record<string, string>>): HarHeader[] =>
  Object.entries(headers).map(([name, value]) => ({ name, value }));

/**
 * A HAR 1.2 log of recorded exchanges (secrets masked unless `reveal`), as browsers' devtools read it.
 */
export function toHar(records: readonly ExchangeRecord[], { reveal = false } = {}): object {
  const headers = (h: Record<string, string>) => toHarHeaders(reveal ? h : maskHeaders(h));
  const body = (text: string) => (reveal ? text : maskBody(text));
  return {
    log: {
      version: '1.2',
      creator: { name: 'MCP Shape Inspector', version: CLIENT_INFO.version },
      entries: records.map((r) => ({
        startedDateTime: r.startedAt,
        time: r.timing.totalMs,
        request: {
          method: r.request.method,
          url: reveal ? r.request.url : maskUrl(r.request.url),
          httpVersion: 'HTTP/1.1',
          headers: headers(r.request.headers),
          queryString: [],
          cookies: [],
          headersSize: -1,
          bodySize: r.request.body.length,
          postData: { mimeType: r.request.headers['Content-Type'] ?? 'application/json', text: body(r.request.body) },
        },
        response: {
          status: r.response?.status ?? 0,
          statusText: r.response?.statusText ?? (r.error?.message || ''),
          httpVersion: 'HTTP/1.1',
          headers: headers(r.response?.headers ?? {}),
          cookies: [],
          content: {
            size: r.response?.body.length ?? 0,
            mimeType: r.response?.headers['content-type'] ?? '',
            text: body(r.response?.body ?? ''),
          },
          redirectURL: '',
          headersSize: -1,
          bodySize: r.response?.body.length ?? -1,
        },
        cache: {},
        timings: { send: 0, wait: r.timing.firstByteMs ?? r.timing.totalMs, receive: 0 },
        ...(r.error ? { _error: r.error } : {}),
      })),
    },
  };
}

/** Why a HAR file could not be read: said to the user as is. */
export class HarImportError extends Error {}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const headerMap = (list: unknown): Record<string, string> =>
  Object.fromEntries(
    (Array.isArray(list) ? list : [])
      .filter((h): h is HarHeader => isObject(h) && typeof h['name'] === 'string' && typeof h['value'] === 'string')
      .map((h) => [h.name, h.value]),
  );

/**
 * Reads a HAR file (from a browser's devtools, or our own export) and returns every MCP exchange in it
 * (a POST whose body is a JSON-RPC message), not judged yet. Anything else in the file is skipped.
 * A timestamp that is not a date becomes `now`.
 */
export function fromHar(text: string, now: string): ReadFile {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new HarImportError(`This file is not JSON, so it is not a HAR file (${(error as Error).message}).`);
  }
  const entries = isObject(value) && isObject(value['log']) ? value['log']['entries'] : undefined;
  if (!Array.isArray(entries)) throw new HarImportError('This JSON file has no log.entries, so it is not a HAR file.');
  const read: ImportedEntry[] = [];
  let skipped = 0;
  for (const entry of entries) {
    const record = isObject(entry) ? entryOf(entry, now) : null;
    if (record) read.push(record);
    else skipped++;
  }
  return { entries: read, skipped };
}

function entryOf(entry: Record<string, unknown>, now: string): ImportedEntry | null {
  const req = isObject(entry['request']) ? entry['request'] : null;
  const res = isObject(entry['response']) ? entry['response'] : null;
  const body = req && isObject(req['postData']) ? str(req['postData']['text']) : '';
  const rpc = rpcRequestOf(body);
  if (!req || !res || !rpc.method) return null;
  const content = isObject(res['content']) ? res['content'] : {};
  const responseText = content['encoding'] === 'base64' ? safeAtob(str(content['text'])) : str(content['text']);
  const status = typeof res['status'] === 'number' ? res['status'] : 0;
  const partial = {
    request: { url: str(req['url']), method: str(req['method']) || 'POST', headers: headerMap(req['headers']), body },
    response:
      status > 0
        ? { status, statusText: str(res['statusText']), headers: headerMap(res['headers']), body: responseText }
        : null,
  };
  const error = status > 0 ? undefined : { code: 'no-response', message: 'The HAR entry has no response.' };
  return {
    startedAt: validDate(entry['startedDateTime'], now),
    source: 'imported',
    rpc,
    ...partial,
    ...(error ? { error } : {}),
    timing: { totalMs: typeof entry['time'] === 'number' && Number.isFinite(entry['time']) ? entry['time'] : 0 },
  };
}

function safeAtob(text: string): string {
  try {
    return new TextDecoder().decode(Uint8Array.from(atob(text), (c) => c.charCodeAt(0)));
  } catch {
    return '';
  }
}
