import { create } from 'zustand';
import { scanServer, type ScanProgress, type ScanReport } from '../../../../src/index';
import type { Transport } from '../../../exchange/transport/choose-fetch';

/** What one scan needs. */
export interface ScanRequest {
  url: string;
  headers: Record<string, string>;
  includeCalls: boolean;
  transport: Transport;
}

/**
 * The scan running or done, owned by this store (not by the screen): it keeps running while the
 * user looks at another screen, and its progress and report are here when they come back. A new
 * scan or Stop lets the running one go (Stop gives a partial report).
 */
export interface ScanRunState {
  running: boolean;
  progress: ScanProgress | null;
  report: ScanReport | null;
  /** The transport the report came through. */
  via: Transport['kind'] | null;
  /** The exchange the report view shows. */
  selected: number | null;
  actions: {
    start: (request: ScanRequest) => Promise<void>;
    stop: () => void;
    select: (index: number | null) => void;
  };
}

let current: AbortController | null = null;

export const useScanRunStore = create<ScanRunState>()((set) => ({
  running: false,
  progress: null,
  report: null,
  via: null,
  selected: null,
  actions: {
    start: async ({ url, headers, includeCalls, transport }) => {
      current?.abort();
      const controller = new AbortController();
      current = controller;
      set({ running: true, progress: null, report: null, via: transport.kind, selected: null });
      const report = await scanServer({
        url,
        fetch: (target, init) => transport.fetch(target, init),
        authFetch: transport.fetch,
        headers,
        includeCalls,
        callsHint: 'tick “Call every tool once” and scan again',
        // A page cannot send a foreign Origin by itself; the relay forwards the one the probe names.
        foreignOrigin: transport.kind === 'relay' ? undefined : null,
        signal: controller.signal,
        onProgress: (progress) => {
          if (current === controller) set({ progress });
        },
      });
      if (current === controller) set({ running: false, report });
    },
    stop: () => current?.abort(),
    select: (selected) => set({ selected }),
  },
}));
