import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useHistoryStore } from '../../../app/exchange/history/history-store';
import { HistoryPanel } from '../../../app/features/live/views/history-panel';
import { type ExchangeRecord } from '../../../src/index';
import { recordOf } from '../../support/records';

const record: ExchangeRecord = recordOf({
  id: 'c1',
  startedAt: '2026-12-01T00:00:00.000Z',
  source: 'relay',
  rpcMethod: 'tools/list',
  request: { url: 'http://h/mcp', method: 'POST', headers: {}, body: '{}' },
  response: null,
  error: { code: 'network', message: 'x' },
  timing: { totalMs: 1 },
  findings: [],
});

describe('Clear history', () => {
  it('asks first, and keeps everything when the user says no', () => {
    useHistoryStore.setState({ records: [record], loaded: true });
    const confirm = vi.fn(() => false);
    window.confirm = confirm;
    render(<HistoryPanel onResend={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Delete all 1 exchanges'));
    expect(useHistoryStore.getState().records).toHaveLength(1);
    confirm.mockReturnValue(true);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(useHistoryStore.getState().records).toHaveLength(0);
  });
});
