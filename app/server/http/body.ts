import type { IncomingMessage } from 'node:http';

// One capped body reader for every endpoint that takes a request body (the relay, /stdio/mcp, the
// demo servers): a declared Content-Length over the cap is refused before anything is read, and a
// body without one is read only up to the cap, never whole first.

/** The body is larger than the endpoint's cap; nothing beyond the cap was kept. */
export class BodyTooLarge extends Error {
  override name = 'BodyTooLarge';
  constructor(readonly max: number) {
    super(`The request body is larger than ${max} bytes.`);
  }
}

/**
 * The request body as bytes, at most `max` of them; throws BodyTooLarge past the cap (the rest of
 * the body is not read).
 */
export async function readCappedBody(request: Request, max: number): Promise<Uint8Array> {
  refuseDeclaredOver(request.headers.get('content-length'), max);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLarge(max);
    }
    parts.push(value);
  }
  return joined(parts, size);
}

/**
 * The same cap on a Node request read in place (the relay's hot path: no WHATWG stream). Past the
 * cap it stops reading and leaves the connection to the refusal, which closes it.
 */
export function readCappedIncoming(incoming: IncomingMessage, max: number): Promise<Uint8Array> {
  const declared = incoming.headers['content-length'];
  return new Promise((resolve, reject) => {
    refuseDeclaredOver(declared ?? null, max);
    const parts: Buffer[] = [];
    let size = 0;
    const stop = (error: Error): void => {
      incoming.off('data', onData).off('end', onEnd).off('error', stop).off('aborted', onAborted);
      incoming.pause();
      reject(error);
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > max) return stop(new BodyTooLarge(max));
      parts.push(chunk);
    };
    const onEnd = (): void => resolve(joined(parts, size));
    const onAborted = (): void => stop(new Error('The caller closed the connection before the body was complete.'));
    incoming.on('data', onData).once('end', onEnd).once('error', stop).once('aborted', onAborted);
  });
}

function refuseDeclaredOver(declared: string | null, max: number): void {
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > max) throw new BodyTooLarge(max);
}

function joined(parts: readonly Uint8Array[], size: number): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

/** The capped body as UTF-8 text (invalid sequences replaced). */
export async function readCappedText(request: Request, max: number): Promise<string> {
  return new TextDecoder().decode(await readCappedBody(request, max));
}
