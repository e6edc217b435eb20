import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import { isMcpEndpointPath, ROUTES } from '../routes';
import type { SelfAddress } from '../security/self-address';

// The relay fetching this very app would hand the page's token to itself (the served page carries
// it), so the app's own origin is a target only for its MCP endpoints. "Own" means the port the
// page came in on, on an address of this machine, by name or by what a name resolves to.

/** What a target URL is to this app, judged from its literal host. */
export type SelfTarget = 'not-self' | 'stdio' | 'endpoint' | 'refused';

/** A name resolved to this app itself (a DNS name for loopback, say) for a path that is not an MCP endpoint. */
export class SelfTargetError extends Error {
  override name = 'SelfTargetError';
}

/** A name resolved to a link-local address (cloud metadata and the like), which the relay never fetches. */
export class LinkLocalError extends Error {
  override name = 'LinkLocalError';
}

/** Whether an IP address is link-local (169.254.0.0/16, fe80::/10): no MCP server lives there, cloud metadata does. */
export function isLinkLocalAddress(address: string): boolean {
  const a = address.replace(/^\[|\]$/g, '').toLowerCase();
  // IPv4-mapped IPv6 comes as ::ffff:169.254.x.y or, as the URL parser writes it, ::ffff:a9fe:xxxx.
  return /^(::ffff:)?169\.254\.\d+\.\d+$/.test(a) || /^::ffff:a9fe:/.test(a) || /^fe[89ab][0-9a-f]:/.test(a);
}

/** Why the relay refuses a link-local target. */
export function linkLocalMessage(host: string): string {
  return `${host} is a link-local address (cloud metadata and the like); the relay never fetches one.`;
}

const port = (url: URL): number => Number(url.port || (url.protocol === 'https:' ? 443 : 80));
const bare = (hostname: string): string => hostname.replace(/^\[|\]$/g, '').toLowerCase();

/** Whether an IP address is this machine's: loopback, unspecified, or one of its interfaces. */
export function isLocalAddress(address: string): boolean {
  const a = bare(address).replace(/^::ffff:/, '');
  if (/^127\./.test(a) || a === '0.0.0.0' || a === '::1' || a === '::') return true;
  return Object.values(networkInterfaces()).some((infos) => infos?.some((info) => bare(info.address) === a));
}

const sameAddress = (a: string, b: string): boolean =>
  bare(a).replace(/^::ffff:/, '') === bare(b).replace(/^::ffff:/, '');

/** How the relay treats a target on its own literal host: its stdio endpoint, another MCP endpoint, refused, or not itself. */
export function selfTarget(url: URL, self: SelfAddress): SelfTarget {
  if (port(url) !== self.port) return 'not-self';
  const host = bare(url.hostname);
  const own =
    (isIP(host) !== 0 && isLocalAddress(host)) ||
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    (self.extraHosts ?? []).some((extra) => bare(extra) === host);
  if (!own) return 'not-self';
  // The token goes only where the page's own request came in (a name is pinned there by the lookup).
  const here = self.address !== undefined && (isIP(host) === 0 || sameAddress(host, self.address));
  if (url.pathname === ROUTES.stdio && here) return 'stdio';
  return isMcpEndpointPath(url.pathname) ? 'endpoint' : 'refused';
}

/** Which connections a request may share (see lookupPolicy). */
export type LookupPolicy = 'guarded' | 'open' | 'pinned';

/**
 * Which connections a request may share: 'guarded' ones refuse this machine on the app's own port,
 * 'open' ones may reach it (another port, or an MCP endpoint), 'pinned' is the stdio endpoint.
 */
export function lookupPolicy(url: URL, self: SelfAddress): LookupPolicy {
  if (selfTarget(url, self) === 'stdio' && self.address) return 'pinned';
  return isGuarded(url, self) ? 'guarded' : 'open';
}

const isGuarded = (url: URL, self: SelfAddress): boolean => port(url) === self.port && !isMcpEndpointPath(url.pathname);

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for node:http that fails with SelfTargetError when a name resolves to this machine
 * on the app's own port for a path that is not an MCP endpoint (the literal check cannot see that),
 * and that pins the app's own stdio endpoint to the address the app was reached on.
 */
export function guardedLookup(url: URL, self: SelfAddress) {
  const guarded = isGuarded(url, self);
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    // The launch token goes only to the address the page's own request came in on: this app.
    if (selfTarget(url, self) === 'stdio' && self.address) {
      const family = isIP(self.address);
      return options.all ? callback(null, [{ address: self.address, family }]) : callback(null, self.address, family);
    }
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      if (addresses.some((a) => isLinkLocalAddress(a.address)))
        return callback(new LinkLocalError(linkLocalMessage(hostname)), []);
      if (guarded && addresses.some((a) => isLocalAddress(a.address)))
        return callback(new SelfTargetError(`${hostname} is this inspector itself`), []);
      if (options.all) return callback(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}
