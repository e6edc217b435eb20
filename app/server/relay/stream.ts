import { connectionListed, rawPairs } from '../http/hop-by-hop';
import { bodyFrame, jsonFrame } from './frames';
import { withheldFromPage } from './headers';
import type { RelayStreamErrorCode } from './protocol';
import type { UpstreamRequest } from './request';
import type { UpstreamAnswer } from './upstream';

const round = (ms: number): number => Math.round(ms * 10) / 10;

// Upstream reads may run this many frames ahead of the page's reads: reading and writing overlap,
// and memory stays bounded (about 1 MB of 64 KB reads) when the page is slow.
const READ_AHEAD = new CountQueuingStrategy({ highWaterMark: 16 });

/**
 * The accepted relay answer: a head frame, then one body frame per upstream read with its bytes
 * as they are (pulled, so a slow page slows the upstream instead of filling memory), then the end
 * frame. Cancelling the stream (the page went away) tears the upstream connection down.
 */
export function relayStream(req: UpstreamRequest, answer: UpstreamAnswer): ReadableStream<Uint8Array> {
  const { response } = answer;
  const headers: [string, string][] = [];
  const withheld: string[] = [];
  const pairs = rawPairs(response.rawHeaders);
  const listed = connectionListed(pairs);
  for (const [raw, value] of pairs) {
    const name = raw.toLowerCase();
    if (withheldFromPage(name, listed)) withheld.push(name);
    else headers.push([name, value]);
  }
  const iterator = response[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const declared = Number(response.headers['content-length']);
  let bytes = 0;
  let finished = false;
  const elapsed = (): number => round(performance.now() - answer.startedAt);

  const finish = (
    controller: ReadableStreamDefaultController<Uint8Array>,
    code?: RelayStreamErrorCode,
    message?: string,
  ): void => {
    finished = true;
    controller.enqueue(
      jsonFrame(
        code
          ? { t: 'error', code, message: message ?? code, bytes, ms: elapsed() }
          : { t: 'end', bytes, ms: elapsed() },
      ),
    );
    controller.close();
    if (code) answer.abort();
  };
  const tooLarge = (): string =>
    `The answer exceeded ${req.maxBytes} bytes (maxBytes), so the relay stopped reading it; raise "maxBytes" to see more.`;

  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(
          jsonFrame({
            t: 'head',
            status: response.statusCode ?? 0,
            statusText: response.statusMessage ?? '',
            headers,
            withheld: { request: req.withheld, response: withheld },
            ms: round(answer.ms),
          }),
        );
        if (Number.isFinite(declared) && declared > req.maxBytes) finish(controller, 'too_large', tooLarge());
      },
      async pull(controller) {
        // Loops past empty reads: a pull that enqueues nothing is not called again.
        while (!finished) {
          let timer: NodeJS.Timeout | undefined;
          const idle = new Promise<'idle'>((resolve) => (timer = setTimeout(() => resolve('idle'), req.timeoutMs)));
          try {
            const step = await Promise.race([iterator.next(), idle]);
            if (finished) return;
            if (step === 'idle')
              return finish(
                controller,
                'upstream_timeout',
                `${req.url.host} sent nothing for ${req.timeoutMs} ms in the middle of its answer, so the relay ended it; raise "timeoutMs" for slower servers.`,
              );
            if (step.done) return finish(controller);
            const data = step.value;
            if (data.length === 0) continue;
            if (bytes + data.length > req.maxBytes) {
              controller.enqueue(bodyFrame(data.subarray(0, req.maxBytes - bytes)));
              bytes = req.maxBytes;
              return finish(controller, 'too_large', tooLarge());
            }
            bytes += data.length;
            return controller.enqueue(bodyFrame(data));
          } catch (error) {
            if (finished) return;
            const reason = error instanceof Error ? error.message : String(error);
            return finish(
              controller,
              'upstream_closed',
              `${req.url.host} closed the connection in the middle of its answer (${reason}) after ${bytes} bytes; the answer is incomplete.`,
            );
          } finally {
            clearTimeout(timer);
          }
        }
      },
      cancel() {
        finished = true;
        answer.abort();
      },
    },
    READ_AHEAD,
  );
}
