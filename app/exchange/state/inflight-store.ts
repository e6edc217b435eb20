import { create } from 'zustand';

/** How many of the newest SSE frames an exchange in flight keeps and shows (the count says how many came). */
export const FRAME_WINDOW = 200;

/** The exchange on the wire right now: frames appear here as they arrive, before the answer is judged. */
export interface InflightExchange {
  id: string;
  rpcMethod: string;
  status: number | null;
  /** The newest frames, at most FRAME_WINDOW of them. */
  frames: readonly string[];
  /** Every frame that arrived, shown or not. */
  frameCount: number;
}

// Frames arrive faster than a screen repaints: they wait here and land once per animation frame.
let waiting: { id: string; frames: string[] } | null = null;
let flushScheduled = false;

const nextPaint = (run: () => void): void => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(run);
  else setTimeout(run, 16);
};

export const useInflightStore = create<{
  inflight: InflightExchange | null;
  /** The exchange the response view shows (history selection). */
  selectedId: string | null;
  /** Show secret header values (and put them in curl) for this visit only; never saved. */
  revealSecrets: boolean;
  actions: {
    start: (id: string, rpcMethod: string) => void;
    /** The calls below change the exchange `id` only: an older send never touches a newer one's view. */
    head: (id: string, status: number) => void;
    frame: (id: string, data: string) => void;
    finish: (id: string) => void;
    select: (id: string | null) => void;
    setRevealSecrets: (reveal: boolean) => void;
  };
}>()((set, get) => {
  const flush = () => {
    flushScheduled = false;
    const batch = waiting;
    waiting = null;
    if (!batch) return;
    set((s) =>
      s.inflight?.id === batch.id
        ? {
            inflight: {
              ...s.inflight,
              frames: [...s.inflight.frames, ...batch.frames.slice(-FRAME_WINDOW)].slice(-FRAME_WINDOW),
              frameCount: s.inflight.frameCount + batch.frames.length,
            },
          }
        : {},
    );
  };
  return {
    inflight: null,
    selectedId: null,
    revealSecrets: false,
    actions: {
      start: (id, rpcMethod) => set({ inflight: { id, rpcMethod, status: null, frames: [], frameCount: 0 } }),
      head: (id, status) => set((s) => (s.inflight?.id === id ? { inflight: { ...s.inflight, status } } : {})),
      frame: (id, data) => {
        if (get().inflight?.id !== id) return;
        if (waiting?.id !== id) waiting = { id, frames: [] };
        waiting.frames.push(data);
        // Only the window is ever shown: a flood does not grow the buffer past it (the count still grows).
        if (waiting.frames.length > 2 * FRAME_WINDOW) {
          const cut = waiting.frames.length - FRAME_WINDOW;
          waiting.frames.splice(0, cut);
          set((s) =>
            s.inflight?.id === id ? { inflight: { ...s.inflight, frameCount: s.inflight.frameCount + cut } } : {},
          );
        }
        if (!flushScheduled) {
          flushScheduled = true;
          nextPaint(flush);
        }
      },
      finish: (id) => {
        if (waiting?.id === id) waiting = null;
        set((s) => (s.inflight?.id === id ? { inflight: null } : {}));
      },
      select: (selectedId) => set({ selectedId }),
      setRevealSecrets: (revealSecrets) => set({ revealSecrets }),
    },
  };
});
