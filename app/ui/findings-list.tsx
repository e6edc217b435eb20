import type { Finding } from '../../src/index';
import { findingLocation } from './finding-location';
import './findings-list.css';

/**
 * The checker's findings, one item each with its rule id, level, message, expected vs actual and spec
 * link. With `onReveal`, each item's summary is a button (click, Enter or Space) that jumps to the finding.
 * Every item carries `data-rule` and `data-severity`.
 */
export function FindingsList({
  findings,
  onReveal,
  testId = 'findings',
}: {
  findings: readonly Finding[];
  onReveal?: (finding: Finding) => void;
  testId?: string;
}) {
  return (
    <ul className="findings-list" data-testid={testId}>
      {findings.map((finding, index) => (
        <FindingItem key={index} finding={finding} onReveal={onReveal} />
      ))}
    </ul>
  );
}

function FindingItem({ finding, onReveal }: { finding: Finding; onReveal?: (finding: Finding) => void }) {
  const summary = (
    <>
      <span className="finding-head">
        <strong className="finding-rule">{finding.rule}</strong>{' '}
        <span className="finding-level" title={`severity: ${finding.severity}`}>
          {finding.level}
        </span>{' '}
        <code className="finding-location">{findingLocation(finding)}</code>
      </span>
      <span className="finding-message">{finding.message}</span>
    </>
  );
  return (
    <li className={`finding finding--${finding.severity}`} data-rule={finding.rule} data-severity={finding.severity}>
      {onReveal ? (
        <button
          type="button"
          className="finding-summary finding-reveal"
          onClick={() => onReveal(finding)}
          title="Show it in the response"
        >
          {summary}
        </button>
      ) : (
        <div className="finding-summary">{summary}</div>
      )}
      {(finding.expected !== undefined || finding.actual !== undefined) && (
        <dl className="finding-values">
          {finding.expected !== undefined && (
            <>
              <dt>Expected</dt>
              <dd>
                <code>{finding.expected}</code>
              </dd>
            </>
          )}
          {finding.actual !== undefined && (
            <>
              <dt>Actual</dt>
              <dd>
                <code>{finding.actual}</code>
              </dd>
            </>
          )}
        </dl>
      )}
      <a className="finding-spec" href={finding.spec.url} target="_blank" rel="noreferrer noopener">
        {finding.spec.title}
      </a>
    </li>
  );
}
