/**
 * Where an HTTP+SSE server's `endpoint` event says to POST: its data resolved against the stream's
 * URL. An endpoint on another origin is refused (a server must not send the client's messages, and
 * its token, elsewhere), and so is one that is no http(s) URL.
 *
 * @example
 * endpointOf('/messages?sessionId=1', 'http://127.0.0.1:3000/sse') // => { ok: true, url: 'http://127.0.0.1:3000/messages?sessionId=1' }
 * endpointOf('https://attacker.example/steal', 'http://127.0.0.1:3000/sse').ok // => false
 */
export function endpointOf(
  data: string,
  streamUrl: string,
): { ok: true; url: string } | { ok: false; message: string } {
  const text = data.trim();
  let url: URL;
  try {
    url = new URL(text, streamUrl);
  } catch {
    return { ok: false, message: `The endpoint event's data ${JSON.stringify(text.slice(0, 200))} is no URL.` };
  }
  const stream = new URL(streamUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, message: `The endpoint event names a ${url.protocol} URL; only http(s) is followed.` };
  if (url.origin !== stream.origin)
    return {
      ok: false,
      message: `Refused: the endpoint event points to another origin (${url.origin}) than the SSE stream (${stream.origin}). An HTTP+SSE server's endpoint must be on its own origin; following it would send every message (and any token) to a third party.`,
    };
  return { ok: true, url: url.href };
}
