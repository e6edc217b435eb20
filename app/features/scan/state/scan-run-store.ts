import { create } from 'zustand';
import { RequestOwner, scanServer, type ScanProgress, type ScanReport } from '../../../../src/index';
import type { Transport } from '../../../exchange/transport/choose-fetch';
import { relayToken } from '../../../exchange/transport/relay-fetch';
import { scanInWorker, ScanWorkerStopped } from './scan-in-worker';

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
  /** Why the last scan ended without a report (a worker that stopped midway, a failure on the page). */
  failure: string | null;
  /** The exchange the report view shows. */
  selected: number | null;
  actions: {
    start: (request: ScanRequest) => Promise<void>;
    stop: () => void;
    select: (index: number | null) => void;
  };
}

/** Owns the scan running (lane `scan`): a new scan lets the previous one go, Stop lets it go. */
const scanOwner = new RequestOwner();
/** Which start is the latest: only its progress and report land (a stopped one still reports). */
let latest = 0;

export const useScanRunStore = create<ScanRunState>()((set) => ({
  running: false,
  progress: null,
  report: null,
  failure: null,
  selected: null,
  actions: {
    start: async ({ url, headers, includeCalls, transport }) => {
      set({ running: true, progress: null, report: null, failure: null, selected: null });
      const run = scanOwner.begin('scan');
      const mine = ++latest;
      const current = () => mine === latest;
      const onProgress = (progress: ScanProgress) => {
        if (current()) set({ progress });
      };
      const callsHint = 'tick “Call every tool once” and scan again';
      const token = transport.kind === 'relay' ? relayToken() : null;
      const via = token ? { kind: 'relay' as const, token } : { kind: 'direct' as const };
      // The scan runs in the checker's worker, which judges tool schemas as the CLI does, whether its
      // requests go through the relay or straight from the browser; where no worker runs, it runs here,
      // without R-TOOLS-12/13.
      const onPage = () =>
        scanServer({
          url,
          fetch: (target, init) => transport.fetch(target, init),
          // The authorization requests of the scan are the run's too: Stop ends one under way.
          authFetch: (target, init) =>
            transport.fetch(target, {
              ...init,
              signal: AbortSignal.any([run.signal, ...(init.signal ? [init.signal] : [])]),
            }),
          headers,
          includeCalls,
          callsHint,
          // A page cannot send a foreign Origin by itself; the relay forwards the one the probe names.
          foreignOrigin: transport.kind === 'relay' ? undefined : null,
          // Each probe's record says how it reached the server.
          source: transport.kind,
          signal: run.signal,
          onProgress,
        });
      try {
        // A worker that stopped midway is not rerun here: that would send the probes a second time.
        const report = await scanInWorker({ url, headers, includeCalls, callsHint, via }, run.signal, onProgress).catch(
          (error: unknown) => {
            if (error instanceof ScanWorkerStopped && !error.midway) return onPage();
            throw error;
          },
        );
        if (current()) set({ running: false, report });
      } catch (error) {
        if (current()) set({ running: false, failure: error instanceof Error ? error.message : String(error) });
      } finally {
        run.end();
      }
    },
    stop: () => scanOwner.stop(),
    select: (selected) => set({ selected }),
  },
}));
