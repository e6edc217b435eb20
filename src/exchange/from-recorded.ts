import { checkExchange, type Finding } from '../check';
import type { RecordedExchange } from '../probe/send-exchange';
import type { ExchangeRecord, ExchangeSource } from './record';
import { verdictOf } from './verdict';

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
  /** The stream ended early (the relay cut it, the user stopped it): the answer is partial. */
  error?: { code: string; message: string };
  /** Measured by the caller's clock when it is not the recorder's. */
  totalMs?: number;
  /** The checker's findings when the caller already has them (the tour drops those about its own cut). */
  findings?: Finding[];
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
 * [record.rpcMethod, record.request.method, record.verdict] // => ['tools/list', 'POST', 'fail']
 */
export function recordOfRecorded(recorded: RecordedExchange, context: RecordContext): ExchangeRecord {
  const findings = context.findings ?? checkExchange(recorded);
  const partial = context.error !== undefined;
  return {
    id: context.id,
    startedAt: context.startedAt,
    source: context.source,
    rpcMethod: recorded.request.method,
    ...(context.conversationId ? { conversationId: context.conversationId } : {}),
    request: {
      url: recorded.request.url,
      method: 'POST',
      headers: recorded.request.headers,
      body: recorded.request.body,
    },
    response: { ...recorded.response, statusText: '' },
    ...(context.error ? { error: context.error } : {}),
    timing: { totalMs: context.totalMs ?? recorded.timing.totalMs, firstByteMs: recorded.timing.headersMs },
    findings,
    verdict: verdictOf(findings, partial),
  };
}
