// The only module that builds an ExchangeRecord: every screen, the tap, the scan and the imports come here.
import { checkExchange, type Finding } from '../check';
import { isJsonObject, type JsonObject, type JsonRpcId } from '../json/types';
import type { RecordedExchange } from '../probe/send-exchange';
import type { SentProbe } from '../probe/scan/send-probe';
import type { ScanExchange } from '../probe/scan/types';
import { exchangeOfRecord } from './judge';
import type { ExchangeRecord, ExchangeSource, TappedRecord } from './record';
import { serverOf } from './server';
import { verdictOf } from './verdict';

/**
 * A JSON-RPC request as a record keeps it beside its text: the method ('' when the body is not a
 * request), and the id and params when it has them.
 *
 * @example
 * const rpc: RpcRequest = rpcRequestOf('{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"echo"}}');
 * rpc // => { method: 'tools/call', id: 1, params: { name: 'echo' } }
 */
export interface RpcRequest {
  method: string;
  id?: JsonRpcId;
  params?: JsonObject;
}

/**
 * Parses a request body into its JSON-RPC method, id and params: what a record keeps so no reader
 * parses the body again. A body that is not a JSON object gives a request with no method.
 *
 * @example
 * rpcRequestOf('{"jsonrpc":"2.0","id":"a","method":"tools/list"}') // => { method: 'tools/list', id: 'a' }
 * rpcRequestOf('{"jsonrpc":"2.0","method":"notifications/initialized"}') // => { method: 'notifications/initialized' }
 * rpcRequestOf('not json') // => { method: '' }
 */
export function rpcRequestOf(body: string): RpcRequest {
  const message = messageOf(body);
  const { method, id, params } = message;
  return {
    method: typeof method === 'string' ? method : '',
    ...(typeof id === 'string' || typeof id === 'number' || id === null ? { id } : {}),
    ...(isJsonObject(params) ? { params } : {}),
  };
}

/**
 * The JSON-RPC method a request body names, or '' (not JSON, not a request): for what is not a record
 * yet (an exchange still in flight, a HAR entry being sorted).
 *
 * @example
 * rpcMethodOf('{"jsonrpc":"2.0","id":1,"method":"tools/list"}') // => 'tools/list'
 * rpcMethodOf('not json') // => ''
 */
export function rpcMethodOf(body: string): string {
  return rpcRequestOf(body).method;
}

/**
 * What makes a record: where and when, the request and the answer as text, why it ended early if it
 * did, and, when the caller has them, the request as it built it and the findings it already made.
 *
 * @example
 * const input: RecordInput = {
 *   id: 'a1', startedAt: '2026-07-28T00:00:00.000Z', source: 'imported',
 *   request: { url: 'http://127.0.0.1:3000/mcp', method: 'POST', headers: {}, body: '{"jsonrpc":"2.0","id":1,"method":"ping"}' },
 *   response: null, error: { code: 'no-response', message: 'The HAR entry has no response.' }, timing: { totalMs: 0 },
 * };
 * [exchangeRecord(input).rpcMethod, exchangeRecord(input).verdict] // => ['ping', 'transport']
 */
export interface RecordInput {
  id: string;
  startedAt: string;
  source: ExchangeSource;
  /** Rounds of one multi-round request share a conversation id (the first round's id). */
  conversationId?: string;
  /** The server the screen sent this for (its URL); the record keeps only what `serverOf` keeps of it. */
  server?: string;
  request: ExchangeRecord['request'];
  response: ExchangeRecord['response'];
  /** Why no (complete) answer arrived; the record is then not judged (verdict `transport`). */
  error?: { code: string; message: string };
  timing: ExchangeRecord['timing'];
  /** The request as the caller built it (no parse); otherwise `request.body` is parsed here, once. */
  rpc?: RpcRequest;
  /** Findings the caller already made (the scan's, with its session rules'); otherwise the checker's. */
  findings?: Finding[];
}

/**
 * Makes a record: the request's body parsed once (unless `rpc` is given), judged by the checker when a
 * complete answer arrived (unless `findings` are given). With no answer or an `error` the verdict is
 * `transport`: an import of a HAR entry, a request the transport refused, a scan probe that timed out.
 *
 * @example
 * const input: RecordInput = {
 *   id: 'a1', startedAt: '2026-07-28T00:00:00.000Z', source: 'imported',
 *   request: { url: 'http://127.0.0.1:3000/mcp', method: 'POST', headers: {}, body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}' },
 *   response: { status: 200, statusText: 'OK', headers: {}, body: '{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}' },
 *   timing: { totalMs: 5 },
 * };
 * const record = exchangeRecord(input);
 * [record.rpcMethod, record.rpcId, record.verdict] // => ['tools/list', 1, 'info']
 * // The transport refused it: nothing to judge.
 * const refused = exchangeRecord({ ...input, response: null, error: { code: 'blocked', message: 'The relay refused it.' } });
 * [refused.verdict, refused.findings] // => ['transport', []]
 * // Sent for a server whose URL carries a token: the record keeps the server without it.
 * exchangeRecord({ ...input, server: 'http://127.0.0.1:3000/mcp?token=t' }).server // => 'http://127.0.0.1:3000/mcp'
 */
