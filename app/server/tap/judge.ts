import { ndjsonLine } from '../http/ndjson';
import { withFindings, type Exchange, type Finding } from '../../../src/index';
import { answerFacts } from './answer-facts';
import type { CapturedData } from './forward';
import type { TapLimits } from './limits';
import { LegacyEraJudge } from './legacy-era';
import type { TapEvent, TapRecord, TapSse } from './protocol';
import { readCaptured, type ReadExchange } from './recorder';
import { SseJoin, type Joined } from './sse-join';
import { ORDER_RULES, sessionFindings, type SessionEntry } from './session-rules';
import { PassiveTagger, type PassiveTag } from './session-tags';

interface Entry {
  record: TapRecord;
  exchange: Exchange | null;
  exchangeFindings: Finding[];
  sessionFindings: Finding[];
  tag: PassiveTag;
  chars: number;
}

/**
 * The tapped session's records and rules: every settled exchange, judged on its own and by the
 * session rules, oldest first and capped (the newest `maxExchanges` and `maxSessionChars`). Each
 * change comes back as the feed's event lines, serialised here so the main thread only passes
 * them on. The session rules are judged incrementally: a new exchange is judged with the few
 * earlier ones a rule can compare it with (the previous listing of its series, the pages of its
 * run, the first listing, the exchanges that are not listings), never the whole session again.
 */
export class SessionJudge {
  private entries: Entry[] = [];
  private chars = 0;
  private tagger = new PassiveTagger();
  private readonly legacy = new LegacyEraJudge();
  private readonly join = new SseJoin<{ read: ReadExchange; sse: TapSse }>();

  constructor(private readonly limits: TapLimits) {}

  /** The records so far, oldest first. */
  records(): TapRecord[] {
    return this.entries.map((e) => e.record);
  }

  /**
   * An exchange ended: record it, judge it, and judge the session rules it takes part in. A request
   * POSTed to an HTTP+SSE endpoint and accepted waits for its answer on the stream first; the end of
   * a stream releases the requests it never answered.
   */
  settled(captured: CapturedData): { lines: string[]; published: string[] } {
    const read = readCaptured(captured, this.limits.maxRecordedBytes);
    const sse = captured.sse;
    if (sse?.endpoint) {
      const clientLeft = captured.error?.code === 'client_closed';
      return this.publish([...this.join.end(sse.stream, clientLeft), { item: { read, sse } }]);
    }
    const { record } = read;
    const accepted = record.response && record.response.status < 300 && !record.error;
    if (!sse || !accepted || record.rpcId === undefined || record.rpcMethod === '')
      return this.publish([{ item: { read, sse: sse ?? null } }]);
    const joined = this.join.post(sse.stream, record.rpcId, { read, sse });
    return this.publish(joined ? [joined] : []);
  }

  /** More bytes of an HTTP+SSE stream: the requests whose answers they carry are published, joined. */
  streamed(stream: string, chunk: Uint8Array): { lines: string[]; published: string[] } {
    return this.publish(this.join.chunk(stream, chunk));
  }

  private publish(joined: readonly Joined<{ read: ReadExchange; sse: TapSse | null }>[]): {
    lines: string[];
    published: string[];
  } {
    const lines: string[] = [];
    const published: string[] = [];
    for (const { item, answer, problem, clientLeft } of joined) {
      const sse: TapSse | null = item.sse
        ? {
            ...item.sse,
            ...(answer ? { answer } : {}),
            ...(problem ? { problem } : {}),
            ...(clientLeft ? { clientLeft } : {}),
          }
        : null;
      lines.push(...this.record(item.read, sse));
      published.push(item.read.record.id);
    }
    return { lines, published };
  }

