/**
 * Runs bookkeeping (reading, judging, telling the page) while the tap is quiet, so it never sits
 * between a client and its next answer: a job waits until no exchange started or ended for
 * `quietMs`, or at most `maxWaitMs`; jobs run one per event-loop turn so sockets are served between.
 */
export class IdleQueue {
  private jobs: { run: () => void; queuedAt: number }[] = [];
  private lastActivity = 0;
  private timer: NodeJS.Timeout | undefined;
  private immediate: NodeJS.Immediate | undefined;
  private closed = false;

  constructor(
    private readonly quietMs = 3,
    private readonly maxWaitMs = 250,
    private readonly onError: (error: unknown) => void = (error) => console.error('tap:', error),
  ) {}

  /** An exchange started or ended: hold the queue for another quiet period. */
  touch(): void {
    this.lastActivity = performance.now();
  }

  push(run: () => void): void {
    if (this.closed) return;
    this.jobs.push({ run, queuedAt: performance.now() });
    this.schedule();
  }

  /** Runs everything queued now (tests, shutdown). */
  drain(): void {
    while (this.jobs.length > 0) this.runOne();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    if (this.immediate) clearImmediate(this.immediate);
    this.jobs = [];
  }

  private schedule(): void {
    if (this.timer || this.immediate || this.jobs.length === 0) return;
    const now = performance.now();
    const quietFor = now - this.lastActivity;
    const waited = now - this.jobs[0]!.queuedAt;
    if (quietFor >= this.quietMs || waited >= this.maxWaitMs) {
      this.immediate = setImmediate(() => {
        this.immediate = undefined;
        this.runOne();
        this.schedule();
      });
      return;
    }
    const delay = Math.max(1, Math.min(this.quietMs - quietFor, this.maxWaitMs - waited));
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.schedule();
    }, delay);
  }

  private runOne(): void {
    const job = this.jobs.shift();
    if (!job) return;
    try {
      job.run();
    } catch (error) {
      this.onError(error);
    }
  }
}
