import type { TokenSet } from './authorize';
import { resourceMatches } from './resource-metadata';

/**
 * Where access tokens live: keyed by the protected resource they were issued for (the `resource`
 * of its metadata, RFC 8707), and found for a request URL by `find`, so a token goes only where
 * its store says it covers. An `Authorizer` reads and writes its tokens here, never in a field.
 *
 * @example
 * const store: TokenStore = memoryTokenStore();
 * store.set({ access_token: 'at', token_type: 'bearer', issuer: 'https://auth.example.com', resource: 'https://mcp.example.com/mcp', scopes: [] });
 * store.find('https://mcp.example.com/mcp')?.access_token // => 'at'
 * store.find('https://mcp.example.com/other') // => undefined
 */
export interface TokenStore {
  /** The tokens a request to `url` may carry, if any. */
  find(url: string): TokenSet | undefined;
  /** Keeps `tokens` under their `resource`, replacing what that resource held. */
  set(tokens: TokenSet): void;
  /** Drops the tokens of `resource`. */
  delete(resource: string): void;
}

/**
 * A token store in memory, gone with the process or page. `covers` says which URLs a resource's
 * token may go to: by default the resource and the paths under it (`resourceMatches`); of several,
 * the most specific resource wins.
 *
 * @example
 * const store = memoryTokenStore([{ access_token: 'at', token_type: 'bearer', issuer: 'https://auth.example.com', resource: 'https://mcp.example.com/', scopes: [] }]);
 * store.find('https://mcp.example.com/mcp')?.access_token // => 'at'
 * store.delete('https://mcp.example.com/');
 * store.find('https://mcp.example.com/mcp') // => undefined
 */
export function memoryTokenStore(
  initial: readonly TokenSet[] = [],
  covers: (resource: string, url: string) => boolean = resourceMatches,
): TokenStore {
  const byResource = new Map<string, TokenSet>(initial.map((t) => [t.resource, t]));
  return {
    find: (url) => mostSpecific([...byResource.values()], url, covers),
    set: (tokens) => void byResource.set(tokens.resource, tokens),
    delete: (resource) => void byResource.delete(resource),
  };
}

/**
 * Of `held`, the tokens whose resource covers `url`, the longest resource first (a token for
 * `/mcp` beats one for the whole origin); a store over other storage finds with it too.
 *
 * @example
 * const token = (resource: string) => ({ access_token: resource, token_type: 'bearer', issuer: 'i', resource, scopes: [] });
 * mostSpecific([token('https://a.example/'), token('https://a.example/mcp')], 'https://a.example/mcp')?.access_token // => 'https://a.example/mcp'
 */
export function mostSpecific(
  held: readonly TokenSet[],
  url: string,
  covers: (resource: string, url: string) => boolean = resourceMatches,
): TokenSet | undefined {
  let best: TokenSet | undefined;
  for (const tokens of held)
    if (URL.canParse(url) && covers(tokens.resource, url) && (!best || tokens.resource.length > best.resource.length))
      best = tokens;
  return best;
}
