import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { followOtherTabs, validatingStorage } from '../../../state/persisted-storage';
import { showNotice } from '../../../state/ui-store';

/** A server of the list: a name and its MCP endpoint (its headers and tokens live where they always did). */
export interface SavedServer {
  id: string;
  name: string;
  url: string;
}

interface ServersState {
  servers: SavedServer[];
  actions: {
    /** Adds servers (a URL already in the list keeps its entry); returns how many were new. */
    add: (servers: readonly Omit<SavedServer, 'id'>[]) => number;
    rename: (id: string, name: string) => void;
    remove: (id: string) => void;
  };
}

export const SERVERS_STORAGE_KEY = 'shape-inspector:live-servers';
const SERVERS_VERSION = 1;
/** Servers in the list at most. */
export const MAX_SERVERS = 100;

/**
 * The saved server list, read from untrusted storage: entries that are not a name and a URL are left out.
 *
 * @example
 * readSavedServers({ servers: [{ id: 'a', name: 'demo', url: 'http://127.0.0.1:4173/demo/mcp' }, { name: 5 }] })?.servers.length // => 1
 * readSavedServers(null) // => null
 */
export function readSavedServers(state: unknown): { servers: SavedServer[] } | null {
  if (typeof state !== 'object' || state === null || !Array.isArray((state as { servers?: unknown }).servers))
    return null;
  const servers = (state as { servers: unknown[] }).servers.slice(0, MAX_SERVERS).flatMap((s) => {
    if (typeof s !== 'object' || s === null) return [];
    const { id, name, url } = s as Record<string, unknown>;
    return typeof id === 'string' && typeof name === 'string' && typeof url === 'string' ? [{ id, name, url }] : [];
  });
  return { servers };
}

let resetHappened = false;

export const useServersStore = create<ServersState>()(
  persist(
    (set, get) => ({
      servers: [],
      actions: {
        add: (added) => {
          const known = new Set(get().servers.map((s) => s.url));
          const fresh = added
            .filter((s) => !known.has(s.url) && (known.add(s.url), true))
            .map((s) => ({ ...s, id: crypto.randomUUID() }));
          set({ servers: [...get().servers, ...fresh].slice(0, MAX_SERVERS) });
          return fresh.length;
        },
        rename: (id, name) =>
          set({ servers: get().servers.map((s) => (s.id === id && name.trim() ? { ...s, name: name.trim() } : s)) }),
        remove: (id) => set({ servers: get().servers.filter((s) => s.id !== id) }),
      },
    }),
    {
      name: SERVERS_STORAGE_KEY,
      version: SERVERS_VERSION,
      storage: validatingStorage({
        version: SERVERS_VERSION,
        read: readSavedServers,
        onReset: () => (resetHappened = true),
      }),
      partialize: (s) => ({ servers: s.servers }),
      onRehydrateStorage: () => () => {
        if (resetHappened) showNotice('Your saved server list could not be read, so it was reset.');
      },
    },
  ),
);

if (typeof window !== 'undefined') followOtherTabs(useServersStore);

/**
 * A short name for a server URL: its host and path.
 *
 * @example
 * nameForUrl('http://127.0.0.1:4173/demo/mcp') // => '127.0.0.1:4173/demo/mcp'
 */
export function nameForUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return url;
  }
}
