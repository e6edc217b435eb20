import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { METHODS, type ExchangeRecord } from '../../../src/index';
import { identityOf, lookupCached, storeCached } from '../../queries/live-cache';
import { useHistoryStore } from '../../exchange/history/history-store';
import { resultOf } from '../../exchange/model/body';
import { isSecretHeader } from '../../exchange/model/secrets';
import { useInflightStore } from '../../exchange/state/inflight-store';
import { useLiveStore } from './state/live-store';
import type { Transport } from '../../exchange/transport/choose-fetch';
import { sendLive, type LiveRequest } from '../../exchange/transport/send-live';

/** What a send produced: the exchange, and why it came from the cache when it did. */
export interface SendOutcome {
  record: ExchangeRecord;
  fromCache: string | null;
}

const isCacheable = (method: string) =>
  Object.hasOwn(METHODS, method) && METHODS[method as keyof typeof METHODS].cacheable;

/**
 * Sends requests as TanStack mutations; a cacheable request first looks in the query cache, where
 * answers live for the server's `ttlMs` under their `cacheScope`. Every exchange lands in the history.
 */
export function useSend(transport: Transport) {
  const client = useQueryClient();
  const inflight = useInflightStore((s) => s.actions);
  const addToHistory = useHistoryStore((s) => s.actions.add);
  const [lastCacheReason, setLastCacheReason] = useState<string | null>(null);
  const { mutateAsync, isPending } = useMutation({
    mutationFn: (request: LiveRequest) =>
      sendLive(transport, request, { onHead: inflight.head, onFrame: inflight.frame }),
  });
  const send = useCallback(
    async (request: LiveRequest, { bypassCache = false } = {}): Promise<SendOutcome> => {
      const secrets = Object.fromEntries(Object.entries(request.headers).filter(([k]) => isSecretHeader(k)));
      const identity = identityOf(secrets);
      const paramsKey = JSON.stringify((request.message as { params?: unknown }).params ?? {});
      const cacheable = isCacheable(request.rpcMethod);
      if (cacheable && !bypassCache) {
        const cached = lookupCached<ExchangeRecord>(
          client,
          request.url,
          request.rpcMethod,
          paramsKey,
          identity,
          Date.now(),
        );
        if (cached.hit) {
          setLastCacheReason(cached.reason);
          inflight.select(cached.hit.value.id);
          return { record: cached.hit.value, fromCache: cached.reason };
        }
      }
      setLastCacheReason(null);
      const id = crypto.randomUUID();
      inflight.start(id, request.rpcMethod);
      const record = { ...(await mutateAsync(request)), id };
      inflight.finish();
      inflight.select(record.id);
      await addToHistory([record], useLiveStore.getState().keepSecrets);
      const hints = cacheable ? hintsOf(record) : null;
      if (hints)
        storeCached(client, request.url, request.rpcMethod, paramsKey, identity, {
          value: record,
          receivedAt: Date.now(),
          ...hints,
        });
      return { record, fromCache: null };
    },
    [client, inflight, mutateAsync, addToHistory],
  );
  return { send, pending: isPending, lastCacheReason };
}

/** The cache hints of a complete, judged answer; none when the server sent none (or sent bad ones). */
function hintsOf(record: ExchangeRecord): { ttlMs: number; scope: 'private' | 'public' } | null {
  const result = resultOf(record.response);
  const ttlMs = result?.['ttlMs'];
  if (result?.['resultType'] !== 'complete' || typeof ttlMs !== 'number' || !Number.isSafeInteger(ttlMs) || ttlMs <= 0)
    return null;
  return { ttlMs, scope: result['cacheScope'] === 'public' ? 'public' : 'private' };
}
