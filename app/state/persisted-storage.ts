import type { PersistStorage, StorageValue } from 'zustand/middleware';

/** How one screen's saved state is read back; each screen has its own key, version and reader. */
export interface SavedStateReader<P> {
  version: number;
  /** Validates (and upgrades from `version`) a saved state from untrusted storage; null when unreadable. */
  read: (state: unknown, version: number) => P | null;
  /** Called when the saved entry was unreadable and has been removed. */
  onReset: () => void;
  /** Called when a save failed (quota exceeded by a huge input). */
  onSaveFailed?: () => void;
  /** Characters the saved state takes at least (its large texts): past `STORAGE_MAX_CHARS` it is not tried. */
  savedCharsAtLeast?: (state: P) => number;
}

/**
 * What localStorage holds per origin, in characters (Chromium's 10 MiB, two bytes a character, whatever the
 * text): a larger save fails however it is written, so it is not serialised and tried at all.
 */
export const STORAGE_MAX_CHARS = 5 * 1024 * 1024;

/**
 * localStorage with validation for one key: a corrupted or unreadable entry is removed and reported
 * through `onReset`, so that screen starts from its defaults and no other screen's entry is touched.
 * A save writes only the fields this tab changed since it last read or wrote the entry, over what is
 * stored now, so another tab's newer settings are not overwritten by this tab's older ones.
 */
export function validatingStorage<P>(reader: SavedStateReader<P>): PersistStorage<P> {
  // Per key, the state this tab last read or wrote: what it has not changed since is not its to write.
  const lastSeen = new Map<string, P>();
  const readValid = (name: string, raw: string): P | null => {
    const parsed = JSON.parse(raw) as StorageValue<unknown>;
    const version = typeof parsed.version === 'number' ? parsed.version : 0;
    return reader.read(parsed.state, version);
  };
  return {
    getItem: (name) => {
      const raw = safeGet(name);
      if (raw === null) return null;
      try {
        const state = readValid(name, raw);
        if (!state) throw new Error('unreadable');
        lastSeen.set(name, state);
        // Validated and upgraded here, so persist's own `migrate` has nothing left to do.
        return { state, version: reader.version };
      } catch {
        safeRemove(name);
        reader.onReset();
        return null;
      }
    },
    setItem: (name, value) => {
      if ((reader.savedCharsAtLeast?.(value.state) ?? 0) > STORAGE_MAX_CHARS) return void reader.onSaveFailed?.();
      const state = mergeChanges(value.state, lastSeen.get(name), () => {
        try {
          const raw = safeGet(name);
          return raw === null ? null : readValid(name, raw);
        } catch {
          return null;
        }
      });
      lastSeen.set(name, state);
      try {
        localStorage.setItem(name, JSON.stringify({ ...value, state }));
      } catch {
        reader.onSaveFailed?.(); // Quota exceeded: keep working, but the caller says it will not survive a reload.
      }
    },
    removeItem: (name) => safeRemove(name),
  };
}

/** `mine` over what is stored now, keeping only the top-level fields this tab changed since `seen`. */
function mergeChanges<P>(mine: P, seen: P | undefined, stored: () => P | null): P {
  if (seen === undefined || !isPlainObject(mine) || !isPlainObject(seen)) return mine;
  const now = stored();
  if (!isPlainObject(now)) return mine;
  const changed = Object.entries(mine).filter(([key, v]) => JSON.stringify(v) !== JSON.stringify(seen[key]));
  return { ...now, ...Object.fromEntries(changed) } as P;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Keeps a persisted store in step with other tabs: when another tab saves its key, this one reads it again.
 * Returns the function that stops following.
 */
export function followOtherTabs(store: { persist: { rehydrate: () => unknown; getOptions: () => { name?: string } } }) {
  const follow = (event: StorageEvent) => {
    if (event.key === store.persist.getOptions().name) void store.persist.rehydrate();
  };
  window.addEventListener('storage', follow);
  return () => window.removeEventListener('storage', follow);
}

/** Reads one saved entry's raw JSON state (for a one-time move between keys); null when absent or unreadable. */
export function readSavedState(name: string): { state: unknown; version: number } | null {
  try {
    const parsed = JSON.parse(safeGet(name) ?? 'null') as StorageValue<unknown> | null;
    return parsed && typeof parsed === 'object' ? { state: parsed.state, version: Number(parsed.version) || 0 } : null;
  } catch {
    return null;
  }
}

function safeGet(name: string): string | null {
  try {
    return localStorage.getItem(name);
  } catch {
    return null;
  }
}

function safeRemove(name: string): void {
  try {
    localStorage.removeItem(name);
  } catch {
    // Storage disabled: nothing to remove.
  }
}
