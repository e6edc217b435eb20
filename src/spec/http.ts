/**
 * HTTP statuses with which a Streamable HTTP endpoint refuses a POST before JSON-RPC is involved
 * (origin, auth, method, media type, size, rate). Their body may be anything: the 403 of a bad
 * Origin "MAY comprise a JSON-RPC error" (SHTTP § Security), and modern servers (the SDK among
 * them) send -32000 on 403/405/413/415, so none of these says which era a server speaks.
 *
 * @example
 * TRANSPORT_REFUSALS[415] // => 'unsupported Content-Type'
 */
export const TRANSPORT_REFUSALS: Readonly<Record<number, string>> = {
  401: 'authorization required',
  403: 'forbidden (for example an Origin the server refuses)',
  405: 'HTTP method not allowed',
  406: 'not acceptable (Accept header)',
  413: 'request body too large',
  415: 'unsupported Content-Type',
  429: 'too many requests',
};

/**
 * Whether a status is a transport refusal (see `TRANSPORT_REFUSALS`).
 *
 * @example
 * isTransportRefusal(403) // => true
 * isTransportRefusal(400) // => false
 */
export function isTransportRefusal(status: number | undefined): boolean {
  return status !== undefined && Object.hasOwn(TRANSPORT_REFUSALS, status);
}

/**
 * The characters of an RFC 9110 token (`tchar`: header names, auth schemes, parameter names), written
 * as the body of a RegExp character class so larger patterns can be built from it.
 *
 * @example
 * new RegExp(`^[${TCHAR}]+=`).test('region=eu') // => true
 */
export const TCHAR = "!#$%&'*+\\-.^_`|~0-9A-Za-z";

const TOKEN = new RegExp(`^[${TCHAR}]+$`);

/**
 * Whether a text is an RFC 9110 token: one or more `tchar`, what a header name must be.
 *
 * @example
 * isHttpToken('Mcp-Param-Region') // => true
 * isHttpToken('Bad Name') // => false
 * isHttpToken('') // => false
 */
export function isHttpToken(text: string): boolean {
  return TOKEN.test(text);
}
