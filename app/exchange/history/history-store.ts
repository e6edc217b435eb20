import { create } from 'zustand';
import { showNotice } from '../../state/ui-store';
import { clearHistory, HISTORY_MAX_ENTRIES, loadHistory, overCap, saveExchanges } from './history-db';
import { type ExchangeRecord } from '../../../src/index';

/** The live history: every settled exchange, newest first, mirrored to IndexedDB (capped, secrets scrubbed). */
export interface HistoryState {
  records: readonly ExchangeRecord[];
  loaded: boolean;
  actions: {
    load: () => Promise<void>;
    /** Adds settled exchanges (a send, an import); `keepSecrets` follows the user's opt-in. */
    add: (records: readonly ExchangeRecord[], keepSecrets: boolean) => Promise<void>;
    clear: () => Promise<void>;
  };
}

export const useHistoryStore = create<HistoryState>()((set, get) => ({
  records: [],
  loaded: false,
  actions: {
    load: async () => {
      if (get().loaded) return;
      const { records, error } = await loadHistory();
      // Exchanges sent before the saved history arrived stay first.
      set((s) => ({
        records: [...s.records, ...records.filter((r) => !s.records.some((x) => x.id === r.id))],
        loaded: true,
      }));
      if (error) showNotice(error);
    },
    add: async (incoming, keepSecrets) => {
      const known = new Set(get().records.map((r) => r.id));
      const added = incoming.filter((r) => !known.has(r.id));
      if (added.length === 0) return;
      const all = [...added, ...get().records];
      const dropped = new Set(overCap(all).map((r) => r.id));
      set({ records: all.filter((r) => !dropped.has(r.id)) });
      try {
        await saveExchanges(added, all, keepSecrets);
      } catch (error) {
        showNotice(`This exchange is shown but could not be saved (${(error as Error).message}).`);
      }
      if (dropped.size > 0)
        showNotice(
          `The history keeps the newest ${HISTORY_MAX_ENTRIES} exchanges (and 25 MB): ${dropped.size} older ones were dropped.`,
        );
    },
    clear: async () => {
      set({ records: [] });
      await clearHistory();
    },
  },
}));
