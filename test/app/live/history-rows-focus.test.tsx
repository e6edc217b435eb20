import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HistoryRows } from '../../../app/features/live/views/history-rows';
import type { ExchangeRecord } from '../../../src/index';
import { recordOf } from '../../support/records';

// A filter that takes away the row in focus keeps the focus in the grid: the row now at its place, else the grid.
afterEach(cleanup);

const records = ['ping', 'tools/list', 'tools/call', 'prompts/list'].map((m) => recordOf({ rpcMethod: m }));
const rows = (shown: readonly ExchangeRecord[]) => (
  <HistoryRows
    records={shown}
    selectedId={null}
    empty="No exchange matches the filters."
    onSelect={() => {}}
    onResend={() => {}}
    onEdit={() => {}}
  />
);

describe('the history grid when its rows change under the focus', () => {
  it('moves the focus to the nearest remaining row, in the same column, then to the grid with its empty message', () => {
    const { rerender } = render(rows(records));
    screen.getByRole('button', { name: 'Edit tools/list' }).focus();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit tools/list' }));

    rerender(rows(records.filter((r) => r.rpcMethod !== 'tools/list')));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit tools/call' }));
    expect(screen.getByRole('button', { name: 'Edit tools/call' }).tabIndex).toBe(0);

    // The last row in focus, and it goes: the one before it takes its place.
    screen.getByRole('button', { name: 'Edit prompts/list' }).focus();
    rerender(rows(records.slice(0, 3).filter((r) => r.rpcMethod !== 'tools/list')));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit tools/call' }));

    rerender(rows([]));
    expect(document.activeElement).toBe(screen.getByTestId('history-rows'));
    expect(screen.getByTestId('history-empty').textContent).toBe('No exchange matches the filters.');

    // Rows back: the first arrow key from the grid reaches the first row.
    rerender(rows(records));
    expect(document.activeElement).toBe(screen.getByTestId('history-rows'));
    fireEvent.keyDown(screen.getByTestId('history-rows'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getAllByRole('button', { name: /ping/ })[0]);
  });

  it('leaves the focus alone when it is outside the grid', () => {
    const { rerender } = render(
      <>
        <button type="button">Elsewhere</button>
        {rows(records)}
      </>,
    );
    screen.getByRole('button', { name: 'Edit tools/list' }).focus();
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    rerender(
      <>
        <button type="button">Elsewhere</button>
        {rows(records.slice(2))}
      </>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
  });
});
