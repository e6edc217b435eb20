import {
  codesOf,
  ERROR_CODES as E,
  errorCodeFact,
  isLegacyVersion,
  isTransportRefusal,
  MCP_HEADERS,
  MODERN_PROTOCOL_VERSION as MODERN,
} from '../spec';
import { headerValue, mediaTypeOf } from '../wire/headers';
import { parseResponseBody } from '../wire/parse';
import { envelopeRefusals, headerRefusals, type Refusal } from './admission';
import { isInt, objAt, type Scope } from './context';
import { show, type FindingDraft } from './finding';

// The codes a 2026-07-28 server refuses with (R-ERA-1): the MCP codes and the standard ones but -32603.
const MODERN_REFUSALS = new Set([...codesOf('mcp'), ...codesOf('standard').filter((c) => c !== E.InternalError.code)]);
// Codes with which a modern-only server refuses 2025-era traffic; those answers are judged (R-HTTP-9, R-REQMETA-3).
const REFUSES_LEGACY = new Set([E.UnsupportedProtocolVersion.code, E.HeaderMismatch.code, E.MethodNotFound.code]);

/**
 * R-ERA-2: a 2025-11-25 request (no `_meta` envelope and no 2026-07-28 MCP-Protocol-Version
 * header; with no headers recorded, only `initialize` counts) answered as a dual-era server
 * answers legacy traffic. Such an exchange gets this one info finding and no modern rule.
 *
 * @example
 * // A family of checkExchange: an initialize without envelope answered with an InitializeResult.
 * const params = { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'c', version: '1' } };
 * const response = { status: 200, body: '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-11-25","capabilities":{},"serverInfo":{"name":"s","version":"1"}}}' };
 * checkExchange({ request: { method: 'initialize', id: 1, params }, response }).map((f) => f.rule) // => ['R-ERA-2']
 */
export function legacyVerdict(s: Scope): FindingDraft | null {
  const req = s.req;
  if (req.version !== undefined) return defaultedVersion(s);
  const headerVersion = headerValue(req.headers, MCP_HEADERS.protocolVersion)?.trim();
  const legacy = req.headers === undefined ? req.method === 'initialize' : headerVersion !== MODERN;
  if (!legacy) return null;
  const code = objAt(s.msg, 'error')?.['code'];
  if (isInt(code) && REFUSES_LEGACY.has(code)) return null;
  const session =
    headerValue(req.headers, MCP_HEADERS.sessionId) !== undefined ? ' inside an Mcp-Session-Id session' : '';
  const version = headerVersion ? ` (MCP-Protocol-Version ${headerVersion})` : '';
  return {
    rule: 'R-ERA-2',
    pointer: '',
    message: `A 2025-11-25 exchange: ${req.method || 'the request'} was sent without the _meta envelope${version}${session}, and the server answered it with legacy semantics, which a dual-era server may do. The 2026-07-28 rules do not apply to it.`,
    actual: s.status === undefined ? 'a legacy answer' : `HTTP ${s.status}`,
    ...(req.method === 'initialize' ? { related: ['R-REMOVED-4' as const] } : {}),
  };
}

/**
 * R-ERA-2 by the revision's MAY: a 2026-07-28 request sent without MCP-Protocol-Version may be read
 * as 2025-03-26, and a dual-era server that does so answers with its legacy session demand (a 4xx
 * naming a session, "Missing session ID"). That is not R-HDR-1 (a server that serves such a request
 * as modern) nor R-HTTP-7: the exchange gets this one info finding.
 *
 * @example
 * const _meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
 * const response = { status: 400, body: '{"jsonrpc":"2.0","id":1,"error":{"code":-32600,"message":"Bad Request: Missing session ID"}}' };
 * const request = { method: 'server/discover', id: 1, params: { _meta }, headers: { 'Mcp-Method': 'server/discover' } };
 * checkExchange({ request, response }).map((f) => f.rule) // => ['R-ERA-2']
 */
export function defaultedVersion(s: Scope): FindingDraft | null {
  const req = s.req;
  if (req.notification || req.headers === undefined) return null;
  if (headerValue(req.headers, MCP_HEADERS.protocolVersion) !== undefined) return null;
  if (s.status === undefined || s.status < 400 || s.status > 499) return null;
  const error = objAt(s.msg, 'error');
  const said = error
    ? typeof error['message'] === 'string'
      ? error['message']
      : ''
    : s.msg
      ? ''
      : s.body.slice(0, 300);
  if (!/session/i.test(said)) return null;
  return {
    rule: 'R-ERA-2',
    pointer: '',
    message: `This ${req.method || 'request'} was sent without the MCP-Protocol-Version header, which the revision lets a server read as 2025-03-26, and the server did: it answered with its 2025-era session demand (HTTP ${s.status}, ${show(said.trim().slice(0, 120))}). A dual-era server may do so; the 2026-07-28 header rules (R-HDR-1) are for a server that serves such a request as 2026-07-28.`,
    actual: `HTTP ${s.status}`,
  };
}

