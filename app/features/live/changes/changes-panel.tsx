import { changeTitle, revealInvisible, type InterfaceChange } from '../../../../src/index';
import { useChangesStore, type ShownChanges } from './changes-store';
import './changes.css';

/**
 * What changed in the server's interface since the last connection to it: each change with its
 * verdict (breaking or compatible), its reasons and, opened on demand, the diff of its JSON.
 */
export function ChangesPanel({ shown }: { shown: ShownChanges | null }) {
  const dismiss = useChangesStore((s) => s.actions.dismiss);
  if (!shown) return null;
  const since = new Date(shown.since).toLocaleString();
  const breaking = shown.changes.filter((c) => c.severity === 'breaking').length;
  return (
    <section className="changes-panel" data-testid="changes-panel" aria-label="Changes since the last connection">
      <div className="changes-head">
        <h2>
          {shown.changes.length === 0
            ? `No change since the last connection (${since})`
            : `Changed since the last connection (${since}): ${breaking} breaking, ${shown.changes.length - breaking} compatible`}
        </h2>
        <button type="button" className="link-button" onClick={dismiss} data-testid="changes-dismiss">
          Close
        </button>
      </div>
      {shown.changes.length > 0 && (
        <ul className="changes-list">
          {shown.changes.map((c, i) => (
            <ChangeRow key={i} change={c} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ChangeRow({ change }: { change: InterfaceChange }) {
  return (
    <li className="change-row" data-testid="change-row" data-severity={change.severity}>
      <span className={`change-severity ${change.severity}`} data-testid="change-severity">
        {change.severity}
      </span>{' '}
      <strong>{revealInvisible(changeTitle(change))}</strong>
      <ul className="change-reasons">
        {change.reasons.map((r, i) => (
          <li key={i}>{revealInvisible(r)}</li>
        ))}
      </ul>
      <details>
        <summary>Diff</summary>
        <pre className="change-diff" data-testid="change-diff">
          {change.diff.split('\n').map((line, i) => (
            <span key={i} className={lineClass(line)}>
              {line}
              {'\n'}
            </span>
          ))}
        </pre>
      </details>
    </li>
  );
}

// The `---`/`+++` head names the two sides; only the lines under a hunk are added or removed.
function lineClass(line: string): string | undefined {
  if (line.startsWith('+++') || line.startsWith('---')) return 'diff-head';
  return line.startsWith('+') ? 'diff-add' : line.startsWith('-') ? 'diff-del' : undefined;
}
