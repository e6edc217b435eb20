import { checkExchange } from '../../check/check';
import { CLIENT_INFO } from '../../spec';
import { toFinding, type Finding } from '../../check/finding';
import { renumberedScanRecord, scanRecord } from '../../exchange/records';
import type { ProbeTag } from '../../check/session/types';
import type { FetchLike } from '../send-exchange';
import { deliberateRefusal } from './deliberate';
import { sendProbe, skippedProbe, type ProbeDef, type SentProbe } from './send-probe';
import type { ScanExchange, ScanHost, ScanOptions, ScanProgress } from './types';

/**
 * Settings of one scan after defaults.
 *
 * @example
 * const fetch: FetchLike = async () => Response.json({});
 * const settings: ScanSettings = settingsOf({ url: 'http://127.0.0.1:3000/mcp', fetch }, defaultHost());
 * [settings.headers, settings.clientInfo === CLIENT_INFO] // => [{}, true]
 */
export interface ScanSettings {
  url: string;
  fetch: FetchLike;
  headers: Record<string, string>;
  clientInfo: { name: string; version: string };
  timeoutMs: number;
  concurrency: number;
  maxPages: number;
  maxAnswerBytes: number;
  host: ScanHost;
  now: () => number;
  signal: AbortSignal | undefined;
  onProgress: ((progress: ScanProgress) => void) | undefined;
  source: 'relay' | 'direct';
  transport: 'http' | 'stdio';
}

/**
 * The probes of one scan on the wire: at most `concurrency` at once, each judged by `checkExchange` as
 * it lands and kept as its record (`scanRecord`). A probe sent `after` an earlier one continues that
 * one's chain (the next page, a retry, a task's polls); `settle` numbers what was sent since the last
 * settle in probe order, whatever order the answers came in: each probe sent without `after` in the
 * order `send` was called, then each chain's follow-ups in the order its chain sent them. Once stopped
 * (unreachable, 2025-only server, aborted), probes are recorded as skipped instead of sent.
 *
 * @example
 * const fetch: FetchLike = async (url, init) => Response.json({ jsonrpc: '2.0', id: JSON.parse(init.body).id, result: { tools: [] } });
 * const session = new ScanSession(settingsOf({ url: 'http://127.0.0.1:3000/mcp', fetch }, defaultHost()));
 * const first = await session.send(listProbe('tools/list', 1, 1));
 * session.stop('the scan was stopped');
 * const second = await session.send(listProbe('tools/list', 2, 1));
 * [first.index, first.outcome, first.findings.length > 0]; // => [0, 'answered', true]
 * [second.index, second.outcome, second.error?.message] // => [1, 'skipped', 'the scan was stopped']
 */
export class ScanSession {
  readonly exchanges: ScanExchange[] = [];
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private done = 0;
  private stopReason: string | null = null;
  // Since the last settle: where each record goes (by the index it was sent with), the steps each
  // chain has taken, and the polls sent but not kept.
  private settled = 0;
  private readonly places = new Map<number, Place>();
  private readonly steps = new Map<number, number>();
  private readonly dropped = new Set<number>();

  constructor(readonly settings: ScanSettings) {}

  /** Records why no further probe goes out; later `send` calls record skipped probes. */
  stop(reason: string): void {
    this.stopReason ??= reason;
  }

  get stopped(): string | null {
    if (this.stopReason === null && this.settings.signal?.aborted) this.stopReason = 'the scan was stopped';
    return this.stopReason;
  }

  /** Sends one probe when a slot is free (`after`: the next of that probe's chain), judges it, and returns its record. */
  async send(def: ProbeDef, after?: ScanExchange): Promise<ScanExchange> {
    return (await this.sendKept(def, () => true, after))!;
  }

  /**
   * Sends one probe like `send`, but keeps its record only when `keep` says so (a poll in between
   * two kept ones); a record kept is judged then. Returns the record, or null.
   */
  async sendKept(
    def: ProbeDef,
    keep: (sent: SentProbe, id: number) => boolean,
    after?: ScanExchange,
  ): Promise<ScanExchange | null> {
    const index = this.reserve(def, after);
    const skip = this.stopped;
    const sent = skip
      ? { ...skippedProbe(def, this.settings.url, index + 1, skip) }
      : await this.slot(() => this.sendNow(def, index + 1));
    if (!keep(sent, index + 1)) {
      this.dropped.add(index);
      return null;
    }
    const answered = sent.outcome === 'answered';
    const findings = answered && !def.sessionOnly ? judge(sent) : sent.overCap ? [overCapFinding(sent.overCap)] : [];
    const entry = this.place(sent, findings, index);
    this.done += 1;
    this.settings.onProgress?.({
      done: this.done,
      total: this.exchanges.length - this.dropped.size,
      label: def.label,
      area: def.area,
      outcome: entry.outcome,
    });
    return entry;
  }

  /** Keeps a probe sent outside the battery (an authorization request) as the next record, findings as given. */
  place(sent: SentProbe, findings: Finding[], index = this.exchanges.length): ScanExchange {
    const record = scanRecord(sent, { index, findings, source: this.settings.source });
    this.exchanges[index] = record;
    return record;
  }

  /** Puts a record judged again (`withFindings`, `withError`) in its place, and returns it. */
  replace(record: ScanExchange): ScanExchange {
    this.exchanges[record.index] = record;
    return record;
  }

