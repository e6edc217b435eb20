import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createPlaygroundSlice, type PlaygroundActions, type PlaygroundSlice } from './playground-slice';
import {
  migratePersisted,
  RESET_NOTICE,
  SAVE_FAILED_NOTICE,
  STORAGE_KEY,
  STORAGE_VERSION,
  validatingStorage,
  type PersistedState,
} from './persisted';
import { DEFAULT_INPUT } from '../features/playground/model/input';
import { createUiSlice, type UiActions, type UiSlice } from './ui-slice';

/** The one store: UI state only (live server traffic belongs to TanStack Query). */
export type StoreState = PlaygroundSlice & UiSlice & { playgroundActions: PlaygroundActions; uiActions: UiActions };

let resetHappened = false;

export const useStore = create<StoreState>()(
  persist((...a) => ({ ...createPlaygroundSlice(...a), ...createUiSlice(...a) }), {
    name: STORAGE_KEY,
    version: STORAGE_VERSION,
    storage: validatingStorage(
      () => {
        resetHappened = true;
      },
      // Deferred and deduplicated: this runs inside a store update.
      () =>
        queueMicrotask(
          () =>
            useStore.getState().notice !== SAVE_FAILED_NOTICE &&
            useStore.getState().uiActions.showNotice(SAVE_FAILED_NOTICE),
        ),
    ),
    migrate: (persisted, version) => migratePersisted(persisted, version) ?? defaultsWithNotice(),
    partialize: (s): PersistedState => ({ input: s.input, inputPanePercent: s.inputPanePercent, theme: s.theme }),
    onRehydrateStorage: () => (state) => {
      if (resetHappened) state?.uiActions.showNotice(RESET_NOTICE);
    },
  }),
);

function defaultsWithNotice(): PersistedState {
  resetHappened = true;
  return { input: DEFAULT_INPUT, inputPanePercent: 40, theme: 'system' };
}

/** Atomic selectors: components subscribe to one field at a time. */
export const useInput = () => useStore((s) => s.input);
export const usePlaygroundActions = () => useStore((s) => s.playgroundActions);
export const useUiActions = () => useStore((s) => s.uiActions);
