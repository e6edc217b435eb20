import { verdictOf, type Finding } from '../../../src/index';
import { MODEL_URIS, reveal } from '../../editor';
import { Card } from '../../ui/card';
import { FindingsList } from '../../ui/findings-list';
import { VerdictChip } from '../../ui/verdict-chip';
import { fixFor } from './model/finding-fixes';
import type { Verdict } from './model/verdict';

const revealInResponse = (finding: Finding) => void reveal(MODEL_URIS.response, finding.pointer, finding.frame);
const ERA_RULES = new Set<string>(['R-ERA-1', 'R-ERA-2']);

/**
 * The checker's verdict on our own output. It says "conforms" only for the input it judged: never while the
 * input has an error (`stale`), and never for an exchange the checker read as another era (R-ERA-1/2).
 */
export function VerdictCard({
  verdict,
  stale = null,
  requestMeta = '',
  onPatchMeta,
}: {
  verdict: Verdict | null;
  /** What the shown preview is stale against (the input's error), or null when it is current. */
  stale?: string | null;
  requestMeta?: string;
  onPatchMeta?: (meta: string) => void;
}) {
  const fixOf = (finding: Finding) => {
    const fix = fixFor(finding, requestMeta);
    if (!fix) return null;
    return (
      <>
        {fix.text}{' '}
        {fix.patchMeta !== undefined && onPatchMeta && (
          <button type="button" className="button-small" onClick={() => onPatchMeta(fix.patchMeta!)}>
            {fix.action}
          </button>
        )}
      </>
    );
  };
  if (stale !== null) {
    return (
      <Card
        title="Checker verdict"
        testId="verdict-card"
        badge={<VerdictChip verdict="transport" testId="verdict-count" />}
      >
        <p data-testid="verdict-headline">
          <strong>Not judged</strong>: the current input has an error, so nothing was checked for it.
        </p>
        {verdict && (
          <details className="is-stale">
            <summary>The verdict on the last good input</summary>
            {verdict.findings.length === 0 ? (
              <p>No findings on that input.</p>
            ) : (
              <FindingsList findings={verdict.findings} fixOf={fixOf} />
            )}
          </details>
        )}
      </Card>
    );
  }
  if (!verdict) {
    return (
      <Card title="Checker verdict" testId="verdict-card" badge="checking…">
        <p className="muted">Running the divergence checker on this output…</p>
      </Card>
    );
  }
  const era = verdict.findings.find((f) => ERA_RULES.has(f.rule));
  if (era) {
    const fix = fixOf(era);
    return (
      <Card
        title="Checker verdict"
        testId="verdict-card"
        tone="warn"
        badge={<VerdictChip verdict="transport" testId="verdict-count" />}
      >
        <p data-testid="verdict-headline">
          <strong>Not judged as a 2026-07-28 exchange.</strong> {eraWhy(era)}
        </p>
        {fix && <p className="finding-fix">{fix}</p>}
        <details>
          <summary>The checker’s finding ({era.rule})</summary>
          <FindingsList findings={verdict.findings} onReveal={revealInResponse} />
        </details>
        {verdict.note && <p className="muted">{verdict.note}</p>}
      </Card>
    );
  }
  const errors = verdict.findings.filter((f) => f.severity === 'error').length;
  const tone = errors ? 'bad' : verdict.findings.length ? 'warn' : 'good';
  return (
    <Card
      title="Checker verdict"
      testId="verdict-card"
      tone={tone}
      badge={<VerdictChip verdict={verdictOf(verdict.findings)} findings={verdict.findings} testId="verdict-count" />}
    >
      {verdict.findings.length === 0 ? (
        <p data-testid="verdict-headline">This response conforms to MCP 2026-07-28 for this request.</p>
      ) : (
        <FindingsList findings={verdict.findings} onReveal={revealInResponse} fixOf={fixOf} />
      )}
      {verdict.note && <p className="muted">{verdict.note}</p>}
    </Card>
  );
}

function eraWhy(finding: Finding): string {
  if (finding.rule === 'R-ERA-2')
    return 'The request _meta has no protocolVersion, so the request carries no 2026-07-28 envelope or MCP-Protocol-Version header: the checker reads it as a 2025-11-25 request and applies none of the 2026-07-28 rules, so it cannot say whether this response meets them.';
  return 'The checker read the answer as coming from a server that does not speak 2026-07-28, so it gives one verdict instead of judging the 2026-07-28 rules.';
}
