import type { EraDifference } from '../../../../src/index';

/** Differences that share one reason: the reason is said once, for all of them. */
export interface DifferenceGroup {
  why: string;
  url: string;
  differences: EraDifference[];
}

/**
 * Groups era differences by their reason (sentence and spec link), in the order each reason first
 * appears, so "2026-07-28 adds cache hints …" reads once for ttlMs and cacheScope together.
 *
 * @example
 * const ok = { kind: 'ok', result: { tools: [] } } as const;
 * const differences = eraDifferences(explainModern(1, 'tools/list', ok), toLegacyResponse(1, 'tools/list', ok));
 * groupByReason(differences).map((g) => g.differences.map((d) => d.pointer)) // => [['/result/resultType'], ['/result/ttlMs', '/result/cacheScope']]
 */
export function groupByReason(differences: readonly EraDifference[]): DifferenceGroup[] {
  const groups = new Map<string, DifferenceGroup>();
  for (const difference of differences) {
    const key = JSON.stringify([difference.why, difference.url]);
    const group = groups.get(key);
    if (group) group.differences.push(difference);
    else groups.set(key, { why: difference.why, url: difference.url, differences: [difference] });
  }
  return [...groups.values()];
}
