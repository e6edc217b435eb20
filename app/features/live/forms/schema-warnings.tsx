import './forms.css';
import type { SchemaViolation } from '../../../../src/index';

/**
 * The violations of a value against its schema, each at its path with the keyword, as a warning the
 * user may override: `held` says a send was just stopped, and `overrideLabel` sends anyway.
 */
export function SchemaWarnings({
  title,
  violations,
  held,
  overrideLabel,
  onOverride,
  testId,
}: {
  title: string;
  violations: readonly (SchemaViolation & { label?: string })[];
  held: boolean;
  overrideLabel: string;
  onOverride?: () => void;
  testId: string;
}) {
  if (violations.length === 0) return null;
  return (
    <div className="schema-warnings" role={held ? 'alert' : undefined} data-testid={testId}>
      <p className="warn-text">{title}</p>
      <ul>
        {violations.map((v, i) => (
          <li key={i} data-testid={`${testId}-item`} data-pointer={v.pointer}>
            <code>{(v.label ?? '') + (v.pointer || '/')}</code>: {v.message}{' '}
            <span className="muted">
              ({v.keyword} at <code>{v.schemaPath}</code>)
            </span>
          </li>
        ))}
      </ul>
      {held && (
        <p data-testid={`${testId}-held`}>
          Not sent.{' '}
          {onOverride ? (
            <button type="button" className="button-small" onClick={onOverride} data-testid={`${testId}-override`}>
              {overrideLabel}
            </button>
          ) : (
            overrideLabel
          )}
        </p>
      )}
    </div>
  );
}
