import { SPEC_PAGES, specUrl, type CacheOutcome, type HandlerResult } from '../../../src/index';
import { Card } from '../../ui/card';
import { SpecLink } from '../../ui/spec-link';

const SOURCE_LABEL = {
  default: 'built-in default',
  config: 'configured default',
  override: 'per-response override',
} as const;

/** The cache hints card: values, where they came from, and until when a client may reuse the result. */
export function CacheCard({
  cache,
  handlerResult,
  now,
}: {
  cache: CacheOutcome;
  handlerResult: HandlerResult;
  now: number;
}) {
  const replaced = cache.hints && handlerResult.kind === 'ok' ? handlerHints(handlerResult.result) : null;
  return (
    <Card
      title="Cache hints"
      testId="cache-card"
      tone={cache.hints ? 'good' : 'neutral'}
      badge={cache.cacheable ? 'cacheable method' : 'not cacheable'}
    >
      {cache.hints ? (
        <dl className="facts">
          <dt>ttlMs</dt>
          <dd data-testid="cache-ttl">{cache.hints.ttlMs}</dd>
          <dt>cacheScope</dt>
          <dd data-testid="cache-scope">{cache.hints.scope}</dd>
          <dt>source</dt>
          <dd data-testid="cache-source">{cache.source ? SOURCE_LABEL[cache.source] : ''}</dd>
          <dt>fresh until</dt>
          <dd>{new Date(now + cache.hints.ttlMs).toLocaleTimeString()} (if fetched now)</dd>
        </dl>
      ) : (
        <p data-testid="cache-none">No hints: {cache.reason}</p>
      )}
      {cache.hints && <p className="muted">{cache.reason}</p>}
      {replaced && (
        <p className="warn-text" data-testid="cache-replaced">
          The handler set {replaced}; the shaper’s hints replaced them (D2).
        </p>
      )}
      <SpecLink url={specUrl(SPEC_PAGES.caching)}>Caching in 2026-07-28</SpecLink>
    </Card>
  );
}

function handlerHints(result: Record<string, unknown>): string | null {
  const parts = (['ttlMs', 'cacheScope'] as const)
    .filter((k) => k in result)
    .map((k) => `${k}: ${JSON.stringify(result[k])}`);
  return parts.length ? parts.join(', ') : null;
}
