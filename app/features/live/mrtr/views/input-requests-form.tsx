import { useState } from 'react';
import type { InputFormProps } from '../../../../ext';
import { initialAnswer, responsesOf, type Answer } from '../model/answers';
import { AnswerFields } from './answer-fields';

/**
 * A form for every input request of an `inputRequests` object, sent as one `inputResponses` object: the
 * form Live lends an extension's panel (a task's input_required answered through tasks/update).
 */
export function InputRequestsForm({ inputRequests, onSend, submitLabel, testIds }: InputFormProps) {
  const entries = Object.entries(inputRequests);
  const [answers, setAnswers] = useState<Record<string, Answer>>(() =>
    Object.fromEntries(entries.map(([key, request]) => [key, initialAnswer(request)])),
  );
  const built = responsesOf(inputRequests, answers);
  return (
    <form
      className="mrtr-panel"
      data-testid={testIds.form}
      onSubmit={(e) => {
        e.preventDefault();
        if (built.ok) void onSend(built.value);
      }}
    >
      <AnswerFields entries={entries} answers={answers} setAnswers={setAnswers} />
      {!built.ok && <p className="field-error">{built.message}</p>}
      <button type="submit" disabled={!built.ok} data-testid={testIds.submit}>
        {submitLabel}
      </button>
    </form>
  );
}