export function exchangeRecord(input: RecordInput): ExchangeRecord {
  const rpc = input.rpc ?? rpcRequestOf(input.request.body);
  const judged = {
    rpcMethod: rpc.method,
    ...('id' in rpc ? { rpcId: rpc.id } : {}),
    ...(rpc.params ? { rpcParams: rpc.params } : {}),
    request: input.request,
    response: input.response,
  };
  const complete = input.response !== null && input.error === undefined;
  const exchange = complete && !input.findings ? exchangeOfRecord(judged) : null;
  const findings = input.findings ?? (exchange ? checkExchange(exchange) : []);
  const server = input.server === undefined ? undefined : serverOf(input.server);
  return {
    id: input.id,
    startedAt: input.startedAt,
    source: input.source,
    ...(input.conversationId ? { conversationId: input.conversationId } : {}),
    ...(server ? { server } : {}),
    ...judged,
    ...(input.error ? { error: input.error } : {}),
    timing: input.timing,
    findings,
    verdict: verdictOf(findings, !complete),
  };
}

/**
 * Where and when a recorded exchange happened, and why it ended early if it did: what
 * `recordOfRecorded` adds to what `sendMessage` / `sendExchange` recorded.
 *
 * @example
 * const fetch: FetchLike = async () => Response.json({ jsonrpc: '2.0', id: 1, result: { tools: [] } });
 * const recorded = await sendExchange(fetch, { url: 'http://127.0.0.1:3000/mcp', method: 'tools/list', id: 1 });
 * // The user pressed Stop: the answer is partial, so it is kept but not judged.
 * const context: RecordContext = { id: 'a1', startedAt: '2026-07-28T00:00:00.000Z', source: 'relay', error: { code: 'aborted', message: 'You stopped this request.' }, totalMs: 12 };
 * const record = recordOfRecorded(recorded, context);
 * [record.verdict, record.error?.code, record.timing.totalMs] // => ['transport', 'aborted', 12]
 */
export interface RecordContext {
  id: string;
  startedAt: string;
  source: ExchangeSource;
  conversationId?: string;
  /** The server the screen sent this for (its URL, kept as `serverOf` keeps it). */
  server?: string;
  /** The stream ended early (the relay cut it, the user stopped it): the answer is partial. */
  error?: { code: string; message: string };
  /** Measured by the caller's clock when it is not the recorder's. */
  totalMs?: number;
  /** The checker's findings when the caller already has them (the tour drops those about its own cut). */
  findings?: Finding[];
  /** The listed tool a tools/call names, so its outputSchema judges the result (CheckContext.tool). */
  tool?: { name: string; outputSchema?: unknown };
}

/**
 * The record of an exchange `sendMessage` or `sendExchange` recorded: judged from the recorded
 * request fields as they were sent (no body is parsed again). A partial answer (an error, an abort)
 * is still checked, so its findings say what is missing, but its verdict is `transport`.
 *
 * @example
 * // A stand-in server; in real use pass the global fetch.
 * const fetch: FetchLike = async () => Response.json({ jsonrpc: '2.0', id: 1, result: { tools: [] } });
 * const recorded = await sendExchange(fetch, { url: 'http://127.0.0.1:3000/mcp', method: 'tools/list', id: 1 });
 * const record = recordOfRecorded(recorded, { id: 'a1', startedAt: '2026-07-28T00:00:00.000Z', source: 'direct' });
 * record.findings.map((f) => f.rule); // => ['R-RESULT-TYPE-1', 'R-CACHE-1', 'R-META-1']
 * [record.rpcMethod, record.rpcId, record.request.method, record.verdict] // => ['tools/list', 1, 'POST', 'fail']
 */
