import { ptr } from '../context';
import { described, ofKind, type findings } from './answer';
import type { SessionExchange } from './types';

type Out = ReturnType<typeof findings>;

/**
 * R-MRTR-11 and R-MRTR-7: a valid retry of an input_required result (its inputResponses plus the
 * echoed requestState) is not refused; a retry with a tampered requestState is.
 *
 * @example
 * // A retry whose requestState was tampered with completed anyway:
 * const exchange = { request: { method: 'tools/call', id: 2 }, response: { status: 200, body: '{"jsonrpc":"2.0","id":2,"result":{"content":[],"resultType":"complete"}}' } };
 * const out = findings();
 * retries([{ tag: { kind: 'retry', of: 0, tampered: true }, exchange }], out);
 * out.list.map((f) => [f.rule, f.pointer]) // => [['R-MRTR-7', '/result']]
 */
export function retries(session: readonly SessionExchange[], out: Out): void {
  for (const { index, tag, answer } of ofKind(session, 'retry')) {
    if (!answer.msg) continue;
    const complete = answer.result?.['resultType'] === 'complete';
    if (tag.tampered && answer.result)
      out.add(index, answer, {
        rule: 'R-MRTR-7',
        pointer: ptr('result'),
        message: `A retry with a tampered requestState got ${complete ? 'a complete result' : `resultType ${String(answer.result['resultType'])}`}; a server whose state matters must refuse a changed state with a JSON-RPC error.`,
        expected: 'a JSON-RPC error (e.g. -32602)',
        actual: described(answer),
      });
    if (!tag.tampered && answer.error)
      out.add(index, answer, {
        rule: 'R-MRTR-11',
        pointer: ptr('error'),
        message: `A retry answering every input request (with the requestState echoed) was refused with ${described(answer)}; a valid retry ends in a complete result (or asks again).`,
        expected: 'resultType "complete" (or a new input_required)',
        actual: described(answer),
      });
  }
}
