import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { httpStatus, META_KEYS, REJECTION_HTTP_STATUS, type FetchLike } from '../../src/index';
import { grace } from './grace';

/** A stdout line that is no JSON-RPC message (a banner, a log line): the stdio transport's finding. */
export interface StrayLine {
  /** 1-based line number on stdout. */
  line: number;
  text: string;
  /** The request id in flight when it came, if any. */
  during?: unknown;
}

/** How the process ended once its stdin was closed. */
export interface Shutdown {
  exited: boolean;
  /** Milliseconds from closing stdin to the exit (or to giving up). */
  ms: number;
  how: string;
}

interface Waiting {
  request: Record<string, unknown>;
  resolve: (response: Response) => void;
  reject: (error: Error) => void;
  controller?: ReadableStreamDefaultController<Uint8Array>;
}

const MAX_STRAY = 50;
const MAX_ENDED = 64;

/** How long a stdio server gets to exit after its stdin closes, before SIGTERM. */
export const STDIO_EXIT_MS = 2000;

/**
 * A stdio MCP server started from a command given on the command line (never from a page): each
 * POST of the scan's fetch is written to its stdin as one line, and the messages on stdout come back
 * as the answer (JSON when the response is first, SSE when notifications come before it), the HTTP
 * status the 2026-07-28 status table gives the answer, so only the server's own messages are judged.
 * One request at a time (run the scan with concurrency 1): a notification belongs to the request it
 * names, else to the request in flight. Lines that are no JSON-RPC message are kept as stray lines; stderr is free
 * (passed through to `stderr`).
 */
export class StdioProcess {
  readonly stray: StrayLine[] = [];
  private readonly child: ChildProcess;
  private readonly waiting = new Map<string, Waiting>();
  private readonly ended: { key: string; token: string | undefined }[] = [];
  private lineCount = 0;
  private exitReason: string | null = null;
  private readonly exitedPromise: Promise<void>;

  constructor(
    readonly command: string,
    stderr: { write(text: string): unknown },
  ) {
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('MCP_INSPECTOR_')));
    this.child = spawn(command, { shell: true, stdio: ['pipe', 'pipe', 'pipe'], env });
    this.exitedPromise = new Promise((resolve) => {
      this.child.on('error', (error) => this.exit(`could not start: ${error.message}`, resolve));
      this.child.on('exit', (code, signal) =>
        this.exit(signal ? `was killed by ${signal}` : `exited with code ${code}`, resolve),
      );
    });
    this.child.stdin?.on('error', () => undefined);
    this.child.stderr?.on('data', (chunk: Buffer) => stderr.write(chunk.toString('utf8')));
    createInterface({ input: this.child.stdout! }).on('line', (line) => this.receive(line));
  }

  /** Why the process is gone, or null while it runs. */
  get exited(): string | null {
    return this.exitReason;
  }

  /** The scan's fetch: the body goes to stdin, the answer is built from stdout. */
  readonly fetch: FetchLike = (_url, init) =>
    new Promise<Response>((resolve, reject) => {
      if (this.exitReason !== null) return reject(new Error(`the stdio server ${this.exitReason}`));
      const message = JSON.parse(init.body) as Record<string, unknown>;
      const id = message['id'];
      // A notification, or the client's answer to a request of the server's: nothing comes back for it.
      if (id === undefined || !('method' in message)) {
        this.write(init.body);
        return resolve(new Response(null, { status: 202 }));
      }
      const key = JSON.stringify(id);
      const entry: Waiting = { request: message, resolve, reject };
      this.waiting.set(key, entry);
      init.signal?.addEventListener(
        'abort',
        () => {
          if (!this.waiting.delete(key)) return;
          this.end(key, message);
          this.write(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: id } }));
          const error = new DOMException('aborted', 'AbortError');
          if (entry.controller) entry.controller.error(error);
          else reject(error);
        },
        { once: true },
      );
      this.write(init.body);
    });

  /** Closes stdin (the stdio shutdown) and gives it `ms` (see `grace`) to exit; then SIGTERM. */
  async shutdown(ms: number): Promise<Shutdown> {
    const started = performance.now();
    if (this.exitReason !== null) return { exited: true, ms: 0, how: `it had already ${this.exitReason}` };
    this.child.stdin?.end();
    // The grace is counted in this process's own scheduled time: on a starved machine it lasts longer.
    const exited = await grace(this.exitedPromise, ms);
    const took = Math.round(performance.now() - started);
    if (exited) return { exited: true, ms: took, how: `it ${this.exitReason}` };
    this.child.kill('SIGTERM');
    return { exited: false, ms: took, how: `it was still running ${took} ms after its stdin closed` };
  }

  private write(line: string): void {
    if (this.exitReason === null) this.child.stdin?.write(`${line}\n`);
  }

  private receive(line: string): void {
    this.lineCount += 1;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      value = undefined;
    }
    const message =
      typeof value === 'object' && value !== null && !Array.isArray(value) && 'jsonrpc' in value
        ? (value as Record<string, unknown>)
        : null;
    if (!message) {
      if (this.stray.length < MAX_STRAY) {
        const during = [...this.waiting.keys()][0];
        this.stray.push({
          line: this.lineCount,
          text: line.length > 200 ? `${line.slice(0, 200)}…` : line,
          ...(during !== undefined ? { during: JSON.parse(during) as unknown } : {}),
        });
      }
      return;
    }
    const final = 'result' in message || 'error' in message;
    const key = final ? JSON.stringify(message['id']) : this.ownerOf(message);
    const entry = key === undefined ? undefined : this.waiting.get(key);
    if (!entry) return;
    this.route(entry, message, final);
    if (final && key !== undefined) {
      this.waiting.delete(key);
      this.end(key, entry.request);
    }
  }

  // A notification that names its request (a listen's subscription id, a call's progress token) goes to
  // that request; one naming a request that has ended (stopped, answered) came late and is no one's,
  // never the next request's. Any other belongs to the request in flight, which is judged with it.
  private ownerOf(message: Record<string, unknown>): string | undefined {
    const inFlight = [...this.waiting.keys()][0];
    const named = namesOf(message);
    if (named.subscription !== undefined && this.waiting.has(named.subscription)) return named.subscription;
    if (named.token !== undefined)
      for (const [key, entry] of this.waiting) if (progressTokenOf(entry.request) === named.token) return key;
    const late = this.ended.some(
      (e) =>
        (named.subscription !== undefined && e.key === named.subscription) ||
        (named.token !== undefined && e.token === named.token),
    );
    return late ? undefined : inFlight;
  }

  // The requests that ended, newest last (a bounded few): what a late notification may name.
  private end(key: string, request: Record<string, unknown>): void {
    this.ended.push({ key, token: progressTokenOf(request) });
    if (this.ended.length > MAX_ENDED) this.ended.shift();
  }

  private route(entry: Waiting, message: Record<string, unknown>, final: boolean): void {
    const status = final ? statusOver(entry.request, message) : 200;
    if (final && !entry.controller) {
      return entry.resolve(
        new Response(JSON.stringify(message), { status, headers: { 'content-type': 'application/json' } }),
      );
    }
    const frame = new TextEncoder().encode(`data: ${JSON.stringify(message)}\n\n`);
    if (!entry.controller) {
      const body = new ReadableStream<Uint8Array>({ start: (c) => void (entry.controller = c) });
      entry.resolve(
        new Response(body, {
          status: 200,
          headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', 'x-accel-buffering': 'no' },
        }),
      );
    }
    entry.controller!.enqueue(frame);
    if (final) entry.controller!.close();
  }

  private exit(reason: string, resolve: () => void): void {
    if (this.exitReason === null) this.exitReason = reason;
    for (const entry of this.waiting.values()) {
      const error = new Error(`the stdio server ${reason} before answering`);
      if (entry.controller) entry.controller.error(error);
      else entry.reject(error);
    }
    this.waiting.clear();
    resolve();
  }
}

