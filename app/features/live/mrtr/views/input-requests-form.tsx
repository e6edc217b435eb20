import { useMemo, useState } from 'react';
import type { InputFormProps } from '../../../../ext';
import { initialAnswer, responsesOf, type Answer } from '../model/answers';
import { AnswerFields } from './answer-fields';
import { useAnswerCheck } from '../../forms/use-answer-check';
import { SchemaWarnings } from '../../forms/schema-warnings';

/**
 * A form for every input request of an `inputRequests` object, sent as one `inputResponses` object: the
 * form Live lends an extension's panel (a task's input_required answered through tasks/update).
 */
export function InputRequestsForm({ inputRequests, onSend, submitLabel, testIds }: InputFormProps) {
  const entries = Object.entries(inputRequests);
  const [answers, setAnswers] = useState<Record<string, Answer>>(() =>
    Object.fromEntries(entries.map(([key, request]) => [key, initialAnswer(request)])),
  );
  const built = useMemo(() => responsesOf(inputRequests, answers), [inputRequests, answers]);
  const check = useAnswerCheck(inputRequests, built);
  const submit = () => {
    if (built.ok && check.pass()) void onSend(built.value);
  };
  return (
    <form
      className="mrtr-panel"
      data-testid={testIds.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <AnswerFields entries={entries} answers={answers} setAnswers={setAnswers} />
      <SchemaWarnings
        title="The answers break the requestedSchema (the server may refuse them):"
        violations={check.violations}
        held={check.held}
        overrideLabel="Send anyway (submit again)"
        onOverride={submit}
        testId="answer-warnings"
      />
      {!built.ok && <p className="field-error">{built.message}</p>}
      <button type="submit" disabled={!built.ok} data-testid={testIds.submit}>
        {submitLabel}
      </button>
    </form>
  );
}
