import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { validatingStorage } from '../../../state/persisted-storage';
import { showNotice, useUiStore } from '../../../state/ui-store';
import { DEFAULT_INPUT, type PlaygroundInput } from '../model/input';
import { PLAYGROUND_VERSION, readSavedPlayground, type SavedPlayground } from './saved-playground';

/** The playground's slice: its input, where it came from, and its layout. */
export interface PlaygroundState extends SavedPlayground {
  /** The gallery example the input came from, until the user edits it. */
  exampleId: string | null;
  actions: {
    setText: (text: string) => void;
    patchInput: (patch: Partial<PlaygroundInput>) => void;
    loadInput: (input: PlaygroundInput, exampleId?: string | null) => void;
    resetInput: () => void;
    setInputPanePercent: (percent: number) => void;
  };
}

/** The playground's own saved entry (older versions of the app saved everything under this key). */
export const PLAYGROUND_STORAGE_KEY = 'shape-inspector';
export const RESET_NOTICE = 'Your saved playground could not be read, so it was reset to the defaults.';
export const SAVE_FAILED_NOTICE =
  'This input is too large for browser storage and will not survive a reload: download it or keep this tab open.';

let resetHappened = false;

export const usePlaygroundStore = create<PlaygroundState>()(
  persist(
    (set) => ({
      input: DEFAULT_INPUT,
      exampleId: null,
      inputPanePercent: 40,
      actions: {
        setText: (text) => set((s) => ({ input: { ...s.input, text }, exampleId: null })),
        patchInput: (patch) => set((s) => ({ input: { ...s.input, ...patch }, exampleId: null })),
        loadInput: (input, exampleId = null) => set({ input, exampleId }),
        resetInput: () => set({ input: DEFAULT_INPUT, exampleId: null }),
        setInputPanePercent: (percent) => set({ inputPanePercent: Math.min(80, Math.max(20, percent)) }),
      },
    }),
    {
      name: PLAYGROUND_STORAGE_KEY,
      version: PLAYGROUND_VERSION,
      storage: validatingStorage({
        version: PLAYGROUND_VERSION,
        read: readSavedPlayground,
        onReset: () => (resetHappened = true),
        // Deferred and deduplicated: this runs inside a store update.
        onSaveFailed: () =>
          queueMicrotask(() => useUiStore.getState().notice !== SAVE_FAILED_NOTICE && showNotice(SAVE_FAILED_NOTICE)),
      }),
      partialize: (s): SavedPlayground => ({ input: s.input, inputPanePercent: s.inputPanePercent }),
      onRehydrateStorage: () => () => {
        if (resetHappened) showNotice(RESET_NOTICE);
      },
    },
  ),
);
