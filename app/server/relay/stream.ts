import { StringDecoder } from 'node:string_decoder';
import { withheldFromPage } from './headers';
import { encodeRecord, type RelayRecord, type RelayStreamErrorCode } from './protocol';
import type { UpstreamRequest } from './request';
import type { UpstreamAnswer } from './upstream';

const TEXTUAL = /^(text\/|application\/(json|x-ndjson|xml|javascript|x-www-form-urlencoded)$)|\+(json|xml)$/;

/** Whether the body travels as `text` records (textual and not content-encoded) or as `b64`. */
export function isTextual(contentType: string | undefined, contentEncoding: string | undefined): boolean {
  if (contentEncoding && contentEncoding.toLowerCase() !== 'identity') return false;
  if (!contentType) return true;
  const media = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return TEXTUAL.test(media);
}

const round = (ms: number): number => Math.round(ms * 10) / 10;

// Upstream reads may run this many records ahead of the page's reads: reading and writing overlap,
// and memory stays bounded (about 1 MB of 64 KB chunks) when the page is slow.
const READ_AHEAD = new CountQueuingStrategy({ highWaterMark: 16 });

/**
 * The accepted relay answer: a head record, then one chunk record per upstream read as it
 * arrives (pulled, so a slow page slows the upstream instead of filling memory), then `end` or
 * `error`. Cancelling the stream (the page went away) tears the upstream connection down.
 */
export function relayStream(req: UpstreamRequest, answer: UpstreamAnswer): ReadableStream<Uint8Array> {
  const { response } = answer;
  const encoder = new TextEncoder();
  const headers: [string, string][] = [];
  const withheld: string[] = [];
  for (let i = 0; i + 1 < response.rawHeaders.length; i += 2) {
    const name = response.rawHeaders[i]!.toLowerCase();
    if (withheldFromPage(name)) withheld.push(name);
    else headers.push([name, response.rawHeaders[i + 1]!]);
  }
  const textual = isTextual(response.headers['content-type'], response.headers['content-encoding']);
  // StringDecoder keeps a multi-byte character split across reads whole, and is faster than TextDecoder.
  const decoder = textual ? new StringDecoder('utf8') : undefined;
  const iterator = response[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const declared = Number(response.headers['content-length']);
  let bytes = 0;
  let finished = false;
  const elapsed = (): number => round(performance.now() - answer.startedAt);

  const emit = (controller: ReadableStreamDefaultController<Uint8Array>, record: RelayRecord): void =>
    controller.enqueue(encoder.encode(encodeRecord(record)));
  const finish = (
    controller: ReadableStreamDefaultController<Uint8Array>,
    code?: RelayStreamErrorCode,
    message?: string,
  ): void => {
    finished = true;
    if (decoder) {
      const rest = decoder.end();
      if (rest !== '') emit(controller, { t: 'chunk', bytes: 0, text: rest });
    }
    emit(
      controller,
      code ? { t: 'error', code, message: message ?? code, bytes, ms: elapsed() } : { t: 'end', bytes, ms: elapsed() },
    );
    controller.close();
    if (code) answer.abort();
  };
  const chunk = (controller: ReadableStreamDefaultController<Uint8Array>, data: Buffer): void => {
    if (data.length === 0) return;
    emit(
      controller,
      decoder
        ? { t: 'chunk', bytes: data.length, text: decoder.write(data) }
        : { t: 'chunk', bytes: data.length, b64: data.toString('base64') },
    );
  };
  const tooLarge = (): string =>
    `The answer exceeded ${req.maxBytes} bytes (maxBytes), so the relay stopped reading it; raise "maxBytes" to see more.`;

  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        emit(controller, {
          t: 'head',
          status: response.statusCode ?? 0,
          statusText: response.statusMessage ?? '',
          headers,
          withheld: { request: req.withheld, response: withheld },
          ms: round(answer.ms),
        });
        if (Number.isFinite(declared) && declared > req.maxBytes) finish(controller, 'too_large', tooLarge());
      },
      async pull(controller) {
        if (finished) return;
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
          if (bytes + data.length > req.maxBytes) {
            chunk(controller, data.subarray(0, req.maxBytes - bytes));
            bytes = req.maxBytes;
            return finish(controller, 'too_large', tooLarge());
          }
          bytes += data.length;
          chunk(controller, data);
        } catch (error) {
          if (finished) return;
          const reason = error instanceof Error ? error.message : String(error);
          finish(
            controller,
            'upstream_closed',
            `${req.url.host} closed the connection in the middle of its answer (${reason}) after ${bytes} bytes; the answer is incomplete.`,
          );
        } finally {
          clearTimeout(timer);
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
