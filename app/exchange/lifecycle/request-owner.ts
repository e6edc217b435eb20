/**
 * The requests and streams one owner (a screen, a step, a panel) has in flight. Each belongs to a
 * lane: a new request in a lane lets the previous one go, `stop` lets every one go (Stop, unmount,
 * navigation). Whoever reads a request's answer checks its signal first, so a request that was let
 * go never lands in a newer one's view.
 */
export class RequestOwner {
  private readonly lanes = new Map<string, Set<AbortController>>();
  private readonly listeners = new Set<() => void>();

  /**
   * Starts a request in `lane`; `replace` (the default) aborts what the lane still had running, and
   * `follow` (a caller's own signal) aborts this one too.
   */
  begin(
    lane: string,
    { replace = true, follow }: { replace?: boolean; follow?: AbortSignal } = {},
  ): { signal: AbortSignal; end: () => void } {
    const running = this.lanes.get(lane) ?? new Set<AbortController>();
    if (replace) for (const controller of running) controller.abort();
    if (replace) running.clear();
    const controller = new AbortController();
    const abort = () => controller.abort();
    if (follow?.aborted) abort();
    follow?.addEventListener('abort', abort, { once: true });
    running.add(controller);
    this.lanes.set(lane, running);
    this.changed();
    let ended = false;
    return {
      signal: controller.signal,
      end: () => {
        if (ended) return;
        ended = true;
        follow?.removeEventListener('abort', abort);
        running.delete(controller);
        this.changed();
      },
    };
  }

  /** Lets every request and stream go. */
  stop(): void {
    for (const running of this.lanes.values()) for (const controller of running) controller.abort();
    this.lanes.clear();
    this.changed();
  }

  /** How many requests are in flight (ended or aborted ones are not). */
  get running(): number {
    let n = 0;
    for (const running of this.lanes.values()) for (const c of running) if (!c.signal.aborted) n++;
    return n;
  }

  /** Calls `listener` whenever a request starts, ends or is let go. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed(): void {
    for (const listener of this.listeners) listener();
  }
}
