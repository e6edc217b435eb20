import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { followOtherTabs, validatingStorage } from '../../../state/persisted-storage';
import { showNotice } from '../../../state/ui-store';
import { DEFAULT_LIVE, type LiveSettings } from '../state/saved-live';

/** A request saved by name for one server: its method, params text and envelope (never a header). */
export interface SavedRequest {
  id: string;
  /** The server URL it was saved for. */
  server: string;
  name: string;
  /** '' = no group. */
  group: string;
  method: string;
  params: string;
  envelope: LiveSettings['envelope'];
  /** The called tool as the server listed it when saved (a replay warns when it changed since). */
  tool?: Record<string, unknown>;
}

interface SavedRequestsState {
  requests: SavedRequest[];
  actions: {
    save: (request: Omit<SavedRequest, 'id'>) => void;
    remove: (id: string) => void;
    /** Adds requests read from a file; returns how many. */
    importFile: (text: string) => number;
  };
}

export const SAVED_REQUESTS_STORAGE_KEY = 'shape-inspector:live-saved-requests';
const VERSION = 1;
/** Saved requests kept at most (the oldest go first). */
export const MAX_SAVED_REQUESTS = 500;
/** The `kind` of an exported collection file. */
export const COLLECTION_KIND = 'mcp-shape-inspector/saved-requests';

const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Saved requests read from untrusted JSON (storage or an imported file): what lacks a server, a name or a
 * method is left out; an envelope field that is not text takes its default.
 *
 * @example
 * const read = readSavedRequests([{ id: 'a', server: 'http://127.0.0.1:3000/mcp', name: 'echo hi', method: 'tools/call', params: '{}' }, { name: 'no method' }]);
 * [read.length, read[0]?.group, read[0]?.envelope.logLevel] // => [1, '', '']
 */
export function readSavedRequests(value: unknown): SavedRequest[] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, MAX_SAVED_REQUESTS).flatMap((r) => {
    if (!isObject(r) || !str(r['server']) || !str(r['name']) || !str(r['method'])) return [];
    const env = isObject(r['envelope']) ? r['envelope'] : {};
    const d = DEFAULT_LIVE.envelope;
    return [
      {
        id: str(r['id']) || crypto.randomUUID(),
        server: str(r['server']),
        name: str(r['name']),
        group: str(r['group']),
        method: str(r['method']),
        params: str(r['params'], '{}'),
        envelope: {
          protocolVersion: str(env['protocolVersion'], d.protocolVersion),
          clientCapabilities: str(env['clientCapabilities'], d.clientCapabilities),
          clientInfo: str(env['clientInfo'], d.clientInfo),
          logLevel: str(env['logLevel'], d.logLevel),
          omitRoutingHeaders: env['omitRoutingHeaders'] === true,
        },
        ...(isObject(r['tool']) ? { tool: r['tool'] } : {}),
      },
    ];
  });
}

let resetHappened = false;

export const useSavedRequestsStore = create<SavedRequestsState>()(
  persist(
    (set, get) => ({
      requests: [],
      actions: {
        save: (request) => {
          // Saving under a name this server already has replaces that request.
          const others = get().requests.filter((r) => !(r.server === request.server && r.name === request.name));
          set({ requests: [...others, { ...request, id: crypto.randomUUID() }].slice(-MAX_SAVED_REQUESTS) });
        },
        remove: (id) => set({ requests: get().requests.filter((r) => r.id !== id) }),
        importFile: (text) => {
          let value: unknown;
          try {
            value = JSON.parse(text);
          } catch {
            throw new Error('This file is not JSON: choose a saved-requests file this app exported.');
          }
          const list = isObject(value) && value['kind'] === COLLECTION_KIND ? value['requests'] : null;
          if (!Array.isArray(list)) throw new Error('This file is not a saved-requests collection this app exported.');
          const read = readSavedRequests(list).map((r) => ({ ...r, id: crypto.randomUUID() }));
          set({ requests: [...get().requests, ...read].slice(-MAX_SAVED_REQUESTS) });
          return read.length;
        },
      },
    }),
    {
      name: SAVED_REQUESTS_STORAGE_KEY,
      version: VERSION,
      storage: validatingStorage({
        version: VERSION,
        read: (state) =>
          isObject(state) && Array.isArray(state['requests'])
            ? { requests: readSavedRequests(state['requests']) }
            : null,
        onReset: () => (resetHappened = true),
      }),
      partialize: (s) => ({ requests: s.requests }),
      onRehydrateStorage: () => () => {
        if (resetHappened) showNotice('Your saved requests could not be read, so they were reset.');
      },
    },
  ),
);

if (typeof window !== 'undefined') followOtherTabs(useSavedRequestsStore);
