import { isJsonObject, type JsonObject } from '../../json/types';
import { parseResponseBody } from '../../wire/parse';
import type { Exchange } from '../context';
import { toFinding, type FindingDraft } from '../finding';
import type { ProbeTag, SessionExchange, SessionFinding } from './types';

/**
 * The answer of an exchange as the session rules read it: the response message (a JSON-RPC
 * object), its SSE frame, and its `result` or `error`.
 *
 * @example
 * answerOf({ request: { method: 'tools/list', id: 1 }, response: { status: 200, body: '{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}' } }).result // => { tools: [] }
 */
export interface Answer {
  status: number | undefined;
  msg: JsonObject | undefined;
  frame: number | undefined;
  result: JsonObject | undefined;
  error: JsonObject | undefined;
}

/**
 * Reads the answer of an exchange (never throws).
 *
 * @example
 * const exchange = { request: { method: 'foo/bar', id: 1 }, response: { status: 404, body: '{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Method not found"}}' } };
 * answerOf(exchange).error?.['code'] // => -32601
 * answerOf(null).status // => undefined
 */
export function answerOf(exchange: Exchange | null): Answer {
  if (!exchange) return { status: undefined, msg: undefined, frame: undefined, result: undefined, error: undefined };
  const parsed = parseResponseBody(exchange.response, { id: exchange.request.id });
  const message = parsed.response ?? parsed.messages.find((m) => isJsonObject(m.value)) ?? null;
  const msg = message && isJsonObject(message.value) ? message.value : undefined;
  return {
    status: exchange.response.status,
    msg,
    frame: message?.frame,
    result: isJsonObject(msg?.['result']) ? msg['result'] : undefined,
    error: isJsonObject(msg?.['error']) ? msg['error'] : undefined,
  };
}

/**
 * Collects session findings: each draft is completed from the catalogue and placed on its exchange.
 *
 * @example
 * const answer = answerOf({ request: { method: 'tools/list', id: 1 }, response: { status: 200, body: '{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}' } });
 * const out = findings();
 * out.add(3, answer, { rule: 'R-TOOLS-4', pointer: '/result/tools', message: 'The order changed.' });
 * out.list.map((f) => [f.rule, f.exchange, f.severity]) // => [['R-TOOLS-4', 3, 'warning']]
 */
export function findings(): {
  list: SessionFinding[];
  add(index: number, answer: Answer | undefined, draft: FindingDraft): void;
} {
  const list: SessionFinding[] = [];
  return {
    list,
    add(index, answer, draft) {
      const frame = draft.pointer !== '' ? answer?.frame : undefined;
      list.push({ ...toFinding({ ...draft, ...(frame !== undefined ? { frame } : {}) }), exchange: index });
    },
  };
}

/**
 * The answered exchanges of a session whose tag has the given kind, with their index and answer.
 *
 * @example
 * const session: SessionExchange[] = [
 *   { tag: { kind: 'other' }, exchange: null },
 *   { tag: { kind: 'discover' }, exchange: { request: { method: 'server/discover', id: 1 }, response: { status: 200, body: '{"jsonrpc":"2.0","id":1,"result":{"capabilities":{"tools":{}}}}' } } },
 * ];
 * ofKind(session, 'discover').map((e) => [e.index, e.answer.result?.['capabilities']]) // => [[1, { tools: {} }]]
 */
export function ofKind<K extends ProbeTag['kind']>(
  session: readonly SessionExchange[],
  kind: K,
): { index: number; tag: Extract<ProbeTag, { kind: K }>; exchange: Exchange; answer: Answer }[] {
  const out: { index: number; tag: Extract<ProbeTag, { kind: K }>; exchange: Exchange; answer: Answer }[] = [];
  session.forEach((s, index) => {
    if (s.exchange && s.tag.kind === kind)
      out.push({
        index,
        tag: s.tag as Extract<ProbeTag, { kind: K }>,
        exchange: s.exchange,
        answer: answerOf(s.exchange),
      });
  });
  return out;
}

/**
 * A short description of what an answer was, for finding texts.
 *
 * @example
 * const answer = answerOf({ request: { method: 'foo/bar', id: 1 }, response: { status: 404, body: '{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Method not found"}}' } });
 * described(answer) // => 'error -32601 on HTTP 404'
 */
export function described(answer: Answer): string {
  const status = answer.status === undefined ? '' : ` on HTTP ${answer.status}`;
  if (answer.error) return `error ${String(answer.error['code'])}${status}`;
  if (answer.result) return `a result${status}`;
  return `no JSON-RPC answer${status}`;
}
