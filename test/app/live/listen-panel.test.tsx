import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ListenPanel } from '../../../app/features/live/listen/listen-panel';
import { useListenStore } from '../../../app/features/live/listen/listen-store';
import type { ExchangeRecord } from '../../../src/index';
import { recordOf } from '../../support/records';

afterEach(cleanup);

const URL = 'http://127.0.0.1:1/mcp';

/** A discover exchange whose result declares `capabilities`. */
function discoverWith(capabilities: object): ExchangeRecord {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, result: { resultType: 'complete', capabilities } });
  return recordOf({
    id: 'd1',
    startedAt: '2026-01-01T00:00:00.000Z',
    source: 'relay',
    rpcMethod: 'server/discover',
    request: { url: URL, method: 'POST', headers: {}, body: '{}' },
    response: { status: 200, statusText: '', headers: { 'content-type': 'application/json' }, body },
    timing: { totalMs: 1 },
    findings: [],
  });
}

function renderPanel(discover: ExchangeRecord | null) {
  const fail = () => Promise.reject(new Error('no network in this test'));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ListenPanel
        url={URL}
        identity="id-test"
        transport={{ kind: 'direct', fetch: fail, reason: '' }}
        discover={discover}
        catalog={{ resources: [{ uri: 'demo://clock' }] }}
        connect={fail}
      />
    </QueryClientProvider>,
  );
}

describe('the Notifications panel', () => {
  it('waits for a connection: the filter comes from the capabilities', () => {
    renderPanel(null);
    expect(screen.getByTestId('listen-panel').textContent).toContain('Connect first');
    expect((screen.getByTestId('listen-start') as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers what the server declares, and Listen asks for what is ticked', () => {
    useListenStore.setState({ choice: null });
    renderPanel(
      discoverWith({ tools: { listChanged: true }, resources: { subscribe: true }, prompts: {}, logging: {} }),
    );
    const start = screen.getByTestId('listen-start') as HTMLButtonElement;
    expect(screen.queryByTestId('listen-promptsListChanged')).toBeNull();
    expect(screen.queryByTestId('listen-tasks')).toBeNull();
    expect(start.title).toBe('subscriptions/listen {"toolsListChanged":true}');
    fireEvent.click(screen.getByTestId('listen-toolsListChanged'));
    expect(start.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('listen-resource'), { target: { value: 'demo://clock' } });
    expect(start.disabled).toBe(false);
    expect(start.title).toBe('subscriptions/listen {"resourceSubscriptions":["demo://clock"]}');
  });

  it('says so when there is nothing to listen to', () => {
    renderPanel(discoverWith({ tools: {}, logging: {} }));
    expect(screen.getByTestId('listen-nothing')).toBeTruthy();
    expect((screen.getByTestId('listen-start') as HTMLButtonElement).disabled).toBe(true);
  });

  it('lists what arrived newest first with the count of all, each one opening to its JSON', () => {
    const { begin, add, end } = useListenStore.getState().actions;
    const runId = begin({ url: URL, asked: { toolsListChanged: true }, startedAt: '' });
    add(
      runId,
      [
        { data: '{"method":"notifications/subscriptions/acknowledged","params":{}}', at: '2026-01-01T00:00:00.000Z' },
        { data: '{"method":"notifications/tools/list_changed"}', at: '2026-01-01T00:00:01.000Z' },
      ],
      300,
    );
    end(runId, { reason: 'You stopped listening; what arrived is kept.', recordId: 'r1', verdict: 'pass' });
    renderPanel(discoverWith({ tools: { listChanged: true } }));
    const rows = screen.getAllByTestId('listen-note');
    expect(rows.map((r) => r.getAttribute('data-method'))).toEqual([
      'notifications/tools/list_changed',
      'notifications/subscriptions/acknowledged',
    ]);
    expect(screen.getByTestId('listen-count').textContent).toContain('302 received (the newest 200 shown)');
    expect(screen.getByTestId('listen-status').getAttribute('data-listening')).toBe('false');
    expect(screen.queryByTestId('listen-stop')).toBeNull();
    expect(screen.queryByTestId('listen-note-json')).toBeNull();
    const details = rows[0]!.querySelector('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect(JSON.parse(screen.getByTestId('listen-note-json').textContent ?? '')).toEqual({
      method: 'notifications/tools/list_changed',
    });
  });
});
