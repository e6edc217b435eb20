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
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > max) throw new BodyTooLarge(max);
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
