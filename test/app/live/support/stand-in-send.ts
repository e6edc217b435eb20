import type { Send } from '../../../../app/features/live/mrtr/send-type';
import { recordOf } from '../../../support/records';

/**
 * A stand-in for Live's send: a 2026-07-28 server on one connection whose `server/discover` declares
 * `capabilities` and whose every other request gets `listing` (a tools/list page). `onRequest` sees each id.
 */
export function standInSend(
  capabilities: Record<string, unknown>,
  listing: () => Record<string, unknown>,
  onRequest: (id: unknown) => void = () => undefined,
): Send {
  return async (request) => {
    onRequest(request.message['id']);
    const method = request.rpcMethod;
    const result =
      method === 'server/discover'
        ? { resultType: 'complete', supportedVersions: ['2026-07-28'], capabilities }
        : { resultType: 'complete', ...listing() };
    const body = JSON.stringify({ jsonrpc: '2.0', id: request.message['id'], result });
    const record = recordOf({
      id: `${method}-${String(request.message['id'])}`,
      startedAt: '2026-07-28T00:00:00.000Z',
      source: 'relay',
      rpcMethod: method,
      request: { url: request.url, method: 'POST', headers: request.headers, body: '{}' },
      response: { status: 200, statusText: '', headers: { 'content-type': 'application/json' }, body },
      timing: { totalMs: 1 },
      findings: [],
    });
    return { record, fromCache: null };
  };
}
