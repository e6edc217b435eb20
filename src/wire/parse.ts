import type { FindingDraft } from '../check/finding';
import { isJsonObject } from '../json/types';
import { headerValue, mediaTypeOf } from './headers';
import { jsonErrorOffset, utf8ByteCounter, utf8ByteOffset } from './json-syntax';
import { parseSse } from './sse';
import type { ParsedResponse, WireMessage, WireResponse } from './types';

/**
 * The request fields the parser needs to find the response frame.
 *
 * @example
 * const body = 'data: {"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"t","progress":1}}\n\ndata: {"jsonrpc":"2.0","id":1,"result":{"tools":[]}}\n\n';
 * parseResponseBody({ headers: { 'content-type': 'text/event-stream' }, body }, { id: 1, method: 'tools/list' }).response?.frame // 1
 */
export interface ParseRequestView {
  id?: unknown;
  method?: string;
}

/**
 * Parses a response body: `application/json` (one object; a batch array is a finding),
 * `text/event-stream` (data frames, comments, the one response frame matching the request id),
 * anything else (a finding). Never throws; text that is not JSON gives a finding with the byte offset.
 *
 * @example
 * const p = parseResponseBody({ headers: { 'content-type': 'application/json' }, body: '{"jsonrpc":"2.0","id":1,"result":{}}' }, { id: 1 });
 * p.response?.value // { jsonrpc: '2.0', id: 1, result: {} }
 * parseResponseBody({ body: '[{}]' }).problems[0]?.rule // 'R-RPC-7'
 */
export function parseResponseBody(response: WireResponse, request?: ParseRequestView): ParsedResponse {
  const body = typeof response.body === 'string' ? response.body : '';
  const mediaType = mediaTypeOf(headerValue(response.headers, 'content-type'));
  const notification = request !== undefined && request.id === undefined;
  const out: ParsedResponse = {
    format: 'other',
    mediaType,
    messages: [],
    response: null,
    eventIds: false,
    comments: 0,
    problems: [],
  };
  const problem = (d: FindingDraft): void => void out.problems.push(d);
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
    if (!notification) {
      const rule = kind === 'sse' ? 'R-HTTP-5' : 'R-RPC-7';
      problem({
        rule,
        pointer: '',
        message: 'The body is empty, so the request got no JSON-RPC response.',
        expected: 'one JSON-RPC response',
        actual: 'empty body',
      });
    }
    return out;
  }
  if (response.headers !== undefined && mediaType === null && !notification) {
    problem({
      rule: 'R-HTTP-1',
      pointer: '',
      message: 'The response has no Content-Type header.',
      expected: 'application/json or text/event-stream',
      actual: 'absent',
    });
  }
  if (kind === 'sse') return parseStream(body, request, out);
  out.format = kind === 'json' ? 'json' : 'other';
  // A notification's answer carries no JSON-RPC response: R-HTTP-1 and R-RPC-7 are about requests
  // (R-HTTP-2 judges a notification's status and body).
  if (kind === 'other' && !notification) {
    problem({
      rule: 'R-HTTP-1',
      pointer: '',
      message: `The Content-Type ${mediaType} is neither application/json nor text/event-stream.`,
      expected: 'application/json or text/event-stream',
      actual: String(mediaType),
    });
  }
  const parsed = parseJson(body);
  if (!parsed.ok) {
    if (kind === 'json' && !notification) {
      const at = utf8ByteOffset(body, parsed.offset);
      problem({
        rule: 'R-RPC-7',
        pointer: '',
        message: `The body is not valid JSON (syntax error at byte ${at}).`,
        expected: 'one JSON object',
        actual: excerpt(body, parsed.offset),
      });
    }
    return out;
  }
  if (notification && !isJsonObject(parsed.value)) return out;
  if (Array.isArray(parsed.value)) {
    problem({
      rule: 'R-RPC-7',
      pointer: '',
      message: 'The body is a JSON array (a batch); this revision has no batches.',
      expected: 'one JSON object',
      actual: `an array of ${parsed.value.length}`,
    });
    return out;
  }
  if (!isJsonObject(parsed.value)) {
    problem({
      rule: 'R-RPC-7',
      pointer: '',
      message: 'The body is JSON but not an object.',
      expected: 'one JSON object',
      actual: typeof parsed.value,
    });
    return out;
  }
  const message: WireMessage = { value: parsed.value, text: body, offset: 0 };
  out.messages.push(message);
  out.response = message;
  return out;
}

function parseStream(body: string, request: ParseRequestView | undefined, out: ParsedResponse): ParsedResponse {
  out.format = 'sse';
  const stream = parseSse(body);
  out.comments = stream.comments;
  out.eventIds = stream.events.some((e) => e.id !== undefined);
  // Frames come in stream order, so the byte offsets of bad frames are counted on incrementally.
  const byteAt = utf8ByteCounter(body);
  stream.events.forEach((event, frame) => {
    const parsed = parseJson(event.data);
    if (!parsed.ok) {
      const at = byteAt(event.dataOffset + (event.singleLine ? parsed.offset : 0));
      out.problems.push({
        rule: 'R-HTTP-5',
        pointer: '',
        frame,
        message: `SSE frame ${frame} is not valid JSON (syntax error near byte ${at} of the stream).`,
        expected: 'one JSON-RPC message per data frame',
        actual: excerpt(event.data, parsed.offset),
      });
    } else if (!isJsonObject(parsed.value)) {
      out.problems.push({
        rule: 'R-HTTP-5',
        pointer: '',
        frame,
        message: `SSE frame ${frame} holds JSON that is not a JSON-RPC message object.`,
        expected: 'one JSON-RPC message object',
        actual: Array.isArray(parsed.value) ? 'an array' : typeof parsed.value,
      });
    } else out.messages.push({ value: parsed.value, text: event.data, offset: event.dataOffset, frame });
  });
  const responses = out.messages.filter(
    (m) => isJsonObject(m.value) && !('method' in m.value) && ('result' in m.value || 'error' in m.value),
  );
  const matching = responses.filter((m) => (m.value as Record<string, unknown>)['id'] === request?.id);
  out.response = matching[0] ?? responses[0] ?? null;
  const notification = request !== undefined && request.id === undefined;
  if (responses.length === 0 && !notification && request?.method !== 'subscriptions/listen') {
    out.problems.push({
      rule: 'R-HTTP-5',
      pointer: '',
      message: `The SSE stream has ${stream.events.length} frame(s) but no response frame for the request.`,
      expected: 'exactly one response frame',
      actual: 'none',
    });
  } else if (responses.length > 1) {
    const extra = responses.find((m) => m !== out.response);
    out.problems.push({
      rule: 'R-HTTP-5',
      pointer: '',
      ...(extra?.frame !== undefined ? { frame: extra.frame } : {}),
      message: `The SSE stream has ${responses.length} response frames; exactly one may answer the request.`,
      expected: 'exactly one response frame',
      actual: String(responses.length),
    });
  }
  return out;
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

function sniff(body: string): 'json' | 'sse' {
  const head = body.trimStart().slice(0, 8);
  return /^(data|event|id|retry):|^:/.test(head) ? 'sse' : 'json';
}

function excerpt(text: string, offset: number): string {
  const from = Math.max(0, offset - 20);
  return `${from > 0 ? '…' : ''}${text.slice(from, offset + 20)}${offset + 20 < text.length ? '…' : ''}`;
}
