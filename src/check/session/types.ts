import type { Exchange } from '../context';
import type { ListMethod } from '../../spec';
import type { Finding } from '../finding';

/**
 * Why an exchange of a scan was sent: the session rules read exchanges by their purpose.
 *
 * @example
 * const tag: ProbeTag = { kind: 'list', method: 'tools/list', run: 2, page: 1 };
 * const exchange = { request: { method: 'tools/list', id: 1 }, response: { status: 200, body: '{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}' } };
 * ofKind([{ tag, exchange }], 'list')[0]?.tag.run // => 2
 */
export type ProbeTag =
  | { kind: 'discover' }
  /** One page of a list method; `run` 1 and 2 are two listings in a row, `page` counts from 1. */
  | { kind: 'list'; method: ListMethod; run: number; page: number }
  /** resources/read of a URI that does not exist. */
  | { kind: 'missing-resource'; uri: string }
  /** A request with an `Origin` the server has no reason to trust. */
  | { kind: 'foreign-origin'; origin: string }
  | { kind: 'unknown-tool'; name: string }
  | { kind: 'unknown-prompt'; name: string }
  | { kind: 'unknown-task'; taskId: string }
  /** completion/complete, to compare with the `completions` capability. */
  | { kind: 'completion' }
  /** tools/call of a listed tool. */
  | { kind: 'call'; tool: string }
  /** A retry answering the input_required result of exchange `of`; `tampered` changed its requestState. */
  | { kind: 'retry'; of: number; tampered?: boolean }
  /** tasks/get of the task created by exchange `created`; `immediate` right after the creation. */
  | { kind: 'task-poll'; created: number; immediate: boolean }
  /** A request whose Accept names only application/json (it breaks a client MUST on purpose). */
  | { kind: 'accept-json' }
  /** tools/call with the `Mcp-Param-*` header of an `x-mcp-header` argument left out. */
  | { kind: 'missing-param-header'; tool: string; header: string }
  /** After an era verdict: a request naming a version nobody serves, judged by what every revision requires (400). */
  | { kind: 'legacy-version'; version: string }
  /** resources/read of the ui:// resource the listed `tools` name (src/ext/apps). */
  | { kind: 'app-resource'; uri: string; tools: readonly string[] }
  /** A request of the skills extension (src/ext/skills): `skills/list`, `skills/get` or a skill file's read. */
  | { kind: 'skill'; step: 'list' | 'get' | 'unknown' | 'file'; uri: string }
  | { kind: 'other' };

// The list methods a scan pages through are the table's (src/spec).
export type { ListMethod } from '../../spec';

/**
 * One exchange of a session, with its purpose.
 *
 * @example
 * const s: SessionExchange = { tag: { kind: 'discover' }, exchange: { request: { method: 'server/discover', id: 1 }, response: { status: 200, body: '{"jsonrpc":"2.0","id":1,"result":{}}' } } };
 * // No answer (a timeout): the rules skip it.
 * const lost: SessionExchange = { tag: { kind: 'discover' }, exchange: null };
 * ofKind([lost, s], 'discover').map((e) => e.index) // => [1]
 */
export interface SessionExchange {
  tag: ProbeTag;
  /** null when no answer arrived (timeout, network failure): the rules skip it. */
  exchange: Exchange | null;
}

/**
 * A finding of a session rule, placed on the exchange (its index in the session) that shows it.
 *
 * @example
 * const listing = (tools: string) => ({ request: { method: 'tools/list', id: 1 }, response: { status: 200, body: `{"jsonrpc":"2.0","id":1,"result":{"tools":${tools}}}` } });
 * const a = '{"name":"a","inputSchema":{"type":"object"}}';
 * const b = '{"name":"b","inputSchema":{"type":"object"}}';
 * const session: SessionExchange[] = [
 *   { tag: { kind: 'list', method: 'tools/list', run: 1, page: 1 }, exchange: listing(`[${a},${b}]`) },
 *   { tag: { kind: 'list', method: 'tools/list', run: 2, page: 1 }, exchange: listing(`[${b},${a}]`) },
 * ];
 * const [finding]: SessionFinding[] = checkSession(session);
 * finding?.exchange // => 1
 */
export interface SessionFinding extends Finding {
  exchange: number;
}
