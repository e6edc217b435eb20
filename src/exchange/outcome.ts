/**
 * What an answer reports, apart from whether its shape is right: a result, a tool's own failure (a
 * `tools/call` result with `isError: true`, well formed yet not a success), a JSON-RPC error, or no
 * JSON-RPC answer at all. Every screen marks `tool-error` the same way, next to the verdict.
 *
 * @example
 * const outcome: Outcome = outcomeOfText('{"jsonrpc":"2.0","id":1,"result":{"content":[],"isError":true}}');
 * outcomeWords(outcome) // => 'tool error'
 */
export type Outcome = 'result' | 'tool-error' | 'error' | 'none';

/**
 * The outcome of one parsed JSON-RPC answer (anything else is `none`).
 *
 * @example
 * outcomeOf({ jsonrpc: '2.0', id: 1, result: { content: [], isError: true } }) // => 'tool-error'
 * outcomeOf({ jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'bad' } }) // => 'error'
 * outcomeOf('not json-rpc') // => 'none'
 */
export function outcomeOf(answer: unknown): Outcome {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return 'none';
  const message = answer as { result?: unknown; error?: unknown };
  if (typeof message.error === 'object' && message.error !== null) return 'error';
  if (typeof message.result !== 'object' || message.result === null) return 'none';
  return (message.result as { isError?: unknown }).isError === true ? 'tool-error' : 'result';
}

/**
 * The outcome of an answer's JSON text; text that is not JSON is `none`.
 *
 * @example
 * outcomeOfText('{"jsonrpc":"2.0","id":1,"result":{"content":[],"isError":true}}') // => 'tool-error'
 * outcomeOfText('') // => 'none'
 */
export function outcomeOfText(text: string): Outcome {
  try {
    return outcomeOf(JSON.parse(text));
  } catch {
    return 'none';
  }
}

/**
 * The outcome in words where it is worth a mark beside the verdict; '' for a plain result or none.
 *
 * @example
 * outcomeWords('tool-error') // => 'tool error'
 * outcomeWords('result') // => ''
 */
export function outcomeWords(outcome: Outcome): string {
  return outcome === 'tool-error' ? 'tool error' : outcome === 'error' ? 'JSON-RPC error' : '';
}
