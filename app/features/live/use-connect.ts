import { useCallback, useState } from 'react';
import type { Catalog } from './model/request-draft';
import { buildDraft } from './model/request-draft';
import { useInflightStore } from '../../exchange/state/inflight-store';
import { useLiveStore } from './state/live-store';
import { headersFor } from './state/saved-live';
import { resultOf } from '../../exchange/model/body';
import { readDiscover } from './model/discover-view';
import type { Send } from './mrtr/send-type';
import { liveOwner } from './state/live-owner';
import { useConnectionStore } from './state/connection-store';
import { useShallow } from 'zustand/react/shallow';
import type { LiveRequest } from '../../exchange/transport/send-live';

const LISTS: readonly [capability: string, method: string, field: keyof Catalog, item: string][] = [
  ['tools', 'tools/list', 'tools', 'tools'],
  ['prompts', 'prompts/list', 'prompts', 'prompts'],
  ['resources', 'resources/list', 'resources', 'resources'],
  ['resources', 'resources/templates/list', 'templates', 'resourceTemplates'],
];

/** The most pages of one list that connecting follows. */
const MAX_PAGES = 20;

/** Which methods a server's declared capabilities cover. */
export function declaredMethods(capabilities: readonly string[], extensions: readonly string[]): string[] {
  const out = ['server/discover', 'subscriptions/listen'];
  if (capabilities.includes('tools')) out.push('tools/list', 'tools/call');
  if (capabilities.includes('prompts')) out.push('prompts/list', 'prompts/get');
  if (capabilities.includes('resources')) out.push('resources/list', 'resources/templates/list', 'resources/read');
  if (capabilities.includes('completions')) out.push('completion/complete');
  if (extensions.some((e) => e.endsWith('/tasks'))) out.push('tasks/get', 'tasks/update', 'tasks/cancel');
  return out;
}

/**
 * Connecting: `server/discover`, then every list the server declared, to fill the catalog. The
 * results live in the connection store (they survive navigation); a new Connect, Stop or leaving
 * the screen lets a connect still running go, and what it would have found is dropped.
 */
export function useConnect(send: Send, url: string) {
  const { discover, catalog, declared } = useConnectionStore(
    useShallow((s) => ({ discover: s.discover, catalog: s.catalog, declared: s.declared })),
  );
  const [busy, setBusy] = useState(false);
  const connect = useCallback(async () => {
    const lease = liveOwner.begin('connect');
    const { signal } = lease;
    const { discovered, listed } = useConnectionStore.getState().actions;
    setBusy(true);
    try {
      const settings = useLiveStore.getState();
      const request = (method: string, id: number, paramsText = '{}'): LiveRequest | null => {
        const draft = buildDraft({
          settings: { ...settings, method, headers: headersFor(settings.headers, url) },
          paramsText,
          id,
        });
        return draft.ok ? { url, message: draft.message, headers: draft.headers, rpcMethod: method } : null;
      };
      const first = request('server/discover', 1);
      if (!first) return;
      const { record } = await send(first, { signal });
      if (signal.aborted) return;
      const view = readDiscover(record);
      discovered(url, record, view ? declaredMethods(view.capabilities, view.extensions) : null);
      if (!view) return;
      const next: Catalog = {};
      let id = 2;
      for (const [capability, method, field, item] of LISTS) {
        if (!view.capabilities.includes(capability)) continue;
        const items: unknown[] = [];
        // Follow nextCursor, a bounded number of pages (a server that loops must not hang the screen).
        let cursor: string | undefined;
        for (let page = 0; page < MAX_PAGES; page++) {
          const req = request(method, id++, cursor === undefined ? '{}' : JSON.stringify({ cursor }));
          if (!req) break;
          const result = resultOf((await send(req, { signal })).record.response);
          if (signal.aborted) return;
          const list = result?.[item];
          if (Array.isArray(list)) items.push(...list.filter((x) => typeof x === 'object' && x !== null));
          const next = result?.['nextCursor'];
          if (typeof next !== 'string' || next === '') break;
          cursor = next;
        }
        (next as Record<string, unknown>)[field] = items;
      }
      listed(url, next);
      // The summary above shows discover's facts; its exchange is the one to read first.
      useInflightStore.getState().actions.select(record.id);
    } finally {
      lease.end();
      setBusy(false);
    }
  }, [send, url]);
  return { connect, discover, catalog, declared, busy };
}
