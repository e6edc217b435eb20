import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HISTORY_MAX_ENTRIES, NOT_SAVED, overCap, scrubForStorage } from '../../../app/exchange/history/history-db';
import { useHistoryStore } from '../../../app/exchange/history/history-store';
import { useTapStore } from '../../../app/features/tap/state/tap-store';
import { useUiStore } from '../../../app/state/ui-store';
import { checkExchange, verdictOf, type ExchangeRecord } from '../../../src/index';
import { recordOf, tappedRecordOf } from '../../support/records';

const rec = (i: number, bodyLength = 10): ExchangeRecord =>
  recordOf({
    id: `r${i}`,
    startedAt: new Date(Date.UTC(2026, 11, 1, 0, 0, i)).toISOString(),
    source: 'relay',
    rpcMethod: 'tools/list',
    request: { url: 'u', method: 'POST', headers: { Authorization: 'Bearer x' }, body: 'x'.repeat(bodyLength) },
    response: null,
    timing: { totalMs: 1 },
    findings: [],
  });

describe('history caps and secrets', () => {
  it('drops the oldest beyond the entry cap', () => {
    const all = Array.from({ length: HISTORY_MAX_ENTRIES + 3 }, (_, i) => rec(i));
    expect(overCap(all).map((r) => r.id)).toEqual(['r2', 'r1', 'r0']);
  });
  it('drops the oldest beyond the size cap', () => {
    const all = [rec(1, 20_000_000), rec(2, 20_000_000)];
    expect(overCap(all).map((r) => r.id)).toEqual(['r1']);
  });
  // The audit's data loss: one answer over 25 MB erased the whole history, itself included.
  it('drops only a record that alone is over the size cap, never the others', () => {
    const all = [rec(3, 26_000_000), rec(2, 1000), rec(1, 1000)];
    expect(overCap(all).map((r) => r.id)).toEqual(['r3']);
    expect(
      overCap([rec(5, 30_000_000), rec(4, 30_000_000), rec(2, 20_000_000), rec(1, 1000)]).map((r) => r.id),
    ).toEqual(['r5', 'r4']);
  });
  it('says a record too big to keep was not kept, and keeps the history', async () => {
    useHistoryStore.setState({ records: [rec(1, 1000), rec(2, 1000)], loaded: true });
    await useHistoryStore.getState().actions.add([rec(9, 26_000_000)], false);
    expect(
      useHistoryStore
        .getState()
        .records.map((r) => r.id)
        .sort(),
    ).toEqual(['r1', 'r2']);
    expect(useUiStore.getState().notice).toMatch(/1 exchange\(s\) larger than 25 MB alone were not kept/);
  });
  it('never saves secret header values unless the user opted in', () => {
    expect(scrubForStorage(rec(1), false).request.headers).toEqual({ Authorization: NOT_SAVED });
    expect(scrubForStorage(rec(1), true).request.headers).toEqual({ Authorization: 'Bearer x' });
  });
});

describe('the Live history keeps the newest copy of an exchange', () => {
  it('a tapped exchange judged again by the session rules takes its new verdict in the history', async () => {
    useHistoryStore.setState({ records: [], loaded: true });
    const tapped = tappedRecordOf({ id: 'r7', response: { status: 200, statusText: '', headers: {}, body: '{}' } });
    const { apply } = useTapStore.getState().actions;
    apply({ t: 'exchange', record: tapped });
    await waitFor(() => expect(useHistoryStore.getState().records).toHaveLength(1));
    const finding = checkExchange({
      request: { method: 'tools/list', headers: {} },
      response: { status: 200, headers: { 'content-type': 'application/json' }, body: '{}' },
    })[0]!;
    apply({ t: 'findings', id: tapped.id, findings: [finding], verdict: verdictOf([finding]) });
    await waitFor(() => expect(useHistoryStore.getState().records[0]?.verdict).not.toBe('pass'));
    expect(useHistoryStore.getState().records).toMatchObject([
      { id: tapped.id, verdict: verdictOf([finding]), findings: [{ rule: finding.rule }] },
    ]);
    // Replaying the session (a reconnect's hello) adds nothing twice.
    apply({ t: 'hello', taps: [], records: [tapped], pending: [] });
    expect(useHistoryStore.getState().records).toHaveLength(1);
  });
});
