import { beforeEach, describe, expect, it } from 'vitest';
import { fromHar, toHar } from '../../../app/exchange/files/har';
import { importFile, toSessionFile } from '../../../app/exchange/files/session-file';
import { HISTORY_MAX_ENTRIES } from '../../../app/exchange/history/history-db';
import { useHistoryStore } from '../../../app/exchange/history/history-store';
import { useUiStore } from '../../../app/state/ui-store';
import { type ExchangeRecord } from '../../../src/index';
import { recordOf } from '../../support/records';

const NOW = '2026-12-01T12:00:00.000Z';
const body = (i: number) => JSON.stringify({ jsonrpc: '2.0', id: i, method: 'tools/list', params: {} });
const rec = (i: number, startedAt: string): ExchangeRecord =>
  recordOf({
    id: `real-${i}`,
    startedAt,
    source: 'relay',
    rpcMethod: 'tools/list',
    request: { url: 'http://127.0.0.1:3000/mcp', method: 'POST', headers: {}, body: body(i) },
    response: { status: 200, statusText: 'OK', headers: { 'content-type': 'application/json' }, body: '{}' },
    timing: { totalMs: 1 },
    findings: [],
  });
/** A HAR of `count` MCP entries dated `date(i)`. */
const har = (count: number, date: (i: number) => unknown) =>
  JSON.stringify({
    log: {
      entries: Array.from({ length: count }, (_, i) => ({
        startedDateTime: date(i),
        time: 1,
        request: { method: 'POST', url: 'http://h/mcp', headers: [], postData: { text: body(i) } },
        response: { status: 200, headers: [], content: { text: '{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}' } },
      })),
    },
  });
const { actions } = useHistoryStore.getState();

beforeEach(() => useHistoryStore.setState({ records: [], loaded: true }));

describe('an import never deletes the history', () => {
  it('a file of future-dated entries leaves every kept exchange and says how many it left out', async () => {
    const kept = Array.from({ length: 10 }, (_, i) => rec(i, new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString()));
    await actions.add(kept, false);
    const future = har(600, (i) => `2099-01-01T00:${String(i % 60).padStart(2, '0')}:00Z`);
    const notice = await actions.importText(future, 'future.har');
    const ids = useHistoryStore.getState().records.map((r) => r.id);
    expect(ids.filter((id) => id.startsWith('real-'))).toHaveLength(10);
    expect(ids).toHaveLength(HISTORY_MAX_ENTRIES);
    expect(notice).toMatch(/^Imported and judged 490 .*; 110 not imported/);
    // The import's notice is the one left on screen, and it holds the count.
    expect(useUiStore.getState().notice).toBe(notice);
  });

  it('a send after a future-dated import stays: the cap drops by the time an exchange entered the history', async () => {
    await actions.importText(
      har(HISTORY_MAX_ENTRIES, () => '2099-01-01T00:00:00Z'),
      'future.har',
    );
    const send = { ...rec(1, NOW), id: 'sent-after-import' };
    await actions.add([send], false);
    const ids = useHistoryStore.getState().records.map((r) => r.id);
    expect(ids).toContain(send.id);
    expect(ids).toHaveLength(HISTORY_MAX_ENTRIES);
  });

  it('a timestamp that is not a date becomes the import time', () => {
    const { entries } = fromHar(
      har(2, (i) => (i ? 'yesterday' : 42)),
      NOW,
    );
    expect(entries.map((e) => e.startedAt)).toEqual([NOW, NOW]);
  });

  it('importing the same file twice adds nothing twice, and says so', async () => {
    const file = har(3, (i) => `2026-11-30T00:00:0${i}Z`);
    await actions.importText(file, 'a.har');
    const notice = await actions.importText(file, 'a.har');
    expect(useHistoryStore.getState().records).toHaveLength(3);
    expect(notice).toMatch(/^Imported and judged 0 .*; 3 already in the history/);
  });

  it('re-importing our own export of the history adds nothing', async () => {
    await actions.add([rec(1, NOW), rec(2, NOW)], false);
    const exported = JSON.stringify(toSessionFile(useHistoryStore.getState().records));
    await actions.importText(exported, 's.json');
    await actions.importText(JSON.stringify(toHar(useHistoryStore.getState().records)), 's.har');
    expect(useHistoryStore.getState().records).toHaveLength(2);
  });

  it('a 100,000-entry HAR judges and keeps only what the cap can keep', async () => {
    const notice = await actions.importText(
      har(100_000, () => NOW),
      'huge.har',
    );
    expect(useHistoryStore.getState().records).toHaveLength(HISTORY_MAX_ENTRIES);
    expect(notice).toContain(`${100_000 - HISTORY_MAX_ENTRIES} not imported`);
  }, 60_000);
});

describe('a session file with an ill-typed entry', () => {
  it('skips and counts the entries it cannot read, and keeps the rest', () => {
    const good = toSessionFile([rec(1, NOW)]) as { exchanges: unknown[] };
    const file = {
      ...good,
      exchanges: [
        ...good.exchanges,
        { request: { url: 'u', body: '{}', method: { toString: 1 } }, startedAt: NOW },
        { request: { url: 'u', body: 5 } },
        null,
        { request: { url: 'u', body: '{}' }, timing: null, error: 5, response: { body: '{}', status: 'x' } },
      ],
    };
    const { entries, skipped } = importFile(JSON.stringify(file), NOW);
    expect(skipped).toBe(2);
    expect(entries).toHaveLength(3);
    expect(entries[1]?.request.method).toBe('POST');
    expect(entries[2]?.response).toBeNull();
  });
});
