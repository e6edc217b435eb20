import { appResourceUri, base64ToBytes, serverOf, type ExchangeRecord, type JsonObject } from '../../../../src/index';
import { liveResultOf } from '../legacy/live-answer';
import { SANDBOX_META_NAME } from '../../../server/page-meta';
import { pageMeta } from '../../../state/page-facts';
import type { ToolsWithheld } from './app-session';

/** A tools/call exchange of a tool with an MCP App: what the host renders and tells the View. */
export interface AppCall {
  anchor: ExchangeRecord;
  tool: JsonObject;
  uri: string;
  arguments: JsonObject;
  outcome: { result: JsonObject } | { cancelled: string };
  /** Where the View's requests go (see `viewServerUrl`). */
  serverUrl: string;
}

/** A tools/call of another server whose app cannot be known: the panel says so and opens no View. */
export interface AppUnknown {
  anchor: ExchangeRecord;
  problem: string;
}

/** The server Live shows (its URL as typed) and the catalog listed from it. */
export interface ShownServer {
  url: string;
  tools: readonly unknown[] | undefined;
}

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The app behind a tools/call record, when the called tool names a UI resource and the call has ended. The
 * tool is the shown catalog's only for a call to the shown server; another server's call is read from its own
 * exchanges in `history` (see `calledTool`), and is `AppUnknown` when they do not say.
 *
 * @example
 * const other = 'http://127.0.0.1:3000/other';
 * const at = { startedAt: '2026-12-01T00:00:00.000Z', source: 'direct' as const, server: other, timing: { totalMs: 1 } };
 * const sent = (id: string, method: string, params: object, result: object) =>
 *   exchangeRecord({ ...at, id, request: { url: other, method: 'POST', headers: {}, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) },
 *     response: { status: 200, statusText: 'OK', headers: {}, body: JSON.stringify({ jsonrpc: '2.0', id: 1, result }) } });
 * const call = sent('c1', 'tools/call', { name: 't' }, { content: [] });
 * // Live shows another server, whose tool `t` has a View of its own: never this call's.
 * const shown = { url: 'http://127.0.0.1:3000/mcp', tools: [{ name: 't', _meta: { ui: { resourceUri: 'ui://shown/t' } } }] };
 * 'problem' in appCallOf(call, shown, [])! // => true
 * // The call's own server listed `t` in the history: its View.
 * const listed = sent('l1', 'tools/list', {}, { tools: [{ name: 't', _meta: { ui: { resourceUri: 'ui://other/t' } } }] });
 * const found = appCallOf(call, shown, [listed]);
 * found && 'uri' in found ? found.uri : null // => 'ui://other/t'
 */
export function appCallOf(
  record: ExchangeRecord | null,
  shown: ShownServer,
  history: readonly ExchangeRecord[],
): AppCall | AppUnknown | null {
  if (!record || record.rpcMethod !== 'tools/call') return null;
  const result = liveResultOf(record) as JsonObject | null;
  const tool = calledTool(record, shown, history, result);
  if (tool === 'unknown')
    return {
      anchor: record,
      problem: `This tool call was sent to ${record.server}, not to the server Live shows, and its exchanges in the history (no tools/list of that server names the tool, and the result carries no _meta.ui) do not say which app it has: no View is opened from the shown server's tool of the same name.`,
    };
  const uri = tool ? appResourceUri(tool) : undefined;
  if (!tool || !uri) return null;
  const args = isObject(record.rpcParams?.['arguments']) ? record.rpcParams['arguments'] : {};
  const serverUrl = viewServerUrl(record, shown.url);
  const type = result?.['resultType'];
  if (result && (type === undefined || type === 'complete'))
    return { anchor: record, tool, uri, arguments: args, outcome: { result }, serverUrl };
  if (result) return null; // input_required or a task: not the final result yet
  const error = record.error?.message ?? 'The tool call ended without a result.';
  return { anchor: record, tool, uri, arguments: args, outcome: { cancelled: error }, serverUrl };
}

const named =
  (name: unknown) =>
  (t: unknown): t is JsonObject =>
    isObject(t) && t['name'] === name;

/**
 * The tool a call named, as its own server described it: the shown catalog's for a call to the shown server
 * (or one kept before servers were recorded); else that server's tools/list in the history nearest before the
 * call (or the first after), else the call's result `_meta`. 'unknown' when none says and the shown catalog
 * has an app tool of that name, which belongs to another server.
 */
function calledTool(
  record: ExchangeRecord,
  shown: ShownServer,
  history: readonly ExchangeRecord[],
  result: JsonObject | null,
): JsonObject | 'unknown' | null {
  const name = record.rpcParams?.['name'];
  if (record.server === undefined || record.server === serverOf(shown.url))
    return shown.tools?.find(named(name)) ?? null;
  const listing = toolListing(record, history);
  const tool = listing ? (toolsOf(listing.record)[listing.index] as JsonObject) : undefined;
  if (tool) return tool;
  const meta = result?.['_meta'];
  if (isObject(meta) && appResourceUri({ _meta: meta })) return { name: String(name), _meta: meta };
  return shown.tools?.some((t) => named(name)(t) && appResourceUri(t) !== undefined) ? 'unknown' : null;
}

