import { routeHash } from '../../../shell/router';
import { neighbours } from '../model/steps';

/** Previous and next step, with their keys. */
export function StepNav({ stepId }: { stepId: string }) {
  const { previous, next } = neighbours(stepId);
  return (
    <nav className="learn-nav" aria-label="Step navigation">
      {previous ? (
        <a href={routeHash('learn', [previous.id])} data-testid="previous-step" title="Alt+Shift+←">
          ← {previous.title}
        </a>
      ) : (
        <a href={routeHash('learn')}>← Overview</a>
      )}
      {next ? (
        <a href={routeHash('learn', [next.id])} data-testid="next-step" title="Alt+Shift+→">
          {next.title} →
        </a>
      ) : (
        <a href={routeHash('learn', ['cheat-sheet'])} data-testid="next-step">
          Cheat sheet →
        </a>
      )}
    </nav>
  );
}
