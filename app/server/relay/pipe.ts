import type { ServerResponse } from 'node:http';
import { frameHeader, jsonFrame } from './node-frames';
import { FRAME_HEADER_BYTES, FRAME_KIND, type RelayStreamErrorCode } from './protocol';
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
    out.end(jsonFrame(code ? { t: 'error', code, message: message ?? code, bytes, ms } : { t: 'end', bytes, ms }));
    if (code) answer.abort();
  };
  // Restarted on every read: refresh() keeps the one timer instead of making one per chunk.
  const arm = (): void => {
    if (timer) timer.refresh();
    else timer = setTimeout(() => finish('upstream_timeout', silentMessage(req)), req.timeoutMs);
  };
  // Each read leaves as one write with its frame header (corked around the two writes only: no tick
  // queued per read). Traced with strace.
  const body = (data: Buffer): boolean => {
    out.cork();
    out.write(frameHeader(FRAME_KIND.body, data.length));
    const more = out.write(data);
    out.uncork();
    return more;
  };

  if (response.complete && response.readableLength <= req.maxBytes) return writeWhole(req, answer, out, headers);
  out.writeHead(200, headers);
  // The HTTP head leaves with the head frame (Node sends a head with the first write).
  out.write(jsonFrame(relayHead(req, answer)));
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

/**
 * An answer whose body had all arrived with its head (a small one comes in one read) leaves as one write
 * with its length, as a bare proxy sends it: the page wakes once, not for a chunked head then the rest.
 */
function writeWhole(
  req: UpstreamRequest,
  answer: UpstreamAnswer,
  out: ServerResponse,
  headers: Record<string, string>,
): void {
  const head = jsonFrame(relayHead(req, answer));
  // read() hands over everything buffered; the answer then ends, which frees its connection for reuse.
  const data = (answer.response.read() as Buffer | null) ?? EMPTY;
  const end = jsonFrame({ t: 'end', bytes: data.length, ms: round(performance.now() - answer.startedAt) });
  const bodyFrame = data.length > 0 ? FRAME_HEADER_BYTES + data.length : 0;
  out.cork();
  out.writeHead(200, { ...headers, 'Content-Length': String(head.length + bodyFrame + end.length) });
  out.write(head);
  if (data.length > 0) {
    out.write(frameHeader(FRAME_KIND.body, data.length));
    out.write(data);
  }
  out.end(end);
}

const EMPTY = Buffer.alloc(0);
