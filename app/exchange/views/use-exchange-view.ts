import { useMemo, useState } from 'react';
import { cacheableMethods, type ExchangeRecord, type Finding, type Outcome } from '../../../src/index';
import { findingDiagnostics, reveal } from '../../editor';
import { isSse as isSseAnswer, resultOf } from '../model/body';
import { LIVE_URIS } from './exchange-uris';
import { outcomeOfResponse } from './outcome';

const CACHEABLE: ReadonlySet<string> = new Set(cacheableMethods());

export type ExchangeTab = 'body' | 'rendered' | 'raw' | 'headers' | 'request';

/** What the exchange view shows of a record, and the tab it is on; derived once per record. */
export interface ExchangeViewModel {
  tab: ExchangeTab;
  setTab: (tab: ExchangeTab) => void;
  diagnostics: ReturnType<typeof findingDiagnostics>;
  isSse: boolean;
  outcome: Outcome;
  hints: { ttlMs: number; scope: string | null } | null;
  /** Headers with the protocol's first (plain text, a lesson) or as they were sent. */
  order: 'protocol-first' | 'as-sent';
  /** Opens the body tab at a finding's place; none in plain text, which has no markers. */
  onReveal: ((finding: Finding) => void) | undefined;
}

/** The exchange view's orchestration: its tab, the editor's markers, and what the record says. */
export function useExchangeView(record: ExchangeRecord | null, plainText: boolean): ExchangeViewModel {
  const [tab, setTab] = useState<ExchangeTab>('body');
  const diagnostics = useMemo(() => findingDiagnostics(record?.findings), [record]);
  const response = record?.response ?? null;
  return {
    tab,
    setTab,
    diagnostics,
    isSse: response ? isSseAnswer(response.headers) : false,
    outcome: outcomeOfResponse(response),
    hints: record ? cacheHintsOf(record) : null,
    order: plainText ? 'protocol-first' : 'as-sent',
    onReveal: plainText ? undefined : (finding) => revealFinding(finding, setTab),
  };
}

function revealFinding(finding: Finding, setTab: (tab: 'body') => void): void {
  setTab('body');
  // The body tab mounts its editor on the next frame when it was hidden.
  requestAnimationFrame(() => reveal(LIVE_URIS.response, finding.pointer, finding.frame));
}

/** Cache hints only where the method's answers may be cached: a task's `ttlMs` is not a cache lifetime. */
function cacheHintsOf(record: ExchangeRecord): { ttlMs: number; scope: string | null } | null {
  if (!CACHEABLE.has(record.rpcMethod)) return null;
  const result = resultOf(record.response);
  if (typeof result?.['ttlMs'] !== 'number') return null;
  return { ttlMs: result['ttlMs'], scope: typeof result['cacheScope'] === 'string' ? result['cacheScope'] : null };
}