/**
 * R-ERA-1: a 2026-07-28 request refused with a 4xx whose JSON-RPC error is no modern code
 * (typically the 2025-era -32000 "Server not initialized" or "Mcp-Session-Id header is required"),
 * or server/discover answered -32601. Not transport refusals (403/405/413/415 …, which modern
 * servers send with -32000 too) and not the pre-final codes -32001/-32003/-32004 (R-ERR-3), except
 * the 2025 "Session not found" -32001. A probe the server had to refuse anyway (a missing header,
 * a missing envelope) gets the same one verdict, naming the code 2026-07-28 expects there and the
 * rules behind it as `related`, instead of a cascade of findings that presuppose a modern server.
 *
 * @example
 * const _meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
 * // A family of checkExchange: a 2025-era refusal of a request without a session.
 * const response = { status: 400, body: '{"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"Bad Request: Server not initialized"}}' };
 * checkExchange({ request: { method: 'tools/list', id: 1, params: { _meta } }, response }).find((f) => f.rule === 'R-ERA-1')?.pointer // => ''
 */
export function eraVerdict(s: Scope): FindingDraft | null {
  const req = s.req;
  const headerVersion = headerValue(req.headers, MCP_HEADERS.protocolVersion)?.trim();
  // The _meta envelope (any version in it) or a 2026-07-28 header makes it a 2026-07-28 request.
  if (req.notification || (req.version === undefined && headerVersion !== MODERN)) return null;
  const refusals: Refusal[] = [...envelopeRefusals(req), ...headerRefusals(req)];
  if (typeof req.version === 'string' && req.version !== MODERN)
    refusals.push({
      rule: 'R-REQMETA-3',
      code: E.UnsupportedProtocolVersion.code,
      why: `The request names protocol version ${show(req.version)}${isLegacyVersion(req.version) ? ' (an earlier revision)' : ''} in its envelope`,
    });
  const served = legacyResult(s, headerVersion);
  if (served) return served;
  const error = objAt(s.msg, 'error');
  const code = error?.['code'];
  if (!s.msg) return textVerdict(s, refusals);
  if (!error || !isInt(code)) return null;
  const text = typeof error['message'] === 'string' ? error['message'] : '';
  const answered = `HTTP ${s.status ?? '(status not recorded)'} with ${code}${text ? ` ${show(text)}` : ''}`;
  const change = CHANGE;
  if (req.method === 'server/discover' && code === E.MethodNotFound.code && refusals.length === 0)
    return verdict(
      `server/discover, which every 2026-07-28 server implements, was answered with ${answered}: this server does not implement 2026-07-28 (it speaks an earlier revision). ${change}`,
      answered,
      ['R-DISCOVER-1'],
      '/error/code',
    );
  const status = s.status;
  if (status === undefined || status < 400 || status > 499 || isTransportRefusal(status)) return null;
  if (MODERN_REFUSALS.has(code)) return null;
  const sessionNotFound = code === E.PreFinalHeaderMismatch.code && (status === 404 || /session/i.test(text));
  if (errorCodeFact(code)?.kind === 'pre-final' && !sessionNotFound) return null;
  const first = refusals[0];
  if (!first)
    return verdict(
      `A well-formed 2026-07-28 ${req.method} (params._meta envelope, matching MCP-Protocol-Version and Mcp-Method) was refused with ${answered}, which is no 2026-07-28 error: the server speaks only 2025-11-25 or earlier. ${change}`,
      answered,
    );
  return verdict(
    `This 2026-07-28 ${req.method} probe was refused with ${answered}, which is no 2026-07-28 error, as a 2025-era server refuses everything it gets. ${change} A 2026-07-28 server refuses this probe with HTTP 400 and ${first.code}: ${lowerFirst(first.why)}.`,
    answered,
    [...new Set(refusals.map((r) => r.rule))],
  );
}

