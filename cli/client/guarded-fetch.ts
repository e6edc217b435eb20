import type { FetchLike, HttpFetchLike } from '../../src/index';

/**
 * The client's MCP fetch with the scan's rules: a redirect is never followed (it would carry the
 * --header values and the token elsewhere) and fails the request saying where it pointed; an answer
 * is read up to `maxBytes` (after decompression), past which the connection is dropped and the
 * request fails with the cap in its message. Nothing past the cap is ever held in memory.
 */
export function guardedFetch(fetch: typeof globalThis.fetch, maxBytes: number): HttpFetchLike {
  return async (url, init) => {
    const response = await fetch(url, { ...init, redirect: 'manual' });
    if (response.status >= 300 && response.status < 400) {
      void response.body?.cancel().catch(() => undefined);
      const location = response.headers.get('location');
      throw new Error(
        `HTTP ${response.status} redirect to ${location ?? '(no Location)'}, not followed (your --header values and tokens stay with the URL you gave); run the client on the new URL itself if you trust it`,
      );
    }
    return capped(response, maxBytes);
  };
}

function capped(response: Response, maxBytes: number): Awaited<ReturnType<FetchLike>> {
  const source = response.body;
  if (!source) return response;
  let bytes = 0;
  const reader = source.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      bytes += value.byteLength;
      if (bytes > maxBytes) {
        reader.cancel().catch(() => undefined);
        controller.error(
          new Error(`the answer passed ${maxBytes} bytes (--max-bytes), so the client stopped reading it`),
        );
        return;
      }
      controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return {
    status: response.status,
    headers: response.headers,
    body,
    text: () => new Response(body).text(),
  };
}