  private record(read: ReadExchange, sse: TapSse | null): string[] {
    if (sse) read.record = { ...read.record, sse };
    // 2025-era traffic is judged by its own era only, and no 2026-07-28 session rule reads it.
    const legacy = this.legacy.judge(read.record);
    if (legacy) {
      read.record = legacy;
      read.exchange = null;
      read.exchangeFindings = legacy.findings;
    }
    const { tag, conversationId } = legacy
      ? { tag: { kind: 'other' } as const, conversationId: undefined }
      : this.tagger.tag({
          id: read.record.id,
          rpcMethod: read.record.rpcMethod,
          params: read.params,
          headers: read.record.request.headers,
          answered: read.exchange !== null,
          facts: answerFacts(read.exchange, read.record.rpcMethod),
        });
    if (conversationId) read.record.conversationId = conversationId;
    const answered = sse?.answer ? JSON.stringify(sse.answer).length : 0;
    const chars = read.record.request.body.length + (read.record.response?.body.length ?? 0) + answered;
    const entry: Entry = { ...read, sessionFindings: [], tag, chars };
    this.entries.push(entry);
    this.chars += chars;
    const dropped = this.trim();
    const changed = tag.kind !== 'other' && this.entries.includes(entry) ? this.judgeWith(entry) : [];
    const lines = [line({ t: 'exchange', record: entry.record })];
    if (dropped.length > 0) lines.push(line({ t: 'dropped', ids: dropped }));
    for (const other of changed)
      if (other !== entry)
        lines.push(
          line({ t: 'findings', id: other.record.id, findings: other.record.findings, verdict: other.record.verdict }),
        );
    return lines;
  }

  /** Empties the session (the page's Clear): the session rules start over too. */
  clear(): string[] {
    this.entries = [];
    this.chars = 0;
    this.tagger = new PassiveTagger();
    this.legacy.clear();
    return [line({ t: 'cleared' })];
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

  /** Runs the session rules over the latest exchange and its neighbourhood; returns the entries whose findings changed. */
  private judgeWith(latest: Entry): Entry[] {
    const near = this.neighbourhood(latest);
    const previous = this.previousListing(latest);
    const found = sessionFindings(
      near.map(asSessionEntry),
      previous ? [[asSessionEntry(previous), asSessionEntry(latest)]] : [],
    );
    const changed: Entry[] = [];
    for (const entry of near) {
      const next = found.get(entry.record.id) ?? [];
      // Order findings of an earlier listing came from its own pair, judged when it arrived.
      const kept = entry === latest ? [] : entry.sessionFindings.filter((f) => ORDER_RULES.has(f.rule));
      const all = [...next, ...kept];
      if (JSON.stringify(all) === JSON.stringify(entry.sessionFindings)) continue;
      entry.sessionFindings = all;
      const findings = [...entry.exchangeFindings, ...all];
      entry.record = withFindings(entry.record, findings);
      changed.push(entry);
    }
    return changed;
  }

  private neighbourhood(latest: Entry): Entry[] {
    const t = latest.tag;
    return this.entries.filter((e) => {
      if (e === latest || e.tag.kind !== 'list') return true;
      if (e.tag.run === 1) return true;
      return t.kind === 'list' && e.tag.method === t.method && e.tag.run === t.run;
    });
  }

  /** The first page of the listing before this one in its series (tool order and set are compared pairwise). */
  private previousListing(latest: Entry): Entry | undefined {
    const t = latest.tag;
    if (t.kind !== 'list' || t.method !== 'tools/list' || t.page !== 1) return undefined;
    for (let i = this.entries.length - 1; i >= 0; i--) {
      const e = this.entries[i]!;
      if (e === latest || e.exchange === null) continue;
      if (e.tag.kind === 'list' && e.tag.method === 'tools/list' && e.tag.page === 1 && e.tag.series === t.series)
        return e;
    }
    return undefined;
  }
}

const asSessionEntry = (e: Entry): SessionEntry => ({ id: e.record.id, tag: e.tag, exchange: e.exchange });
const line = (event: TapEvent): string => ndjsonLine(event);
