import { randomBytes, timingSafeEqual } from 'node:crypto';

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
