import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/** A JSON-RPC message as read from or written to the process. */
export type StdioMessage = Record<string, unknown>;

/** Receives the messages routed to one in-flight request; `final` is its response. */
export interface StdioSink {
  message(m: StdioMessage, final: boolean): void;
  /** The process exited while the request was in flight. */
  exited(reason: string): void;
}

interface Pending {
  sink: StdioSink;
  progressToken: unknown;
  listen: boolean;
}

const SUBSCRIPTION_ID = 'io.modelcontextprotocol/subscriptionId';
const key = (id: unknown): string => JSON.stringify(id);

/**
 * One stdio MCP server process, started once from the command given at launch (never from a
 * request). Lines on stdout are routed: responses by id, listen notifications by subscriptionId,
 * progress by progressToken, anything else to every in-flight request; stderr goes to the terminal.
 */
export class StdioBridge {
  private readonly child: ChildProcess;
  private readonly pending = new Map<string, Pending>();
  private exitReason: string | null = null;

  constructor(readonly command: string) {
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('MCP_INSPECTOR_')));
    this.child = spawn(command, { shell: true, stdio: ['pipe', 'pipe', 'inherit'], env });
    this.child.on('error', (error) => this.exit(`could not start: ${error.message}`));
    this.child.on('exit', (code, signal) => this.exit(signal ? `killed by ${signal}` : `exited with code ${code}`));
    this.child.stdin?.on('error', () => {});
    createInterface({ input: this.child.stdout! }).on('line', (line) => this.receive(line));
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
    const params = message['params'] as Record<string, unknown> | undefined;
    const meta = params?.['_meta'] as Record<string, unknown> | undefined;
    const k = key(message['id']);
    this.pending.set(k, {
      sink,
      progressToken: meta?.['progressToken'],
      listen: message['method'] === 'subscriptions/listen',
    });
    this.write(message);
    // The caller went away: stdio cancels with notifications/cancelled (SUBS § Cancellation).
    return () => {
      if (!this.pending.delete(k)) return;
      this.write({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: message['id'] } });
    };
  }

  /** Writes a notification. */
  notify(message: StdioMessage): void {
    this.write(message);
  }

  /** Stops the process. */
  close(): void {
    if (this.exitReason === null) this.child.kill();
  }

  private write(message: StdioMessage): void {
    if (this.exitReason === null) this.child.stdin?.write(`${JSON.stringify(message)}\n`);
  }

  private receive(line: string): void {
    if (line.trim() === '') return;
    let message: StdioMessage;
    try {
      message = JSON.parse(line) as StdioMessage;
    } catch {
      return void console.warn(`stdio server: ignored a line that is not JSON: ${line.slice(0, 200)}`);
    }
    const isResponse = 'id' in message && !('method' in message);
    if (isResponse) {
      const target = this.pending.get(key(message['id']));
      if (!target) return;
      this.pending.delete(key(message['id']));
      return target.sink.message(message, true);
    }
    for (const target of this.targets(message)) target.sink.message(message, false);
  }

  private targets(message: StdioMessage): Pending[] {
    const params = message['params'] as Record<string, unknown> | undefined;
    const meta = params?.['_meta'] as Record<string, unknown> | undefined;
    const subscription = meta?.[SUBSCRIPTION_ID];
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
    for (const p of this.pending.values()) p.sink.exited(reason);
    this.pending.clear();
  }
}
