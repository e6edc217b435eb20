import {
  composeFetch,
  exchangeRecord,
  sendMessage,
  withEndOnError,
  withHead,
  withPartialRecording,
  type ExchangeRecord,
  type ExchangeSource,
} from '../../../src/index';
import { judgeRecorded } from '../judge/judge-in-worker';
import { DirectFetchError } from './direct-fetch';
import { RelayError } from './relay-fetch';
import { withYieldingReads } from './yielding-reads';

/** One request to send: the exact message and headers the request builder shows. */
export interface LiveRequest {
  url: string;
  message: Record<string, unknown>;
  headers: Record<string, string>;
  rpcMethod: string;
  conversationId?: string;
  /** The listed tool a tools/call names: its outputSchema judges the answer (R-TOOLS-12). */
  tool?: { name: string; outputSchema?: unknown };
}

/** What the response view hears while the exchange is on the wire. */
export interface SendProgress {
  onHead?: (status: number) => void;
  onFrame?: (data: string) => void;
  /** What has arrived so far of a long answer, at most once per PARTIAL_EVERY_MS (for the history). */
  onPartial?: (record: ExchangeRecord) => void;
  signal?: AbortSignal;
}

/** How often an answer still arriving is recorded as it stands. */
export const PARTIAL_EVERY_MS = 1000;

const INCOMPLETE = {
  code: 'incomplete',
  message: 'This answer was still arriving when the page was closed or reloaded: what had arrived is kept.',
};

/**
 * Sends one request over the given transport, records the exchange and judges it (a large answer in the
 * judge worker). Never rejects: a refusal, a timeout or a stream that ended early is kept in `error`,
 * with whatever had arrived.
 */
export async function sendLive(
  transport: { kind: 'relay' | 'direct'; fetch: typeof fetch },
  request: LiveRequest,
  progress: SendProgress = {},
  newId: () => string = () => crypto.randomUUID(),
): Promise<ExchangeRecord> {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  let streamError: { code: string; message: string } | undefined;
  // A stream the relay ends early closes the body normally here, so the partial answer is kept.
  const id = newId();
  const source = transport.kind as ExchangeSource;
  // A record with no complete answer to judge: what had arrived (or nothing) and why it ended.
  const unjudged = (
    response: ExchangeRecord['response'],
    error: { code: string; message: string },
    at: number,
  ): ExchangeRecord =>
    exchangeRecord({
      id,
      startedAt,
      source,
      ...(request.conversationId ? { conversationId: request.conversationId } : {}),
      server: request.url,
      request: { url: request.url, method: 'POST', headers: request.headers, body: JSON.stringify(request.message) },
      response,
      error,
      timing: { totalMs: at - started },
    });
  const tracked = composeFetch(
    withHead((status) => progress.onHead?.(status)),
    // Decoding every chunk a second time is paid only when someone keeps the partial answer.
    ...(progress.onPartial
      ? [
          withPartialRecording({
            everyMs: PARTIAL_EVERY_MS,
            now: () => performance.now(),
            onPartial: (p) =>
              progress.onPartial?.(
                unjudged({ status: p.status, statusText: '', headers: p.headers, body: p.body }, INCOMPLETE, p.at),
              ),
          }),
        ]
      : []),
    withEndOnError((error) => (streamError = errorOf(error))),
    // A flood's backlog is read in slices, so Stop, scrolling and painting go on meanwhile.
    withYieldingReads(),
  )(transport.fetch);
  try {
    const recorded = await sendMessage(tracked, {
      url: request.url,
      message: request.message,
      headers: request.headers,
      ...(progress.signal ? { signal: progress.signal } : {}),
      onFrame: (f) => progress.onFrame?.(f.event.data),
    });
    // Stopped by its owner: whatever the transport made of the abort, the user's word is the reason.
    const cut = progress.signal?.aborted || recorded.aborted ? STOPPED : streamError;
    return await judgeRecorded(recorded, {
      id,
      startedAt,
      source,
      ...(request.conversationId ? { conversationId: request.conversationId } : {}),
      server: request.url,
      ...(cut ? { error: cut } : {}),
      ...(request.tool ? { tool: request.tool } : {}),
      totalMs: performance.now() - started,
    });
  } catch (error) {
    return unjudged(null, progress.signal?.aborted ? STOPPED : errorOf(error), performance.now());
  }
}

const STOPPED = { code: 'aborted', message: 'You stopped this request; what had arrived is kept.' };

function errorOf(error: unknown): { code: string; message: string } {
  if (error instanceof RelayError || error instanceof DirectFetchError)
    return { code: error.code, message: error.message };
  if ((error as Error)?.name === 'AbortError') return { code: 'aborted', message: 'You stopped this request.' };
  return { code: 'unknown', message: `The request failed: ${(error as Error)?.message ?? String(error)}` };
}
