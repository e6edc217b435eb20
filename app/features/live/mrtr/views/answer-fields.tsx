import type { Dispatch, SetStateAction } from 'react';
import { initialAnswer, type Answer } from '../model/answers';
import { InputRequestForm } from './input-request-form';

/** One form per input request (`[key, request]` entries of an `inputRequests` object), each editing its answer. */
export function AnswerFields({
  entries,
  answers,
  setAnswers,
}: {
  entries: [string, unknown][];
  answers: Record<string, Answer>;
  setAnswers: Dispatch<SetStateAction<Record<string, Answer>>>;
}) {
  return entries.map(([key, request]) => (
    <InputRequestForm
      key={key}
      name={key}
      request={request}
      answer={answers[key] ?? initialAnswer(request)}
      onChange={(answer) => setAnswers((a) => ({ ...a, [key]: answer }))}
    />
  ));
}
