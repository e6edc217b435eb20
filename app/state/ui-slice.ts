import type { StateCreator } from 'zustand';
import type { StoreState } from './store';

export type ThemeChoice = 'system' | 'light' | 'dark';

/** Layout, theme and transient UI state. */
export interface UiSlice {
  /** Width of the input column, in percent of the window. */
  inputPanePercent: number;
  theme: ThemeChoice;
  helpOpen: boolean;
  /** A one-line notice (a reset saved state, a copied link); not persisted. */
  notice: string | null;
}

export interface UiActions {
  setInputPanePercent: (percent: number) => void;
  setTheme: (theme: ThemeChoice) => void;
  setHelpOpen: (open: boolean) => void;
  showNotice: (notice: string | null) => void;
}

export const createUiSlice: StateCreator<StoreState, [], [], UiSlice & { uiActions: UiActions }> = (set) => ({
  inputPanePercent: 40,
  theme: 'system',
  helpOpen: false,
  notice: null,
  uiActions: {
    setInputPanePercent: (percent) => set({ inputPanePercent: Math.min(80, Math.max(20, percent)) }),
    setTheme: (theme) => set({ theme }),
    setHelpOpen: (helpOpen) => set({ helpOpen }),
    showNotice: (notice) => set({ notice }),
  },
});
