import { DEMO_PATHS } from './demo/paths';
import { isProtectedDemoPath } from './demo/protected/paths';
import { RELAY_PATH } from './relay/protocol';
import { TAP_PATH } from './tap/protocol';

/** Every path the inspector's server answers itself; everything else is Vite's (the built app). */
export const ROUTES = {
  relay: RELAY_PATH,
  api: '/api/',
  demo: DEMO_PATHS,
  stdio: '/stdio/mcp',
} as const;

/** Whether a request path belongs to the inspector's server rather than to the static app. */
export function isServerPath(pathname: string): boolean {
  return pathname.startsWith(ROUTES.api) || pathname.startsWith('/demo/') || pathname.startsWith('/stdio/');
}

/** Whether a request asks for the app's page (index.html): `/`, `/index.html`, or an HTML navigation. */
export function isPageRequest(pathname: string, method: string, accept: string | null): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (pathname === '/' || pathname === '/index.html') return true;
  // A server path (a demo, the relay, a tap) that is nobody's gets a 404, never the page and its token.
  if (isServerPath(pathname) || isMcpEndpointPath(pathname)) return false;
  return !/\.[^/]*$/.test(pathname) && !pathname.startsWith('/@') && (accept ?? '').includes('text/html');
}

/**
 * Whether a path is one of this server's MCP endpoints (a demo, the stdio bridge, a tap) or a document of the
 * protected demo's authorization (its well-known metadata, its authorization server): what the relay may fetch
 * of its own origin. None of them is the page, so none carries the launch token.
 */
export function isMcpEndpointPath(pathname: string): boolean {
  return (
    pathname.startsWith('/demo/') ||
    isProtectedDemoPath(pathname) ||
    pathname === ROUTES.stdio ||
    pathname === TAP_PATH ||
    pathname.startsWith(`${TAP_PATH}/`)
  );
}
