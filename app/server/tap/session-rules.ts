import {
  checkSession,
  type Exchange,
  type Finding,
  type ProbeTag,
  type SessionExchange,
  type SessionFinding,
} from '../../../src/index';
import type { PassiveTag } from './session-tags';

/** One exchange of the tapped session, as the session rules read it. */
export interface SessionEntry {
  id: string;
  tag: PassiveTag;
  /** null when no complete answer arrived. */
  exchange: Exchange | null;
}

/** Tool order and set: judged per pair of consecutive listings, not only the session's first two. */
export const ORDER_RULES: ReadonlySet<string> = new Set(['R-TOOLS-4', 'R-TOOLS-5']);

/**
 * The multi-exchange rules (`checkSession`) over a tapped session: which findings land on which
 * exchange (by id). Tool order and set are compared for each pair of listings given (by default
 * every two listings in a row of one series); the later one of a pair gets the finding.
 */
export function sessionFindings(
  entries: readonly SessionEntry[],
  pairs: readonly [SessionEntry, SessionEntry][] = consecutiveListings(entries),
): Map<string, Finding[]> {
  // Only exchanges a rule reads: tagged ones, and the first rounds and task creations they name.
  const named = new Set(
    entries.flatMap((e) =>
      e.tag.kind === 'retry' ? [e.tag.ofId] : e.tag.kind === 'task-poll' ? [e.tag.createdId] : [],
    ),
  );
  const relevant = entries.filter((e) => (e.tag.kind !== 'other' || named.has(e.id)) && e.exchange !== null);
  const index = new Map(relevant.map((e, i) => [e.id, i]));
  const session: SessionExchange[] = relevant.map((e) => ({ tag: probeTag(e.tag, index), exchange: e.exchange }));
  const out = new Map<string, Finding[]>();
  const add = (id: string | undefined, finding: SessionFinding): void => {
    if (id === undefined) return;
    const { exchange: _index, ...plain } = finding;
    out.set(id, [...(out.get(id) ?? []), plain]);
  };
  for (const finding of checkSession(session))
    if (!ORDER_RULES.has(finding.rule)) add(relevant[finding.exchange]?.id, finding);
  for (const [earlier, later] of pairs) {
    if (earlier.exchange === null || later.exchange === null) continue;
    for (const finding of checkSession([
      { tag: { kind: 'list', method: 'tools/list', run: 1, page: 1 }, exchange: earlier.exchange },
      { tag: { kind: 'list', method: 'tools/list', run: 2, page: 1 }, exchange: later.exchange },
    ]))
      if (ORDER_RULES.has(finding.rule) && finding.exchange === 1) add(later.id, finding);
  }
  return out;
}

function probeTag(tag: PassiveTag, index: ReadonlyMap<string, number>): ProbeTag {
  if (tag.kind === 'list') return { kind: 'list', method: tag.method, run: tag.run, page: tag.page };
  if (tag.kind === 'retry') {
    const of = index.get(tag.ofId);
    return of === undefined ? { kind: 'other' } : { kind: 'retry', of };
  }
  if (tag.kind === 'task-poll') {
    const created = index.get(tag.createdId);
    return created === undefined ? { kind: 'other' } : { kind: 'task-poll', created, immediate: tag.immediate };
  }
  return tag;
}

/** First pages of tools/list, paired with the next one of the same series. */
function consecutiveListings(entries: readonly SessionEntry[]): [SessionEntry, SessionEntry][] {
  entries = entries.filter((e) => e.exchange !== null);
  const last = new Map<string, SessionEntry>();
  const pairs: [SessionEntry, SessionEntry][] = [];
  for (const entry of entries) {
    const tag = entry.tag;
    if (tag.kind !== 'list' || tag.method !== 'tools/list' || tag.page !== 1) continue;
    const before = last.get(tag.series);
    if (before) pairs.push([before, entry]);
    last.set(tag.series, entry);
  }
  return pairs;
}