/**
 * R-ERA-1 from the spec's own refusal: a well-formed 2026-07-28 request answered with -32022 whose
 * `data.supported` lacks 2026-07-28 says, as the spec requires of it, that the server does not
 * implement the revision. The verdict names the versions it supports; only the transport, JSON-RPC
 * and error rules still judge such an exchange (one that lists 2026-07-28 contradicts itself:
 * R-REQMETA-3).
 *
 * @example
 * const _meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
 * // A family of checkExchange: the server supports only 2025-11-25.
 * const response = { status: 400, body: '{"jsonrpc":"2.0","id":1,"error":{"code":-32022,"message":"x","data":{"supported":["2025-11-25"],"requested":"2026-07-28"}}}' };
 * checkExchange({ request: { method: 'server/discover', id: 1, params: { _meta } }, response }).find((f) => f.rule === 'R-ERA-1')?.pointer // => '/error/code'
 */
export function refusedRevision(s: Scope): FindingDraft | null {
  const req = s.req;
  // A server without the revision refuses every 2026-07-28 request alike, a probe with a broken
  // header or envelope too: the header and envelope rules presuppose the revision (R-HDR-4, R-HDR-5).
  if (req.notification || req.version !== MODERN) return null;
  const error = objAt(s.msg, 'error');
  if (error?.['code'] !== E.UnsupportedProtocolVersion.code) return null;
  const data = objAt(error, 'data');
  const listed = Array.isArray(data?.['supported']) ? data['supported'] : [];
  const supported = listed.filter((v): v is string => typeof v === 'string');
  if (supported.includes(MODERN)) return null;
  const names = supported.length > 0 ? `the versions it supports: ${supported.join(', ')}` : 'no version it supports';
  return verdict(
    `This server does not serve 2026-07-28: it refused a well-formed 2026-07-28 ${req.method} with -32022 (UnsupportedProtocolVersion), naming ${names}. That refusal is what the spec asks of a server without the revision, so the rules that presuppose it (resources, tools, prompts, completion, routing headers, removed methods, listen) were not judged; a client must speak one of those versions to it.`,
    `HTTP ${s.status ?? '(status not recorded)'} with -32022, supported ${show(supported)}`,
    ['R-REQMETA-3'],
    '/error/code',
  );
}

// Without an MCP-Protocol-Version header a 2025 server ignores the envelope and serves the request
// as 2025-11-25: a result with no resultType. A 2026-07-28 server had to refuse it (R-HDR-1).
function legacyResult(s: Scope, headerVersion: string | undefined): FindingDraft | null {
  const result = objAt(s.msg, 'result');
  if (s.req.version !== MODERN || s.req.headers === undefined || headerVersion !== undefined) return null;
  if (!result || 'resultType' in result) return null;
  return verdict(
    `This 2026-07-28 ${s.req.method} was sent without the MCP-Protocol-Version header and was served with a result that has no resultType, the 2025-11-25 shape: the server ignored the _meta envelope. If it speaks only 2025-11-25: to speak 2026-07-28 it must serve server/discover, read the params._meta envelope on every request and drop sessions. A 2026-07-28 server refuses this request with HTTP 400 and -32020 (no MCP-Protocol-Version header), and every result it sends has a resultType.`,
    `HTTP ${s.status ?? '(status not recorded)'} with a result without resultType`,
    ['R-HDR-1', 'R-RESULT-TYPE-1'],
  );
}

const CHANGE =
  'To speak 2026-07-28 it must serve server/discover, read the params._meta envelope (protocolVersion, clientCapabilities) on every request instead of an initialize handshake, and drop sessions (no Mcp-Session-Id).';

/**
 * What a 4xx answer without any JSON-RPC message says, when it reads as an earlier revision's
 * refusal: a short quote of its text, the dated versions it names, and how it came (status and
 * Content-Type). Null for a body that holds JSON-RPC, a transport refusal (401, 403, 405, …), and
 * text that names no version and speaks of neither initialize, sessions nor protocol versions.
 *
 * @example
 * const body = 'Bad Request: Unsupported protocol version (supported versions: 2025-11-25, 2025-06-18)';
 * textRefusal({ status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' }, body })
 * // => { answered: 'HTTP 400 text/plain "Bad Request: Unsupported protocol version (supported versions: 2025-11-25, 2025-06-18)"', versions: ['2025-11-25', '2025-06-18'] }
 * textRefusal({ status: 422, body: 'Unexpected message, expect initialize request' })?.answered
 * // => 'HTTP 422 with no Content-Type "Unexpected message, expect initialize request"'
 * textRefusal({ status: 400, body: '{"jsonrpc":"2.0","id":1,"error":{"code":-32600,"message":"session"}}' }) // => null
 */
