import { withFindings } from '../../../../src/index';
import { create } from 'zustand';
import type { TapEvent, TapVerdict } from '../../../server/tap/protocol';
import { useHistoryStore } from '../../../exchange/history/history-store';
import { applyTapEvent, EMPTY_SESSION, type TapSessionView } from '../model/session-view';

/** Where the page's feed stands. */
export type FeedStatus = 'connecting' | 'live' | 'reconnecting' | 'unavailable';

/**
 * The Tap screen's state. Nothing is persisted: the session lives in the server (the tap records
 * whether a page watches or not), and each visit starts from its `hello`.
 */
export interface TapState {
  status: FeedStatus;
  /** Why the feed is unavailable or reconnecting, in words. */
  problem: string | null;
  session: TapSessionView;
  /** While paused the list shows this snapshot; the session keeps filling underneath. */
  frozen: TapSessionView | null;
  selectedId: string | null;
  method: string;
  verdict: TapVerdict | '';
  revealSecrets: boolean;
  actions: {
    apply: (event: TapEvent) => void;
    setStatus: (status: FeedStatus, problem?: string | null) => void;
    togglePause: () => void;
    select: (id: string | null) => void;
    setMethod: (method: string) => void;
    setVerdict: (verdict: TapVerdict | '') => void;
    setRevealSecrets: (reveal: boolean) => void;
  };
}

export const useTapStore = create<TapState>()((set) => ({
  status: 'connecting',
  problem: null,
  session: EMPTY_SESSION,
  frozen: null,
  selectedId: null,
  method: '',
  verdict: '',
  revealSecrets: false,
  actions: {
    apply: (event) => {
      keepInHistory(event);
      set((s) => ({
        session: applyTapEvent(s.session, event),
        // A Clear or a reconnect empties the frozen view too: its exchanges are gone from the server.
        ...(s.frozen && (event.t === 'cleared' || event.t === 'hello')
          ? { frozen: applyTapEvent(s.frozen, event) }
          : {}),
      }));
    },
    setStatus: (status, problem = null) => set({ status, problem }),
    togglePause: () => set((s) => ({ frozen: s.frozen ? null : s.session })),
    select: (selectedId) => set({ selectedId }),
    setMethod: (method) => set({ method }),
    setVerdict: (verdict) => set({ verdict }),
    setRevealSecrets: (revealSecrets) => set({ revealSecrets }),
  },
}));

/**
 * Tapped exchanges also join the Live history (marked `tapped`); a replayed session adds nothing
 * twice, and an exchange the session rules judged again takes its newer findings and verdict there too.
 */
function keepInHistory(event: TapEvent): void {
  const history = useHistoryStore.getState();
  if (event.t === 'findings') {
    const kept = history.records.find((r) => r.id === event.id);
    if (kept) void history.actions.add([withFindings(kept, event.findings)], false);
    return;
  }
  const records = event.t === 'exchange' ? [event.record] : event.t === 'hello' ? event.records : [];
  if (records.length > 0) void history.actions.add(records, false);
}
