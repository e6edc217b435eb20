import { outcomeOfText, type Outcome } from '../../../src/index';
import { answerText } from '../model/body';

/** The outcome of a recorded answer (its JSON-RPC message, an SSE stream's last frame). */
export function outcomeOfResponse(
  response: { headers: Readonly<Record<string, string>>; body: string } | null,
): Outcome {
  return response ? outcomeOfText(answerText(response)) : 'none';
}
