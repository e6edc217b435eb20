import { create } from 'zustand';

/** The exchange on the wire right now: frames appear here as they arrive, before the answer is judged. */
export interface InflightExchange {
  id: string;
  rpcMethod: string;
  status: number | null;
  frames: string[];
}

export const useInflightStore = create<{
  inflight: InflightExchange | null;
  /** The exchange the response view shows (history selection). */
  selectedId: string | null;
  /** Show secret header values (and put them in curl) for this visit only; never saved. */
  revealSecrets: boolean;
  actions: {
    start: (id: string, rpcMethod: string) => void;
    head: (status: number) => void;
    frame: (data: string) => void;
    finish: () => void;
    select: (id: string | null) => void;
    setRevealSecrets: (reveal: boolean) => void;
  };
}>()((set) => ({
  inflight: null,
  selectedId: null,
  revealSecrets: false,
  actions: {
    start: (id, rpcMethod) => set({ inflight: { id, rpcMethod, status: null, frames: [] } }),
    head: (status) => set((s) => (s.inflight ? { inflight: { ...s.inflight, status } } : {})),
    frame: (data) =>
      set((s) => (s.inflight ? { inflight: { ...s.inflight, frames: [...s.inflight.frames, data] } } : {})),
    finish: () => set({ inflight: null }),
    select: (selectedId) => set({ selectedId }),
    setRevealSecrets: (revealSecrets) => set({ revealSecrets }),
  },
}));
