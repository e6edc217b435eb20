import type { QueryClient } from '@tanstack/react-query';
import { useInflightStore } from '../../../exchange/state/inflight-store';
import { liveKeys } from '../../../queries/live-cache';

const LIST_METHODS = ['tools/list', 'prompts/list', 'resources/list', 'resources/templates/list'];

/**
 * After a list_changed: the cached lists of this server are no longer the server's, so they are
 * dropped and Live's one Connect fetches them again (every list, so no answer of it reads "from cache").
 * The exchange the user was reading stays in the response view.
 */
export async function refetchLists(
  client: QueryClient,
  url: string,
  identity: string,
  connect: () => Promise<void>,
): Promise<void> {
  // An answer's key starts with the server and the method (liveKeys.answer): drop every params and scope.
  for (const method of LIST_METHODS)
    client.removeQueries({ queryKey: liveKeys.answer(url, method, '', '').slice(0, 3) });
  await client.invalidateQueries({ queryKey: liveKeys.connection(url, identity), refetchType: 'none' });
  const shown = useInflightStore.getState().selectedId;
  await connect();
  useInflightStore.getState().actions.select(shown);
}