  /**
   * Numbers the records sent since the last settle in probe order (polls not kept dropped), so the
   * report is the same however fast each answer came; call it once nothing of them is still on the wire.
   */
  settle(): void {
    const from = this.settled;
    const order = this.exchanges
      .slice(from)
      .filter((e) => !this.dropped.has(e.index))
      .map((e) => ({ e, place: this.places.get(e.index) ?? { root: e.index, step: 0 } }))
      .sort((a, b) => comparePlaces(a.place, b.place));
    const moved = new Map(order.map(({ e }, i) => [e.index, from + i]));
    const renumbered = order.map(({ e }, i) => renumberedScanRecord(e, from + i, movedTag(e.tag, moved)));
    this.exchanges.splice(from, this.exchanges.length - from, ...renumbered);
    this.settled = this.exchanges.length;
    this.places.clear();
    this.steps.clear();
    this.dropped.clear();
  }

  // The slot a probe's record takes until the next settle; its JSON-RPC id is that slot's number.
  private reserve(def: ProbeDef, after: ScanExchange | undefined): number {
    const index = this.exchanges.length;
    this.place(skippedProbe(def, this.settings.url, index + 1, 'not sent yet'), [], index);
    const root = after ? this.places.get(after.index)?.root : undefined;
    if (root === undefined) this.places.set(index, { root: index, step: 0 });
    else {
      const step = (this.steps.get(root) ?? 0) + 1;
      this.steps.set(root, step);
      this.places.set(index, { root, step });
    }
    return index;
  }

  private sendNow(def: ProbeDef, id: number): Promise<SentProbe> {
    const skip = this.stopped;
    if (skip) return Promise.resolve({ ...skippedProbe(def, this.settings.url, id, skip) });
    const { url, timeoutMs, maxAnswerBytes, host, now, signal, headers, clientInfo } = this.settings;
    const withHeaders: ProbeDef = {
      ...def,
      input: { clientInfo, ...def.input, headers: { ...headers, ...def.input.headers } },
    };
    return sendProbe(this.settings.fetch, withHeaders, {
      url,
      id,
      timeoutMs,
      maxBytes: maxAnswerBytes,
      host,
      now,
      ...(signal ? { signal } : {}),
    });
  }

  // A finishing probe hands its slot straight to the next waiter, so no newcomer can squeeze in between.
  private async slot<T>(run: () => Promise<T>): Promise<T> {
    if (this.active >= this.settings.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active += 1;
    try {
      return await run();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}

// Where a record goes: a chain's first probe (step 0) by its own slot, a follow-up after every first
// probe, by its chain's first slot and its step in the chain (a chain sends one probe at a time).
interface Place {
  root: number;
  step: number;
}

function comparePlaces(a: Place, b: Place): number {
  return Math.sign(a.step) - Math.sign(b.step) || a.root - b.root || a.step - b.step;
}

// A tag that names another exchange of the phase names it by its new number.
function movedTag(tag: ProbeTag, moved: ReadonlyMap<number, number>): ProbeTag {
  if (tag.kind === 'retry') return { ...tag, of: moved.get(tag.of) ?? tag.of };
  if (tag.kind === 'task-poll') return { ...tag, created: moved.get(tag.created) ?? tag.created };
  return tag;
}

// A stream the scan cut is judged on what arrived, except for the closing result the cut prevented.
function judge(sent: SentProbe): Finding[] {
  if (!sent.response) return [];
  if (sent.cut && sent.response.body.trim() === '') return [];
  const deliberate = deliberateRefusal(sent.tag, sent.response);
  if (deliberate) return [deliberate];
  const findings = checkExchange({ request: sent.request, response: sent.response });
  return sent.cut ? findings.filter((f) => f.rule !== 'R-SUB-6') : findings;
}

function overCapFinding(over: NonNullable<SentProbe['overCap']>): Finding {
  return toFinding({
    rule: 'R-LIMIT',
    pointer: '',
    message: `The answer passed the scan's cap of ${over.maxBytes} bytes (after decompression), so the scan stopped reading it and judged nothing in it; raise the cap if such answers are meant.`,
    expected: `at most ${over.maxBytes} bytes`,
    actual: `more than ${over.maxBytes} bytes`,
  });
}

/**
 * Probes of one scan on the wire at once unless `concurrency` says otherwise: enough to overlap a slow
 * tool call or a task's polls with the rest, few enough that no server takes the scan for a flood.
 *
 * @example
 * SCAN_CONCURRENCY // => 4
 */
export const SCAN_CONCURRENCY = 4;

/**
 * The scan's settings with their defaults.
 *
 * @example
 * const fetch: FetchLike = async () => Response.json({});
 * const settings = settingsOf({ url: 'http://127.0.0.1:3000/mcp', fetch, concurrency: 0 }, defaultHost());
 * [settings.timeoutMs, settings.concurrency, settings.maxPages, settings.maxAnswerBytes] // => [10000, 4, 5, 16777216]
 */
export function settingsOf(options: ScanOptions, host: ScanHost): ScanSettings {
  return {
    url: options.url,
    fetch: options.fetch,
    headers: options.headers ?? {},
    clientInfo: options.clientInfo ?? CLIENT_INFO,
    timeoutMs: positive(options.timeoutMs, 10_000),
    concurrency: positive(options.concurrency, SCAN_CONCURRENCY),
    maxPages: positive(options.maxPages, 5),
    maxAnswerBytes: positive(options.maxAnswerBytes, DEFAULT_MAX_ANSWER_BYTES),
    host,
    now: options.now ?? Date.now,
    signal: options.signal,
    onProgress: options.onProgress,
    source: options.source ?? 'direct',
    transport: options.transport ?? 'http',
  };
}

// Four probes at once stay far below a CI runner's memory; real answers are kilobytes.
const DEFAULT_MAX_ANSWER_BYTES = 16 * 1024 * 1024;

function positive(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 1 ? Math.floor(value) : fallback;
}
