import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import { deferLargeSaves } from '../../../state/deferred-saves';
import { validatingStorage } from '../../../state/persisted-storage';
import { showNotice, useUiStore } from '../../../state/ui-store';
import { DEFAULT_INPUT, type PlaygroundInput } from '../model/input';
import {
  PLAYGROUND_VERSION,
  readSavedPlayground,
  salvageSavedPlayground,
  type SavedPlayground,
} from './saved-playground';

/** The playground's slice: its input, where it came from, and its layout. */
export interface PlaygroundState {
  input: PlaygroundInput;
  inputPanePercent: number;
  /** The input a link replaced, until it is restored (one undo away; saved with the rest). */
  previousInput: PlaygroundInput | null;
  /** The gallery example the input came from, until the user edits it. */
  exampleId: string | null;
  actions: {
    setText: (text: string) => void;
    patchInput: (patch: Partial<PlaygroundInput>) => void;
    /** Loads an input; `keepPrevious` keeps the replaced input one undo away (links do). */
    loadInput: (input: PlaygroundInput, exampleId?: string | null, keepPrevious?: boolean) => void;
    /** Brings back the input a link replaced; false when there is none. */
    restorePrevious: () => boolean;
    resetInput: () => void;
    setInputPanePercent: (percent: number) => void;
  };
}

/** The playground's own saved entry (older versions of the app saved everything under this key). */
export const PLAYGROUND_STORAGE_KEY = 'shape-inspector';
export const RESET_NOTICE = 'Your saved playground could not be read, so it was reset to the defaults.';
export const SALVAGED_NOTICE =
  'Your saved playground was damaged: its handler text was kept, and the other settings were reset to the defaults.';
export const SAVE_FAILED_NOTICE =
  'This input is too large for browser storage and will not survive a reload: download it or keep this tab open.';

let resetHappened = false;
let salvaged = false;

/** Above this many characters of handler text the input is saved in a task of its own. */
const DEFER_SAVE_CHARS = 256 * 1024;

/** validatingStorage, plus: an entry it has to drop still gives back the handler text it holds. */
function salvagingStorage(inner: PersistStorage<SavedPlayground>): PersistStorage<SavedPlayground> {
  return {
    ...inner,
    getItem: (name) => {
      let raw: string | null = null;
      try {
        raw = localStorage.getItem(name);
      } catch {
        // Storage disabled: nothing to salvage.
      }
      const read = inner.getItem(name) as ReturnType<PersistStorage<SavedPlayground>['getItem']>;
      if (read !== null || raw === null) return read;
      const rescued = salvageSavedPlayground(raw);
      if (!rescued) return null;
      salvaged = true;
      return { state: rescued, version: PLAYGROUND_VERSION };
    },
  };
}

export const usePlaygroundStore = create<PlaygroundState>()(
  persist(
    (set, get) => ({
      input: DEFAULT_INPUT,
      exampleId: null,
      inputPanePercent: 40,
      previousInput: null,
      actions: {
        setText: (text) => set((s) => ({ input: { ...s.input, text }, exampleId: null })),
        patchInput: (patch) => set((s) => ({ input: { ...s.input, ...patch }, exampleId: null })),
        loadInput: (input, exampleId = null, keepPrevious = false) =>
          set((s) =>
            keepPrevious && !sameInput(s.input, input)
              ? { input, exampleId, previousInput: s.input }
              : { input, exampleId },
          ),
        restorePrevious: () => {
          const previous = get().previousInput;
          if (!previous) return false;
          set({ input: previous, exampleId: null, previousInput: null });
          return true;
        },
        resetInput: () => set({ input: DEFAULT_INPUT, exampleId: null }),
        setInputPanePercent: (percent) => set({ inputPanePercent: Math.min(80, Math.max(20, percent)) }),
      },
    }),
    {
      name: PLAYGROUND_STORAGE_KEY,
      version: PLAYGROUND_VERSION,
      storage: deferLargeSaves(
        salvagingStorage(
          validatingStorage({
            version: PLAYGROUND_VERSION,
            read: readSavedPlayground,
            onReset: () => (resetHappened = true),
            // Deferred and deduplicated: this runs inside a store update.
            onSaveFailed: () =>
              queueMicrotask(
                () => useUiStore.getState().notice !== SAVE_FAILED_NOTICE && showNotice(SAVE_FAILED_NOTICE),
              ),
            savedCharsAtLeast: (s) => s.input.text.length + (s.previousInput?.text.length ?? 0),
          }),
        ),
        (s) => s.input.text.length > DEFER_SAVE_CHARS,
      ),
      partialize: (s): SavedPlayground => ({
        input: s.input,
        inputPanePercent: s.inputPanePercent,
        ...(s.previousInput ? { previousInput: s.previousInput } : {}),
      }),
      merge: (persisted, current) => {
        const saved = persisted as SavedPlayground | undefined;
        return saved ? { ...current, ...saved, previousInput: saved.previousInput ?? null } : current;
      },
      onRehydrateStorage: () => () => {
        if (salvaged) showNotice(SALVAGED_NOTICE);
        else if (resetHappened) showNotice(RESET_NOTICE);
      },
    },
  ),
);

function sameInput(a: PlaygroundInput, b: PlaygroundInput): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
