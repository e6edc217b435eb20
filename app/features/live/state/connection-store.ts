import { create } from 'zustand';
import type { ExchangeRecord } from '../../../../src/index';
import type { Catalog } from '../model/request-draft';

/**
 * What connecting found: the discover exchange, the catalog of every list, the declared methods.
 * In memory for the page's life (not persisted: a reload reconnects), so leaving Live keeps it.
 */
export interface ConnectionState {
  /** The server these results are for. */
  url: string | null;
  discover: ExchangeRecord | null;
  catalog: Catalog;
  declared: string[] | null;
  actions: {
    discovered: (url: string, discover: ExchangeRecord, declared: string[] | null) => void;
    listed: (url: string, catalog: Catalog) => void;
  };
}

export const useConnectionStore = create<ConnectionState>()((set) => ({
  url: null,
  discover: null,
  catalog: {},
  declared: null,
  actions: {
    discovered: (url, discover, declared) => set({ url, discover, declared, catalog: {} }),
    listed: (url, catalog) => set((s) => (s.url === url ? { catalog } : {})),
  },
}));
