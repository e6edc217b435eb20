import type { CapturedData } from './forward';
import { SessionJudge } from './judge';
import type { JudgeReply, JudgeRequest } from './judge-messages';

/** Answers the main thread's requests in order, wherever the judge runs (a worker, or inline as a fallback). */
export function answerJudge(): (request: JudgeRequest) => JudgeReply {
  let judge: SessionJudge | undefined;
  return (request) => {
    try {
      if (request.kind === 'init') {
        judge = new SessionJudge(request.limits);
        return { seq: request.seq, lines: [] };
      }
      if (!judge) throw new Error('the judge was not initialised');
      if (request.kind === 'settled') return { seq: request.seq, ...judge.settled(asBuffers(request.captured)) };
      if (request.kind === 'stream') return { seq: request.seq, ...judge.streamed(request.stream, request.chunk) };
      if (request.kind === 'clear') return { seq: request.seq, lines: judge.clear() };
      if (request.kind === 'ping') return { seq: request.seq, lines: [] };
      return { seq: request.seq, lines: [], records: judge.records() };
    } catch (error) {
      // An exchange that could not be judged is no longer in flight either.
      const published = request.kind === 'settled' ? [request.captured.id] : [];
      return { seq: request.seq, lines: [], published, error: error instanceof Error ? error.message : String(error) };
    }
  };
}

// A Buffer crosses a worker boundary as a plain Uint8Array.
function asBuffers(captured: CapturedData): CapturedData {
  const buffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    ...captured,
    requestBody: buffer(captured.requestBody),
    response: captured.response ? { ...captured.response, body: buffer(captured.response.body) } : null,
  };
}
