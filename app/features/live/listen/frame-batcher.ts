/** Runs `work` before the next repaint (a timer where there is no screen). */
export const nextPaint = (work: () => void): void => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(work);
  else setTimeout(work, 16);
};

/** What `push` collects until the next flush. */
export interface FrameBatcher<T> {
  push: (item: T) => void;
  /** Delivers what waits now (the stream ended), without waiting for the scheduled flush. */
  flushNow: () => void;
}

/**
 * Collects items that arrive faster than a screen repaints and hands them over once per scheduled
 * tick (an animation frame). At most `keep` wait: older ones are dropped and counted as `skipped`,
 * so a flood costs a bounded buffer and one update per frame.
 *
 * @example
 * const ticks: (() => void)[] = [];
 * const got: [number[], number][] = [];
 * const b = frameBatcher<number>((items, skipped) => got.push([items, skipped]), 1, (run) => ticks.push(run));
 * [1, 2, 3].forEach(b.push);
 * ticks.splice(0).forEach((run) => run());
 * got // => [[[3], 2]]
 */
export function frameBatcher<T>(
  deliver: (items: T[], skipped: number) => void,
  keep: number,
  schedule: (run: () => void) => void = nextPaint,
): FrameBatcher<T> {
  let waiting: T[] = [];
  let skipped = 0;
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (waiting.length === 0 && skipped === 0) return;
    const items = waiting;
    const dropped = skipped;
    waiting = [];
    skipped = 0;
    deliver(items, dropped);
  };
  return {
    push: (item) => {
      waiting.push(item);
      // Only the newest `keep` can ever be shown: cut in halves so a flood never copies per item.
      if (waiting.length > 2 * keep) {
        const cut = waiting.length - keep;
        waiting = waiting.slice(cut);
        skipped += cut;
      }
      if (!scheduled) {
        scheduled = true;
        schedule(flush);
      }
    },
    flushNow: flush,
  };
}
