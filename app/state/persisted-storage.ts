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
}

/**
 * localStorage with validation for one key: a corrupted or unreadable entry is removed and reported
 * through `onReset`, so that screen starts from its defaults and no other screen's entry is touched.
 */
export function validatingStorage<P>(reader: SavedStateReader<P>): PersistStorage<P> {
  return {
    getItem: (name) => {
      const raw = safeGet(name);
      if (raw === null) return null;
      try {
        const parsed = JSON.parse(raw) as StorageValue<unknown>;
        const version = typeof parsed.version === 'number' ? parsed.version : 0;
        const state = reader.read(parsed.state, version);
        if (!state) throw new Error('unreadable');
        // Validated and upgraded here, so persist's own `migrate` has nothing left to do.
        return { state, version: reader.version };
      } catch {
        safeRemove(name);
        reader.onReset();
        return null;
      }
    },
    setItem: (name, value) => {
      try {
        localStorage.setItem(name, JSON.stringify(value));
      } catch {
        reader.onSaveFailed?.(); // Quota exceeded: keep working, but the caller says it will not survive a reload.
      }
    },
    removeItem: (name) => safeRemove(name),
  };
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