export function textRefusal(response: {
  status?: number;
  headers?: Record<string, string>;
  body: string;
}): { answered: string; versions: string[] } | null {
  const { status, headers, body } = response;
  if (status === undefined || status < 400 || status > 499 || isTransportRefusal(status)) return null;
  const parsed = parseResponseBody({ body, ...(headers ? { headers } : {}) });
  if (parsed.messages.length > 0 || parsed.problems.some((p) => p.kind === 'batch')) return null;
  const quote = readableText(body);
  const versions = [...new Set(quote.match(DATED) ?? [])];
  if (versions.length === 0 && !ERA_WORDS.test(quote)) return null;
  const type = mediaTypeOf(headerValue(headers, 'content-type'));
  return { answered: `HTTP ${status} ${type ?? 'with no Content-Type'}${quote ? ` ${show(quote)}` : ''}`, versions };
}

/**
 * R-ERA-1 for a server/discover refused with a 4xx holding no JSON-RPC (an HTML page, a bare 404, an
 * empty 422) when a 2025-11-25 `initialize` at the same URL was served with `served` as its
 * protocolVersion: a server of an earlier revision, not a URL without MCP. The scan builds it from
 * the two answers; one exchange alone cannot tell.
 *
 * @example
 * const draft = initializeServedVerdict({ status: 404, headers: { 'content-type': 'text/html' }, body: '<html><body>Not Found</body></html>' }, '2025-06-18');
 * [draft.rule, draft.actual] // => ['R-ERA-1', 'HTTP 404 text/html "Not Found"']
 */
export function initializeServedVerdict(
  response: { status?: number; headers?: Record<string, string>; body: string },
  served: string,
): FindingDraft {
  const type = mediaTypeOf(headerValue(response.headers, 'content-type'));
  const quote = readableText(response.body);
  const answered = `HTTP ${response.status ?? '(status not recorded)'} ${type ?? 'with no Content-Type'}${quote ? ` ${show(quote)}` : ''}`;
  const versions = [...new Set(quote.match(DATED) ?? [])];
  const names = versions.length > 0 ? ` Its refusal names the versions ${versions.join(', ')}.` : '';
  return verdict(
    `A well-formed 2026-07-28 server/discover was refused with ${answered}, no JSON-RPC at all, but a 2025-11-25 initialize at the same URL was served (protocolVersion ${served}): this is a server of an earlier revision, not a URL without MCP.${names} ${CHANGE}`,
    answered,
    ['R-DISCOVER-1'],
  );
}

// Dated protocol versions a refusal's text names, and the words an earlier revision's refusal uses.
const DATED = /\b\d{4}-\d{2}-\d{2}\b/g;
const ERA_WORDS = /initiali[sz]e|session|protocol[ -]?version/i;

// The first 200 characters of a body as text: tags dropped and whitespace collapsed (an HTML page).
function readableText(body: string): string {
  const text = body
    .slice(0, 4000)
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

// A 4xx with no JSON-RPC in it to a 2026-07-28 request: when its text reads as a 2025-era refusal,
// the one verdict (with the versions it names) instead of body and media type findings.
function textVerdict(s: Scope, refusals: readonly Refusal[]): FindingDraft | null {
  const text = textRefusal({ status: s.status, body: s.body, ...(s.headers ? { headers: s.headers } : {}) });
  if (!text) return null;
  const names = text.versions.length > 0 ? ` The body names the versions it speaks: ${text.versions.join(', ')}.` : '';
  const first = refusals[0];
  if (!first)
    return verdict(
      `A well-formed 2026-07-28 ${s.req.method} was refused with ${text.answered}, no JSON-RPC at all, the way a server of an earlier revision refuses a request it cannot place: the server speaks only 2025-11-25 or earlier.${names} ${CHANGE}`,
      text.answered,
    );
  return verdict(
    `This 2026-07-28 ${s.req.method} probe was refused with ${text.answered}, no JSON-RPC at all, as a 2025-era server refuses everything it gets.${names} ${CHANGE} A 2026-07-28 server refuses this probe with HTTP 400 and ${first.code}: ${lowerFirst(first.why)}.`,
    text.answered,
    [...new Set(refusals.map((r) => r.rule))],
  );
}

function lowerFirst(text: string): string {
  return text.length > 0 ? text[0]!.toLowerCase() + text.slice(1) : text;
}

function verdict(message: string, actual: string, related?: FindingDraft['related'], pointer = ''): FindingDraft {
  return {
    rule: 'R-ERA-1',
    pointer,
    message,
    expected: 'a 2026-07-28 answer (a result, or a 2026-07-28 error code)',
    actual,
    ...(related ? { related } : {}),
  };
}
