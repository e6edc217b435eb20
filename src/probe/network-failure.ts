// Node's fetch says only "fetch failed" and keeps the reason in `cause`; a person needs the reason in words.

const BY_CODE: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'connection refused: nothing is listening at that address and port; is the server running?',
  ENOTFOUND: 'the host name does not resolve',
  EAI_AGAIN: 'the host name could not be resolved right now',
  ECONNRESET: 'the server closed the connection',
  EPIPE: 'the server closed the connection',
  ETIMEDOUT: 'the connection timed out',
  UND_ERR_CONNECT_TIMEOUT: 'the connection timed out',
  EHOSTUNREACH: 'no route to that host',
  ENETUNREACH: 'no route to that network',
  DEPTH_ZERO_SELF_SIGNED_CERT: "the server's TLS certificate is self-signed, so it is not trusted",
  SELF_SIGNED_CERT_IN_CHAIN: "the server's TLS certificate chain is self-signed, so it is not trusted",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: "the server's TLS certificate could not be verified",
  CERT_HAS_EXPIRED: "the server's TLS certificate has expired",
  ERR_TLS_CERT_ALTNAME_INVALID: "the server's TLS certificate does not name this host",
};

// The Fetch standard blocks a list of ports (6000, 10080, 6665-6669, …) and Node's fetch follows it.
const BAD_PORT =
  'fetch refuses this port (it is on the list of ports browsers block, such as 6000 or 10080); serve the MCP server on another port';

/**
 * Why a request got no answer at all, in words: the error's message, then its cause's code (or message)
 * and what that means when it is a known network failure.
 *
 * @example
 * whyNoAnswer(new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }) }))
 * // => 'fetch failed (ECONNREFUSED: connection refused: nothing is listening at that address and port; is the server running?)'
 * whyNoAnswer(new TypeError('fetch failed', { cause: new Error('bad port') }))
 * // => 'fetch failed (bad port: fetch refuses this port (it is on the list of ports browsers block, such as 6000 or 10080); serve the MCP server on another port)'
 * whyNoAnswer(new TypeError('Failed to fetch')) // => 'Failed to fetch'
 */
export function whyNoAnswer(error: unknown): string {
  const e = error as { message?: unknown; cause?: { message?: unknown; code?: unknown } } | undefined;
  const message = typeof e?.message === 'string' ? e.message : String(error);
  const raw = e?.cause?.code ?? e?.cause?.message;
  if (raw === undefined) return message;
  const cause = String(raw);
  const meaning = cause === 'bad port' ? BAD_PORT : Object.hasOwn(BY_CODE, cause) ? BY_CODE[cause] : undefined;
  return `${message} (${meaning ? `${cause}: ${meaning}` : cause})`;
}
