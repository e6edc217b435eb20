import { newController, whenAborted, type Controller } from './host';

/**
 * The requests and streams one owner (a screen, a step, a panel, a CLI session) has in flight. Each
 * belongs to a lane: a new request in a lane lets the previous one go, `stop` lets every one go (Stop,
 * unmount, navigation). Whoever reads a request's answer checks its signal first, so a request that
 * was let go never lands in a newer one's view.
 *
 * @example
 * const owner = new RequestOwner();
 * const first = owner.begin('send');
 * const second = owner.begin('send'); // the lane's earlier request is let go
 * [first.signal.aborted, second.signal.aborted, owner.running] // => [true, false, 1]
 * owner.stop(); // Stop, or leaving the screen
 * [second.signal.aborted, owner.running] // => [true, 0]
 * // `run` ends its request however the work settles; `follow` lets a caller's own signal abort it too.
 * const caller = new AbortController();
 * const seen = await owner.run('step', async (signal) => (caller.abort(), signal.aborted), { follow: caller.signal });
 * [seen, owner.running] // => [true, 0]
 */
export class RequestOwner {
  private readonly lanes = new Map<string, Set<Controller>>();
  private readonly listeners = new Set<() => void>();

  /**
   * Starts a request in `lane`; `replace` (the default) aborts what the lane still had running, and
   * `follow` (a caller's own signal) aborts this one too. `end` says the request is over.
   */
  begin(
    lane: string,
    { replace = true, follow }: { replace?: boolean; follow?: AbortSignal } = {},
  ): { signal: AbortSignal; end: () => void } {
    const running = this.lanes.get(lane) ?? new Set<Controller>();
    if (replace) for (const controller of running) controller.abort();
    if (replace) running.clear();
    const controller = newController();
    const unfollow = whenAborted(follow, () => controller.abort());
    running.add(controller);
    this.lanes.set(lane, running);
    this.changed();
    let ended = false;
    return {
      signal: controller.signal,
      end: () => {
        if (ended) return;
        ended = true;
        unfollow();
        running.delete(controller);
        this.changed();
      },
    };
  }

  /**
   * Runs `work` as one request of `lane` and ends it however `work` settles.
   */
  async run<T>(
    lane: string,
    work: (signal: AbortSignal) => Promise<T>,
    options?: { replace?: boolean; follow?: AbortSignal },
  ): Promise<T> {
    const request = this.begin(lane, options);
    try {
      return await work(request.signal);
    } finally {
      request.end();
    }
  }

  /**
   * Lets every request and stream go.
   */
  stop(): void {
    for (const running of this.lanes.values()) for (const controller of running) controller.abort();
    this.lanes.clear();
    this.changed();
  }

  /**
   * How many requests are in flight (ended or aborted ones are not).
   */
  get running(): number {
    let n = 0;
    for (const running of this.lanes.values()) for (const c of running) if (!c.signal.aborted) n++;
    return n;
  }

  /**
   * Calls `listener` whenever a request starts, ends or is let go; returns what unsubscribes.
   */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private changed(): void {
    for (const listener of this.listeners) listener();
  }
}
