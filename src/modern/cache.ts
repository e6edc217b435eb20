import { METHOD_SETS, METHODS, methodNames } from '../spec';
import { ShapeInputError } from './errors';

/**
 * A cache scope on the wire.
 *
 * @example
 * const scope: CacheScope = defaultCache().scope;
 * scope // => 'private'
 * // emitted as "cacheScope": "private"
 */
export type CacheScope = 'private' | 'public';

/**
 * Cache hints: Elixir `%{ttl_ms:, scope:}`.
 *
 * @example
 * const hints: CacheHints = defaultCache();
 * hints // => { ttlMs: 60000, scope: 'private' }
 */
export interface CacheHints {
  ttlMs: number;
  scope: CacheScope;
}

/**
 * The application environment (`config :conduit_mcp, cache_ttl_ms:, cache_scope:`).
 *
 * @example
 * defaultCache({ cacheTtlMs: 5000 }) // => { ttlMs: 5000, scope: 'private' }
 */
export interface ModernConfig {
  cacheTtlMs?: number;
  cacheScope?: CacheScope;
}

// The seed's list is the core revision's six; an extension's cacheable lists (skills/list) are shaped
// with cache hints too (isCacheableMethod reads the whole table) but are not the seed's.
const CACHEABLE_METHODS: readonly string[] = methodNames.filter(
  (m) => METHOD_SETS.cacheable.has(m) && METHODS[m].extension === null,
);

const DEFAULT_TTL_MS = 60_000;
const DEFAULT_SCOPE: CacheScope = 'private';

/**
 * The methods whose complete results carry `ttlMs` and `cacheScope`, in the seed's order.
 *
 * @example
 * cacheableMethods() // => ['server/discover', 'tools/list', 'prompts/list', 'resources/list', 'resources/templates/list', 'resources/read']
 */
export function cacheableMethods(): string[] {
  return [...CACHEABLE_METHODS];
}

/**
 * Whether `method` is cacheable: an exact, case-sensitive comparison.
 *
 * @example
 * isCacheableMethod('tools/list') // => true
 * isCacheableMethod('Tools/List') // => false
 */
export function isCacheableMethod(method: string | null | undefined): boolean {
  return typeof method === 'string' && METHOD_SETS.cacheable.has(method);
}

/**
 * The configured default cache hints; each missing key takes its own default (60000, 'private').
 *
 * @example
 * defaultCache() // => { ttlMs: 60000, scope: 'private' }
 * defaultCache({ cacheScope: 'public' }) // => { ttlMs: 60000, scope: 'public' }
 */
export function defaultCache(config?: ModernConfig | null): CacheHints {
  if (config === undefined || config === null) return { ttlMs: DEFAULT_TTL_MS, scope: DEFAULT_SCOPE };
  if (config !== undefined && config !== null && (typeof config !== 'object' || Array.isArray(config))) {
    throw new ShapeInputError('options.config', 'an object { cacheTtlMs?, cacheScope? }', config);
  }
  // Only an absent key takes the default; an explicit null is a malformed configuration (D6).
  const ttl = config.cacheTtlMs === undefined ? DEFAULT_TTL_MS : config.cacheTtlMs;
  const scope = config.cacheScope === undefined ? DEFAULT_SCOPE : config.cacheScope;
  assertTtl('options.config.cacheTtlMs', ttl);
  assertScope('options.config.cacheScope', scope);
  return { ttlMs: ttl, scope };
}

/**
 * Checks a `:cache` override (D6): a non-negative integer `ttlMs` and a `'private' | 'public'` scope.
 *
 * @example
 * assertCacheHints('options.cache', { ttlMs: 0, scope: 'public' }) // => undefined
 * assertCacheHints('options.cache', { ttlMs: -1, scope: 'public' }) // => throws ShapeInputError
 */
export function assertCacheHints(input: string, cache: unknown): asserts cache is CacheHints {
  if (typeof cache !== 'object' || cache === null || Array.isArray(cache)) {
    throw new ShapeInputError(input, 'an object { ttlMs, scope }', cache);
  }
  const c = cache as Record<string, unknown>;
  assertTtl(`${input}.ttlMs`, c['ttlMs']);
  assertScope(`${input}.scope`, c['scope']);
}

function assertTtl(input: string, ttl: unknown): asserts ttl is number {
  if (typeof ttl !== 'number' || !Number.isSafeInteger(ttl) || ttl < 0) {
    throw new ShapeInputError(input, 'a non-negative integer', ttl);
  }
}

function assertScope(input: string, scope: unknown): asserts scope is CacheScope {
  if (scope !== 'private' && scope !== 'public') {
    throw new ShapeInputError(input, `'private' or 'public'`, scope);
  }
}
