import type { IncomingMessage } from 'node:http';

/**
 * The WHATWG `Request` of a Node request, its body read whole: how the fixtures hand a Node server's
 * requests to an SDK's fetch handler.
 *
 * @example
 * const request = await webRequestOf(req);
 * const response = await handler.fetch(request);
 */
export async function webRequestOf(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(`http://127.0.0.1${req.url ?? '/'}`, {
    method,
    headers,
    ...(hasBody ? { body: new Uint8Array(Buffer.concat(chunks)) } : {}),
  });
}
