import type { Finding } from '../check';
import type { JsonObject, JsonRpcId } from '../json/types';
import type { Verdict } from './verdict';

/**
 * How an exchange reached the server: through the app's relay, a direct browser fetch, a file the
 * user imported, or a tap the user's own client went through.
 *
 * @example
 * const fetch: FetchLike = async () => Response.json({ jsonrpc: '2.0', id: 1, result: {} });
 * const recorded = await sendExchange(fetch, { url: 'http://127.0.0.1:3000/mcp', method: 'server/discover', id: 1 });
 * const source: ExchangeSource = 'relay';
 * recordOfRecorded(recorded, { id: 'a1', startedAt: '2026-07-28T00:00:00.000Z', source }).source // => 'relay'
 */
export type ExchangeSource = 'relay' | 'direct' | 'imported' | 'tapped';

/**
 * One request and what came back, as every screen shows and keeps it (secrets already scrubbed
 * where it is stored). Bodies are text as they travelled, and beside the request's text its JSON-RPC
 * method, id and params, parsed once when the record was made; `findings` are the checker's and any
 * session rules' findings on this exchange. Records are made only by the constructors of
 * `records.ts`: `exchangeRecord` (answered, unanswered, imported), `recordOfRecorded` (sent by a screen),
 * `scanRecord` (sent by a scan probe), `tappedRecord`, `withFindings` (judged again by the
 * session rules) and `restoredRecord` (read back from storage).
 *
 * @example
 * // A stand-in server and a still clock; in real use the global fetch and Date.now.
 * const fetch: FetchLike = async () => Response.json({ jsonrpc: '2.0', id: 1, result: { tools: [] } });
 * const recorded = await sendExchange(fetch, { url: 'http://127.0.0.1:3000/mcp', method: 'tools/list', id: 1, now: () => 0 });
 * const record: ExchangeRecord = recordOfRecorded(recorded, { id: 'a1', startedAt: '2026-07-28T00:00:00.000Z', source: 'direct' });
 * [record.rpcMethod, record.response?.status, record.timing] // => ['tools/list', 200, { totalMs: 0, firstByteMs: 0 }]
 * verdictWords(record.verdict, record.findings) // => '2 errors, 1 warning'
 */
export interface ExchangeRecord {
  id: string;
  startedAt: string;
  source: ExchangeSource;
  /** The JSON-RPC method, or '' when the body was not a JSON-RPC request (a GET, a DELETE). */
  rpcMethod: string;
  /** The request's JSON-RPC id, when it has one (a notification has none). */
  rpcId?: JsonRpcId;
  /** The request's params, when they are an object. */
  rpcParams?: JsonObject;
  request: { url: string; method: string; headers: Record<string, string>; body: string };
  response: { status: number; statusText: string; headers: Record<string, string>; body: string } | null;
  /** Why no (complete) answer arrived: a relay refusal, a timeout, CORS, a closed stream, Stop. */
  error?: { code: string; message: string };
  timing: { totalMs: number; firstByteMs?: number };
  findings: Finding[];
  verdict: Verdict;
  /** Rounds of one multi-round request share a conversation id (the first round's id). */
  conversationId?: string;
  /**
   * The server the screen sent this for, as `serverOf` keeps it (no credentials, no query): whose catalog the
   * request was built from, so the MCP App View of a tools/call belongs to it. Absent where no screen named one
   * (an import, a tap) and on records kept before it was recorded: then the server is unknown.
   */
  server?: string;
}

/**
 * An exchange that went through a tap: the same record, from the tap named `tap` ('' for `/tap`).
 *
 * @example
 * const fetch: FetchLike = async () => Response.json({ jsonrpc: '2.0', id: 1, result: { tools: [] } });
 * const recorded = await sendExchange(fetch, { url: 'http://127.0.0.1:3000/mcp', method: 'tools/list', id: 1 });
 * const record = recordOfRecorded(recorded, { id: 'a1', startedAt: '2026-07-28T00:00:00.000Z', source: 'tapped' });
 * const tapped: TappedRecord = tappedRecord(record, 'github');
 * [tapped.tap, judgeRecord(tapped).verdict === record.verdict] // => ['github', true]
 */
export interface TappedRecord extends ExchangeRecord {
  source: 'tapped';
  tap: string;
}
