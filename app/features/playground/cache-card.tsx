import { SPEC_PAGES, specUrl, type CacheOutcome, type HandlerResult } from '../../../src/index';
import { Card } from '../../ui/card';
import { SpecLink } from '../../ui/spec-link';
import { freshUntil } from './model/fresh-until';
import { DecisionLink } from './views/decision-link';
import { StaleMark } from './views/stale-note';

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
  stale = null,
  overrideEnabled = false,
}: {
  cache: CacheOutcome;
  handlerResult: HandlerResult;
  now: number;
  /** What the shown preview is stale against, or null when it is current. */
  stale?: string | null;
  /** Whether the :cache override is ticked (it does nothing on a method that is not cacheable). */
  overrideEnabled?: boolean;
}) {
  const replaced = cache.hints && handlerResult.kind === 'ok' ? handlerHints(handlerResult.result) : null;
  return (
    <Card
      title="Cache hints"
      testId="cache-card"
      tone={stale !== null ? 'neutral' : cache.hints ? 'good' : 'neutral'}
      badge={stale !== null ? <StaleMark against={stale} /> : cache.cacheable ? 'cacheable method' : 'not cacheable'}
    >
      <div className={stale !== null ? 'is-stale' : undefined}>
        {cache.hints ? (
          <dl className="facts">
            <dt>ttlMs</dt>
            <dd data-testid="cache-ttl">{cache.hints.ttlMs}</dd>
            <dt>cacheScope</dt>
            <dd data-testid="cache-scope">{cache.hints.scope}</dd>
            <dt>source</dt>
            <dd data-testid="cache-source">{cache.source ? SOURCE_LABEL[cache.source] : ''}</dd>
            <dt>fresh until</dt>
            <dd data-testid="cache-fresh">{freshUntil(now, cache.hints.ttlMs)}, if fetched now</dd>
          </dl>
        ) : (
          <p data-testid="cache-none">No hints: {cache.reason}</p>
        )}
        {cache.hints && <p className="muted">{cache.reason}</p>}
        {overrideEnabled && !cache.cacheable && (
          <p className="warn-text" data-testid="cache-override-ignored">
            Your :cache override is ignored: the shaper adds cache hints only to the six cacheable methods.
          </p>
        )}
        {replaced && (
          <p className="warn-text" data-testid="cache-replaced">
            The handler set {replaced}; the shaper’s hints replaced them (<DecisionLink id="D2" />
            ).
          </p>
        )}
      </div>
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
