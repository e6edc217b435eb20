import { SPEC_PAGES, specUrl, type ModernExplanation } from '../../../src/index';
import { Card } from '../../ui/card';
import { SpecLink } from '../../ui/spec-link';
import { statusReason } from './model/status-reason';
import { StaleMark } from './views/stale-note';

const HTTP_SPEC = specUrl(SPEC_PAGES.streamableHttp);
/** The HTTP status card: 200/400/404 and the rule that decided it. */
export function StatusCard({ modern, stale = null }: { modern: ModernExplanation; stale?: string | null }) {
  const { text, rule } = statusReason(modern);
  const status = modern.httpStatus;
  return (
    <Card
      title="HTTP status"
      testId="status-card"
      tone={stale !== null ? 'neutral' : status === 200 ? 'good' : 'warn'}
      badge={
        <>
          {stale !== null && <StaleMark against={stale} />}{' '}
          <span data-testid="http-status" className={stale !== null ? 'is-stale' : undefined}>
            {status}
          </span>
        </>
      }
    >
      <div className={stale !== null ? 'is-stale' : undefined}>
        <p>{text}</p>
        <p className="muted">
          Rule: {rule}. A rejection raised before the method runs (bad headers, invalid <code>_meta</code>) is always
          400. <SpecLink url={HTTP_SPEC}>Streamable HTTP</SpecLink>
        </p>
      </div>
    </Card>
  );
}
