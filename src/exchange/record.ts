import type { Finding } from '../check';
import type { Verdict } from './verdict';

/**
 * How an exchange reached the server: through the app's relay, a direct browser fetch, a file the
 * user imported, or a tap the user's own client went through.
 *
 * @example
 * const source: ExchangeSource = 'relay';
 */
export type ExchangeSource = 'relay' | 'direct' | 'imported' | 'tapped';

/**
 * One request and what came back, as every screen shows and keeps it (secrets already scrubbed
 * where it is stored). Bodies are text as they travelled; `findings` are the checker's and any
 * session rules' findings on this exchange.
 *
 * @example
 * const record: ExchangeRecord = {
 *   id: '1', startedAt: '2026-07-28T00:00:00.000Z', source: 'direct', rpcMethod: 'tools/list',
 *   request: { url: 'http://127.0.0.1:3000/mcp', method: 'POST', headers: {}, body: '{}' },
 *   response: null, error: { code: 'network', message: 'unreachable' },
 *   timing: { totalMs: 3 }, findings: [], verdict: 'transport',
 * };
 */
export interface ExchangeRecord {
  id: string;
  startedAt: string;
  source: ExchangeSource;
  /** The JSON-RPC method, or '' when the body was not a JSON-RPC request (a GET, a DELETE). */
  rpcMethod: string;
  request: { url: string; method: string; headers: Record<string, string>; body: string };
  response: { status: number; statusText: string; headers: Record<string, string>; body: string } | null;
  /** Why no (complete) answer arrived: a relay refusal, a timeout, CORS, a closed stream, Stop. */
  error?: { code: string; message: string };
  timing: { totalMs: number; firstByteMs?: number };
  findings: Finding[];
  verdict: Verdict;
  /** Rounds of one multi-round request share a conversation id (the first round's id). */
  conversationId?: string;
}

/**
 * An exchange that went through a tap: the same record, from the tap named `tap` ('' for `/tap`).
 *
 * @example
 * const tapped: TappedRecord = { ...record, source: 'tapped', tap: 'github' };
 */
export interface TappedRecord extends ExchangeRecord {
  source: 'tapped';
  tap: string;
}
