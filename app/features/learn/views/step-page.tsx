import { useEffect, useState } from 'react';
import { editorCommands, registerCommands, useCommands } from '../../../shell/commands';
import { routeHash } from '../../../shell/router';
import { SpecLink } from '../../../ui/spec-link';
import { ownServerHash } from '../model/run-links';
import { STEPS } from '../model/steps';
import type { StepDefinition } from '../model/types';
import { useLearnStore } from '../state/learn-store';
import { ExampleView } from './example-view';
import { LiveStep } from './live-step';
import { Progress } from './progress';
import { StepNav } from './step-nav';
import { TryIt } from './try-it';

/** `#/learn/<id>`: one change explained, shown and practised. Mount it with `key={step.id}`. */
export function StepPage({ step, theme }: { step: StepDefinition; theme: 'light' | 'dark' }) {
  const [showHint, setShowHint] = useState(false);
  const toggleHint = () => setShowHint((v) => !v);
  const commands = editorCommands(useCommands());
  const done = useLearnStore((s) => s.completed.includes(step.id));
  const setLastStep = useLearnStore((s) => s.actions.setLastStep);
  useEffect(() => {
    setLastStep(step.id);
  }, [setLastStep, step.id]);
  useEffect(
    () =>
      registerCommands([
        {
          id: 'learn.hint',
          label: 'Show or hide the hint of this step',
          keys: ['Alt+Shift+KeyH'],
          run: () => setShowHint((v) => !v),
          group: 'Learn',
        },
      ]),
    [],
  );
  const exercise = step.exercise;
  return (
    <article className="learn" data-testid="learn-step" data-step={step.id} aria-labelledby="learn-step-title">
      <header>
        <p className="muted">
          <a href={routeHash('learn')}>Learn</a> · Step {STEPS.indexOf(step) + 1} of {STEPS.length}
          {done && (
            <span className="learn-done-mark" data-testid="step-done">
              {' '}
              · ✓ done
            </span>
          )}
        </p>
        <h2 id="learn-step-title" className="learn-title">
          {step.title}
        </h2>
        <Progress />
      </header>
      <section className="learn-prose" aria-label="Explanation" data-testid="explanation">
        {step.explanation.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
        <ul className="learn-spec-links" aria-label="Specification">
          {step.spec.map((s) => (
            <li key={s.url}>
              <SpecLink url={s.url}>{`Spec: ${s.label}`}</SpecLink>
            </li>
          ))}
        </ul>
      </section>
      {step.reading && (
        <section className="learn-prose learn-reading" aria-label="For reading" data-testid="reading">
          <h3>For reading (this step does not check it)</h3>
          {step.reading.paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </section>
      )}
      {step.example && <ExampleView example={step.example} stepId={step.id} theme={theme} commands={commands} />}
      {step.ownServer && (
        <p className="learn-run-link" data-testid="own-server-link">
          <a href={ownServerHash(step.ownServer)}>Try it on your own server</a>: Live opens with {step.ownServer} filled
          in (nothing is sent). Enter your 2025-era server&apos;s URL and Connect: under the Auto era, Live speaks its
          era, and beside each answer its 2026-07-28 view shows what this step changes, made from your server&apos;s own
          result.
        </p>
      )}
      {step.live && (
        <LiveStep
          step={step}
          scenario={step.live}
          theme={theme}
          commands={commands}
          showHint={showHint}
          onToggleHint={toggleHint}
        />
      )}
      {exercise.kind !== 'live' && (
        <TryIt
          stepId={step.id}
          exercise={exercise}
          theme={theme}
          commands={commands}
          showHint={showHint}
          onToggleHint={toggleHint}
        />
      )}
      <StepNav stepId={step.id} />
    </article>
  );
}
