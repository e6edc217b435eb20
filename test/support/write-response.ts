import type { ServerResponse } from 'node:http';

/**
 * Writes a fetch `Response` to a Node response as it comes: a `subscriptions/listen` stream never ends,
 * so waiting for its whole body would hide its acknowledgment from the client.
 *
 * @example
 * await writeResponse(res, new Response('{}', { headers: { 'content-type': 'application/json' } }));
 */
export async function writeResponse(res: ServerResponse, response: Response): Promise<void> {
  const out: Record<string, string> = {};
  response.headers.forEach((value, key) => (out[key] = value));
  res.writeHead(response.status, out);
  if (!response.body) return void res.end();
  res.flushHeaders();
  res.on('close', () => void response.body?.cancel().catch(() => undefined));
  for await (const chunk of response.body) res.write(chunk);
  res.end();
}
