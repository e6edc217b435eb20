import type { Finding } from '../../../src/index';
import type { EditorAnnotation } from '../../editor';
import { Card } from '../../ui/card';
import type { Verdict } from './model/verdict';

/** Findings as annotations on the response editor. */
export function findingAnnotations(verdict: Verdict | null): EditorAnnotation[] {
  return (verdict?.findings ?? []).map((f) => ({
    pointer: f.pointer,
    kind: `finding-${f.severity}` as const,
    hover: `**${f.rule}** (${f.level}) ${f.message}\n\n[${f.spec.title}](${f.spec.url})`,
  }));
}

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
        <ul className="findings" data-testid="findings">
          {verdict.findings.map((f, i) => (
            <FindingItem key={i} finding={f} />
          ))}
        </ul>
      )}
      {verdict.note && <p className="muted">{verdict.note}</p>}
    </Card>
  );
}

function FindingItem({ finding: f }: { finding: Finding }) {
  return (
    <li className={`finding-${f.severity}`}>
      <strong>{f.rule}</strong> <code>{f.pointer || '(response)'}</code> {f.message}{' '}
      <a href={f.spec.url} target="_blank" rel="noreferrer noopener">
        spec
      </a>
    </li>
  );
}