/**
 * The tools/list exchange of a tools/call's server that names the called tool, and the tool's index in it: the
 * newest listing before the call, else the first after. The server is the one each record keeps; a call kept
 * before servers were recorded matches listings sent to its request URL.
 *
 * @example
 * const url = 'http://127.0.0.1:3000/mcp';
 * const sent = (id: string, startedAt: string, method: string, result: object) =>
 *   exchangeRecord({ id, startedAt, source: 'direct', server: url, timing: { totalMs: 1 },
 *     request: { url, method: 'POST', headers: {}, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: { name: 't' } }) },
 *     response: { status: 200, statusText: 'OK', headers: {}, body: JSON.stringify({ jsonrpc: '2.0', id: 1, result }) } });
 * const old = sent('l1', '2026-12-01T00:00:00.000Z', 'tools/list', { tools: [{ name: 't' }] });
 * const newer = sent('l2', '2026-12-01T00:01:00.000Z', 'tools/list', { tools: [{ name: 'u' }, { name: 't' }] });
 * const call = sent('c1', '2026-12-01T00:02:00.000Z', 'tools/call', { content: [] });
 * toolListing(call, [call, newer, old]) // => { record: newer, index: 1 }
 */
export function toolListing(
  call: ExchangeRecord,
  history: readonly ExchangeRecord[],
): { record: ExchangeRecord; index: number } | undefined {
  const name = call.rpcParams?.['name'];
  const sameServer = (r: ExchangeRecord) =>
    call.server === undefined ? r.request.url === call.request.url : r.server === call.server;
  const listed = history
    .filter((r) => r.rpcMethod === 'tools/list' && sameServer(r))
    .map((record) => ({ record, index: toolsOf(record).findIndex(named(name)), at: Date.parse(record.startedAt) }))
    .filter((l) => l.index >= 0);
  const at = Date.parse(call.startedAt);
  const before = listed.filter((l) => l.at <= at).sort((a, b) => b.at - a.at)[0];
  const after = listed.filter((l) => l.at > at).sort((a, b) => a.at - b.at)[0];
  const found = before ?? after;
  return found && { record: found.record, index: found.index };
}

const toolsOf = (record: ExchangeRecord): unknown[] => {
  const tools = liveResultOf(record)?.['tools'];
  return Array.isArray(tools) ? tools : [];
};

/**
 * Where the View of `anchor` sends its requests: Live's URL as typed while Live shows the call's server (a
 * legacy session and a token are keyed by it), else the call's recorded server. Never the request's own URL,
 * which for an HTTP+SSE server is its session endpoint; only a call kept before servers were recorded uses it.
 *
 * @example
 * // An HTTP+SSE server's call: POSTed to the session endpoint its stream named.
 * const call = exchangeRecord({ id: 'c1', startedAt: '2026-12-01T00:00:00.000Z', source: 'direct', server: 'http://127.0.0.1:3000/sse',
 *   request: { url: 'http://127.0.0.1:3000/messages?sessionId=a', method: 'POST', headers: {}, body: '{"jsonrpc":"2.0","id":1,"method":"tools/call"}' },
 *   response: null, timing: { totalMs: 1 } });
 * viewServerUrl(call, 'http://127.0.0.1:3000/sse?token=t') // => 'http://127.0.0.1:3000/sse?token=t'
 * viewServerUrl(call, 'http://127.0.0.1:3000/mcp') // => 'http://127.0.0.1:3000/sse'
 */
export function viewServerUrl(anchor: ExchangeRecord, shown: string): string {
  if (anchor.server === undefined) return anchor.request.url;
  return anchor.server === serverOf(shown) ? shown : anchor.server;
}

/**
 * What of Live's catalog (`tools`, listed from the server Live shows, `shown`) the View of `anchor` gets: all of
 * it when the tool call was sent for that server; otherwise why none (another server's call, or one kept before
 * the server of each exchange was recorded, whose server is unknown and not guessed).
 */
export function viewTools(
  anchor: ExchangeRecord,
  shown: string,
  tools: readonly unknown[],
): readonly unknown[] | ToolsWithheld {
  if (anchor.server === undefined) return 'unknown-server';
  return anchor.server === serverOf(shown) ? tools : 'stale';
}

/**
 * The View's HTML and its declared sandbox (`_meta.ui.csp`, `permissions`) from a resources/read result,
 * and the JSON pointer of the contents item they came from.
 */
export function appResourceOf(
  result: JsonObject | null,
  uri: string,
): { html: string; csp: unknown; permissions: unknown; pointer: string } | { problem: string } {
  const contents = Array.isArray(result?.['contents']) ? (result['contents'] as unknown[]) : [];
  const found = contents.findIndex((c) => isObject(c) && c['uri'] === uri);
  const index = found >= 0 ? found : contents.findIndex(isObject);
  const item = contents[index];
  if (!isObject(item)) return { problem: `resources/read of ${uri} gave no contents.` };
  let html: string | null = typeof item['text'] === 'string' ? item['text'] : null;
  if (html === null && typeof item['blob'] === 'string') {
    const bytes = base64ToBytes(item['blob']);
    html = bytes ? new TextDecoder().decode(bytes) : null;
  }
  if (html === null) return { problem: `${uri} has neither text nor a base64 blob.` };
  const meta = isObject(item['_meta']) && isObject(item['_meta']['ui']) ? item['_meta']['ui'] : {};
  return { html, csp: meta['csp'], permissions: meta['permissions'], pointer: `/result/contents/${index}` };
}

/** The sandbox port's origin, named by the page (app/server/sandbox); null when the page was served without it. */
export function sandboxOrigin(): string | null {
  const content = pageMeta(SANDBOX_META_NAME);
  return content && /^http:\/\/(127\.0\.0\.1|localhost):\d+$/.test(content) ? content : null;
}

/** The sandbox page's URL carrying the declared csp (base64url of its JSON): the sandbox builds the header from it. */
export function sandboxUrl(origin: string, csp: unknown): string {
  const json = csp === undefined ? '' : JSON.stringify(csp);
  const bytes = new TextEncoder().encode(json);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  const encoded = btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${origin}/app${encoded ? `?csp=${encoded}` : ''}`;
}
