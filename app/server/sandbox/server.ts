import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildAppCsp } from '../../../src/index';
import { ownOrigins } from '../security/self-address';
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

/**
 * The sandbox's answer to one request: the proxy page on GET /app, 404 for anything else. `ownOrigins` are
 * the inspector's (its page and relay): a declared origin reaching one is left out of the CSP, and every
 * loopback origin is while they are not known.
 */
export function sandboxAnswer(
  req: IncomingMessage,
  port: number,
  ownOrigins?: readonly string[],
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
      'Content-Security-Policy': `${buildAppCsp(declaredCspOf(url.searchParams), ownOrigins)}; ${FRAME_ANCESTORS}`,
    },
    body: req.method === 'HEAD' ? '' : SANDBOX_PAGE,
  };
}

/**
 * The origins a View must never reach: the inspector's page and relay on its port, under each name it
 * answers to (loopback, and any host it was bound to).
 *
 * @example
 * inspectorOrigins(5173, ['inspector.test']) // => ['http://127.0.0.1:5173', 'http://localhost:5173', 'http://[::1]:5173', 'http://inspector.test:5173']
 */
export function inspectorOrigins(port: number, extraHosts: readonly string[] = []): string[] {
  return ownOrigins({ port, extraHosts });
}

/**
 * Starts the sandbox port: a second loopback server of the inspector, on its own (ephemeral) port, serving
 * the app sandbox's proxy page and nothing else: no token, no relay, no app, no demo. `ownOrigins` tells it
 * the inspector's origins once it listens (undefined before: then no loopback origin is allowed).
 */
export async function startSandbox(
  port = 0,
  ownOrigins: () => readonly string[] | undefined = () => undefined,
): Promise<RunningSandbox> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const answer = sandboxAnswer(req, (server.address() as AddressInfo).port, ownOrigins());
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
