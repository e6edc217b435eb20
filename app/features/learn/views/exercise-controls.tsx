import { useState } from 'react';

/** Hint, reset and the solution behind a click: the same controls for every kind of exercise. */
export function ExerciseControls({
  hint,
  showHint,
  onToggleHint,
  solution,
  onReset,
  onUseSolution,
}: {
  hint: string;
  showHint: boolean;
  onToggleHint: () => void;
  solution: string | null;
  onReset: () => void;
  onUseSolution: () => void;
}) {
  const [showSolution, setShowSolution] = useState(false);
  return (
    <div className="learn-controls">
      <div className="learn-buttons">
        <button
          type="button"
          onClick={onToggleHint}
          aria-expanded={showHint}
          data-testid="hint-button"
          title="Alt+Shift+H"
        >
          {showHint ? 'Hide hint' : 'Hint'}
        </button>
        <button
          type="button"
          onClick={() => {
            onReset();
            setShowSolution(false);
          }}
          data-testid="reset-button"
        >
          Reset
        </button>
        <button
          type="button"
          onClick={() => setShowSolution((v) => !v)}
          aria-expanded={showSolution}
          disabled={solution === null}
          data-testid="solution-button"
        >
          {showSolution ? 'Hide solution' : 'Show solution'}
        </button>
      </div>
      {showHint && (
        <p className="learn-hint" data-testid="hint">
          {hint}
        </p>
      )}
      {showSolution && solution !== null && (
        <div data-testid="solution">
          <pre className="learn-pre">{solution}</pre>
          <button type="button" onClick={onUseSolution} data-testid="use-solution">
            Put the solution in the editor
          </button>
        </div>
      )}
    </div>
  );
}
