import type { AuthFetch } from '../../../../src/index';
import type { Transport } from '../../../exchange/transport/choose-fetch';

/**
 * The fetch of the scan's Authorization card: a document on the page's own origin (the protected
 * demo's well-known metadata) is fetched straight, since there is no CORS to cross and the relay
 * fetches only MCP endpoints of its own origin; any other goes the scan's way (relay or direct).
 *
 * @example
 * const report = await scanServer({ url, fetch: transport.fetch, authFetch: scanAuthFetch(transport) });
 */
export function scanAuthFetch(transport: Transport, pageOrigin: string = window.location.origin): AuthFetch {
  return (url, init) => (sameOrigin(url, pageOrigin) ? fetch(url, init) : transport.fetch(url, init));
}

function sameOrigin(url: string, origin: string): boolean {
  return URL.canParse(url) && new URL(url).origin === origin;
}
