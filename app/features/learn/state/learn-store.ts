import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { followOtherTabs, validatingStorage } from '../../../state/persisted-storage';
import { showNotice } from '../../../state/ui-store';
import { STEPS } from '../model/steps';
import { LEARN_VERSION, MAX_DRAFT_CHARS, readSavedLearn, type SavedLearn } from './saved-learn';

/** The tour's slice: progress, answers in progress, and where the learner was. */
export interface LearnState extends SavedLearn {
  actions: {
    markCompleted: (stepId: string) => void;
    setDraft: (stepId: string, text: string) => void;
    clearDraft: (stepId: string) => void;
    setLastStep: (stepId: string) => void;
    resetProgress: () => void;
  };
}

/** The tour's own saved entry. */
export const LEARN_STORAGE_KEY = 'shape-inspector:learn';
export const LEARN_RESET_NOTICE = 'Your saved Learn progress could not be read, so the tour starts fresh.';

const KNOWN_STEPS = new Set(STEPS.map((s) => s.id));
const EMPTY: SavedLearn = { completed: [], drafts: {}, lastStep: null };
let resetHappened = false;

export const useLearnStore = create<LearnState>()(
  persist(
    (set) => ({
      ...EMPTY,
      actions: {
        markCompleted: (id) => set((s) => (s.completed.includes(id) ? s : { completed: [...s.completed, id] })),
        setDraft: (id, text) =>
          set((s) => ({
            drafts: text.length <= MAX_DRAFT_CHARS ? { ...s.drafts, [id]: text } : without(s.drafts, id),
          })),
        clearDraft: (id) => set((s) => ({ drafts: without(s.drafts, id) })),
        setLastStep: (id) => set((s) => (s.lastStep === id ? s : { lastStep: id })),
        resetProgress: () => set(EMPTY),
      },
    }),
    {
      name: LEARN_STORAGE_KEY,
      version: LEARN_VERSION,
      storage: validatingStorage({
        version: LEARN_VERSION,
        read: (state, version) => readSavedLearn(state, version, KNOWN_STEPS),
        onReset: () => (resetHappened = true),
      }),
      partialize: (s): SavedLearn => ({ completed: s.completed, drafts: s.drafts, lastStep: s.lastStep }),
      onRehydrateStorage: () => () => {
        if (resetHappened) showNotice(LEARN_RESET_NOTICE);
      },
    },
  ),
);

function without(drafts: Record<string, string>, id: string): Record<string, string> {
  const rest = { ...drafts };
  delete rest[id];
  return rest;
}

// Another tab's saved settings are read again at once, so tabs never overwrite each other's newer settings.
if (typeof window !== 'undefined') followOtherTabs(useLearnStore);
