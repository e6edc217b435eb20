import { liveTokens } from '../../app/features/live/auth/auth-store';

/**
 * Holds a token of this Live session for the protected resource `resource` (or, with undefined, drops
 * the one it holds), as an authorization that ended with a token would.
 *
 * @example
 * holdToken('http://127.0.0.1:4000/mcp', 'at');
 * liveTokens.find('http://127.0.0.1:4000/mcp')?.access_token // => 'at'
 */
export function holdToken(resource: string, token: string | undefined, issuer = 'http://127.0.0.1:1'): void {
  if (token === undefined) liveTokens.delete(resource);
  else liveTokens.set({ access_token: token, token_type: 'bearer', issuer, resource, scopes: [] });
}
