import { describe, expect, it } from 'vitest';
import { fieldsOf, initialAnswer, responseOf, responsesOf } from '../../../app/features/live/mrtr/model/answers';
import { followUp, inputRequiredOf, requestParts, roundsOf } from '../../../app/features/live/mrtr/model/rounds';
import { peekRequestId } from '../../../app/features/live/state/request-ids';
import { exchangePanelsOf } from '../../../app/ext';
import { createdTask, latestDetail, resultTexts, TERMINAL, timelineOf } from '../../../app/ext/tasks/task-model';
import { buildRequest, type ExchangeRecord } from '../../../src/index';
import { recordOf, type RecordOverrides } from '../../support/records';

const URL_A = 'http://127.0.0.1:3000/mcp';

/** A record of `method` answered with `result` (a JSON-RPC result body). */
function answered(id: string, method: string, result: unknown, extra: RecordOverrides = {}): ExchangeRecord {
  const built = buildRequest({ method, id: 1, params: method === 'tools/call' ? { name: 'book', arguments: {} } : {} });
  return recordOf({
    id,
    startedAt: `2026-12-01T00:00:0${id.length}.000Z`,
    source: 'relay',
    rpcMethod: method,
    request: {
      url: URL_A,
      method: 'POST',
      headers: { ...built.headers, 'Mcp-Param-Region': 'north' },
      body: built.body,
    },
    response: {
      status: 200,
      statusText: '',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, result }),
    },
    timing: { totalMs: 1 },
    findings: [],
    ...extra,
  });
}

describe('multi-round requests', () => {
  const asks = {
    resultType: 'input_required',
    inputRequests: {
      who: {
        method: 'elicitation/create',
        params: {
          mode: 'form',
          message: 'Who?',
          requestedSchema: {
            type: 'object',
            properties: { name: { type: 'string', title: 'Name' }, seats: { type: 'integer', minimum: 1, maximum: 4 } },
            required: ['name'],
          },
        },
      },
    },
    requestState: 'opaque-1',
  };

  it('reads an input_required result only on a method that may send one', () => {
    expect(inputRequiredOf(answered('r', 'tools/call', asks))).toEqual({
      inputRequests: asks.inputRequests,
      requestState: 'opaque-1',
    });
    expect(inputRequiredOf(answered('r', 'tools/list', asks))).toBeNull();
    expect(inputRequiredOf(answered('r', 'tools/call', { resultType: 'complete', content: [] }))).toBeNull();
    expect(inputRequiredOf(null)).toBeNull();
  });

  it('groups the rounds of a conversation under the first round, oldest first', () => {
    const first = answered('a', 'tools/call', asks);
    const second = answered('bb', 'tools/call', asks, { conversationId: 'a' });
    const other = answered('ccc', 'tools/call', asks);
    expect(roundsOf([other, second, first], second).map((r) => r.id)).toEqual(['a', 'bb']);
  });

  it('a follow-up keeps the envelope and the Mcp-Param headers, and sends saved headers only to their origin', () => {
    const root = answered('a', 'tools/call', asks);
    expect(requestParts(root).envelope.protocolVersion).toBe('2026-07-28');
    // Its id comes from Live's one id source (which never hands out an id twice: request-ids.test.ts).
    const next = peekRequestId();
    const draft = followUp(root, 'tools/call', { name: 'book', arguments: {}, requestState: 'opaque-1' }, [
      { name: 'X-Here', value: '1', enabled: true, origin: 'http://127.0.0.1:3000' },
      { name: 'X-Elsewhere', value: '2', enabled: true, origin: 'http://127.0.0.1:4000' },
    ]);
    expect(draft.ok).toBe(true);
    if (!draft.ok) return;
    expect(draft.headers['X-Here']).toBe('1');
    expect(draft.headers['X-Elsewhere']).toBeUndefined();
    expect(draft.headers['Mcp-Param-Region']).toBe('north');
    expect((draft.message['params'] as { requestState?: string }).requestState).toBe('opaque-1');
    expect(draft.message['id']).toBe(next);
  });

  it('builds an elicitation answer from the form, refusing a missing or out-of-range field', () => {
    const request = asks.inputRequests.who;
    const fields = fieldsOf(request.params.requestedSchema);
    expect(fields.map((f) => [f.name, f.kind, f.required])).toEqual([
      ['name', 'text', true],
      ['seats', 'integer', false],
    ]);
    const answer = initialAnswer(request);
    expect(answer.kind).toBe('form');
    const form = (values: Record<string, string>) => ({ kind: 'form' as const, action: 'accept' as const, values });
    expect(responseOf(request, form({ name: 'Ada', seats: '2' }))).toEqual({
      ok: true,
      value: { action: 'accept', content: { name: 'Ada', seats: 2 } },
    });
    expect(responseOf(request, form({ name: '' }))).toEqual({ ok: false, message: 'Name is required.' });
    expect(responseOf(request, form({ name: 'Ada', seats: '9' })).ok).toBe(false);
    expect(responseOf(request, { kind: 'form', action: 'decline', values: {} })).toEqual({
      ok: true,
      value: { action: 'decline' },
    });
    expect(responsesOf(asks.inputRequests, { who: form({ name: '' }) })).toEqual({
      ok: false,
      message: 'who: Name is required.',
    });
    expect(responseOf(request, { kind: 'raw', text: '[1]' }).ok).toBe(false);
  });
});

describe('tasks', () => {
  const created = answered('a', 'tools/call', {
    resultType: 'task',
    taskId: 't1',
    status: 'working',
    pollIntervalMs: 1,
  });
  const polled = answered('bb', 'tasks/get', { taskId: 't1', status: 'working', statusMessage: 'half' });
  const done = answered('ccc', 'tasks/get', {
    taskId: 't1',
    status: 'completed',
    result: {
      content: [
        { type: 'text', text: 'booked' },
        { type: 'image', data: '' },
      ],
    },
  });
  const refused: ExchangeRecord = answered(
    'dddd',
    'tasks/get',
    {},
    {
      response: {
        status: 200,
        statusText: '',
        headers: { 'content-type': 'application/json' },
        body: '{"jsonrpc":"2.0","id":1,"error":{"code":-32602,"message":"no"}}',
      },
    },
  );

  it('reads the task a tools/call created, polling no faster than the floor', () => {
    expect(createdTask(created)).toEqual({ taskId: 't1', status: 'working', pollIntervalMs: 100 });
    expect(createdTask(polled)).toBeNull();
    expect(TERMINAL.has('completed') && !TERMINAL.has('working')).toBe(true);
  });

  it('lays out the status timeline, naming an error where a status should be', () => {
    expect(timelineOf([created, polled, refused, done], 't1').map((e) => [e.method, e.status])).toEqual([
      ['tools/call', 'working'],
      ['tasks/get', 'working'],
      ['tasks/get', 'error -32602'],
      ['tasks/get', 'completed'],
    ]);
  });

  it('takes the last detail and its text results', () => {
    const detail = latestDetail([created, polled, done, refused]);
    expect(detail?.['status']).toBe('completed');
    expect(resultTexts(detail)).toEqual(['booked']);
    expect(resultTexts(null)).toEqual([]);
  });

  it("is Live's panel through the tasks slot: anchored on the creating exchange, absent without one", () => {
    const panels = exchangePanelsOf([created, polled], polled);
    expect(panels.map((p) => [p.name, p.anchor.id])).toEqual([['tasks', created.id]]);
    expect(exchangePanelsOf([], created).map((p) => p.anchor.id)).toEqual([created.id]);
    expect(exchangePanelsOf([polled, done], done)).toEqual([]);
  });
});
