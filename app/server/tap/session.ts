import type { Exchange, Finding } from '../../../src/index';
import { answerFacts } from './answer-facts';
import type { CapturedExchange } from './forward';
import type { TapLimits } from './limits';
import type { TapEvent, TapPending, TapRecord } from './protocol';
import { readCaptured, verdictOf } from './recorder';
import { sessionFindings } from './session-rules';
import { PassiveTagger, type PassiveTag } from './session-tags';

interface Entry {
  record: TapRecord;
  exchange: Exchange | null;
  exchangeFindings: Finding[];
  sessionFindings: Finding[];
  tag: PassiveTag;
  chars: number;
}

/** Someone following the session (the page's events feed); gets each event as one NDJSON line. */
export type TapListener = (line: string) => void;

/**
 * The tapped session: every settled exchange, judged on its own and by the session rules, oldest
 * first and capped (the newest `maxExchanges` and `maxSessionChars`), plus those in flight.
 * Listeners hear every change as it happens.
 */
export class TapSession {
  private entries: Entry[] = [];
  private chars = 0;
  private pending = new Map<string, TapPending>();
  private tagger = new PassiveTagger();
  private listeners = new Set<TapListener>();

  constructor(private readonly limits: TapLimits) {}

  /** The records so far (oldest first) and the exchanges in flight. */
  snapshot(): { records: TapRecord[]; pending: TapPending[] } {
    return { records: this.entries.map((e) => e.record), pending: [...this.pending.values()] };
  }

  subscribe(listener: TapListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** An exchange is in flight. */
  started(captured: CapturedExchange): void {
    const body = captured.requestBody.toString('utf8');
    const pending: TapPending = {
      id: captured.id,
      tap: captured.tap,
      startedAt: new Date(captured.startedAt).toISOString(),
      httpMethod: captured.httpMethod,
      rpcMethod: rpcMethodOf(body),
      url: captured.url,
    };
    this.pending.set(captured.id, pending);
    this.emit({ t: 'started', pending });
  }

  /** An exchange ended: record it, judge it, and re-judge the session rules when it matters. */
  settled(captured: CapturedExchange): void {
    this.pending.delete(captured.id);
    const read = readCaptured(captured, this.limits.maxRecordedBytes);
    const { tag, conversationId } = this.tagger.tag({
      id: read.record.id,
      rpcMethod: read.record.rpcMethod,
      params: read.params,
      headers: read.record.request.headers,
      answered: read.exchange !== null,
      facts: answerFacts(read.exchange, read.record.rpcMethod),
    });
    if (conversationId) read.record.conversationId = conversationId;
    const chars = read.record.request.body.length + (read.record.response?.body.length ?? 0);
    const entry: Entry = { ...read, sessionFindings: [], tag, chars };
    this.entries.push(entry);
    this.chars += chars;
    const dropped = this.trim();
    const changed = tag.kind !== 'other' || dropped.length > 0 ? this.rejudge() : [];
    this.emit({ t: 'exchange', record: entry.record });
    if (dropped.length > 0) this.emit({ t: 'dropped', ids: dropped });
    for (const other of changed)
      if (other !== entry)
        this.emit({
          t: 'findings',
          id: other.record.id,
          findings: other.record.findings,
          verdict: other.record.verdict,
        });
  }

  /** Empties the session (the page's Clear): the session rules start over too. */
  clear(): void {
    this.entries = [];
    this.chars = 0;
    this.tagger = new PassiveTagger();
    this.emit({ t: 'cleared' });
  }

  private trim(): string[] {
    const dropped: string[] = [];
    while (
      this.entries.length > 1 &&
      (this.entries.length > this.limits.maxExchanges || this.chars > this.limits.maxSessionChars)
    ) {
      const oldest = this.entries.shift()!;
      this.chars -= oldest.chars;
      dropped.push(oldest.record.id);
    }
    return dropped;
  }

  /** Runs the session rules again; returns the entries whose findings changed. */
  private rejudge(): Entry[] {
    const found = sessionFindings(this.entries.map((e) => ({ id: e.record.id, tag: e.tag, exchange: e.exchange })));
    const changed: Entry[] = [];
    for (const entry of this.entries) {
      const next = found.get(entry.record.id) ?? [];
      if (JSON.stringify(next) === JSON.stringify(entry.sessionFindings)) continue;
      entry.sessionFindings = next;
      const findings = [...entry.exchangeFindings, ...next];
      entry.record = {
        ...entry.record,
        findings,
        verdict: entry.exchange ? verdictOf(findings) : entry.record.verdict,
      };
      changed.push(entry);
    }
    return changed;
  }

  private emit(event: TapEvent): void {
    if (this.listeners.size === 0) return;
    const line = `${JSON.stringify(event)}\n`;
    for (const listener of this.listeners) listener(line);
  }
}

function rpcMethodOf(body: string): string {
  try {
    const value: unknown = JSON.parse(body);
    const method = typeof value === 'object' && value !== null ? (value as { method?: unknown }).method : undefined;
    return typeof method === 'string' ? method : '';
  } catch {
    return '';
  }
}
