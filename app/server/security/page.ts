import { LAUNCH_META_NAME, OWN_ORIGINS_META_NAME, SANDBOX_META_NAME, STDIO_META_NAME } from '../page-meta';
import { TOKEN_META_NAME } from '../relay/protocol';
import { baseSecurityHeaders, pagePolicy, scriptHash } from './headers';
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

/** What the page is told besides the token; none is a secret (page-meta.ts). */
export interface PageFacts {
  /** The MCP App sandbox port's origin. */
  sandboxOrigin?: string;
  /** How the inspector was started, e.g. `mcp-shape-inspector`. */
  launch?: string;
  /** The stdio server's path on this origin, when `--stdio` started one. */
  stdioPath?: string;
}

const metaTag = (name: string, content: string): string =>
  `<meta name="${name}" content="${escapeAttribute(content)}">`;

/**
 * The app's index.html with the token meta (when allowed), the metas naming the sandbox's origin, the launch, the
 * stdio server's path (when there is one) and the inspector's own origins, and a CSP admitting its inline scripts.
 */
export function pageResponse(
  request: Request,
  self: SelfAddress,
  html: string,
  token: string,
  facts: PageFacts = {},
): Response {
  const { sandboxOrigin, launch, stdioPath } = facts;
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map((m) => scriptHash(m[1] ?? ''));
  const tags = [
    ...(mayReceiveToken(request, self) ? [metaTag(TOKEN_META_NAME, token)] : []),
    ...(sandboxOrigin ? [metaTag(SANDBOX_META_NAME, sandboxOrigin)] : []),
    ...(launch ? [metaTag(LAUNCH_META_NAME, launch)] : []),
    ...(stdioPath ? [metaTag(STDIO_META_NAME, stdioPath)] : []),
    metaTag(OWN_ORIGINS_META_NAME, ownOrigins(self).join(' ')),
  ];
  const body = html.replace(/<head([^>]*)>/i, `<head$1>\n    ${tags.join('\n    ')}`);
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
