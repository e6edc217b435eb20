import { describe, expect, it } from 'vitest';
import { HISTORY_MAX_ENTRIES, NOT_SAVED, overCap, scrubForStorage } from '../../../app/exchange/history/history-db';
import { type ExchangeRecord } from '../../../src/index';

const rec = (i: number, bodyLength = 10): ExchangeRecord => ({
  id: `r${i}`,
  startedAt: new Date(Date.UTC(2026, 11, 1, 0, 0, i)).toISOString(),
  source: 'relay',
  rpcMethod: 'tools/list',
  request: { url: 'u', method: 'POST', headers: { Authorization: 'Bearer x' }, body: 'x'.repeat(bodyLength) },
  response: null,
  timing: { totalMs: 1 },
  findings: [],
  verdict: 'transport',
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
  it('never saves secret header values unless the user opted in', () => {
    expect(scrubForStorage(rec(1), false).request.headers).toEqual({ Authorization: NOT_SAVED });
    expect(scrubForStorage(rec(1), true).request.headers).toEqual({ Authorization: 'Bearer x' });
  });
});
