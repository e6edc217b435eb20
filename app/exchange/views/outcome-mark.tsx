import { outcomeWords, type Outcome } from '../../../src/index';

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
