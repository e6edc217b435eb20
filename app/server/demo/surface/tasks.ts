import { randomUUID } from 'node:crypto';
import type { JsonObject } from '../../../../src';
import { CODES, McpError } from '../mcp/errors';

/** The task statuses of SEP-2663 § Task Status. */
export type TaskStatus = 'working' | 'input_required' | 'completed' | 'cancelled' | 'failed';

/** A task as tasks/get shows it (DetailedTask), without resultType. */
export type DetailedTask = JsonObject & { taskId: string; status: TaskStatus };

/** What a running job may do with its task. */
export interface TaskControl {
  /** Aborted when the task is cancelled or the server closes. */
  signal: AbortSignal;
  sleep(ms: number): Promise<void>;
  /** Sets statusMessage. */
  say(message: string): void;
  /** Moves to input_required until every key is answered by tasks/update; keys must be new. */
  ask(requests: JsonObject): Promise<JsonObject>;
}

/** A job returns the CallToolResult to inline, or throws McpError to fail the task. */
export type TaskJob = (control: TaskControl) => Promise<JsonObject>;

interface Entry {
  task: DetailedTask;
  expiresAt: number;
  abort: AbortController;
  usedKeys: Set<string>;
  waiting: { keys: Set<string>; answers: JsonObject; resolve: (answers: JsonObject) => void } | undefined;
}

const TERMINAL: ReadonlySet<TaskStatus> = new Set(['completed', 'cancelled', 'failed']);

/**
 * In-memory tasks (SEP-2663): a task exists before its CreateTaskResult goes out (§ Task
 * Creation), runs its job in the background, and is forgotten after its ttlMs.
 */
export class TaskStore {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Set<(task: DetailedTask) => void>();

  constructor(private readonly options: { ttlMs?: number; pollIntervalMs?: number } = {}) {}

  /** Creates a task in `working` and starts its job; returns the seed state. */
  create(job: TaskJob): DetailedTask {
    const now = new Date().toISOString();
    const ttlMs = this.options.ttlMs ?? 10 * 60_000;
    const task: DetailedTask = {
      taskId: randomUUID(),
      status: 'working',
      createdAt: now,
      lastUpdatedAt: now,
      ttlMs,
      pollIntervalMs: this.options.pollIntervalMs ?? 500,
    };
    const entry: Entry = {
      task,
      expiresAt: Date.now() + ttlMs,
      abort: new AbortController(),
      usedKeys: new Set(),
      waiting: undefined,
    };
    this.entries.set(task.taskId, entry);
    void this.run(entry, job);
    return { ...task };
  }

  get(taskId: string): DetailedTask | undefined {
    const entry = this.live(taskId);
    return entry && { ...entry.task };
  }

  /** Applies inputResponses to outstanding keys (others are ignored); false for an unknown task. */
  update(taskId: string, responses: JsonObject): boolean {
    const entry = this.live(taskId);
    if (!entry) return false;
    const waiting = entry.waiting;
    if (!waiting) return true;
    for (const [key, value] of Object.entries(responses)) {
      if (!waiting.keys.delete(key)) continue;
      waiting.answers[key] = value;
    }
    if (waiting.keys.size === 0) {
      entry.waiting = undefined;
      this.change(entry, { status: 'working', statusMessage: 'Input received; working.' }, ['inputRequests']);
      waiting.resolve(waiting.answers);
    } else {
      const remaining = entry.task['inputRequests'] as JsonObject;
      const left = Object.fromEntries(Object.entries(remaining).filter(([k]) => waiting.keys.has(k)));
      this.change(entry, { inputRequests: left });
    }
    return true;
  }

  /** Cancels a task that is not finished yet (idempotent); false for an unknown task. */
  cancel(taskId: string): boolean {
    const entry = this.live(taskId);
    if (!entry) return false;
    if (!TERMINAL.has(entry.task.status)) {
      entry.abort.abort();
      this.change(entry, { status: 'cancelled', statusMessage: 'Cancelled by the client.' }, ['inputRequests']);
    }
    return true;
  }

  /** Calls `listener` on every status change; returns the unsubscribe function. */
  subscribe(listener: (task: DetailedTask) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stops every job (server shutdown). */
  close(): void {
    for (const entry of this.entries.values()) entry.abort.abort();
    this.entries.clear();
    this.listeners.clear();
  }

  private live(taskId: string): Entry | undefined {
    const entry = this.entries.get(taskId);
    if (entry && entry.expiresAt < Date.now()) {
      entry.abort.abort();
      this.entries.delete(taskId);
      return undefined;
    }
    return entry;
  }

  private change(entry: Entry, fields: JsonObject, drop: string[] = []): void {
    if (TERMINAL.has(entry.task.status)) return;
    const next: DetailedTask = { ...entry.task, ...fields, lastUpdatedAt: new Date().toISOString() };
    for (const key of drop) delete next[key];
    entry.task = next;
    for (const listener of this.listeners) listener({ ...next });
  }

  private async run(entry: Entry, job: TaskJob): Promise<void> {
    const { signal } = entry.abort;
    const control: TaskControl = {
      signal,
      sleep: (ms) =>
        new Promise((resolve, reject) => {
          const timer = setTimeout(resolve, ms);
          timer.unref();
          signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
        }),
      say: (message) => this.change(entry, { statusMessage: message }),
      ask: (requests) => {
        for (const key of Object.keys(requests)) {
          if (entry.usedKeys.has(key)) throw new Error(`inputRequests key ${key} reused in task ${entry.task.taskId}`);
          entry.usedKeys.add(key);
        }
        return new Promise<JsonObject>((resolve) => {
          entry.waiting = { keys: new Set(Object.keys(requests)), answers: {}, resolve };
          this.change(entry, {
            status: 'input_required',
            statusMessage: 'Waiting for input.',
            inputRequests: requests,
          });
        });
      },
    };
    try {
      const result = await job(control);
      if (!signal.aborted) this.change(entry, { status: 'completed', statusMessage: 'Done.', result });
    } catch (error) {
      if (signal.aborted) return;
      const e = error instanceof McpError ? error : new McpError(CODES.internalError, 'The task failed unexpectedly.');
      this.change(entry, {
        status: 'failed',
        statusMessage: e.message,
        error: { code: e.code, message: e.message, ...(e.data !== undefined ? { data: e.data } : {}) },
      });
    }
  }
}
