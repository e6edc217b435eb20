import { useCallback, useEffect, useRef } from 'react';
import { showNotice } from '../../../state/ui-store';
import { buildDraft, type Catalog } from '../model/request-draft';
import type { Send } from '../mrtr/send-type';
import { useLiveStore } from '../state/live-store';
import { headersFor } from '../state/saved-live';
import { takeRequestId } from '../state/request-ids';
import type { SavedRequest } from './saved-requests-store';
import { replayChanges } from './replay-check';
import { useReplayWarningStore } from './replay-warning-store';
import { calledTool } from '../model/called-tool';

/**
 * Sends a saved request to `url` as it was saved, with this session's headers for that server; never from the
 * cache. A tool call whose tool changed in a breaking way (or is gone) waits for `confirmed`.
 */
export function useReplay(send: Send, url: string, catalog: Catalog) {
  // Read at replay time: a catalog object new on every render must not make a new callback (and commands).
  const held = useRef(catalog);
  useEffect(() => {
    held.current = catalog;
  }, [catalog]);
  return useCallback(
    (saved: SavedRequest, confirmed = false) => {
      const changes = replayChanges(saved, held.current.tools);
      // A request the server's interface broke is sent only once the user has read what changed.
      if (!confirmed && changes.length > 0) {
        // Said where the user is too: a replay by its key may come with the Saved requests section closed.
        showNotice(`${saved.name} was not sent: ${changes.join('; ')}. Saved requests has “Replay anyway”.`);
        return useReplayWarningStore.getState().actions.hold({ id: saved.id, changes });
      }
      useReplayWarningStore.getState().actions.clear();
      const settings = useLiveStore.getState();
      const called = calledTool(saved.params);
      const tool = called === undefined ? undefined : held.current.tools?.find((t) => t.name === called);
      const draft = buildDraft({
        settings: { method: saved.method, envelope: saved.envelope, headers: headersFor(settings.headers, url) },
        paramsText: saved.params,
        id: takeRequestId(),
        ...(tool?.inputSchema ? { toolInputSchema: tool.inputSchema } : {}),
      });
      if (!draft.ok) return showNotice(`The saved request ${saved.name} cannot be sent: ${draft.message}`);
      void send(
        { url, message: draft.message, headers: draft.headers, rpcMethod: draft.rpcMethod },
        { bypassCache: true },
      );
    },
    [send, url],
  );
}
