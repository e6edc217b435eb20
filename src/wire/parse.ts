import { isJsonObject } from '../json/types';
import { headerValue, mediaTypeOf } from './headers';
import { jsonErrorOffset, utf8ByteCounter, utf8ByteOffset } from './json-syntax';
import { parseSse } from './sse';
import type { HeaderMap, ParsedResponse, WireMessage, WireProblem, WireResponse } from './types';

/**
 * The request field the parser needs to find the response frame.
 *
 * @example
 * const body = 'data: {"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"t","progress":1}}\n\ndata: {"jsonrpc":"2.0","id":1,"result":{"tools":[]}}\n\n';
 * parseResponseBody({ headers: { 'content-type': 'text/event-stream' }, body }, { id: 1 }).response?.frame // => 1
 */
export interface ParseRequestView {
  id?: unknown;
  /** Accepted so a request view can be passed as is; finding the frame needs only the id. */
  method?: string;
}

/**
 * Parses a response body: `application/json` (one object), `text/event-stream` (the message
 * events, comments, the one response frame matching the request id), anything else as JSON if it
 * parses. Never throws; what is wrong is listed in `problems` as neutral facts with offsets.
 *
 * @example
 * const p = parseResponseBody({ headers: { 'content-type': 'application/json' }, body: '{"jsonrpc":"2.0","id":1,"result":{}}' }, { id: 1 });
 * p.response?.value // => { jsonrpc: '2.0', id: 1, result: {} }
 * parseResponseBody({ body: '[{}]' }).problems[0]?.kind // => 'batch'
 */
export function parseResponseBody(response: WireResponse, request?: ParseRequestView | null): ParsedResponse {
  const { body, headers } = readResponse(response);
  const id = readId(request);
  const mediaType = mediaTypeOf(headerValue(headers, 'content-type'));
  const out: ParsedResponse = {
    format: 'other',
    mediaType,
    messages: [],
    response: null,
    eventIds: false,
    comments: 0,
    skipped: 0,
    bom: false,
    problems: [],
  };
  const problem = (p: WireProblem): void => void out.problems.push(p);
  const kind =
    mediaType === null
      ? sniff(body)
      : mediaType === 'application/json'
        ? 'json'
        : mediaType === 'text/event-stream'
          ? 'sse'
          : 'other';
  if (body.trim() === '') {
    out.format = 'empty';
    problem({ kind: 'empty-body', offset: 0 });
    return out;
  }
  if (headers !== undefined && mediaType === null) problem({ kind: 'no-content-type', offset: 0 });
  if (kind === 'sse') return parseStream(body, id, out);
  out.format = kind;
  if (kind === 'other') problem({ kind: 'unexpected-content-type', offset: 0, mediaType: String(mediaType) });
  const parsed = parseJson(body);
  if (!parsed.ok) {
    problem({
      kind: 'not-json',
      offset: parsed.offset,
      byteOffset: utf8ByteOffset(body, parsed.offset),
      excerpt: excerpt(body, parsed.offset),
    });
    return out;
  }
  if (Array.isArray(parsed.value)) problem({ kind: 'batch', offset: 0, length: parsed.value.length });
  else if (!isJsonObject(parsed.value)) problem({ kind: 'not-object', offset: 0, type: jsonType(parsed.value) });
  else {
    const message: WireMessage = { value: parsed.value, text: body, offset: 0 };
    out.messages.push(message);
    out.response = message;
  }
  return out;
}

function parseStream(body: string, id: unknown, out: ParsedResponse): ParsedResponse {
  out.format = 'sse';
  const stream = parseSse(body);
  out.comments = stream.comments;
  out.eventIds = stream.eventIds;
  out.skipped = stream.skipped;
  out.bom = stream.bom;
  // Frames come in stream order, so the byte offsets of bad frames are counted on incrementally.
  const byteAt = utf8ByteCounter(body);
  stream.events.forEach((event, frame) => {
    const parsed = parseJson(event.data);
    const offset = event.dataOffset;
    if (!event.terminated) out.problems.push({ kind: 'sse-frame-unterminated', frame, offset });
    if (!parsed.ok) {
      const at = event.singleLine ? offset + parsed.offset : offset;
      out.problems.push({
        kind: 'sse-frame-invalid',
        frame,
        offset: at,
        byteOffset: byteAt(at),
        excerpt: excerpt(event.data, parsed.offset),
      });
    } else if (!isJsonObject(parsed.value))
      out.problems.push({ kind: 'sse-frame-not-object', frame, offset, type: jsonType(parsed.value) });
    else out.messages.push({ value: parsed.value, text: event.data, offset, frame });
  });
  const responses = out.messages.filter(
    (m) => isJsonObject(m.value) && !('method' in m.value) && ('result' in m.value || 'error' in m.value),
  );
  const matching = responses.filter((m) => (m.value as Record<string, unknown>)['id'] === id);
  out.response = matching[0] ?? responses[0] ?? null;
  if (responses.length === 0) out.problems.push({ kind: 'sse-no-response', offset: 0, frames: stream.events.length });
  else if (responses.length > 1) {
    const extra = responses.find((m) => m !== out.response);
    out.problems.push({
      kind: 'sse-extra-response',
      frame: extra?.frame ?? 0,
      offset: extra?.offset ?? 0,
      responses: responses.length,
    });
  }
  return out;
}

// The response and request are input: missing, null, or objects whose getters throw. Read them
// once into plain values (own string headers only), so nothing later can throw.
function readResponse(response: unknown): { body: string; headers: HeaderMap | undefined } {
  let body = '';
  let headers: Record<string, string> | undefined;
  try {
    if (typeof response !== 'object' || response === null) return { body, headers };
    const r = response as Partial<WireResponse>;
    if (typeof r.body === 'string') body = r.body;
    const raw: unknown = r.headers;
    if (raw !== undefined && raw !== null) {
      headers = {};
      if (typeof raw === 'object')
        for (const key of Object.keys(raw)) {
          const value: unknown = (raw as Record<string, unknown>)[key];
          if (typeof value === 'string') Object.defineProperty(headers, key, { value, enumerable: true });
        }
    }
  } catch {
    // What could be read stands; the rest counts as absent.
  }
  return { body, headers };
}

function readId(request: unknown): unknown {
  try {
    return typeof request === 'object' && request !== null ? (request as ParseRequestView).id : undefined;
  } catch {
    return undefined;
  }
}

type JsonParse = { ok: true; value: unknown } | { ok: false; offset: number };

// Text whose first non-blank character cannot start a JSON value skips the throw of JSON.parse,
// which costs more than the rest of the parse for a stream of 100,000 short bad frames.
const VALUE_START = /^[ \t\n\r]*[-{["0-9tfn]/;

function parseJson(text: string): JsonParse {
  if (!VALUE_START.test(text)) {
    const offset = jsonErrorOffset(text);
    return { ok: false, offset: offset < 0 ? 0 : offset };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    const offset = jsonErrorOffset(text);
    return { ok: false, offset: offset < 0 ? 0 : offset };
  }
}

function jsonType(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value;
}

function sniff(body: string): 'json' | 'sse' {
  const head = body
    .replace(/^\uFEFF/, '')
    .trimStart()
    .slice(0, 8);
  return /^(data|event|id|retry):|^:/.test(head) ? 'sse' : 'json';
}

function excerpt(text: string, offset: number): string {
  const from = Math.max(0, offset - 20);
  return `${from > 0 ? '…' : ''}${text.slice(from, offset + 20)}${offset + 20 < text.length ? '…' : ''}`;
}
