import { useDeferredValue, useEffect, useMemo } from 'react';
import { CodeEditor, findingDiagnostics, modelUri, type EditorCommand, type EditorDiagnostic } from '../../../editor';
import { EditorPanel } from '../../../ui/editor-panel';
import { fitHeight } from './view-helpers';
import { answerCase, evaluateLocal, solutionText, startText } from '../model/engine';
import { playgroundHash } from '../model/run-links';
import type { Evaluation, LocalExercise } from '../model/types';
import { useLearnStore } from '../state/learn-store';
import { ExerciseControls } from './exercise-controls';
import { Feedback } from './feedback';

const NONE: readonly EditorDiagnostic[] = [];

/** A local exercise: the learner's text, judged by the library and the checker on every edit. */
export function TryIt({
  stepId,
  exercise,
  theme,
  commands,
  showHint,
  onToggleHint,
}: {
  stepId: string;
  exercise: LocalExercise;
  theme: 'light' | 'dark';
  commands: readonly EditorCommand[];
  showHint: boolean;
  onToggleHint: () => void;
}) {
  const start = useMemo(() => startText(exercise), [exercise]);
  const draft = useLearnStore((s) => s.drafts[stepId]);
  const { setDraft, clearDraft, markCompleted } = useLearnStore((s) => s.actions);
  const text = draft ?? start;
  const checked = useDeferredValue(text);
  const evaluation = useMemo(() => evaluateLocal(exercise, checked), [exercise, checked]);
  useEffect(() => {
    if (evaluation.passed) markCompleted(stepId);
  }, [evaluation.passed, markCompleted, stepId]);
  const isJson = exercise.kind !== 'handler' || /^\s*[[{]\s*"/.test(text);
  return (
    <section className="learn-section" aria-label="Try it" data-testid="try-it">
      <h3>Try it</h3>
      <p data-testid="task">{exercise.task}</p>
      {exercise.kind === 'handler' && (
        <p className="muted learn-json-forms" data-testid="json-forms">
          Elixir or JSON: <code>{'{:ok, %{…}}'}</code> is <code>{'["ok", {…}]'}</code> (or just the object),{' '}
          <code>{'{:error, code, "message", data}'}</code> is <code>{'["error", code, "message", data]'}</code>,{' '}
          <code>{'{:input_required, requests, "state"}'}</code> is <code>{'["input_required", {…}, "state"]'}</code> and{' '}
          <code>{'{:task, %{…}}'}</code> is <code>{'["task", {…}]'}</code>.
        </p>
      )}
      <div className="learn-two">
        <EditorPanel
          title={TITLES[exercise.kind]}
          editor={
            <CodeEditor
              modelUri={modelUri('learn', `${stepId}-answer`)}
              value={text}
              language={isJson ? 'json' : 'elixir'}
              onChange={(value) => setDraft(stepId, value)}
              theme={theme}
              ariaLabel={`Your answer: ${TITLES[exercise.kind]}`}
              testId="answer"
              height={fitHeight(text, evaluation.outcome?.responseText ?? null)}
              commands={commands}
              diagnostics={answerDiagnostics(exercise, evaluation)}
            />
          }
        />
        {exercise.kind !== 'response' && (
          <EditorPanel
            title={`Shaped modern response · HTTP ${evaluation.outcome?.httpStatus ?? '—'}`}
            editor={
              evaluation.outcome && (
                <CodeEditor
                  modelUri={modelUri('learn', `${stepId}-answer-response.json`)}
                  value={evaluation.outcome.responseText}
                  language="json"
                  readOnly
                  theme={theme}
                  ariaLabel="The modern response for your answer"
                  testId="answer-response"
                  height={fitHeight(text, evaluation.outcome?.responseText ?? null)}
                  commands={commands}
                  diagnostics={findingDiagnostics(evaluation.outcome.findings)}
                />
              )
            }
            fallback={<p className="muted">Nothing to shape until the answer reads.</p>}
          />
        )}
      </div>
      <Feedback evaluation={evaluation} pending={checked !== text} />
      {exercise.kind !== 'response' && (
        <p className="learn-run-link">
          <a href={playgroundHash(answerCase(exercise, text))} data-testid="answer-in-playground">
            Open your answer in the Playground
          </a>
        </p>
      )}
      <ExerciseControls
        hint={exercise.hint}
        showHint={showHint}
        onToggleHint={onToggleHint}
        solution={solutionText(exercise)}
        onReset={() => clearDraft(stepId)}
        onUseSolution={() => setDraft(stepId, solutionText(exercise))}
      />
    </section>
  );
}

const TITLES: Record<LocalExercise['kind'], string> = {
  handler: 'Your handler result (Elixir or JSON)',
  options: 'Your shaper options (JSON)',
  response: 'Your response (JSON)',
};

// A syntax error sits in the learner's text; a "response" answer is itself what the checker judged.
function answerDiagnostics(exercise: LocalExercise, evaluation: Evaluation): readonly EditorDiagnostic[] {
  const input = evaluation.problems.find((p) => p.source === 'input' && p.line !== undefined);
  if (input?.line !== undefined)
    return [{ position: { line: input.line, column: input.column ?? 1 }, severity: 'error', message: input.message }];
  return exercise.kind === 'response' && evaluation.outcome ? findingDiagnostics(evaluation.outcome.findings) : NONE;
}
