import { TOKEN_META_NAME } from '../relay/protocol';
import { baseSecurityHeaders, pagePolicy, scriptHash } from './headers';
import { OWN_ORIGINS_META_NAME, SANDBOX_META_NAME } from './page-meta';
import { isOwnHost, isOwnOrigin, ownOrigins, type SelfAddress } from './self-address';

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

const escapeAttribute = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Whether this page request may receive the token: its Host is the app's own (a DNS-rebinding page
 * gets none), and it is not a cross-origin read (an Origin other than ours, or a cross-site fetch
 * that is not a top-level navigation, which a link from another site is).
 */
export function mayReceiveToken(request: Request, self: SelfAddress): boolean {
  if (!isOwnHost(request.headers.get('host'), self)) return false;
  const origin = request.headers.get('origin');
  if (origin !== null && !isOwnOrigin(origin, self)) return false;
  const site = request.headers.get('sec-fetch-site');
  const mode = request.headers.get('sec-fetch-mode');
  return site === null || site === 'same-origin' || site === 'none' || mode === 'navigate';
}

/**
 * The app's index.html with the token meta (when allowed), the metas naming the sandbox's origin and the
 * inspector's own origins, and a CSP admitting its inline scripts.
 */
export function pageResponse(
  request: Request,
  self: SelfAddress,
  html: string,
  token: string,
  sandboxOrigin?: string,
): Response {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map((m) => scriptHash(m[1] ?? ''));
  const metas = [
    ...(mayReceiveToken(request, self) ? [`<meta name="${TOKEN_META_NAME}" content="${escapeAttribute(token)}">`] : []),
    ...(sandboxOrigin ? [`<meta name="${SANDBOX_META_NAME}" content="${escapeAttribute(sandboxOrigin)}">`] : []),
    `<meta name="${OWN_ORIGINS_META_NAME}" content="${escapeAttribute(ownOrigins(self).join(' '))}">`,
  ];
  const body = html.replace(/<head([^>]*)>/i, `<head$1>\n    ${metas.join('\n    ')}`);
  return new Response(request.method === 'HEAD' ? null : body, {
    status: 200,
    headers: {
      ...baseSecurityHeaders(pagePolicy(hashes, sandboxOrigin)),
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      Vary: 'Host, Origin, Sec-Fetch-Site, Sec-Fetch-Mode',
    },
  });
}
