import { describe, expect, it } from 'vitest';
import {
  buildRequest,
  checkExchange,
  exchangeOfRecord,
  judgeRecord,
  recordOfRecorded,
  rpcMethodOf,
  type ExchangeRecord,
  type RecordedExchange,
} from '../../../src/index';

const built = buildRequest({ method: 'tools/list', id: 3 });
const recorded = (body: string, aborted = false): RecordedExchange => ({
  request: {
    url: 'http://127.0.0.1:1/mcp',
    method: 'tools/list',
    id: 3,
    params: built.message.params,
    headers: built.headers,
    body: built.body,
  },
  response: { status: 200, headers: { 'content-type': 'application/json' }, body },
  timing: { startedAt: 0, headersMs: 4, totalMs: 9 },
  aborted,
});

describe('recordOfRecorded', () => {
  it('takes the recorded request fields as sent, and the checker’s findings on them', () => {
    const r = recorded('{"jsonrpc":"2","id":3,"result":{}}');
    const record = recordOfRecorded(r, { id: 'x', startedAt: 'T', source: 'relay', conversationId: 'c' });
    expect(record).toMatchObject({
      id: 'x',
      startedAt: 'T',
      source: 'relay',
      rpcMethod: 'tools/list',
      conversationId: 'c',
      request: { url: r.request.url, method: 'POST', body: r.request.body },
      response: { status: 200, statusText: '' },
      timing: { totalMs: 9, firstByteMs: 4 },
    });
    expect(record.findings).toEqual(checkExchange(r));
    expect(record.findings.length).toBeGreaterThan(0);
    expect(record.verdict).toBe('fail');
  });

  it('a partial answer keeps its findings but its verdict is transport', () => {
    const record = recordOfRecorded(recorded('{"jsonrpc":"2.0","id":3,"re', true), {
      id: 'y',
      startedAt: 'T',
      source: 'direct',
      error: { code: 'aborted', message: 'stopped' },
      totalMs: 20,
    });
    expect(record.verdict).toBe('transport');
    expect(record.error?.code).toBe('aborted');
    expect(record.timing.totalMs).toBe(20);
  });
});

describe('a stored record read back', () => {
  const stored: ExchangeRecord = recordOfRecorded(recorded('{"jsonrpc":"2.0","id":3,"result":{"tools":[]}}'), {
    id: 'z',
    startedAt: 'T',
    source: 'imported',
  });

  it('exchangeOfRecord reads the request parsed when the record was made', () => {
    expect(exchangeOfRecord(stored)?.request).toEqual({
      method: 'tools/list',
      id: 3,
      params: built.message.params,
      headers: stored.request.headers,
    });
    expect(exchangeOfRecord({ ...stored, response: null })).toBeNull();
  });

  it('judgeRecord gives the same findings as judging at the time of sending', () => {
    expect(judgeRecord(stored)).toEqual({ findings: stored.findings, verdict: stored.verdict });
    expect(judgeRecord({ ...stored, error: { code: 'x', message: 'y' } })).toEqual({
      findings: [],
      verdict: 'transport',
    });
  });

  it('rpcMethodOf reads the method of a body, or gives ""', () => {
    expect(rpcMethodOf(stored.request.body)).toBe('tools/list');
    expect(rpcMethodOf('[1]')).toBe('');
    expect(rpcMethodOf('{')).toBe('');
  });
});
