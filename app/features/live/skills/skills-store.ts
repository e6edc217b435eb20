import { create } from 'zustand';
import type { Finding, JsonObject } from '../../../../src/index';
import type { SkillFileRow, SkillRow } from './skills-model';

/** Live's skills view: the listing and the skill opened, for the server they came from (not saved). */
export interface SkillsState {
  url: string | null;
  listing: { recordId: string; skills: SkillRow[] } | null;
  opened: { uri: string; recordId: string; entry: JsonObject; files: SkillFileRow[]; findings: Finding[] } | null;
  busy: boolean;
  problem: string | null;
  actions: {
    started: (url: string) => void;
    listed: (listing: NonNullable<SkillsState['listing']>) => void;
    opened: (opened: NonNullable<SkillsState['opened']>) => void;
    file: (uri: string, row: SkillFileRow, findings: Finding[]) => void;
    ended: (problem?: string) => void;
    reset: () => void;
  };
}

const EMPTY = { url: null, listing: null, opened: null, busy: false, problem: null };

/** What the skills view shows survives navigation; a new server starts it over. */
export const useSkillsStore = create<SkillsState>()((set) => ({
  ...EMPTY,
  actions: {
    started: (url) => set((s) => (s.url === url ? { busy: true, problem: null } : { ...EMPTY, url, busy: true })),
    listed: (listing) => set({ listing }),
    opened: (opened) => set({ opened }),
    file: (uri, row, findings) =>
      set((s) =>
        s.opened
          ? {
              opened: {
                ...s.opened,
                files: s.opened.files.map((f) => (f.uri === uri ? row : f)),
                findings: [...s.opened.findings, ...findings],
              },
            }
          : {},
      ),
    ended: (problem) => set({ busy: false, problem: problem ?? null }),
    reset: () => set(EMPTY),
  },
}));
