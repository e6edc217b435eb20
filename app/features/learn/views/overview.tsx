import { useState } from 'react';
import { routeHash } from '../../../shell/router';
import { STEPS } from '../model/steps';
import { useLearnStore } from '../state/learn-store';
import { Progress } from './progress';

/** `#/learn`: every step as a link, what is done, where to go on, and the cheat sheet. */
export function Overview() {
  const completed = useLearnStore((s) => s.completed);
  const lastStep = useLearnStore((s) => s.lastStep);
  const next = STEPS.find((s) => !completed.includes(s.id)) ?? null;
  const resume = lastStep && !completed.includes(lastStep) ? lastStep : next?.id;
  return (
    <div className="learn" data-testid="learn-overview">
      <h2 className="learn-title">Learn: what changed in MCP 2026-07-28</h2>
      <div className="learn-prose">
        <p>
          A guided tour for people who know the 2025-11-25 protocol. Each step explains one change in plain words, links
          the specification, shows a response the shaping library produces for both revisions (or a real exchange with
          the embedded demo server), and ends with an exercise the library and the divergence checker grade as you type.
        </p>
      </div>
      <Progress />
      <p className="learn-buttons">
        {resume && (
          <a href={routeHash('learn', [resume])} data-testid="continue-link">
            {completed.length === 0 ? 'Start the tour' : 'Continue'}: {STEPS.find((s) => s.id === resume)?.title}
          </a>
        )}
        <a href={routeHash('learn', ['cheat-sheet'])} data-testid="cheat-sheet-link">
          Cheat sheet: every change in one table
        </a>
      </p>
      <ol className="learn-steps" data-testid="step-list">
        {STEPS.map((step) => {
          const done = completed.includes(step.id);
          return (
            <li key={step.id} className={done ? 'learn-done' : undefined} data-step={step.id} data-done={done}>
              <a href={routeHash('learn', [step.id])}>{step.title}</a>
              {done && <span className="learn-done-mark"> ✓ done</span>}
              {step.live && <span className="muted"> · live</span>}
              <br />
              <span className="muted">{step.summary}</span>
            </li>
          );
        })}
      </ol>
      <ResetProgress />
    </div>
  );
}

function ResetProgress() {
  const [asking, setAsking] = useState(false);
  const reset = useLearnStore((s) => s.actions.resetProgress);
  if (!asking)
    return (
      <p>
        <button type="button" onClick={() => setAsking(true)} data-testid="reset-progress">
          Reset progress
        </button>
      </p>
    );
  return (
    <p className="learn-buttons" role="group" aria-label="Confirm reset">
      Forget every passed exercise and every answer?
      <button
        type="button"
        onClick={() => {
          reset();
          setAsking(false);
        }}
        data-testid="reset-progress-confirm"
      >
        Yes, reset
      </button>
      <button type="button" onClick={() => setAsking(false)}>
        No
      </button>
    </p>
  );
}
