import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { HeaderReader } from '../http/raw-headers';
import { TOKEN_HEADER, TOKEN_META_NAME } from '../relay/protocol';

/** The environment variable that pins the token (for scripts that drive the relay). */
export const TOKEN_ENV = 'MCP_INSPECTOR_TOKEN';

/** The per-launch token: `MCP_INSPECTOR_TOKEN` when set, else 256 random bits (base64url). */
export function launchToken(env: NodeJS.ProcessEnv = process.env): string {
  const pinned = env[TOKEN_ENV]?.trim();
  if (!pinned) return randomBytes(32).toString('base64url');
  // 22 base64url characters carry 128 bits; a shorter pinned token is guessable.
  if (pinned.length < 22) console.warn(`${TOKEN_ENV} is shorter than 22 characters; use at least 128 random bits.`);
  return pinned;
}

/** Constant-time comparison of a presented token with the expected one. */
export function tokenMatches(presented: string | null, expected: string): boolean {
  if (presented === null) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Why a request's token is refused: none sent, or not this launch's. */
export interface TokenRefusal {
  code: 'missing_token' | 'bad_token';
  message: string;
}

/** The token check of every endpoint that needs it (relay, tap feed, /stdio/mcp); null when it passes. */
export function tokenRefusal(request: { headers: HeaderReader }, expected: string): TokenRefusal | null {
  const presented = request.headers.get(TOKEN_HEADER);
  if (presented === null || presented === '')
    return {
      code: 'missing_token',
      message: `Send the token from the <meta name="${TOKEN_META_NAME}"> of the inspector page in the ${TOKEN_HEADER} header.`,
    };
  if (!tokenMatches(presented, expected))
    return {
      code: 'bad_token',
      message: `The ${TOKEN_HEADER} token is not this launch's; reload the inspector page (the token changes every time the inspector starts) or set ${TOKEN_ENV}.`,
    };
  return null;
}
