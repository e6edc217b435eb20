import { outcomeOf, type Outcome } from '../../../src/index';
import { answerValue } from '../model/body';

/** The outcome of a recorded answer (its JSON-RPC message, an SSE stream's last frame). */
export function outcomeOfResponse(
  response: { headers: Readonly<Record<string, string>>; body: string } | null,
): Outcome {
  return response ? outcomeOf(answerValue(response)) : 'none';
}
