import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of live traffic. A cacheable answer is cached under its request (method and params, not
 * the id) and its scope: `private` answers under the credentials that fetched them, `public` ones for all.
 */
export const liveKeys = {
  all: ['live'] as const,
  answer: (url: string, method: string, params: string, scope: string) => ['live', url, method, params, scope] as const,
  /** Discover and every list of a server, as connecting found them with these credentials. */
  connection: (url: string, identity: string) => ['live', 'connection', url, identity] as const,
};

/** The part of an answer the cache reads: when it arrived and its hints (null when it has none). */
export interface CachedAnswer<T> {
  value: T;
  receivedAt: number;
  ttlMs: number;
  scope: 'private' | 'public';
}

/** Where a cacheable request looks first and what it says about it. */
export interface CacheLookup<T> {
  hit: CachedAnswer<T> | null;
  /** A sentence for the response view: why the answer came from the cache. */
  reason: string | null;
}

const PUBLIC = 'public';

/**
 * Finds a fresh cached answer for this request: first one any client may reuse (`public`), then one
 * fetched with the same credentials (`private`). Freshness is the server's own `ttlMs`.
 */
export function lookupCached<T>(
  client: QueryClient,
  url: string,
  method: string,
  params: string,
  identity: string,
  now: number,
): CacheLookup<T> {
  for (const scope of [PUBLIC, identity]) {
    const hit = client.getQueryData<CachedAnswer<T>>(liveKeys.answer(url, method, params, scope));
    if (hit && now < hit.receivedAt + hit.ttlMs) {
      const left = Math.round((hit.receivedAt + hit.ttlMs - now) / 1000);
      const why =
        hit.scope === 'public'
          ? 'it is public, so any client may reuse it'
          : 'it is private and was fetched with the same credentials';
      return {
        hit,
        reason: `From cache, not sent: the server allowed reuse for ${hit.ttlMs} ms (${left} s left) and ${why}.`,
      };
    }
  }
  return { hit: null, reason: null };
}

/** Keeps a cacheable answer under its scope (a public one also for every other credential). */
export function storeCached<T>(
  client: QueryClient,
  url: string,
  method: string,
  params: string,
  identity: string,
  answer: CachedAnswer<T>,
): void {
  client.setQueryData(liveKeys.answer(url, method, params, answer.scope === 'public' ? PUBLIC : identity), answer, {
    updatedAt: answer.receivedAt,
  });
}

/**
 * A short, non-reversible name for the credentials a request carries, so private answers of one user
 * are never served to another. Not a security boundary: it only keys an in-memory cache.
 *
 * @example
 * identityOf({ Authorization: 'Bearer a' }) !== identityOf({ Authorization: 'Bearer b' }) // => true
 * // The header name's case and the headers' order do not matter:
 * identityOf({ authorization: 'Bearer a', 'X-Key': 'k' }) === identityOf({ 'x-key': 'k', Authorization: 'Bearer a' }) // => true
 */
export function identityOf(secretHeaders: Readonly<Record<string, string>>): string {
  const text = Object.entries(secretHeaders)
    .map(([k, v]) => `${k.toLowerCase()}=${v}`)
    .sort()
    .join('\n');
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return `id-${(hash >>> 0).toString(36)}`;
}
