/**
 * The MCP headers of Streamable HTTP as the spec spells them (names compare case-insensitively):
 * the version and routing headers a 2026-07-28 client sends, and the 2025-era session header.
 *
 * @example
 * MCP_HEADERS.method // => 'Mcp-Method'
 * MCP_HEADERS.protocolVersion // => 'MCP-Protocol-Version'
 */
export const MCP_HEADERS = {
  protocolVersion: 'MCP-Protocol-Version',
  method: 'Mcp-Method',
  name: 'Mcp-Name',
  sessionId: 'Mcp-Session-Id',
} as const;

/**
 * The `inputSchema` keyword that marks a tool argument to be mirrored in an `Mcp-Param-*` header.
 *
 * @example
 * X_MCP_HEADER // => 'x-mcp-header'
 */
export const X_MCP_HEADER = 'x-mcp-header';

const PARAM_PREFIX = 'Mcp-Param-';

/**
 * The header that carries an `x-mcp-header` argument.
 *
 * @example
 * paramHeaderName('Region') // => 'Mcp-Param-Region'
 */
export function paramHeaderName(name: string): string {
  return PARAM_PREFIX + name;
}

/**
 * Whether a header name is an `Mcp-Param-*` header, in any case.
 *
 * @example
 * isParamHeaderName('mcp-param-region') // => true
 * isParamHeaderName('Mcp-Name') // => false
 */
export function isParamHeaderName(name: string): boolean {
  return name.toLowerCase().startsWith(PARAM_PREFIX.toLowerCase());
}

// The one secret rule every screen, export and report masks by.
const SECRET_EXACT = /^(authorization|proxy-authorization|cookie|set-cookie|mcp-session-id)$/i;
const SECRET_PART = /auth|token|secret|key|password|passwd|session|credential|cookie/i;
// WWW-Authenticate and Proxy-Authenticate are challenges, not credentials: the auth views must show them.
const CHALLENGE = /^(www|proxy)-authenticate$/i;

/**
 * Whether a header's value is a credential: masked on screen, left out of saved settings, history,
 * HAR and session files, curl copies and scan reports unless the user asks to keep or reveal it.
 * `Mcp-Session-Id` counts: whoever holds it can act in the session.
 *
 * @example
 * isSecretHeaderName('Authorization') // => true
 * isSecretHeaderName('mcp-session-id') // => true
 * isSecretHeaderName('X-Api-Key') // => true
 * isSecretHeaderName('WWW-Authenticate') // => false
 * isSecretHeaderName('Mcp-Method') // => false
 */
export function isSecretHeaderName(name: string): boolean {
  return SECRET_EXACT.test(name) || (SECRET_PART.test(name) && !CHALLENGE.test(name));
}
