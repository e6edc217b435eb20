import { outcomeOfText, outcomeWords, type Outcome } from '../../../src/index';
import { answerText } from '../model/body';

/** The outcome of a recorded answer (its JSON-RPC message, an SSE stream's last frame). */
export function outcomeOfResponse(
  response: { headers: Readonly<Record<string, string>>; body: string } | null,
): Outcome {
  return response ? outcomeOfText(answerText(response)) : 'none';
}

/** A mark beside the verdict when the answer is a tool error or a JSON-RPC error; nothing otherwise. */
export function OutcomeMark({ outcome, testId }: { outcome: Outcome; testId: string }) {
  const words = outcomeWords(outcome);
  if (!words) return null;
  return (
    <span className={`outcome-mark outcome-${outcome}`} data-testid={testId} data-outcome={outcome}>
      {words}
    </span>
  );
}
