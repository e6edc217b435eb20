import { describe, expect, it } from 'vitest';
import type { ExchangeRecord } from '../../../src/index';
import { refusalOf } from '../../../app/features/live/auth/auth-model';
import { retryRefused } from '../../../app/features/live/auth/auth-retry';
import { recordOf } from '../../support/records';

const refused = (rpcMethod: string, body: object): ExchangeRecord =>
  recordOf({
    id: crypto.randomUUID(),
    rpcMethod,
    request: { body: JSON.stringify(body) },
    response: { status: 401, statusText: '', headers: { 'www-authenticate': 'Bearer' }, body: '{}' },
  });

/** Runs the retry of `record` and says what it did. */
async function retried(record: ExchangeRecord, connecting: boolean): Promise<string[]> {
  const did: string[] = [];
  const refusal = refusalOf(record, connecting);
  if (!refusal) throw new Error('not a refusal');
  await retryRefused(refusal, {
    letConnectionGo: async () => void did.push('let go'),
    connect: async () => void did.push('connect'),
    send: async (request) => {
      did.push(`send ${request.rpcMethod} ${String(request.message['id'])}`);
      return { record, fromCache: null };
    },
  });
  return did.map((d) => d.replace(/auth-retry-\w+/, 'auth-retry-…'));
}

describe('the retry after authorizing', () => {
  it('connects again for a refused list that Connect sent, so the catalog fills', async () => {
    expect(await retried(refused('tools/list', { jsonrpc: '2.0', id: 2, method: 'tools/list' }), true)).toEqual([
      'let go',
      'connect',
    ]);
  });

  it('sends a refused request of the user once more, with a new id', async () => {
    const call = { jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 't' } };
    expect(await retried(refused('tools/call', call), false)).toEqual(['send tools/call auth-retry-…']);
    expect(await retried(refused('tools/list', { jsonrpc: '2.0', id: 8, method: 'tools/list' }), false)).toEqual([
      'send tools/list auth-retry-…',
    ]);
  });
});
