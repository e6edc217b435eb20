import type { Evaluation, Problem } from '../model/types';

/** The verdict on the current answer: passed, or each thing still wrong; notes never block. */
export function Feedback({ evaluation, pending }: { evaluation: Evaluation | null; pending?: boolean }) {
  if (!evaluation) {
    return (
      <div
        className="learn-feedback learn-feedback-pending"
        data-testid="feedback"
        data-state="pending"
        aria-live="polite"
      >
        {pending ? 'Checking…' : 'Not checked yet.'}
      </div>
    );
  }
  const { passed, problems, notes } = evaluation;
  return (
    <div
      className={`learn-feedback ${passed ? 'learn-feedback-pass' : ''}`}
      data-testid="feedback"
      data-state={pending ? 'pending' : passed ? 'passed' : 'failed'}
      aria-live="polite"
    >
      <strong>{passed ? 'Passed: the library and the checker accept this answer.' : 'Not yet. Still wrong:'}</strong>
      {problems.length > 0 && (
        <ul data-testid="problems">
          {problems.map((p, i) => (
            <ProblemItem key={i} problem={p} />
          ))}
        </ul>
      )}
      {notes.length > 0 && (
        <details>
          <summary className="muted">
            {notes.length} note{notes.length > 1 ? 's' : ''} from the checker (not graded)
          </summary>
          <ul data-testid="notes">
            {notes.map((p, i) => (
              <ProblemItem key={i} problem={p} />
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

function ProblemItem({ problem: p }: { problem: Problem }) {
  return (
    <li className={p.severity ? `finding-${p.severity}` : undefined} data-rule={p.rule} data-source={p.source}>
      {p.rule && <strong>{p.rule} </strong>}
      {p.pointer ? <code>{p.pointer} </code> : null}
      {p.message}
      {p.specUrl && (
        <>
          {' '}
          <a href={p.specUrl} target="_blank" rel="noreferrer noopener">
            spec
          </a>
        </>
      )}
    </li>
  );
}
