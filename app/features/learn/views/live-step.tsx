import type { EditorCommand } from '../../../editor';
import type { LiveScenarioId, StepDefinition } from '../model/types';
import { LiveSection } from './live-section';
import { LiveTryIt } from './live-try-it';
import { useLivePrep } from './use-live-prep';

/** The live part of a step: its example exchanges, and its exercise when that is live too. */
export function LiveStep({
  step,
  scenario,
  theme,
  commands,
  showHint,
  onToggleHint,
}: {
  step: StepDefinition;
  scenario: LiveScenarioId;
  theme: 'light' | 'dark';
  commands: readonly EditorCommand[];
  showHint: boolean;
  onToggleHint: () => void;
}) {
  const [state, retry] = useLivePrep(scenario);
  const exercise = step.exercise.kind === 'live' ? step.exercise : null;
  return (
    <>
      <LiveSection state={state} onRetry={retry} />
      {exercise &&
        (state.status === 'ready' && state.prep.exercise ? (
          <LiveTryIt
            key={state.run}
            stepId={step.id}
            exercise={exercise}
            prep={state.prep.exercise}
            client={state.client}
            theme={theme}
            commands={commands}
            showHint={showHint}
            onToggleHint={onToggleHint}
          />
        ) : (
          <section className="learn-section" aria-label="Try it" data-testid="try-it-unavailable">
            <h3>Try it (live)</h3>
            <p data-testid="task">{exercise.task}</p>
            <p className="muted">
              {state.status === 'loading'
                ? 'Waiting for the demo server…'
                : 'This exercise runs against the demo server, which is not available right now (see above).'}
            </p>
          </section>
        ))}
    </>
  );
}
