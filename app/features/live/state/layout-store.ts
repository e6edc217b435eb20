import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { followOtherTabs, validatingStorage } from '../../../state/persisted-storage';

/** A group's panel sizes, in percent of the group, by panel id (react-resizable-panels' `Layout`). */
export type PaneSizes = Record<string, number>;

/** How Live's panes were last laid out: sizes only, never anything a server said or a secret. */
export interface LiveLayout {
  /** Sizes per group id (`live-main`, `live-dock`, …). */
  groups: Record<string, PaneSizes>;
}

interface LayoutState extends LiveLayout {
  actions: {
    setSizes: (group: string, sizes: PaneSizes) => void;
    /** Back to the default sizes (the panes' own defaults apply on the next mount). */
    reset: () => void;
  };
}

export const LIVE_LAYOUT_KEY = 'shape-inspector:live-layout';
const LAYOUT_VERSION = 1;
const MAX_GROUPS = 16;
const MAX_PANES = 8;

/**
 * Reads a saved layout back from untrusted storage: finite sizes between 0 and 100 only, a few groups
 * of a few panes; anything else is dropped, so a hand-edited entry cannot stretch a pane off the page.
 *
 * @example
 * readSavedLayout({ groups: { 'live-main': { catalog: 25, answer: 'x', request: 140 } } })
 * // => { groups: { 'live-main': { catalog: 25 } } }
 */
export function readSavedLayout(state: unknown): LiveLayout | null {
  if (typeof state !== 'object' || state === null) return null;
  const groups = (state as { groups?: unknown }).groups;
  if (typeof groups !== 'object' || groups === null || Array.isArray(groups)) return { groups: {} };
  const read: Record<string, PaneSizes> = {};
  for (const [group, sizes] of Object.entries(groups).slice(0, MAX_GROUPS)) {
    if (typeof sizes !== 'object' || sizes === null || Array.isArray(sizes)) continue;
    const kept = Object.entries(sizes as Record<string, unknown>)
      .slice(0, MAX_PANES)
      .filter(
        (e): e is [string, number] => typeof e[1] === 'number' && Number.isFinite(e[1]) && e[1] >= 0 && e[1] <= 100,
      );
    if (kept.length > 0) read[group] = Object.fromEntries(kept);
  }
  return { groups: read };
}

/** Live's pane sizes, saved under their own key (a damaged entry resets only the layout). */
export const useLiveLayoutStore = create<LayoutState>()(
  persist(
    (set) => ({
      groups: {},
      actions: {
        setSizes: (group, sizes) => set((s) => ({ groups: { ...s.groups, [group]: { ...sizes } } })),
        reset: () => set({ groups: {} }),
      },
    }),
    {
      name: LIVE_LAYOUT_KEY,
      version: LAYOUT_VERSION,
      storage: validatingStorage({ version: LAYOUT_VERSION, read: readSavedLayout, onReset: () => undefined }),
      partialize: (s): LiveLayout => ({ groups: s.groups }),
    },
  ),
);

if (typeof window !== 'undefined') followOtherTabs(useLiveLayoutStore);
