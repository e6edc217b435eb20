import { queryOptions } from '@tanstack/react-query';
import { liveKeys } from './live-cache';

/** What connecting found, and until when the server said it stays fresh (its smallest `ttlMs`). */
export interface Freshness {
  freshUntil: number;
}

/**
 * The connection to a server (discover and every list) as a query: keyed by the server URL and
 * the credentials it was fetched with, kept for the page's life (leaving Live keeps it), and fresh
 * for as long as the server's `ttlMs` allow: a Connect inside that window sends nothing.
 *
 * @example
 * const client = new QueryClient();
 * let connects = 0;
 * // A stand-in for connecting (discover and every list), fresh for a minute:
 * const connect = async () => ({ tools: ['echo'], freshUntil: Date.now() + 60_000, run: ++connects });
 * const options = connectionOptions('http://127.0.0.1:3000/mcp', identityOf({ Authorization: 'Bearer a' }), connect);
 * const first = await client.fetchQuery(options);
 * first.tools // => ['echo']
 * // Connect again inside the window: nothing is sent, the first connection is reused.
 * const again = await client.fetchQuery(options);
 * [again.run, connects] // => [1, 1]
 */
export function connectionOptions<T extends Freshness>(
  url: string,
  identity: string,
  run: (signal: AbortSignal) => Promise<T>,
) {
  return queryOptions({
    queryKey: liveKeys.connection(url, identity),
    queryFn: ({ signal }) => run(signal),
    staleTime: (query) => Math.max(0, ((query.state.data as T | undefined)?.freshUntil ?? 0) - Date.now()),
    gcTime: Infinity,
  });
}