// The request a notification names, each as a key of `waiting` or a progress token (JSON).
function namesOf(message: Record<string, unknown>): { subscription?: string; token?: string } {
  const params = message['params'];
  if (typeof params !== 'object' || params === null) return {};
  const meta = (params as Record<string, unknown>)['_meta'];
  const subscription =
    typeof meta === 'object' && meta !== null
      ? (meta as Record<string, unknown>)[META_KEYS.subscriptionId.key]
      : undefined;
  const token = (params as Record<string, unknown>)['progressToken'];
  return {
    ...(subscription === undefined ? {} : { subscription: JSON.stringify(subscription) }),
    ...(token === undefined ? {} : { token: JSON.stringify(token) }),
  };
}

function progressTokenOf(request: Record<string, unknown>): string | undefined {
  const params = request['params'];
  const meta = typeof params === 'object' && params !== null ? (params as Record<string, unknown>)['_meta'] : undefined;
  const token =
    typeof meta === 'object' && meta !== null
      ? (meta as Record<string, unknown>)[META_KEYS.progressToken.key]
      : undefined;
  return token === undefined ? undefined : JSON.stringify(token);
}

// Over stdio no HTTP status travels: the answer gets the one the HTTP transport prescribes for it, a
// refusal of the envelope (raised before the method runs) 400, so the status rules judge nothing.
function statusOver(request: Record<string, unknown>, response: Record<string, unknown>): number {
  const error = response['error'];
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  const params = request['params'];
  const meta = typeof params === 'object' && params !== null ? (params as Record<string, unknown>)['_meta'] : undefined;
  const envelope = typeof meta === 'object' && meta !== null ? (meta as Record<string, unknown>) : {};
  const incomplete = !(META_KEYS.protocolVersion.key in envelope) || !(META_KEYS.clientCapabilities.key in envelope);
  return code === -32602 && incomplete ? REJECTION_HTTP_STATUS : httpStatus(response);
}
