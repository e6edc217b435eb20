import { useEffect, useMemo, useState } from 'react';
import { RequestOwner } from '../../../../src/index';
import { CodeEditor, modelUri, type EditorCommand } from '../../../editor';
import { ExchangeView } from '../../../exchange/views/exchange-view';
import { EditorPanel } from '../../../ui/editor-panel';
import { fitHeight } from './view-helpers';
import type { DemoClient, LiveExchange } from '../model/live/demo-client';
import { recordOfLive, tourNote } from '../model/live/record-of-live';
import { formatDoc } from '../model/live/request-doc';
import { runLiveAnswer } from '../model/live/run-answer';
import type { LiveExercisePrep } from '../model/live/types';
import type { Evaluation, LiveExercise } from '../model/types';
import { useLearnStore } from '../state/learn-store';
import { ExerciseControls } from './exercise-controls';
import { Feedback } from './feedback';

/** Typing pauses this long before the request goes to the demo server. */
const SEND_DELAY_MS = 500;

/**
 * A live exercise: the learner edits headers and body of one request; after each pause in typing it
 * goes to the demo server and the exchange is judged. The text is not saved: it holds values (ids,
 * requestState) of this visit's exchanges.
 */
export function LiveTryIt({
  stepId,
  exercise,
  prep,
  client,
  theme,
  commands,
  showHint,
  onToggleHint,
}: {
  stepId: string;
  exercise: LiveExercise;
  prep: LiveExercisePrep<unknown>;
  client: DemoClient;
  theme: 'light' | 'dark';
  commands: readonly EditorCommand[];
  showHint: boolean;
  onToggleHint: () => void;
}) {
  const start = useMemo(() => formatDoc(prep.start), [prep]);
  const [text, setText] = useState(start);
  const [result, setResult] = useState<{ text: string; evaluation: Evaluation; exchange?: LiveExchange } | null>(null);
  const markCompleted = useLearnStore((s) => s.actions.markCompleted);
  // The exercise owns its answer's exchange: a newer text lets the older one go, leaving ends it.
  const [owner] = useState(() => new RequestOwner());
  useEffect(() => {
    const timer = setTimeout(() => {
      void owner.run('answer', async (signal) => {
        const verdict = await runLiveAnswer(client, prep, text, signal);
        if (!signal.aborted) setResult({ text, evaluation: verdict, exchange: verdict.exchange });
      });
    }, SEND_DELAY_MS);
    return () => {
      clearTimeout(timer);
      owner.stop();
    };
  }, [client, prep, text, owner]);
  const current = result?.text === text ? result : null;
  useEffect(() => {
    if (current?.evaluation.passed) markCompleted(stepId);
  }, [current?.evaluation.passed, markCompleted, stepId]);
  return (
    <section className="learn-section" aria-label="Try it" data-testid="try-it">
      <h3>Try it (live)</h3>
      <p data-testid="task">{exercise.task}</p>
      <EditorPanel
        title={prep.editor?.title ?? 'Your request: headers and JSON-RPC body'}
        editor={
          <CodeEditor
            modelUri={modelUri('learn', `${stepId}-request.json`)}
            value={text}
            language="json"
            onChange={setText}
            theme={theme}
            ariaLabel={prep.editor?.label ?? 'Your request (JSON with headers and body)'}
            testId="answer"
            height={fitHeight(text)}
            commands={commands}
          />
        }
      />
      <Feedback evaluation={current?.evaluation ?? result?.evaluation ?? null} pending={current === null} />
      {current?.exchange && (
        <ExchangeView
          label="What the demo server answered"
          note={tourNote(current.exchange)}
          record={recordOfLive(current.exchange, `${stepId}-answer`)}
          revealSecrets
          plainText
          testId="answer-exchange"
        />
      )}
      <ExerciseControls
        hint={exercise.hint}
        showHint={showHint}
        onToggleHint={onToggleHint}
        solution={formatDoc(prep.solution)}
        onReset={() => setText(start)}
        onUseSolution={() => setText(formatDoc(prep.solution))}
      />
    </section>
  );
}
