import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { readPlaygroundInput } from '../features/playground/model/validate-input';
import type { PlaygroundInput } from '../features/playground/model/input';
import type { ThemeChoice } from './ui-slice';

/** The part of the store that survives a reload (never secrets). */
export interface PersistedState {
  input: PlaygroundInput;
  inputPanePercent: number;
  theme: ThemeChoice;
}

export const STORAGE_KEY = 'shape-inspector';
export const STORAGE_VERSION = 2;
export const RESET_NOTICE = 'Your saved playground could not be read, so it was reset to the defaults.';
export const SAVE_FAILED_NOTICE =
  'This input is too large for browser storage and will not survive a reload: download it or keep this tab open.';

/**
 * Upgrades an older saved state. Version 1 kept the pasted text under `handlerText`
 * and had no pre-step; anything unreadable returns null (the caller resets with a notice).
 */
export function migratePersisted(state: unknown, version: number): PersistedState | null {
  if (typeof state !== 'object' || state === null) return null;
  const s = state as Record<string, unknown>;
  const rawInput =
    version === 1 && typeof s['handlerText'] === 'string'
      ? { ...(s['input'] as object), text: s['handlerText'] }
      : s['input'];
  const input = readPlaygroundInput(rawInput);
  if (!input) return null;
  const percent =
    typeof s['inputPanePercent'] === 'number' && s['inputPanePercent'] >= 20 && s['inputPanePercent'] <= 80
      ? s['inputPanePercent']
      : 40;
  const theme = s['theme'] === 'light' || s['theme'] === 'dark' ? s['theme'] : 'system';
  return { input, inputPanePercent: percent, theme };
}

/**
 * localStorage with validation: a corrupted or unreadable entry is removed and reported
 * through `onReset`, so the app starts from defaults instead of breaking.
 */
export function validatingStorage(
  onReset: () => void,
  onSaveFailed: () => void = () => {},
): PersistStorage<PersistedState> {
  return {
    getItem: (name) => {
      const raw = safeGet(name);
      if (raw === null) return null;
      try {
        const parsed = JSON.parse(raw) as StorageValue<unknown>;
        const version = typeof parsed.version === 'number' ? parsed.version : 0;
        const state = migratePersisted(parsed.state, version);
        if (!state) throw new Error('unreadable');
        // An older version goes through persist's own `migrate`; the current one is returned validated.
        return version === STORAGE_VERSION ? { state, version } : { state: parsed.state as PersistedState, version };
      } catch {
        localStorage.removeItem(name);
        onReset();
        return null;
      }
    },
    setItem: (name, value) => {
      try {
        localStorage.setItem(name, JSON.stringify(value));
      } catch {
        onSaveFailed(); // Quota exceeded (a huge paste): keep working, but say it will not survive a reload.
      }
    },
    removeItem: (name) => localStorage.removeItem(name),
  };
}

function safeGet(name: string): string | null {
  try {
    return localStorage.getItem(name);
  } catch {
    return null;
  }
}
