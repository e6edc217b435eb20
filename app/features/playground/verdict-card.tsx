import type { Finding } from '../../../src/index';
import { MODEL_URIS, reveal } from '../../editor';
import { Card } from '../../ui/card';
import { FindingsList } from '../../ui/findings-list';
import type { Verdict } from './model/verdict';

const revealInResponse = (finding: Finding) => void reveal(MODEL_URIS.response, finding.pointer, finding.frame);

/** The checker's verdict on our own output: "no findings", or each finding with its rule and link. */
export function VerdictCard({ verdict }: { verdict: Verdict | null }) {
  if (!verdict) {
    return (
      <Card title="Checker verdict" testId="verdict-card" badge="checking…">
        <p className="muted">Running the divergence checker on this output…</p>
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
      badge={
        <span data-testid="verdict-count">
          {verdict.findings.length === 0
            ? 'no findings'
            : `${verdict.findings.length} finding${verdict.findings.length > 1 ? 's' : ''}`}
        </span>
      }
    >
      {verdict.findings.length === 0 ? (
        <p>This response conforms to MCP 2026-07-28 for this request.</p>
      ) : (
        <FindingsList findings={verdict.findings} onReveal={revealInResponse} />
      )}
      {verdict.note && <p className="muted">{verdict.note}</p>}
    </Card>
  );
}
