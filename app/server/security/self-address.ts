// Who the app is on the network: the loopback names on the port the connection came in on, plus
// any host the user bound to explicitly. The request URL is built from Host, so it is never trusted.

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/** The addresses a request may legitimately name in Host (and Origin) for this app. */
export interface SelfAddress {
  /** The local port of the connection (the real one, not the Host header's). */
  port: number;
  /** The local address of the connection (where this app surely listens), when known. */
  address?: string;
  /** Extra host names or IPs besides loopback (from `--host`), without port. */
  extraHosts?: readonly string[];
}

function hostNames(self: SelfAddress): string[] {
  return [
    ...LOOPBACK_NAMES,
    ...(self.extraHosts ?? []).map((h) => (h.includes(':') && !h.startsWith('[') ? `[${h}]` : h)),
  ];
}

/** The `host:port` values this app answers to. */
export function ownHosts(self: SelfAddress): string[] {
  return hostNames(self).map((name) => `${name.toLowerCase()}:${self.port}`);
}

/** Whether a Host header names this app (case-insensitive, port required). */
export function isOwnHost(host: string | null, self: SelfAddress): boolean {
  if (host === null) return false;
  return ownHosts(self).includes(host.trim().toLowerCase());
}

/**
 * The origins this app answers to: `http://` plus each of its hosts.
 *
 * @example
 * ownOrigins({ port: 5173, extraHosts: ['inspector.test'] }).at(-1) // => 'http://inspector.test:5173'
 */
export function ownOrigins(self: SelfAddress): string[] {
  return ownHosts(self).map((host) => `http://${host}`);
}

/** Whether an Origin header is this app's own (`http://` plus one of its hosts). */
export function isOwnOrigin(origin: string, self: SelfAddress): boolean {
  return ownOrigins(self).includes(origin.trim().toLowerCase());
}

/** The URL to tell users to open instead. */
export function canonicalOrigin(self: SelfAddress): string {
  return `http://127.0.0.1:${self.port}`;
}
