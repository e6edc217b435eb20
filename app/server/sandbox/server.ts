import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildAppCsp } from '../../../src/index';
import { SANDBOX_PAGE } from './page';

/** The one path the sandbox port serves: the proxy page, its CSP from `?csp=` (the resource's declared `csp`). */
export const SANDBOX_PATH = '/app';

/** A running sandbox port. */
export interface RunningSandbox {
  /** `http://127.0.0.1:<port>`: another origin than the inspector's. */
  origin: string;
  port: number;
  close(): Promise<void>;
}

// Only loopback pages may frame the sandbox (the inspector, on whatever port it got).
const FRAME_ANCESTORS = 'frame-ancestors http://127.0.0.1:* http://localhost:*';

/**
 * The declared `csp` object carried in the page URL (base64url of its JSON), or undefined when absent or
 * unreadable: then the restrictive default applies, never a looser policy.
 */
export function declaredCspOf(search: URLSearchParams): unknown {
  const encoded = search.get('csp');
  if (!encoded || encoded.length > 64 * 1024) return undefined;
  try {
    return JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** The sandbox's answer to one request: the proxy page on GET /app, 404 for anything else. */
export function sandboxAnswer(
  req: IncomingMessage,
  port: number,
): { status: number; headers: Record<string, string>; body: string } {
  const base = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' };
  const notFound = {
    status: 404,
    headers: {
      ...base,
      'Content-Type': 'text/plain',
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    },
    body: 'The MCP App sandbox serves only its proxy page.',
  };
  const host = (req.headers.host ?? '').toLowerCase();
  const ownHost = [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`].includes(host);
  // A request target that is no URL (an IPv6 bracket never closed) is one more thing the port does not serve.
  const url = URL.canParse(req.url ?? '/', 'http://sandbox.invalid')
    ? new URL(req.url ?? '/', 'http://sandbox.invalid')
    : null;
  if (!url || !ownHost || url.pathname !== SANDBOX_PATH || (req.method !== 'GET' && req.method !== 'HEAD'))
    return notFound;
  return {
    status: 200,
    headers: {
      ...base,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': `${buildAppCsp(declaredCspOf(url.searchParams))}; ${FRAME_ANCESTORS}`,
    },
    body: req.method === 'HEAD' ? '' : SANDBOX_PAGE,
  };
}

/**
 * Starts the sandbox port: a second loopback server of the inspector, on its own (ephemeral) port, serving
 * the app sandbox's proxy page and nothing else: no token, no relay, no app, no demo.
 */
export async function startSandbox(port = 0): Promise<RunningSandbox> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const answer = sandboxAnswer(req, (server.address() as AddressInfo).port);
    res.writeHead(answer.status, answer.headers).end(answer.body);
    req.resume();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${bound}`,
    port: bound,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
