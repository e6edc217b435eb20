import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exchangePanelsOf, type ExchangePanelHost } from '../../../app/ext';
import { InputRequestsForm } from '../../../app/features/live/mrtr/views/input-requests-form';
import { buildRequest, type ExchangeRecord } from '../../../src/index';
import { recordOf } from '../../support/records';

afterEach(cleanup);

function answered(id: string, method: string, result: unknown): ExchangeRecord {
  const built = buildRequest({ method, id: 1, params: method === 'tools/call' ? { name: 'book', arguments: {} } : {} });
  return recordOf({
    id,
    startedAt: '2026-12-01T00:00:00.000Z',
    rpcMethod: method,
    request: { url: 'http://127.0.0.1:3000/mcp', method: 'POST', headers: built.headers, body: built.body },
    response: {
      status: 200,
      statusText: '',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, result }),
    },
  });
}

const created = answered('a', 'tools/call', { resultType: 'task', taskId: 't1', status: 'working' });
const asks = answered('b', 'tasks/get', {
  resultType: 'complete',
  taskId: 't1',
  status: 'input_required',
  inputRequests: {
    who: {
      method: 'elicitation/create',
      params: { mode: 'form', message: 'Who?', requestedSchema: { type: 'object', properties: {} } },
    },
  },
});

describe("the tasks extension's panel in Live", () => {
  it('renders through the slot with the host it is lent: its input form answers by tasks/update through follow', async () => {
    const rounds = [created, asks];
    const [of] = exchangePanelsOf(rounds, asks);
    const follow = vi.fn<ExchangePanelHost['follow']>(async () => null);
    const Panel = of!.panel.Panel;
    render(<Panel anchor={of!.anchor} host={{ rounds, follow, InputForm: InputRequestsForm }} />);
    expect(screen.getByTestId('task-status').textContent).toBe('input_required');
    fireEvent.click(screen.getByTestId('task-update'));
    await waitFor(() => expect(follow).toHaveBeenCalled());
    const [from, method, params] = follow.mock.calls[0]!;
    expect([from.id, method, params['taskId'], Object.keys(params['inputResponses'] as object)]).toEqual([
      'a',
      'tasks/update',
      't1',
      ['who'],
    ]);
  });
});
