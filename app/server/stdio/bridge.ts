import { spawn, type ChildProcess } from 'node:child_process';
import { META_KEYS } from '../../../src/index';
import { LineSplitter, type OverlongLine } from '../http/ndjson';
import { idOfLineEnds } from './line-id';
import { BoundedWarnings } from './warnings';

/** A JSON-RPC message as read from or written to the process. */
export type StdioMessage = Record<string, unknown>;

/** Receives the messages routed to one in-flight request; `final` is its response. */
export interface StdioSink {
  message(m: StdioMessage, final: boolean): void;
  /** The process exited while the request was in flight. */
  exited(reason: string): void;
  /** The bridge could not deliver this request's answer (a line over the cap); the request is over. */
  failed(code: string, message: string): void;
  /** Whether this reader has all it can hold (stdout is paused while every reader is full). */
  full(): boolean;
}

/** The bridge's caps. */
export interface StdioLimits {
  /** Longest stdout line (one message); a longer one is dropped and fails its request. */
  maxLineBytes: number;
}

interface Pending {
  sink: StdioSink;
  progressToken: unknown;
  listen: boolean;
}

const SUBSCRIPTION_ID = META_KEYS.subscriptionId.key;
const key = (id: unknown): string => JSON.stringify(id);
const object = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/**
 * One stdio MCP server process, started once from the command given at launch (never from a
 * request). Lines on stdout are routed: responses by id, listen notifications by subscriptionId,
 * progress by progressToken, anything else to every in-flight request; stderr goes to the terminal.
 * Nothing the process writes can throw out of here: a line that is not a JSON object is ignored
 * with a bounded warning, and a line over the cap is dropped as it arrives.
 */
export class StdioBridge {
  private readonly child: ChildProcess;
  private readonly pending = new Map<string, Pending>();
  private readonly warnings: BoundedWarnings;
  private exitReason: string | null = null;
  private paused = false;

  constructor(
    readonly command: string,
    private readonly limits: StdioLimits,
  ) {
    this.warnings = new BoundedWarnings(`stdio server "${command}"`);
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('MCP_INSPECTOR_')));
    this.child = spawn(command, { shell: true, stdio: ['pipe', 'pipe', 'inherit'], env });
    this.child.on('error', (error) => this.exit(`could not start: ${error.message}`));
    this.child.on('exit', (code, signal) => this.exit(signal ? `killed by ${signal}` : `exited with code ${code}`));
    this.child.stdin?.on('error', () => {});
    const decoder = new TextDecoder();
    const lines = new LineSplitter(limits.maxLineBytes, {
      line: (bytes) => this.guard(() => this.receive(decoder.decode(bytes))),
      overlong: (line) => this.guard(() => this.overlong(line)),
    });
    const stdout = this.child.stdout!;
    stdout.on('data', (chunk: Buffer) => lines.push(chunk));
    stdout.on('end', () => lines.end());
    stdout.on('error', (error) => this.warnings.warn(`reading stdout failed (${error.message})`));
  }

  /** Why the process is gone, or null while it runs. */
  get exited(): string | null {
    return this.exitReason;
  }

  /** Whether a request with this id is in flight (ids must be unique among them). */
  inFlight(id: unknown): boolean {
    return this.pending.has(key(id));
  }

  /** Writes a request and routes what belongs to it to `sink` until its response. */
  request(message: StdioMessage, sink: StdioSink): () => void {
    const meta = object(object(message['params'])?.['_meta']);
    const k = key(message['id']);
    this.pending.set(k, {
      sink,
      progressToken: meta?.['progressToken'],
      listen: message['method'] === 'subscriptions/listen',
    });
    this.resume();
    this.write(message);
    // The caller went away: stdio cancels with notifications/cancelled (SUBS § Cancellation).
    return () => {
      if (!this.pending.delete(k)) return;
      this.write({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: message['id'] } });
      this.resume();
    };
  }

  /** Writes a notification. */
  notify(message: StdioMessage): void {
    this.write(message);
  }

  /** A reader made room: read stdout again. */
  resume(): void {
    if (!this.paused) return;
    this.paused = false;
    this.child.stdout?.resume();
  }

  /** Stops the process. */
  close(): void {
    if (this.exitReason === null) this.child.kill();
  }

  private write(message: StdioMessage): void {
    if (this.exitReason === null) this.child.stdin?.write(`${JSON.stringify(message)}\n`);
  }

  private guard(run: () => void): void {
    try {
      run();
    } catch (error) {
      this.warnings.warn(`a message could not be routed (${error instanceof Error ? error.message : String(error)})`);
    }
    this.throttle();
  }

  /** Pauses stdout while every reader is full, so a client that does not read slows the server. */
  private throttle(): void {
    if (this.paused || this.pending.size === 0) return;
    for (const p of this.pending.values()) if (!p.sink.full()) return;
    this.paused = true;
    this.child.stdout?.pause();
  }

  private receive(line: string): void {
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      return this.warnings.warn('ignored a line that is not JSON', line);
    }
    const message = object(value);
    if (!message) return this.warnings.warn('ignored a line that is not a JSON-RPC message (a JSON object)', line);
    if ('id' in message && !('method' in message)) {
      const target = this.pending.get(key(message['id']));
      if (!target) return;
      this.pending.delete(key(message['id']));
      return target.sink.message(message, true);
    }
    for (const target of this.targets(message)) this.deliver(() => target.sink.message(message, false));
  }

  private overlong(line: OverlongLine): void {
    const decoder = new TextDecoder();
    const id = idOfLineEnds(decoder.decode(line.head), decoder.decode(line.tail));
    const target = id === undefined ? undefined : this.pending.get(key(id));
    const what = `wrote a line of ${line.bytes} bytes, over the bridge's ${this.limits.maxLineBytes}-byte cap`;
    if (!target) return this.warnings.warn(`${what}; it was dropped`);
    this.pending.delete(key(id));
    this.warnings.warn(`${what}; request ${JSON.stringify(id)} failed`);
    target.sink.failed(
      'line_too_long',
      `The stdio server ${what} (one message per line), so its answer to request ${JSON.stringify(id)} was dropped.`,
    );
  }

  /** One reader failing must not keep the message from the others. */
  private deliver(run: () => void): void {
    try {
      run();
    } catch (error) {
      this.warnings.warn(`a reader failed (${error instanceof Error ? error.message : String(error)})`);
    }
  }

  private targets(message: StdioMessage): Pending[] {
    const params = object(message['params']);
    const subscription = object(params?.['_meta'])?.[SUBSCRIPTION_ID];
    if (subscription !== undefined) return [this.pending.get(key(subscription))].filter((p) => p !== undefined);
    const token = params?.['progressToken'];
    if (message['method'] === 'notifications/progress' && token !== undefined)
      return [...this.pending.values()].filter((p) => key(p.progressToken) === key(token));
    return [...this.pending.values()].filter((p) => !p.listen);
  }

  private exit(reason: string): void {
    if (this.exitReason !== null) return;
    this.exitReason = reason;
    console.warn(`stdio server "${this.command}" ${reason}.`);
    for (const p of this.pending.values()) this.deliver(() => p.sink.exited(reason));
    this.pending.clear();
  }
}
