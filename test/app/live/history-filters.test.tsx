import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppShell } from '../../../app/shell/app-shell';
import { useHistoryStore } from '../../../app/exchange/history/history-store';
import type { ExchangeRecord } from '../../../src/index';
import { findingOf, recordOf } from '../../support/records';

vi.mock('../../../app/editor', () => import('../editor-mock'));

afterEach(() => {
  cleanup();
  window.location.hash = '';
});

/** A judged exchange of `rpcMethod` with `verdict`, as the history keeps it. */
function judged(id: string, rpcMethod: string, verdict: 'pass' | 'fail'): ExchangeRecord {
  return recordOf({
    id,
    startedAt: '2026-01-01T00:00:00.000Z',
    source: 'direct',
    rpcMethod,
    request: { url: 'http://127.0.0.1:1/mcp', method: 'POST', headers: {}, body: '{}' },
    response: { status: 200, statusText: '', headers: { 'content-type': 'application/json' }, body: '{}' },
    findings: verdict === 'fail' ? [findingOf('error')] : [],
  });
}

const select = (testId: string) => screen.getByTestId(testId) as HTMLSelectElement;

describe('the Live history filters', () => {
  it('are still set after leaving Live for another screen and coming back', async () => {
    // Setup only: a history with two methods and two verdicts, already loaded.
    useHistoryStore.setState({
      records: [judged('a', 'tools/list', 'pass'), judged('b', 'server/discover', 'fail')],
      loaded: true,
    });
    window.location.hash = '#/live';
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AppShell />
      </QueryClientProvider>,
    );
    await screen.findByTestId('history');
    fireEvent.change(select('history-method'), { target: { value: 'tools/list' } });
    fireEvent.change(select('history-verdict'), { target: { value: 'pass' } });
    // The panel may not have subscribed to the store yet when the lazy screen has just appeared: wait for the list.
    await waitFor(() => expect(screen.getAllByTestId('history-entry')).toHaveLength(1));

    window.location.hash = '#/tap';
    await screen.findByTestId('tap-screen');
    expect(screen.queryByTestId('history')).toBeNull();
    window.location.hash = '#/live';
    await screen.findByTestId('history');

    expect([select('history-method').value, select('history-verdict').value]).toEqual(['tools/list', 'pass']);
    expect(screen.getAllByTestId('history-entry').map((li) => li.getAttribute('data-verdict'))).toEqual(['pass']);
  });
});
