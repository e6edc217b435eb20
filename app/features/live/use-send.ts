import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { METHODS, type ExchangeRecord } from '../../../src/index';
import { lookupCached, storeCached } from '../../queries/live-cache';
import { useHistoryStore } from '../../exchange/history/history-store';
import { resultOf } from '../../exchange/model/body';
import { useInflightStore } from '../../exchange/state/inflight-store';
import { useLiveStore } from './state/live-store';
import type { Transport } from '../../exchange/transport/choose-fetch';
import { sendLive, type LiveRequest } from '../../exchange/transport/send-live';
import { useRunning } from '../../exchange/lifecycle/use-running';
import type { Send } from './mrtr/send-type';
import { liveOwner } from './state/live-owner';
import { savePartial } from '../../exchange/history/history-db';
import { noteAnswer } from './auth/auth-flow';
import { credentialIdentity, withTokenHeader, withTokens } from './auth/token-fetch';
import { legacySessionFor, sendLegacy } from './legacy/legacy-connection';

/** What a send produced: the exchange, and why it came from the cache when it did. */
export interface SendOutcome {
  record: ExchangeRecord;
  fromCache: string | null;
}

/** Why the record `recordId` was answered from the cache: it explains that record and no other. */
export interface CacheHit {
  recordId: string;
  reason: string;
}

/**
 * The reason to show beside `record`: only the hit that served this very record, so an older reason
 * never shows on a newer answer (or on another one opened from the history).
 */
export function cacheReasonFor(hit: CacheHit | null, record: { id: string } | null): string | null {
  return hit !== null && record !== null && hit.recordId === record.id ? hit.reason : null;
}

const isCacheable = (method: string) =>
  Object.hasOwn(METHODS, method) && METHODS[method as keyof typeof METHODS].cacheable;

/**
 * Sends requests as TanStack mutations; a cacheable request first looks in the query cache, where
 * answers live for the server's `ttlMs` under their `cacheScope`. Every exchange lands in the history,
 * a stopped or cut one with what had arrived. Each send is owned (see `liveOwner`): only the newest
 * send takes over the response view.
 */
export function useSend(transport: Transport) {
  const client = useQueryClient();
  const inflight = useInflightStore((s) => s.actions);
  const addToHistory = useHistoryStore((s) => s.actions.add);
  const [lastCacheHit, setLastCacheHit] = useState<CacheHit | null>(null);
  const newest = useRef<string | null>(null);
  // Tokens of this session go in on the wire only (records carry a placeholder), to their own origin.
  const wire = useMemo(() => withTokens(transport), [transport]);
  const { mutateAsync } = useMutation({
    mutationFn: ({ request, id, signal }: { request: LiveRequest; id: string; signal: AbortSignal }) =>
      sendLive(
        wire,
        request,
        {
          onHead: (status) => inflight.head(id, status),
          onFrame: (data) => inflight.frame(id, data),
          // A reload or a closed tab keeps what had arrived of a long answer.
          onPartial: (partial) => void savePartial(partial, useLiveStore.getState().keepSecrets),
          signal,
        },
        () => id,
      ),
  });
  const send: Send = useCallback(
    async (asked, { bypassCache = false, lane = 'draft', signal, connecting = false } = {}): Promise<SendOutcome> => {
      const request = { ...asked, headers: withTokenHeader(asked.url, asked.headers) };
      // A server Live speaks to in a 2025 era: the request goes inside its session, never cached.
      const session = legacySessionFor(request.url);
      if (session) {
        const lease = signal ? liveOwner.begin('legacy', { follow: signal }) : liveOwner.begin(lane);
        try {
          return { record: await sendLegacy(session, request, lease.signal), fromCache: null };
        } finally {
          lease.end();
        }
      }
      const identity = credentialIdentity(request.url, request.headers);
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
          setLastCacheHit({ recordId: cached.hit.value.id, reason: cached.reason ?? 'From cache, not sent.' });
          inflight.select(cached.hit.value.id);
          return { record: cached.hit.value, fromCache: cached.reason };
        }
      }
      setLastCacheHit(null);
      const id = crypto.randomUUID();
      const lease = signal ? liveOwner.begin(`caller:${id}`, { follow: signal }) : liveOwner.begin(lane);
      newest.current = id;
      inflight.start(id, request.rpcMethod);
      try {
        const record = await mutateAsync({ request, id, signal: lease.signal });
        inflight.finish(id);
        if (newest.current === id) inflight.select(record.id);
        await addToHistory([record], useLiveStore.getState().keepSecrets);
        noteAnswer(request.url, record, { connecting });
        const hints = cacheable && !record.error ? hintsOf(record) : null;
        if (hints)
          storeCached(client, request.url, request.rpcMethod, paramsKey, identity, {
            value: record,
            receivedAt: Date.now(),
            ...hints,
          });
        return { record, fromCache: null };
      } finally {
        lease.end();
      }
    },
    [client, inflight, mutateAsync, addToHistory],
  );
  const running = useRunning(liveOwner);
  return { send, wire, pending: running > 0, running, lastCacheHit };
}

/** The cache hints of a complete, judged answer; none when the server sent none (or sent bad ones). */
function hintsOf(record: ExchangeRecord): { ttlMs: number; scope: 'private' | 'public' } | null {
  const result = resultOf(record.response);
  const ttlMs = result?.['ttlMs'];
  if (result?.['resultType'] !== 'complete' || typeof ttlMs !== 'number' || !Number.isSafeInteger(ttlMs) || ttlMs <= 0)
    return null;
  return { ttlMs, scope: result['cacheScope'] === 'public' ? 'public' : 'private' };
}
