import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { followOtherTabs, readSavedState, validatingStorage } from './persisted-storage';

export type ThemeChoice = 'system' | 'light' | 'dark';

/** Shell state shared by every screen: theme (saved), help and the one-line notice (not saved). */
export interface UiState {
  theme: ThemeChoice;
  helpOpen: boolean;
  /** A one-line notice (a reset saved state, a copied link). */
  notice: string | null;
  actions: {
    setTheme: (theme: ThemeChoice) => void;
    setHelpOpen: (open: boolean) => void;
    showNotice: (notice: string | null) => void;
  };
}

export const UI_STORAGE_KEY = 'shape-inspector:ui';
const UI_VERSION = 1;
/** Before screens had keys of their own, the theme was saved with the playground. */
const OLD_SHARED_KEY = 'shape-inspector';

const readTheme = (state: unknown): ThemeChoice | null => {
  const theme = typeof state === 'object' && state !== null ? (state as Record<string, unknown>)['theme'] : null;
  return theme === 'light' || theme === 'dark' || theme === 'system' ? theme : null;
};

let resetHappened = false;

export const useUiStore = create<UiState>()(
  persist(
    (set) => ({
      theme: readTheme(readSavedState(OLD_SHARED_KEY)?.state) ?? 'system',
      helpOpen: false,
      notice: null,
      actions: {
        setTheme: (theme) => set({ theme }),
        setHelpOpen: (helpOpen) => set({ helpOpen }),
        showNotice: (notice) => set({ notice }),
      },
    }),
    {
      name: UI_STORAGE_KEY,
      version: UI_VERSION,
      storage: validatingStorage({
        version: UI_VERSION,
        read: (state) => {
          const theme = readTheme(state);
          return theme ? { theme } : null;
        },
        onReset: () => (resetHappened = true),
      }),
      partialize: (s) => ({ theme: s.theme }),
      onRehydrateStorage: () => (state) => {
        if (resetHappened) state?.actions.showNotice('Your saved theme could not be read, so it was reset.');
      },
    },
  ),
);

/** Shows a notice from anywhere (module-level, for commands and side effects). */
export function showNotice(notice: string | null): void {
  useUiStore.getState().actions.showNotice(notice);
}

if (typeof window !== 'undefined') followOtherTabs(useUiStore);
