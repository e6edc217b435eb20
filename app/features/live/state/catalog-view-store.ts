import { create } from 'zustand';
import type { CatalogForm } from '../views/catalog-entries';

/**
 * How the catalog is being looked at: the filter, the open prompt or template form, the tool whose
 * schemas show. In a store, not the list's own state, so leaving Live or a narrower window (which lays
 * the panes out anew) loses none of it. Not saved: it describes this session's catalog.
 */
interface CatalogViewState {
  filter: string;
  form: CatalogForm | null;
  schemasOf: string | null;
  actions: {
    setFilter: (filter: string) => void;
    setForm: (form: CatalogForm | null) => void;
    setSchemasOf: (name: string | null) => void;
  };
}

export const useCatalogViewStore = create<CatalogViewState>()((set) => ({
  filter: '',
  form: null,
  schemasOf: null,
  actions: {
    setFilter: (filter) => set({ filter }),
    setForm: (form) => set({ form }),
    setSchemasOf: (schemasOf) => set({ schemasOf }),
  },
}));
