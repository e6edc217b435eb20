import { extensionOfResultType } from '../ext/facts';
import { isCacheableMethod } from '../modern/cache';
import type { Scope } from './context';
import { EXTENSION_METHODS, isInt, objAt, ptr } from './context';
import { show } from './finding';

/**
 * R-CACHE-1..4 and R-CACHE-6 (R-DISCOVER-2 too for discover): cache hints present, an integer
 * `ttlMs` of 0 or more and a `"public"|"private"` `cacheScope` on complete results of the six
 * cacheable methods; none on input_required results; a note when other results (tasks aside) carry them.
 *
 * @example
 * // A family of checkExchange: a negative ttlMs.
 * const response = { status: 200, body: '{"jsonrpc":"2.0","id":1,"result":{"tools":[],"resultType":"complete","ttlMs":-1,"cacheScope":"private"}}' };
 * checkExchange({ request: { method: 'tools/list', id: 1 }, response }).find((f) => f.rule === 'R-CACHE-2')?.pointer // => '/result/ttlMs'
 */
export function checkCache(s: Scope): void {
  const result = objAt(s.msg, 'result');
  if (!result) return;
  const rt = result['resultType'];
  const method = s.req.method;
  const hasTtl = 'ttlMs' in result;
  const hasScope = 'cacheScope' in result;
  if (rt === 'input_required') {
    for (const key of ['ttlMs', 'cacheScope'] as const) {
      if (key in result)
        s.report(
          'R-CACHE-4',
          ptr('result', key),
          `An input_required result cannot be cached, so it carries no ${key}.`,
          { expected: 'absent', actual: show(result[key]) },
        );
    }
    return;
  }
  if (!isCacheableMethod(method)) {
    // An extension's own fields (a task's ttlMs is its retention) are no cache hints.
    if (extensionOfResultType(rt) || EXTENSION_METHODS.has(method)) return;
    for (const key of ['ttlMs', 'cacheScope'] as const) {
      if (key in result)
        s.report(
          'R-CACHE-6',
          ptr('result', key),
          `${key} is defined only on the results of the six cacheable methods, not on ${method || 'this method'}.`,
          {
            actual: show(result[key]),
          },
        );
    }
    return;
  }
  if (rt !== undefined && rt !== 'complete') return;
  if (!hasTtl || !hasScope) {
    const missing = [hasTtl ? '' : 'ttlMs', hasScope ? '' : 'cacheScope'].filter(Boolean).join(' and ');
    const note =
      method === 'server/discover'
        ? ' (the caching page and the schema require them on discover; the changelog list omits it)'
        : '';
    // On discover, R-DISCOVER-2 restates R-CACHE-1: one finding, named under both.
    const discover = method === 'server/discover';
    s.report(
      discover ? 'R-DISCOVER-2' : 'R-CACHE-1',
      ptr('result'),
      `The ${method} result lacks ${missing}; a complete result of ${method} carries both ttlMs and cacheScope${note}.`,
      {
        expected: 'ttlMs and cacheScope',
        actual: `${missing} absent`,
        ...(discover ? { related: ['R-CACHE-1' as const] } : {}),
      },
    );
  }
  const ttl = result['ttlMs'];
  if (hasTtl && !(isInt(ttl) && ttl >= 0 && Number.isSafeInteger(ttl))) {
    s.report('R-CACHE-2', ptr('result', 'ttlMs'), `ttlMs ${show(ttl)} is not an integer of 0 or more.`, {
      expected: 'an integer >= 0',
      actual: show(ttl),
    });
  }
  const scope = result['cacheScope'];
  if (hasScope && scope !== 'public' && scope !== 'private') {
    s.report(
      'R-CACHE-3',
      ptr('result', 'cacheScope'),
      `cacheScope ${show(scope)} is not "public" or "private" (case-sensitive).`,
      {
        expected: '"public" or "private"',
        actual: show(scope),
      },
    );
  }
}
