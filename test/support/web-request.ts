import type { IncomingMessage, ServerResponse } from 'node:http';
import { localhostAllowedOrigins, originValidationResponse } from '@modelcontextprotocol/server';
import { writeResponse } from './write-response';

// The WHATWG `Request` of a Node request, its body read whole.
async function webRequestOf(req: IncomingMessage): Promise<Request> {
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

/**
 * Answers a Node request with an SDK 2.x fetch handler behind the SDK's localhost Origin guard (a 500 with
 * the error's text if it throws): the fixtures' servers in one line.
 *
 * @example
 * createServer((req, res) => answerGuarded(req, res, createMcpHandler(() => buildServer())));
 */
export function answerGuarded(
  req: IncomingMessage,
  res: ServerResponse,
  handler: { fetch(request: Request): Promise<Response> },
): void {
  void (async () => {
    const request = await webRequestOf(req);
    const response = originValidationResponse(request, localhostAllowedOrigins()) ?? (await handler.fetch(request));
    await writeResponse(res, response);
  })().catch((error: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)));
}
