import { isJsonObject } from '../json/types';
import { isTransportRefusal } from '../spec';
import { isInt, ptr } from './context';
import { show, type FindingDraft } from './finding';

/**
 * R-RPC-4 for an answer that says `"id": null` although the request's id was readable (a string or
 * an integer): null is for a request whose id could not be read, so this breaks the MUST of every
 * revision (an error), shown as the rule's warning on a transport refusal (403, 405, …), which may
 * not have read the body. Null when the answer echoes an id, or the request's id was not readable.
 *
 * @example
 * const refusal = { jsonrpc: '2.0', id: null, error: { code: -32000, message: 'Bad Request: Server not initialized' } };
 * const draft = readableIdAnsweredNull(7, 400, refusal);
 * [draft?.rule, draft?.pointer, draft?.expected, draft?.severity] // => ['R-RPC-4', '/id', '7', 'error']
 * readableIdAnsweredNull(7, 403, refusal)?.severity // => undefined
 * readableIdAnsweredNull(7, 400, { ...refusal, id: 7 }) // => null
 */
export function readableIdAnsweredNull(
  requestId: unknown,
  status: number | undefined,
  message: unknown,
): FindingDraft | null {
  if (!isJsonObject(message) || message['id'] !== null) return null;
  if (typeof requestId !== 'string' && !isInt(requestId)) return null;
  const refusal = isTransportRefusal(status);
  return {
    rule: 'R-RPC-4',
    pointer: ptr('id'),
    message: refusal
      ? `The response id is null, which is not a valid id (only a string or an integer): this HTTP ${status} refusal should echo the request's id ${show(requestId)} or leave id out.`
      : `The response id is null, but the request's id ${show(requestId)} was readable, so it must be echoed (null is not a valid id in any revision: only a string or an integer).`,
    expected: show(requestId),
    actual: 'null',
    // A readable id not echoed breaks the MUST itself; the rule's warning is for transport refusals.
    ...(refusal ? {} : { severity: 'error' as const }),
  };
}
