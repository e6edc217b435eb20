// Which headers cross the relay. Hop-by-hop headers describe one connection (RFC 9110 §7.6.1),
// cookies belong to the inspector's origin, and X-Inspector-* carry the relay token.

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

// Host and Content-Length are recomputed for the upstream connection.
const REQUEST_ONLY = new Set(['cookie', 'host', 'content-length', 'expect']);
const RESPONSE_ONLY = new Set(['set-cookie', 'set-cookie2']);

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const INVALID_VALUE = /[^\t\x20-\x7e\x80-\xff]/;

/** Whether a header the page asked to send is kept back from the upstream. */
export function withheldFromUpstream(name: string): boolean {
  const n = name.toLowerCase();
  return HOP_BY_HOP.has(n) || REQUEST_ONLY.has(n) || n.startsWith('x-inspector-');
}

/** Whether an upstream response header is kept back from the page. */
export function withheldFromPage(name: string): boolean {
  const n = name.toLowerCase();
  return HOP_BY_HOP.has(n) || RESPONSE_ONLY.has(n);
}

/** Why a header name or value cannot be sent, or null when it can. */
export function headerProblem(name: string, value: string): string | null {
  if (!TOKEN.test(name)) return `the header name ${JSON.stringify(name)} is not an HTTP token`;
  if (INVALID_VALUE.test(value)) return `the value of ${name} contains a line break or control character`;
  return null;
}
