import type { ReactNode } from 'react';
import { RULES, type Finding, type RuleId } from '../../src/index';
import { findingLocation } from './finding-location';
import './findings-list.css';

/**
 * A rule's entry in the rule catalogue the app serves (`public/rules.html`, written by `npm run docs:rules`
 * from `RULES`): relative, so it works wherever the app is served, offline included.
 */
const catalogueHref = (id: RuleId) => `rules.html#${id}`;

const LEVEL_TITLE: Partial<Record<Finding['level'], string>> = {
  VERDICT: 'A verdict on the whole exchange (the server does not speak 2026-07-28), not one broken rule',
};

/**
 * The checker's findings, one item each with its rule id, level, message, expected vs actual, the rules it
 * also covers (`related`), an optional concrete fix and its spec link. With `onReveal`, each item's summary
 * is a button (click, Enter or Space) that jumps to the finding; the rule id links to its catalogue entry (a new
 * tab, outside the button). Every item carries `data-rule` and `data-severity`.
 */
export function FindingsList({
  findings,
  onReveal,
  fixOf,
  testId = 'findings',
}: {
  findings: readonly Finding[];
  onReveal?: (finding: Finding) => void;
  /** What to change so the finding goes away, when the screen knows it. */
  fixOf?: (finding: Finding) => ReactNode;
  testId?: string;
}) {
  return (
    <ul className="findings-list" data-testid={testId}>
      {findings.map((finding, index) => (
        <FindingItem key={index} finding={finding} onReveal={onReveal} fix={fixOf?.(finding)} />
      ))}
    </ul>
  );
}

function FindingItem({
  finding,
  onReveal,
  fix,
}: {
  finding: Finding;
  onReveal?: (finding: Finding) => void;
  fix?: ReactNode;
}) {
  const summary = (
    <>
      <span className="finding-head">
        <span
          className={`finding-level finding-level--${finding.level === 'VERDICT' ? 'verdict' : 'rule'}`}
          title={LEVEL_TITLE[finding.level] ?? `severity: ${finding.severity}`}
        >
          {finding.level}
        </span>{' '}
        <code className="finding-location">{findingLocation(finding)}</code>
      </span>
      <span className="finding-message">{finding.message}</span>
    </>
  );
  return (
    <li className={`finding finding--${finding.severity}`} data-rule={finding.rule} data-severity={finding.severity}>
      <div className="finding-top">
        <a
          className="finding-rule"
          href={catalogueHref(finding.rule)}
          target="_blank"
          rel="noreferrer noopener"
          title="This rule in the rule catalogue"
        >
          {finding.rule}
        </a>
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
      </div>
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
      {finding.because && (
        <p className="finding-because" data-testid="finding-because">
          {finding.level} shown as {finding.severity}: {finding.because}.
        </p>
      )}
      {finding.related && finding.related.length > 0 && <RelatedRules ids={finding.related} />}
      {fix && (
        <p className="finding-fix" data-testid="finding-fix">
          <strong>Fix:</strong> {fix}
        </p>
      )}
      <a className="finding-spec" href={finding.spec.url} target="_blank" rel="noreferrer noopener">
        {finding.spec.title}
      </a>
    </li>
  );
}

/** The broader rules a finding also answers for: one finding, not one per rule that restates it. */
function RelatedRules({ ids }: { ids: readonly RuleId[] }) {
  return (
    <p className="finding-related" data-testid="finding-related">
      Also covers{' '}
      {ids.map((id, index) => (
        <span key={id}>
          {index > 0 && ', '}
          <a href={catalogueHref(id)} target="_blank" rel="noreferrer noopener">
            <code>{id}</code>
          </a>
          {RULES[id] ? ` (${RULES[id].title})` : ''}
        </span>
      ))}
      : one finding, since it is the same requirement.
    </p>
  );
}
