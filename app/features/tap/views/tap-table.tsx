import { useEffect, useId, useMemo } from 'react';
import { OutcomeMark } from '../../../exchange/views/outcome-mark';
import { registerCommands, type Command } from '../../../shell/commands';
import { useGridFocus } from '../../../ui/grid/use-grid-focus';
import type { TapRow } from '../model/row';
import { VerdictChip } from '../../../ui/verdict-chip';

// The rows handle these keys themselves; the help overlay lists them while the traffic is shown.
const TAP_KEYS: readonly Command[] = [
  {
    id: 'tap.rows.move',
    label: 'Traffic: the next or previous exchange (the list is one Tab stop)',
    keys: ['ArrowDown', 'ArrowUp'],
  },
  { id: 'tap.rows.ends', label: 'Traffic: the first or last exchange', keys: ['Control+Home', 'Control+End'] },
].map((key) => ({ ...key, run: () => {}, group: 'Tap', displayOnly: true }));

/**
 * The traffic, newest first: one row per exchange (in flight ones too), a grid with one Tab stop (↑ ↓ move,
 * Enter or a click opens the exchange below). With no row, it says why: no exchange yet, or none the filters let through.
 */
export function TapTable({
  rows,
  selectedId,
  showTap,
  nothingYet,
  onSelect,
}: {
  rows: readonly TapRow[];
  selectedId: string | null;
  showTap: boolean;
  /** No exchange has come through the tap yet (else the filters leave none). */
  nothingYet: boolean;
  onSelect: (id: string) => void;
}) {
  const ids = useMemo(() => rows.map((r) => r.id), [rows]);
  const { gridProps, tabIndexOf } = useGridFocus<HTMLTableElement>(ids, selectedId, 1);
  const keysId = useId();
  useEffect(() => registerCommands(TAP_KEYS), []);
  return (
    <>
      <span id={keysId} hidden>
        ↑ ↓ move between exchanges, Ctrl+Home and Ctrl+End reach the first and last, Enter opens
      </span>
      <table
        {...gridProps}
        className="tap-table"
        role="grid"
        aria-label="Traffic, newest first"
        aria-describedby={keysId}
        data-testid="tap-table"
      >
        <thead>
          <tr>
            <th scope="col">Time</th>
            {showTap && <th scope="col">Tap</th>}
            <th scope="col">Method</th>
            <th scope="col">Client</th>
            <th scope="col">Status</th>
            <th scope="col">Time taken</th>
            <th scope="col">Verdict</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={showTap ? 7 : 6} className="muted" data-testid="tap-waiting">
                {nothingYet
                  ? 'Waiting for the client: every request it sends through the tap appears here as it happens.'
                  : 'No exchange matches the filters.'}
              </td>
            </tr>
          )}
          {rows.map((row, i) => (
            <TapEntry
              key={row.id}
              row={row}
              index={i}
              selected={row.id === selectedId}
              showTap={showTap}
              tabIndex={tabIndexOf(row.id, 0)}
              onSelect={onSelect}
            />
          ))}
        </tbody>
      </table>
    </>
  );
}

/** One exchange of the traffic: its button (the grid's one cell that takes the focus) opens it. */
function TapEntry({
  row,
  index,
  selected,
  showTap,
  tabIndex,
  onSelect,
}: {
  row: TapRow;
  index: number;
  selected: boolean;
  showTap: boolean;
  tabIndex: 0 | -1;
  onSelect: (id: string) => void;
}) {
  return (
    <tr
      data-row={index}
      className={selected ? 'selected' : undefined}
      data-testid="tap-row"
      data-verdict={row.verdict}
      data-method={row.method}
      data-outcome={row.outcome}
      data-era={row.era || undefined}
      aria-selected={selected}
    >
      <td className="muted">{new Date(row.startedAt).toLocaleTimeString()}</td>
      {showTap && <td>{row.tap || '/tap'}</td>}
      <td>
        <button
          type="button"
          className="link-button tap-open"
          // Focusable while in flight, so ↑ ↓ pass through it; it opens once it has ended.
          onClick={() => row.verdict !== 'pending' && onSelect(row.id)}
          aria-disabled={row.verdict === 'pending'}
          tabIndex={tabIndex}
          data-column={0}
        >
          {row.label}
        </button>
        {row.era && (
          <span
            className="tap-era"
            data-testid="tap-row-era"
            title={`A ${row.era} exchange, judged by the 2025-era rules only`}
          >
            {row.era}
          </span>
        )}
      </td>
      <td className="tap-client" data-testid="tap-client">
        {row.client}
      </td>
      <td data-testid="tap-status">{row.status}</td>
      <td className="muted">{row.ms}</td>
      <td>
        {row.verdict === 'pending' ? (
          <span className="verdict-chip" data-testid="tap-row-verdict" data-verdict="pending">
            {row.verdictText}
          </span>
        ) : (
          <VerdictChip verdict={row.verdict} words={row.verdictText} testId="tap-row-verdict" />
        )}{' '}
        <OutcomeMark outcome={row.outcome} testId="tap-row-outcome" />
      </td>
    </tr>
  );
}
