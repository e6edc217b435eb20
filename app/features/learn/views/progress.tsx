import { STEPS } from '../model/steps';
import { useLearnStore } from '../state/learn-store';

/** How many exercises passed, as a bar and in words. */
export function Progress() {
  const done = useLearnStore((s) => s.completed.length);
  return (
    <div className="learn-progress" data-testid="progress">
      <progress max={STEPS.length} value={done} aria-label="Steps completed" />
      <span>
        <span data-testid="progress-done">{done}</span> of {STEPS.length} exercises passed
      </span>
    </div>
  );
}
