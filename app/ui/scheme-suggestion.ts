const HAS_SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;
// A host (name, IPv4 or bracketed IPv6), an optional port, then a path or nothing.
const BARE_HOST = /^(\[[\da-f:.]+\]|[a-z\d]([a-z\d.-]*[a-z\d])?)(:\d{1,5})?(\/\S*)?$/i;
const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/i;
// Hosts that plain http:// most likely serves: this machine, *.localhost, the private IPv4 ranges, IPv6 unique
// local addresses, mDNS .local names and one-label names (a machine on the LAN).
const PLAIN_HTTP =
  /^(localhost|[a-z\d-]+(\.[a-z\d-]+)*\.localhost|127\.\d+\.\d+\.\d+|\[::1\]|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(1[6-9]|2\d|3[01])\.\d+\.\d+|\[f[cd][\da-f]*:[\da-f:.]*\]|[a-z\d-]+(\.[a-z\d-]+)*\.local|[a-z\d-]+)$/i;

/**
 * The address a server URL typed without its scheme (`localhost:3000/mcp`) most likely means: `http://` on
 * this machine and the local network, `https://` elsewhere; `null` when the text has a scheme, is empty, or is
 * no host at all.
 * The relay would read `localhost:` as the scheme and refuse it, which says nothing of the missing `http://`.
 *
 * @example
 * schemeSuggestion('localhost:3000/mcp'); // => 'http://localhost:3000/mcp'
 * schemeSuggestion('127.0.0.1:8080'); // => 'http://127.0.0.1:8080'
 * schemeSuggestion('mcp.example.com/mcp'); // => 'https://mcp.example.com/mcp'
 * schemeSuggestion('api.localhost:8080/mcp'); // => 'http://api.localhost:8080/mcp'
 * schemeSuggestion('http://localhost:3000/mcp'); // => null
 * schemeSuggestion(''); // => null
 * schemeSuggestion('not a url'); // => null
 * schemeSuggestion('mcp'); // => null
 */
export function schemeSuggestion(typed: string): string | null {
  const text = typed.trim();
  if (text === '' || HAS_SCHEME.test(text)) return null;
  const match = BARE_HOST.exec(text);
  const host = match?.[1];
  // A lone word ("demo") is more likely a typo than a host: only a dotted name, a port or loopback counts.
  if (!host || !(host.includes('.') || host.startsWith('[') || match[3] || LOOPBACK.test(host))) return null;
  return `${PLAIN_HTTP.test(host) ? 'http' : 'https'}://${text}`;
}
