import type { IncomingMessage } from 'node:http';
import { canonicalOrigin, isOwnHost, isOwnOrigin } from '../security/self-address';
import { tapPath } from './protocol';

/** Why the tap refused a caller before forwarding anything. */
export interface CallerRefusal {
  status: 403;
  code: 'not_loopback' | 'bad_host' | 'bad_origin';
  message: string;
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;
// Fetches a browser makes for another site's page; a script or an MCP client sends no Sec-Fetch-Site.
const CROSS_SITE = new Set(['cross-site', 'same-site']);

/**
 * The relay's caller checks, for clients that carry no token: the connection arrived on loopback
 * (the tap never serves another interface, even with `--host`), Host names this app on its own
 * port (DNS rebinding), and no browser page of another origin sent it (Origin, Sec-Fetch-Site).
 */
export function refuseTapCaller(req: IncomingMessage, port: number, name: string): CallerRefusal | null {
  const self = { port };
  const endpoint = `${canonicalOrigin(self)}${tapPath(name)}`;
  if (!LOOPBACK.test(req.socket.localAddress ?? ''))
    return {
      status: 403,
      code: 'not_loopback',
      message: `The tap only serves loopback connections; point the client at ${endpoint} on this machine.`,
    };
  const host = req.headers.host ?? null;
  if (!isOwnHost(host, self))
    return {
      status: 403,
      code: 'bad_host',
      message: `The Host header ${JSON.stringify(host)} is not this inspector's own address, so the request was refused (DNS rebinding protection). Point the client at ${endpoint}.`,
    };
  const origin = req.headers.origin;
  const site = req.headers['sec-fetch-site'];
  if ((origin !== undefined && !isOwnOrigin(origin, self)) || (typeof site === 'string' && CROSS_SITE.has(site)))
    return {
      status: 403,
      code: 'bad_origin',
      message: `A page from ${JSON.stringify(origin ?? site)} may not use the tap; only MCP clients (which send no Origin) and the inspector's own page may.`,
    };
  return null;
}
