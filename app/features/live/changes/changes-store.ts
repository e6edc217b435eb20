import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { deferLargeSaves } from '../../../state/deferred-saves';
import { followOtherTabs, validatingStorage } from '../../../state/persisted-storage';
import { showNotice } from '../../../state/ui-store';
import { diffSnapshots, readSnapshot, type InterfaceChange, type InterfaceSnapshot } from '../../../../src/index';

/** A server's interface as its last connection saw it. */
export interface SavedSnapshot {
  url: string;
  /** When that connection's discover answered (ms since the epoch). */
  at: number;
  /** The discover exchange it came from: the same connection seen again is not a new one. */
  discoverId: string;
  snapshot: InterfaceSnapshot;
}

/** What changed on the newest connection to `url`, since the connection at `since`. */
export interface ShownChanges {
  url: string;
  since: number;
  changes: InterfaceChange[];
}

interface ChangesState {
  /** The last snapshot of each server, newest first (saved: schemas and names, never a header). */
  saved: SavedSnapshot[];
  /** The changes of the newest connection, until the user closes them (not saved). */
  shown: ShownChanges | null;
  actions: {
    /** A connection's interface: compared with the server's last one, then kept as its last one. */
    observe: (seen: SavedSnapshot) => void;
    dismiss: () => void;
  };
}

export const CHANGES_STORAGE_KEY = 'shape-inspector:live-snapshots';
const CHANGES_VERSION = 1;
/** Servers remembered at most; the oldest one is forgotten first. */
export const MAX_SAVED_SERVERS = 20;
/** Past this many items in all saved snapshots, a save waits for a task of its own (see `deferLargeSaves`). */
export const DEFER_SAVE_ITEMS = 2_000;

const itemsOf = (saved: readonly SavedSnapshot[]) =>
  saved.reduce(
    (n, { snapshot: s }) => n + s.tools.length + s.prompts.length + s.resources.length + s.templates.length,
    0,
  );

/**
 * The saved snapshots, read from untrusted storage: what is not one is left out.
 *
 * @example
 * const snapshot = snapshotOf({ tools: [{ name: 'echo' }] });
 * readSavedSnapshots({ saved: [{ url: 'http://127.0.0.1:3000/mcp', at: 1, discoverId: 'd', snapshot }, { url: 5 }] })?.saved.length // => 1
 * readSavedSnapshots('junk') // => null
 */
export function readSavedSnapshots(state: unknown): { saved: SavedSnapshot[] } | null {
  if (typeof state !== 'object' || state === null || !Array.isArray((state as { saved?: unknown }).saved)) return null;
  const saved: SavedSnapshot[] = [];
  for (const entry of (state as { saved: unknown[] }).saved.slice(0, MAX_SAVED_SERVERS)) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { url, at, discoverId, snapshot } = entry as Record<string, unknown>;
    const read = readSnapshot(snapshot);
    if (typeof url === 'string' && typeof at === 'number' && typeof discoverId === 'string' && read)
      saved.push({ url, at, discoverId, snapshot: read });
  }
  return { saved };
}

let resetHappened = false;

export const useChangesStore = create<ChangesState>()(
  persist(
    (set, get) => ({
      saved: [],
      shown: null,
      actions: {
        observe: (seen) => {
          const previous = get().saved.find((s) => s.url === seen.url);
          if (previous?.discoverId === seen.discoverId) return;
          const saved = [seen, ...get().saved.filter((s) => s.url !== seen.url)].slice(0, MAX_SAVED_SERVERS);
          const shown = previous
            ? { url: seen.url, since: previous.at, changes: diffSnapshots(previous.snapshot, seen.snapshot) }
            : null;
          set({ saved, shown });
        },
        dismiss: () => set({ shown: null }),
      },
    }),
    {
      name: CHANGES_STORAGE_KEY,
      version: CHANGES_VERSION,
      storage: deferLargeSaves(
        validatingStorage({
          version: CHANGES_VERSION,
          read: readSavedSnapshots,
          onReset: () => (resetHappened = true),
          onSaveFailed: () =>
            showNotice(
              'The servers’ interfaces are too large to save here: changes are compared while this page is open.',
            ),
        }),
        (state) => itemsOf(state.saved) > DEFER_SAVE_ITEMS,
      ),
      partialize: (s) => ({ saved: s.saved }),
      onRehydrateStorage: () => () => {
        if (resetHappened) showNotice('The saved server interfaces could not be read, so they were reset.');
      },
    },
  ),
);

if (typeof window !== 'undefined') followOtherTabs(useChangesStore);