export function recordOfRecorded(recorded: RecordedExchange, context: RecordContext): ExchangeRecord {
  const { method, id, params } = recorded.request;
  return exchangeRecord({
    id: context.id,
    startedAt: context.startedAt,
    source: context.source,
    ...(context.conversationId ? { conversationId: context.conversationId } : {}),
    ...(context.server ? { server: context.server } : {}),
    request: {
      url: recorded.request.url,
      method: 'POST',
      headers: recorded.request.headers,
      body: recorded.request.body,
    },
    response: { ...recorded.response, statusText: '' },
    ...(context.error ? { error: context.error } : {}),
    timing: { totalMs: context.totalMs ?? recorded.timing.totalMs, firstByteMs: recorded.timing.headersMs },
    rpc: { method, ...(id !== undefined ? { id } : {}), ...(params ? { params } : {}) },
    // A partial answer is still checked: its findings say what is missing.
    findings: context.findings ?? checkExchange(recorded, context.tool ? { tool: context.tool } : undefined),
  });
}

/**
 * A scan's exchange: the record of a probe as sent (judged already, so `findings` are the scan's: the
 * checker's and the session rules') with the probe's fields beside it. A probe with no complete answer
 * (or a cut stream with nothing in it) has an `error` whose code is how it ended, so it is not judged.
 *
 * @example
 * const sent: SentProbe = {
 *   probe: 'discover', label: 'server/discover', area: 'discover', tag: { kind: 'discover' }, outcome: 'skipped', error: 'the scan was stopped',
 *   request: { url: 'http://127.0.0.1:3000/mcp', method: 'server/discover', id: 1, headers: {}, body: '' }, response: null, timing: { startedAt: 0, totalMs: 0 },
 * };
 * const record = scanRecord(sent, { index: 0, findings: [], source: 'direct' });
 * [record.id, record.rpcMethod, record.probe, record.verdict, record.error] // => ['scan-0', 'server/discover', 'discover', 'transport', { code: 'skipped', message: 'the scan was stopped' }]
 */
export function scanRecord(
  sent: SentProbe,
  placed: { index: number; findings: Finding[]; source: 'relay' | 'direct' },
): ScanExchange {
  const { probe, label, area, tag, outcome, cut, overCap } = sent;
  const { method, id, params, url, headers, body } = sent.request;
  const record = exchangeRecord({
    id: scanId(placed.index),
    startedAt: new Date(sent.timing.startedAt).toISOString(),
    source: placed.source,
    request: { url, method: sent.httpMethod ?? 'POST', headers, body },
    response: sent.response ? { ...sent.response, statusText: '' } : null,
    ...(sent.error !== undefined ? { error: { code: errorCodeOf(sent), message: sent.error } } : {}),
    timing: {
      totalMs: sent.timing.totalMs,
      ...(sent.timing.headersMs !== undefined ? { firstByteMs: sent.timing.headersMs } : {}),
    },
    rpc: { method, ...(id !== undefined ? { id } : {}), ...(params ? { params } : {}) },
    findings: placed.findings,
  });
  return {
    ...record,
    source: placed.source,
    index: placed.index,
    probe,
    label,
    area,
    tag,
    outcome,
    ...(cut ? { cut } : {}),
    ...(overCap ? { overCap } : {}),
  };
}

/**
 * A scan's exchange moved to `index` of its report (the scan numbers a phase in probe order once it
 * ends), its tag pointing where `tag` says.
 *
 * @example
 * const sent: SentProbe = {
 *   probe: 'retry:add', label: 'tools/call add, answering its input requests', area: 'calls', tag: { kind: 'retry', of: 7 }, outcome: 'skipped', error: 'the scan was stopped',
 *   request: { url: 'http://127.0.0.1:3000/mcp', method: 'tools/call', id: 9, headers: {}, body: '' }, response: null, timing: { startedAt: 0, totalMs: 0 },
 * };
 * const moved = renumberedScanRecord(scanRecord(sent, { index: 8, findings: [], source: 'direct' }), 5, { kind: 'retry', of: 4 });
 * [moved.index, moved.id, moved.tag, moved.rpcId] // => [5, 'scan-5', { kind: 'retry', of: 4 }, 9]
 */
export function renumberedScanRecord(record: ScanExchange, index: number, tag: ScanExchange['tag']): ScanExchange {
  return { ...record, id: scanId(index), index, tag };
}

const scanId = (index: number): string => `scan-${index}`;

/**
 * The same record as it went through a tap, named `tap` ('' for `/tap`).
 *
 * @example
 * const record = exchangeRecord({
 *   id: 't1', startedAt: '2026-07-28T00:00:00.000Z', source: 'tapped',
 *   request: { url: 'http://127.0.0.1:3000/mcp', method: 'POST', headers: {}, body: '{"jsonrpc":"2.0","id":1,"method":"ping"}' },
 *   response: { status: 200, statusText: 'OK', headers: {}, body: '{"jsonrpc":"2.0","id":1,"result":{}}' },
 *   timing: { totalMs: 3 },
 * });
 * [tappedRecord(record, 'github').tap, tappedRecord(record, 'github').source] // => ['github', 'tapped']
 */
