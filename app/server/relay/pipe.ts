import type { ServerResponse } from 'node:http';
import { encodeFrameHeader, encodeJsonFrame } from './codec';
import { FRAME_KIND, type RelayStreamErrorCode } from './protocol';
import type { UpstreamRequest } from './request';
import { closedMessage, relayHead, round, silentMessage, tooLargeMessage } from './stream';
import type { UpstreamAnswer } from './upstream';

/** How far the relay reads the upstream ahead of what the page has taken (then it waits for drain). */
const READ_AHEAD_BYTES = 1024 * 1024;

/**
 * The accepted relay answer written straight onto the Node response, framed by the relay's codec
 * (codec.ts, which the page decodes with): the head frame, each upstream read as a body frame with
 * its bytes untouched (no copy: a 5-byte header, then the read itself), then the end frame.
 * Backpressure both ways; the page hanging up closes the upstream.
 */
export function pipeFrames(
  req: UpstreamRequest,
  answer: UpstreamAnswer,
  out: ServerResponse,
  headers: Record<string, string>,
): void {
  const { response } = answer;
  let bytes = 0;
  let finished = false;
  let timer: NodeJS.Timeout | undefined;
  const finish = (code?: RelayStreamErrorCode, message?: string): void => {
    if (finished) return;
    finished = true;
    clearTimeout(timer);
    const ms = round(performance.now() - answer.startedAt);
    out.end(
      encodeJsonFrame(code ? { t: 'error', code, message: message ?? code, bytes, ms } : { t: 'end', bytes, ms }),
    );
    if (code) answer.abort();
  };
  // Restarted on every read: refresh() keeps the one timer instead of making one per chunk.
  const arm = (): void => {
    if (timer) timer.refresh();
    else timer = setTimeout(() => finish('upstream_timeout', silentMessage(req)), req.timeoutMs);
  };
  // What one callback writes goes out as one write: the HTTP head with the head frame, then each read
  // with its frame header (a small answer's body and end frames together). Traced with strace.
  let corked = false;
  const flushSoon = (): void => {
    if (corked) return;
    corked = true;
    out.cork();
    process.nextTick(() => {
      corked = false;
      out.uncork();
    });
  };
  const body = (data: Buffer): boolean => {
    flushSoon();
    out.write(encodeFrameHeader(FRAME_KIND.body, data.length));
    return out.write(data);
  };

  out.writeHead(200, headers);
  flushSoon();
  out.write(encodeJsonFrame(relayHead(req, answer)));
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > req.maxBytes) return finish('too_large', tooLargeMessage(req));
  arm();
  response.on('data', (data: Buffer) => {
    if (finished || data.length === 0) return;
    arm();
    if (bytes + data.length > req.maxBytes) {
      body(data.subarray(0, req.maxBytes - bytes));
      bytes = req.maxBytes;
      return finish('too_large', tooLargeMessage(req));
    }
    bytes += data.length;
    // Pausing whenever the socket's small buffer is full would serialise the two hops; read ahead.
    if (!body(data) && out.writableLength > READ_AHEAD_BYTES) {
      response.pause();
      out.once('drain', () => response.resume());
    }
  });
  response.on('end', () => finish());
  response.on('aborted', () => finish('upstream_closed', closedMessage(req, 'aborted', bytes)));
  response.on('error', (error) => finish('upstream_closed', closedMessage(req, error.message, bytes)));
  out.on('close', () => {
    if (finished) return;
    finished = true;
    clearTimeout(timer);
    answer.abort();
  });
}
