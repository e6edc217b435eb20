import type { QueryClient } from '@tanstack/react-query';
import { listMethods } from '../../../../src/index';
import { useHistoryStore } from '../../../exchange/history/history-store';
import { useInflightStore } from '../../../exchange/state/inflight-store';
import { liveKeys } from '../../../queries/live-cache';

const CONNECT_METHODS = new Set<string>(['server/discover', ...listMethods]);

/**
 * After a list_changed: the cached lists of this server are no longer the server's, so they are
 * dropped and Live's one Connect fetches them again (every list, so no answer of it reads "from cache").
 * It waits for the exchange on the wire (often the call that changed the list) and leaves the
 * response view on what the user was reading.
 */
export async function refetchLists(
  client: QueryClient,
  url: string,
  identity: string,
  connect: () => Promise<void>,
): Promise<void> {
  await untilNothingOnTheWire();
  // An answer's key starts with the server and the method (liveKeys.answer): drop every params and scope.
  for (const method of listMethods)
    client.removeQueries({ queryKey: liveKeys.answer(url, method, '', '').slice(0, 3) });
  await client.invalidateQueries({ queryKey: liveKeys.connection(url, identity), refetchType: 'none' });
  const shown = useInflightStore.getState().selectedId;
  const picked: string[] = [];
  const unsubscribe = useInflightStore.subscribe((s, prev) => {
    if (s.selectedId && s.selectedId !== prev.selectedId) picked.push(s.selectedId);
  });
  try {
    await connect();
  } finally {
    unsubscribe();
  }
  // Connect's own exchanges are in the history by now; any other one shown meanwhile was the user's.
  const records = useHistoryStore.getState().records;
  const theirs = picked.filter((id) => !CONNECT_METHODS.has(records.find((r) => r.id === id)?.rpcMethod ?? '')).at(-1);
  useInflightStore.getState().actions.select(theirs ?? shown);
}

function untilNothingOnTheWire(): Promise<void> {
  return new Promise((resolve) => {
    if (useInflightStore.getState().inflight === null) return resolve();
    const unsubscribe = useInflightStore.subscribe((s) => {
      if (s.inflight !== null) return;
      unsubscribe();
      resolve();
    });
  });
}
