// Which headers cross the relay besides the hop-by-hop ones (../http/hop-by-hop.ts): cookies belong
// to the inspector's origin, and X-Inspector-* carry the relay token.
import { isHttpToken } from '../../../src/index';
import { isHopByHop } from '../http/hop-by-hop';

// Host and Content-Length are recomputed for the upstream connection.
const REQUEST_ONLY = new Set(['cookie', 'host', 'content-length', 'expect']);
const RESPONSE_ONLY = new Set(['set-cookie', 'set-cookie2']);

const INVALID_VALUE = /[^\t\x20-\x7e\x80-\xff]/;

/** Whether a header the page asked to send is kept back from the upstream (`listed`: named in its Connection). */
export function withheldFromUpstream(name: string, listed: ReadonlySet<string>): boolean {
  const n = name.toLowerCase();
  return isHopByHop(n, listed) || REQUEST_ONLY.has(n) || n.startsWith('x-inspector-');
}

/** Whether an upstream response header is kept back from the page (`listed`: named in its Connection). */
export function withheldFromPage(name: string, listed: ReadonlySet<string>): boolean {
  const n = name.toLowerCase();
  return isHopByHop(n, listed) || RESPONSE_ONLY.has(n);
}

/** Why a header name or value cannot be sent, or null when it can. */
export function headerProblem(name: string, value: string): string | null {
  if (!isHttpToken(name)) return `the header name ${JSON.stringify(name)} is not an HTTP token`;
  if (INVALID_VALUE.test(value)) return `the value of ${name} contains a line break or control character`;
  return null;
}
