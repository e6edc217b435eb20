import { create } from 'zustand';
import type { Verdict } from '../../../../src/index';
import type { ListenChoice } from './listen-filter';
import { appendNotes, EMPTY_WINDOW, readNote, type NoteWindow } from './listen-notes';

/** A frame as it came off the stream, before the panel reads it. */
export interface RawFrame {
  data: string;
  at: string;
}

/** The listen stream the panel shows: the one running, or the last one (leaving Live keeps it). */
export interface ListenRun {
  /** Tells this run's late updates from a newer run's. */
  runId: number;
  url: string;
  /** The `params.notifications` filter that was sent. */
  asked: Record<string, unknown>;
  startedAt: string;
}

/** How a stream ended: why, and its exchange in the history (null when it could not be sent). */
export interface ListenEnd {
  reason: string;
  recordId: string | null;
  verdict: Verdict | null;
}

export interface ListenState extends NoteWindow {
  run: ListenRun | null;
  ended: ListenEnd | null;
  /** What the user ticked; null until they change the default (every list change offered). */
  choice: ListenChoice | null;
  /** How many times a list_changed made Live fetch the lists again during this run. */
  refetches: number;
  /** How many runs began (each run's id; its request id is drawn from it too). */
  runs: number;
  /** Ends the running stream only (Stop listening); null when none runs. */
  stopRun: (() => void) | null;
  actions: {
    setChoice: (choice: ListenChoice) => void;
    /** A new run (the previous one is let go first): its id. */
    begin: (run: Omit<ListenRun, 'runId'>) => number;
    /** The running stream's own stop, kept until `runId` settles. */
    own: (runId: number, stop: (() => void) | null) => void;
    /** Stop listening: ends the running stream, if any. */
    stop: () => void;
    add: (runId: number, frames: readonly RawFrame[], skipped: number) => void;
    refetched: (runId: number) => void;
    end: (runId: number, end: ListenEnd) => void;
  };
}

/** The notifications panel's state: not saved, but it outlives the screen, so coming back shows what arrived. */
export const useListenStore = create<ListenState>()((set, get) => ({
  ...EMPTY_WINDOW,
  run: null,
  ended: null,
  choice: null,
  refetches: 0,
  runs: 0,
  stopRun: null,
  actions: {
    setChoice: (choice) => set({ choice }),
    begin: (run) => {
      get().stopRun?.();
      const runId = get().runs + 1;
      set({ ...EMPTY_WINDOW, run: { ...run, runId }, ended: null, refetches: 0, runs: runId, stopRun: null });
      return runId;
    },
    own: (runId, stopRun) => set((s) => (s.run?.runId === runId ? { stopRun } : {})),
    stop: () => get().stopRun?.(),
    add: (runId, frames, skipped) => {
      const s = get();
      if (s.run?.runId !== runId) return;
      // Dropped frames came before the kept ones: numbering goes on after them.
      const first = s.received + skipped + 1;
      const notes = frames.map((f, i) => readNote(f.data, first + i, f.at));
      set(appendNotes(s, notes, skipped));
    },
    refetched: (runId) => set((s) => (s.run?.runId === runId ? { refetches: s.refetches + 1 } : {})),
    end: (runId, ended) => set((s) => (s.run?.runId === runId ? { ended } : {})),
  },
}));

/** Whether the shown run is still open. */
export const isListening = (s: Pick<ListenState, 'run' | 'ended'>): boolean => s.run !== null && s.ended === null;
