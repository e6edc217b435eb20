import { describe, expect, expectTypeOf, it } from 'vitest';
import type { TapEvent, TapPending, TapRecord } from '../../../app/server/tap/protocol';
import { clientConfig } from '../../../app/features/tap/model/client-config';
import { filterRecords, methodsOf } from '../../../app/features/tap/model/filter';
import { pendingRow, rowOf } from '../../../app/features/tap/model/row';
import { applyTapEvent, EMPTY_SESSION } from '../../../app/features/tap/model/session-view';
import { type ExchangeRecord } from '../../../src/index';
import { tappedRecordOf, type RecordOverrides } from '../../support/records';

// The #/tap screen's model: how the feed's events become the list, its rows and its filters.

const record = (id: string, over: RecordOverrides = {}): TapRecord =>
  tappedRecordOf({
    id,
    startedAt: '2026-12-01T09:00:00.000Z',
    request: { url: 'http://127.0.0.1:3000/mcp', body: '{"method":"tools/call","params":{"name":"echo"}}' },
    response: { status: 200, statusText: 'OK', headers: {}, body: '{}' },
    timing: { totalMs: 3.25, firstByteMs: 2 },
    ...over,
  });
const pending: TapPending = {
  id: 'p',
  tap: '',
  startedAt: '2026-12-01T09:00:01.000Z',
  httpMethod: 'POST',
  rpcMethod: 'subscriptions/listen',
  url: 'http://127.0.0.1:3000/mcp',
};
const error = { rule: 'R-CACHE-5', severity: 'error' } as TapRecord['findings'][number];

describe('tap page: the session as the feed builds it', () => {
  it('starts from hello (newest first), then follows started, exchange, findings, dropped and cleared', () => {
    const events: TapEvent[] = [
      {
        t: 'hello',
        taps: [{ name: '', path: '/tap', target: 'http://127.0.0.1:3000/mcp' }],
        records: [record('a'), record('b')],
        pending: [],
      },
      { t: 'started', pending },
      { t: 'exchange', record: record('p', { rpcMethod: 'subscriptions/listen' }) },
      { t: 'findings', id: 'a', findings: [error], verdict: 'fail' },
      { t: 'ping' },
    ];
    const session = events.reduce(applyTapEvent, EMPTY_SESSION);
    expect(session.records.map((r) => r.id)).toEqual(['p', 'b', 'a']);
    expect(session.pending).toEqual([]);
    expect(session.records.find((r) => r.id === 'a')).toMatchObject({ verdict: 'fail', findings: [error] });
    expect(applyTapEvent(session, { t: 'dropped', ids: ['a', 'b'] }).records.map((r) => r.id)).toEqual(['p']);
    expect(applyTapEvent(session, { t: 'cleared' })).toMatchObject({ records: [], taps: session.taps });
    // A reconnect's hello replaces everything the page had.
    expect(applyTapEvent(session, { t: 'hello', taps: [], records: [], pending: [pending] })).toEqual({
      taps: [],
      records: [],
      pending: [pending],
    });
  });

  it('makes rows: method with its target, status, time and the verdict in words', () => {
    expect(rowOf(record('a'))).toMatchObject({
      label: 'tools/call echo',
      method: 'tools/call',
      status: '200',
      ms: '3.3 ms',
      verdictText: 'pass',
    });
    expect(rowOf(record('b', { findings: [error, error, { ...error, severity: 'warning' }] })).verdictText).toBe(
      '2 errors, 1 warning',
    );
    expect(rowOf(record('c', { findings: [{ ...error, severity: 'info' }] })).verdictText).toBe('1 note');
    expect(rowOf(record('d', { response: null, error: { code: 'upstream_unreachable', message: '…' } }))).toMatchObject(
      { status: 'upstream_unreachable', verdictText: 'not judged' },
    );
    expect(
      rowOf(record('e', { rpcMethod: '', request: { url: '', method: 'GET', headers: {}, body: '' } })),
    ).toMatchObject({
      label: 'GET',
      method: 'GET',
    });
    expect(pendingRow(pending)).toMatchObject({ label: 'subscriptions/listen', status: '…', verdict: 'pending' });
    // A method name in flight comes from the client too: its invisible characters are named.
    expect(pendingRow({ ...pending, rpcMethod: 'tools/call\u202Eexe' }).label).toBe('tools/call⟨U+202E⟩exe');
  });

  it('filters by method and verdict, and lists the methods seen', () => {
    const records = [
      record('a'),
      record('b', { rpcMethod: 'tools/list', findings: [error] }),
      record('c', { findings: [error] }),
    ];
    expect(filterRecords(records, { method: 'tools/call', verdict: '' }).map((r) => r.id)).toEqual(['a', 'c']);
    expect(filterRecords(records, { method: '', verdict: 'fail' }).map((r) => r.id)).toEqual(['b', 'c']);
    expect(filterRecords(records, { method: 'tools/call', verdict: 'fail' }).map((r) => r.id)).toEqual(['c']);
    expect(methodsOf(records)).toEqual(['tools/call', 'tools/list']);
  });

  it('gives the client a config of the common mcpServers shape', () => {
    expect(JSON.parse(clientConfig('http://127.0.0.1:4173', { name: 'ide', path: '/tap/ide', target: 'x' }))).toEqual({
      mcpServers: { ide: { url: 'http://127.0.0.1:4173/tap/ide' } },
    });
  });

  it('hands the live views a record they take as is', () => {
    // A type assertion: `npm run typecheck` fails when a tap record stops being an exchange record.
    expectTypeOf<TapRecord>().toExtend<ExchangeRecord>();
    expectTypeOf<TapEvent & { t: 'exchange' }>().toHaveProperty('record').toExtend<ExchangeRecord>();
  });
});
