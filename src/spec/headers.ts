// Header names with a protocol or privacy meaning: the one rule every screen, export and report masks by.
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