export function tappedRecord(record: ExchangeRecord, tap: string): TappedRecord {
  return { ...record, source: 'tapped', tap };
}

/**
 * The same record judged again with `findings` (its own and the session rules' placed on it since):
 * the verdict follows from them, `transport` still when no complete answer arrived.
 *
 * @example
 * const record = exchangeRecord({
 *   id: 'a1', startedAt: '2026-07-28T00:00:00.000Z', source: 'tapped',
 *   request: { url: 'http://127.0.0.1:3000/mcp', method: 'POST', headers: {}, body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}' },
 *   response: { status: 200, statusText: 'OK', headers: {}, body: '{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}' },
 *   timing: { totalMs: 1 },
 * });
 * // The session rules placed nothing more, and the checker's notes were dropped: it passes.
 * [record.verdict, withFindings(record, []).verdict] // => ['info', 'pass']
 */
export function withFindings<R extends ExchangeRecord>(record: R, findings: Finding[]): R {
  return { ...record, findings, verdict: verdictOf(findings, record.response === null || record.error !== undefined) };
}

/**
 * The same record with why it has no answer to judge: a page that is no MCP endpoint, a request whose
 * JSON-RPC answer never came. Its findings are kept (a rule that judged the missing answer still says
 * so) unless `findings` replaces them; its verdict is `transport`, as for any record with an `error`.
 *
 * @example
 * const record = exchangeRecord({
 *   id: 'a1', startedAt: '2026-07-28T00:00:00.000Z', source: 'direct',
 *   request: { url: 'http://127.0.0.1:3000/', method: 'POST', headers: {}, body: '{"jsonrpc":"2.0","id":1,"method":"server/discover"}' },
 *   response: { status: 200, statusText: 'OK', headers: { 'content-type': 'text/html' }, body: '<html></html>' },
 *   timing: { totalMs: 1 },
 * });
 * const kept = withError(record, { code: 'no-answer', message: 'No JSON-RPC answer arrived.' });
 * [kept.verdict, kept.findings === record.findings, record.findings.length > 0, kept.error?.code] // => ['transport', true, true, 'no-answer']
 * // A page that is no MCP endpoint: one sentence instead of its findings.
 * const page = withError(record, { code: 'no-endpoint', message: 'This URL serves a web page.' }, []);
 * [page.verdict, page.findings.length, page.error?.code] // => ['transport', 0, 'no-endpoint']
 */
export function withError<R extends ExchangeRecord>(
  record: R,
  error: { code: string; message: string },
  findings: Finding[] = record.findings,
): R {
  return { ...record, error, findings, verdict: verdictOf(findings, true) };
}

/**
 * A record read back from storage (the history, a session file). One an older version stored has no
 * parsed request: it is taken from its text here, once. Findings and verdict are kept as stored.
 *
 * @example
 * const record = exchangeRecord({
 *   id: 'a1', startedAt: '2026-07-28T00:00:00.000Z', source: 'direct',
 *   request: { url: 'http://127.0.0.1:3000/mcp', method: 'POST', headers: {}, body: '{"jsonrpc":"2.0","id":7,"method":"ping"}' },
 *   response: null, error: { code: 'aborted', message: 'You stopped this request.' }, timing: { totalMs: 1 },
 * });
 * restoredRecord(record) === record // => true
 * const { rpcId: _, ...older } = record; // as an older version stored it
 * restoredRecord(older).rpcId // => 7
 */
export function restoredRecord(stored: ExchangeRecord): ExchangeRecord {
  if ('rpcId' in stored || 'rpcParams' in stored) return stored;
  const { method, id, params } = rpcRequestOf(stored.request.body);
  return {
    ...stored,
    rpcMethod: method || stored.rpcMethod,
    ...(id !== undefined ? { rpcId: id } : {}),
    ...(params ? { rpcParams: params } : {}),
  };
}

// How a probe ended without an answer to judge: its outcome, or why an answer that came is not judged.
function errorCodeOf(sent: SentProbe): string {
  if (sent.cut) return 'cut';
  return sent.outcome === 'answered' ? 'not-judged' : sent.outcome;
}

// A body that is not a JSON object is a request with no method; the checker says what it can.
function messageOf(body: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(body);
    return isJsonObject(value) ? value : {};
  } catch {
    return {};
  }
}
