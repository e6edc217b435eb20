import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { followOtherTabs, validatingStorage } from '../../../state/persisted-storage';
import { showNotice } from '../../../state/ui-store';
import { isSecretHeaderName, type Verdict } from '../../../../src/index';
import { serverOrigin } from '../../../exchange/model/server-origin';
import { demoServerUrl } from '../../../exchange/transport/choose-fetch';
import {
  DEFAULT_LIVE,
  readSavedLive,
  type LiveSettings,
  LIVE_VERSION,
  type HeaderRow,
  MAX_SAVED_DRAFTS,
  type ServerDraft,
} from './saved-live';

/** What the history list shows ('' = all); kept while the app is open, not saved. */
export interface HistoryFilter {
  method: string;
  verdict: Verdict | '';
  /** Only the exchanges with the server Live points at now. */
  thisServer: boolean;
}

/** The live screen's UI state: where to connect, the request being built, and how to send it. */
export interface LiveState extends LiveSettings {
  historyFilter: HistoryFilter;
  /** Header values typed this session; secret ones are saved only with `keepSecrets`. */
  actions: {
    setHistoryFilter: (patch: Partial<HistoryFilter>) => void;
    /** Edits the URL: the request being built goes along (the same server, its address corrected). */
    setUrl: (url: string) => void;
    /**
     * Points Live at another server: the current request is kept for the server it was built for, and the
     * other server's own (or a fresh one) comes back.
     */
    switchServer: (url: string) => void;
    /** Keeps a copy of the request being built for the current server (its URL is about to be edited away). */
    keepDraft: () => void;
    setHeaders: (headers: HeaderRow[]) => void;
    setMode: (mode: LiveSettings['mode']) => void;
    setKeepSecrets: (keep: boolean) => void;
    setMethod: (method: string) => void;
    setParamsText: (method: string, text: string) => void;
    patchEnvelope: (patch: Partial<LiveSettings['envelope']>) => void;
    resetEnvelope: () => void;
    /** Header rows for another server than the current one (an imported config's), sent to its origin only. */
    addHeadersFor: (url: string, rows: readonly { name: string; value: string }[]) => void;
  };
}

const draftKey = (url: string) => url.trim() || demoServerUrl();

/** `drafts` with `key`'s draft set to the builder's (newest last; the oldest go first past the bound). */
function withDraft(drafts: LiveSettings['drafts'], key: string, builder: ServerDraft): LiveSettings['drafts'] {
  const others = Object.entries(drafts).filter(([k]) => k !== key);
  const draft: ServerDraft = { method: builder.method, params: builder.params };
  return Object.fromEntries([...others, [key, draft] as const].slice(-MAX_SAVED_DRAFTS));
}

/** The state after switching to `url`: the current draft kept for the current server, `url`'s brought back. */
function switchedDraft(s: LiveSettings, url: string): Partial<LiveSettings> {
  const from = draftKey(s.url);
  const to = draftKey(url);
  if (from === to) return { url };
  const drafts = Object.fromEntries(Object.entries(withDraft(s.drafts, from, s)).filter(([k]) => k !== to));
  const back = Object.hasOwn(s.drafts, to) ? s.drafts[to] : undefined;
  return { url, drafts, method: back?.method ?? DEFAULT_LIVE.method, params: back?.params ?? {} };
}

export const LIVE_STORAGE_KEY = 'shape-inspector:live';

let resetHappened = false;

export const useLiveStore = create<LiveState>()(
  persist(
    (set) => ({
      ...DEFAULT_LIVE,
      historyFilter: { method: '', verdict: '', thisServer: false },
      actions: {
        setHistoryFilter: (patch) => set((s) => ({ historyFilter: { ...s.historyFilter, ...patch } })),
        setUrl: (url) => set({ url }),
        switchServer: (url) => set((s) => switchedDraft(s, url)),
        keepDraft: () => set((s) => ({ drafts: withDraft(s.drafts, draftKey(s.url), s) })),
        // A row the user edits belongs to the server URL it was edited for (see headersFor).
        setHeaders: (headers) =>
          set((s) => {
            const origin = serverOrigin(s.url.trim() || demoServerUrl());
            const unchanged = new Set(s.headers);
            return { headers: headers.map((h) => (unchanged.has(h) ? h : { ...h, origin })) };
          }),
        setMode: (mode) => set({ mode }),
        setKeepSecrets: (keepSecrets) => set({ keepSecrets }),
        setMethod: (method) => set({ method }),
        setParamsText: (method, text) => set((s) => ({ params: { ...s.params, [method]: text } })),
        patchEnvelope: (patch) => set((s) => ({ envelope: { ...s.envelope, ...patch } })),
        resetEnvelope: () => set({ envelope: DEFAULT_LIVE.envelope }),
        addHeadersFor: (url, rows) =>
          set((s) => {
            const origin = serverOrigin(url);
            const known = new Set(s.headers.filter((h) => h.origin === origin).map((h) => h.name.toLowerCase()));
            const added = rows.filter((r) => !known.has(r.name.toLowerCase()));
            return { headers: [...s.headers, ...added.map((r) => ({ ...r, enabled: true, origin }))] };
          }),
      },
    }),
    {
      name: LIVE_STORAGE_KEY,
      version: LIVE_VERSION,
      storage: validatingStorage({
        version: LIVE_VERSION,
        read: readSavedLive,
        onReset: () => (resetHappened = true),
      }),
      // Secrets leave memory only when the user opted in.
      partialize: (s): LiveSettings => ({
        url: s.url,
        headers: s.keepSecrets
          ? s.headers
          : s.headers.map((h) => (isSecretHeaderName(h.name) ? { ...h, value: '' } : h)),
        mode: s.mode,
        keepSecrets: s.keepSecrets,
        method: s.method,
        params: s.params,
        drafts: s.drafts,
        envelope: s.envelope,
      }),
      onRehydrateStorage: () => () => {
        if (resetHappened)
          showNotice(
            'Your saved live settings could not be read, so they were reset (the playground was not touched).',
          );
      },
    },
  ),
);

// Another tab's saved settings are read again at once, so tabs never overwrite each other's newer settings.
if (typeof window !== 'undefined') followOtherTabs(useLiveStore);
