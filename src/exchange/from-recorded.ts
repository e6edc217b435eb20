import { checkExchange } from '../check';
import type { RecordedExchange } from '../probe/send-exchange';
import type { ExchangeRecord, ExchangeSource } from './record';
import { verdictOf } from './verdict';

/**
 * Where and when a recorded exchange happened, and why it ended early if it did: what
 * `recordOfRecorded` adds to what `sendMessage` / `sendExchange` recorded.
 *
 * @example
 * const context: RecordContext = { id: 'a1', startedAt: new Date(0).toISOString(), source: 'relay' };
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
}

/**
 * The record of an exchange `sendMessage` or `sendExchange` recorded: judged from the recorded
 * request fields as they were sent (no body is parsed again). A partial answer (an error, an abort)
 * is still checked, so its findings say what is missing, but its verdict is `transport`.
 *
 * @example
 * const recorded = await sendExchange(fetch, { url, method: 'tools/list', id: 1 });
 * recordOfRecorded(recorded, { id: 'a1', startedAt: new Date().toISOString(), source: 'direct' }).verdict // 'pass'
 */
export function recordOfRecorded(recorded: RecordedExchange, context: RecordContext): ExchangeRecord {
  const findings = checkExchange(recorded);
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
