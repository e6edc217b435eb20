import { Worker } from 'node:worker_threads';
import { answerJudge } from './judge-inline';
import type { JudgeReply, JudgeRequest } from './judge-messages';
import type { TapLimits } from './limits';

type Ask = JudgeRequest extends infer R ? (R extends JudgeRequest ? Omit<R, 'seq'> : never) : never;

/**
 * The main thread's line to the judge: a worker thread, so reading and judging never block the
 * event loop that forwards the clients' traffic. Requests are answered in order. Should the worker
 * fail to start or die, the judge runs inline from then on (with a fresh session) and says so.
 */
export class JudgeLink {
  private worker: Worker | undefined;
  private inline: ((request: JudgeRequest) => JudgeReply) | undefined;
  private waiting = new Map<number, { request: JudgeRequest; resolve: (reply: JudgeReply) => void }>();
  private seq = 0;
  private closed = false;

  constructor(private readonly limits: TapLimits) {}

  /** Whether anything was ever sent to be judged (until then there is no session to ask about). */
  get started(): boolean {
    return this.worker !== undefined || this.inline !== undefined;
  }

  // Started on first use: most launches tap nothing, and a worker costs a thread and a module load.
  private start(): void {
    try {
      const worker = new Worker(new URL('./judge-worker.mjs', import.meta.url));
      worker.on('message', (reply: JudgeReply) => this.answered(reply));
      worker.on('error', (error) => this.fallBack(error));
      worker.on('exit', (code) => code !== 0 && this.fallBack(new Error(`the judge worker exited with code ${code}`)));
      worker.unref();
      this.worker = worker;
    } catch (error) {
      this.fallBack(error);
    }
    void this.ask({ kind: 'init', limits: this.limits });
  }

  ask(ask: Ask): Promise<JudgeReply> {
    if (!this.started) this.start();
    const request = { ...ask, seq: ++this.seq } as JudgeRequest;
    return new Promise((resolve) => {
      if (this.inline) return resolve(this.inline(request));
      this.waiting.set(request.seq, { request, resolve });
      this.worker!.postMessage(request);
    });
  }

  close(): void {
    this.closed = true;
    const worker = this.worker;
    this.worker = undefined;
    void worker?.terminate();
  }

  private answered(reply: JudgeReply): void {
    const waiting = this.waiting.get(reply.seq);
    this.waiting.delete(reply.seq);
    if (reply.error) console.error(`tap: judging failed (${reply.error})`);
    waiting?.resolve(reply);
  }

  private fallBack(error: unknown): void {
    if (this.inline || this.closed) return;
    console.error(
      `tap: the judge worker failed (${error instanceof Error ? error.message : String(error)}); judging on the main thread from now on.`,
    );
    this.worker = undefined;
    this.inline = answerJudge();
    this.inline({ seq: 0, kind: 'init', limits: this.limits });
    const unanswered = [...this.waiting.values()].filter((w) => w.request.kind !== 'init');
    this.waiting.clear();
    for (const { request, resolve } of unanswered) resolve(this.inline(request));
  }
}
