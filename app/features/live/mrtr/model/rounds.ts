import {
  ENVELOPE,
  isJsonObject,
  METHODS,
  MODERN_PROTOCOL_VERSION,
  type JsonObject,
  type ExchangeRecord,
} from '../../../../../src/index';
import { resultOf } from '../../../../exchange/model/body';
import { buildDraft, type Draft } from '../../model/request-draft';
import { headersFor, type HeaderRow, type LiveSettings } from '../../state/saved-live';
import { takeRequestId } from '../../state/request-ids';

/** A multi-round conversation stops after this many rounds (a server that keeps asking loops). */
export const ROUND_LIMIT = 8;

/** What an input_required result asks for. */
export interface InputRequired {
  inputRequests: JsonObject;
  requestState?: string;
}

/**
 * The input_required result of a record, on a method that may send one (tools/call, prompts/get,
 * resources/read), or null.
 *
 * @example
 * const url = 'http://127.0.0.1:3000/mcp';
 * const asked = exchangeRecord({
 *   id: 'r1', startedAt: '2026-07-28T00:00:00.000Z', source: 'direct', timing: { totalMs: 5 },
 *   request: { url, method: 'POST', headers: {}, body: '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"book"}}' },
 *   response: {
 *     status: 200, statusText: 'OK', headers: { 'content-type': 'application/json' },
 *     body: '{"jsonrpc":"2.0","id":1,"result":{"resultType":"input_required","inputRequests":{"seat":{"method":"elicitation/create"}},"requestState":"s1"}}',
 *   },
 * });
 * inputRequiredOf(asked) // => { inputRequests: { seat: { method: 'elicitation/create' } }, requestState: 's1' }
 * inputRequiredOf(null) // => null
 */
export function inputRequiredOf(record: ExchangeRecord | null): InputRequired | null {
  if (!record) return null;
  const fact = Object.hasOwn(METHODS, record.rpcMethod) ? METHODS[record.rpcMethod as keyof typeof METHODS] : null;
  const result = resultOf(record.response);
  if (!fact?.inputRequired || result?.['resultType'] !== 'input_required') return null;
  return {
    inputRequests: isJsonObject(result['inputRequests']) ? result['inputRequests'] : {},
    ...(typeof result['requestState'] === 'string' ? { requestState: result['requestState'] } : {}),
  };
}

/**
 * The rounds of the conversation a record belongs to, oldest first: the record that started it
 * (whose id is the conversation id) and every record sent under that id.
 *
 * @example
 * // Rounds without their answers (roundsOf reads only ids and times):
 * const round = (id: string, second: number, conversationId?: string) =>
 *   exchangeRecord({
 *     id, startedAt: `2026-07-28T00:00:0${second}.000Z`, source: 'direct', ...(conversationId ? { conversationId } : {}),
 *     request: { url: 'http://127.0.0.1:3000/mcp', method: 'POST', headers: {}, body: '{"jsonrpc":"2.0","id":1,"method":"tools/call"}' },
 *     response: null, error: { code: 'no-response', message: 'Not answered yet.' }, timing: { totalMs: 0 },
 *   });
 * const first = round('r1', 0);
 * const retry = round('r2', 1, 'r1');
 * const elsewhere = round('r3', 2);
 * roundsOf([retry, elsewhere, first], retry).map((r) => r.id) // => ['r1', 'r2']
 */
export function roundsOf(records: readonly ExchangeRecord[], record: ExchangeRecord): ExchangeRecord[] {
  const id = record.conversationId ?? record.id;
  return records
    .filter((r) => r.id === id || r.conversationId === id)
    .sort((a, b) => a.startedAt.localeCompare(b.startedAt));
}

/** The params of a record's request body without the `_meta` envelope, and the envelope's fields. */
export function requestParts(record: ExchangeRecord): { params: JsonObject; envelope: LiveSettings['envelope'] } {
  const params = { ...record.rpcParams };
  const meta = isJsonObject(params['_meta']) ? params['_meta'] : {};
  delete params['_meta'];
  const text = (key: string) => (meta[key] === undefined ? '' : JSON.stringify(meta[key]));
  const string = (key: string) => (typeof meta[key] === 'string' ? meta[key] : null);
  return {
    params,
    envelope: {
      protocolVersion: string(ENVELOPE.protocolVersion) ?? MODERN_PROTOCOL_VERSION,
      clientCapabilities: text(ENVELOPE.clientCapabilities) || '{}',
      clientInfo: text(ENVELOPE.clientInfo),
      logLevel: string(ENVELOPE.logLevel) ?? '',
      omitRoutingHeaders: false,
    },
  };
}

/**
 * A follow-up request of a conversation, built with the live screen's `buildDraft` from the envelope
 * the conversation started with (the same client keeps talking), the live screen's extra headers,
 * and the started request's `Mcp-Param-*` headers (its arguments do not change between rounds).
 *
 * @example
 * const root = exchangeRecord({
 *   id: 'r1', startedAt: '2026-07-28T00:00:00.000Z', source: 'direct', timing: { totalMs: 5 },
 *   request: {
 *     url: 'http://127.0.0.1:3000/mcp', method: 'POST', headers: { 'Mcp-Param-Region': 'eu' },
 *     body: '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"book","arguments":{"region":"eu"}}}',
 *   },
 *   response: null, error: { code: 'no-response', message: 'Not kept here.' },
 * });
 * const params = { name: 'book', arguments: { region: 'eu' }, inputResponses: { seat: { action: 'accept' } }, requestState: 's1' };
 * const draft = followUp(root, 'tools/call', params, []);
 * draft.ok && draft.headers['Mcp-Param-Region'] // => 'eu'
 * draft.ok && draft.message.params.requestState // => 's1'
 * // Its id is the session's next (see takeRequestId), never the root's again:
 * draft.ok && typeof draft.message.id // => 'number'
 */
export function followUp(
  root: ExchangeRecord,
  method: string,
  params: JsonObject,
  headers: readonly HeaderRow[],
): Draft {
  const { envelope } = requestParts(root);
  const params_ = Object.fromEntries(Object.entries(params).filter(([k]) => k !== '_meta'));
  const carried = Object.entries(root.request.headers)
    .filter(([name]) => method === root.rpcMethod && /^mcp-param-/i.test(name))
    .map(([name, value]) => ({ name, value, enabled: true, origin: '' }));
  return buildDraft({
    // The user's rows go only where they were entered for; the carried ones are this request's own.
    settings: { method, envelope, headers: [...headersFor(headers, root.request.url), ...carried] },
    paramsText: JSON.stringify(params_),
    id: takeRequestId(),
  });
}
