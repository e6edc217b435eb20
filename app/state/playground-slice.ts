import type { StateCreator } from 'zustand';
import { DEFAULT_INPUT, type PlaygroundInput } from '../features/playground/model/input';
import type { StoreState } from './store';

/** The playground's editable input. */
export interface PlaygroundSlice {
  input: PlaygroundInput;
  /** The gallery example the input came from, until the user edits it. */
  exampleId: string | null;
}

export interface PlaygroundActions {
  setText: (text: string) => void;
  patchInput: (patch: Partial<PlaygroundInput>) => void;
  loadInput: (input: PlaygroundInput, exampleId?: string | null) => void;
  resetInput: () => void;
}

export const createPlaygroundSlice: StateCreator<
  StoreState,
  [],
  [],
  PlaygroundSlice & { playgroundActions: PlaygroundActions }
> = (set) => ({
  input: DEFAULT_INPUT,
  exampleId: null,
  playgroundActions: {
    setText: (text) => set((s) => ({ input: { ...s.input, text }, exampleId: null })),
    patchInput: (patch) => set((s) => ({ input: { ...s.input, ...patch }, exampleId: null })),
    loadInput: (input, exampleId = null) => set({ input, exampleId }),
    resetInput: () => set({ input: DEFAULT_INPUT, exampleId: null }),
  },
});
