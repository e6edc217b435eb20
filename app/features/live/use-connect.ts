import { useCallback, useState } from 'react';
import type { Catalog } from './model/request-draft';
import { buildDraft } from './model/request-draft';
import { useInflightStore } from '../../exchange/state/inflight-store';
import { useLiveStore } from './state/live-store';
import { resultOf } from '../../exchange/model/body';
import { readDiscover } from './model/discover-view';
import type { SendOutcome } from './use-send';
import type { LiveRequest } from '../../exchange/transport/send-live';
import { type ExchangeRecord } from '../../../src/index';

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

/** Connecting: `server/discover`, then every list the server declared, to fill the catalog. */
export function useConnect(send: (request: LiveRequest) => Promise<SendOutcome>, url: string) {
  const [discover, setDiscover] = useState<ExchangeRecord | null>(null);
  const [catalog, setCatalog] = useState<Catalog>({});
  const [declared, setDeclared] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const connect = useCallback(async () => {
    setBusy(true);
    try {
      const settings = useLiveStore.getState();
      const request = (method: string, id: number, paramsText = '{}'): LiveRequest | null => {
        const draft = buildDraft({ settings: { ...settings, method }, paramsText, id });
        return draft.ok ? { url, message: draft.message, headers: draft.headers, rpcMethod: method } : null;
      };
      const first = request('server/discover', 1);
      if (!first) return;
      const { record } = await send(first);
      setDiscover(record);
      const view = readDiscover(record);
      if (!view) return setDeclared(null);
      setDeclared(declaredMethods(view.capabilities, view.extensions));
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
          const result = resultOf((await send(req)).record.response);
          const list = result?.[item];
          if (Array.isArray(list)) items.push(...list.filter((x) => typeof x === 'object' && x !== null));
          const next = result?.['nextCursor'];
          if (typeof next !== 'string' || next === '') break;
          cursor = next;
        }
        (next as Record<string, unknown>)[field] = items;
      }
      setCatalog(next);
      // The summary above shows discover's facts; its exchange is the one to read first.
      useInflightStore.getState().actions.select(record.id);
    } finally {
      setBusy(false);
    }
  }, [send, url]);
  return { connect, discover, catalog, declared, busy };
}
