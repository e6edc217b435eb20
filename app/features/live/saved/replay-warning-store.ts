import { create } from 'zustand';

/** A replay held back: the saved request and what changed since it was saved (not saved). */
export interface ReplayWarning {
  id: string;
  changes: string[];
}

interface ReplayWarningState {
  warning: ReplayWarning | null;
  actions: { hold: (warning: ReplayWarning) => void; clear: () => void };
}

/** The saved request whose replay waits for the user's word, shown in its row of the saved requests. */
export const useReplayWarningStore = create<ReplayWarningState>()((set) => ({
  warning: null,
  actions: { hold: (warning) => set({ warning }), clear: () => set({ warning: null }) },
}));
