import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { registerCommands, type Command } from '../../../shell/commands';
import { downloadJson } from '../../../exchange/files/download';
import { toHar } from '../../../exchange/files/har';
import { outcomeOfResponse } from '../../../exchange/views/outcome';
import { outcomeWords, type ExchangeRecord, type Outcome } from '../../../../src/index';
import { gridMove } from '../model/grid-move';

// Records never change once judged: each answer is read for its outcome once, not on every render.
const outcomes = new WeakMap<ExchangeRecord, Outcome>();
const outcomeOfRecord = (record: ExchangeRecord): Outcome => {
  let outcome = outcomes.get(record);
  if (outcome === undefined) outcomes.set(record, (outcome = outcomeOfResponse(record.response)));
  return outcome;
};

/** A row's cells: the exchange itself (it opens it), then its actions. */
const COLUMNS = 4;

/** A key the history's rows handle themselves, as the help overlay lists it. */
const historyKey = (id: string, label: string, keys: string[]): Command => ({
  id: `live.history.${id}`,
  label: `History: ${label}`,
  keys,
  run: () => {},
  group: 'Live',
  displayOnly: true,
});
const HISTORY_KEYS: readonly Command[] = [
  historyKey('rows', 'the next or previous exchange (the list is one Tab stop)', ['ArrowDown', 'ArrowUp']),
  historyKey('actions', 'along a row, from the exchange to its Re-send, Edit and HAR', ['ArrowRight', 'ArrowLeft']),
  historyKey('ends', "the row's first or last action; with Ctrl, the first or last exchange", ['Home', 'End']),
  historyKey('run', 'open the exchange, or run the action in focus', ['Enter', 'Space']),
];

/**
 * The exchanges, newest first, as a grid with one Tab stop: ↑ ↓ move between exchanges, ← → along a row's
 * actions, Enter or Space opens the exchange or runs the action. The cell that had focus keeps the Tab stop;
 * before any, the open exchange's row (or the first) has it.
 */
export function HistoryRows({
  records,
  selectedId,
  onSelect,
  onResend,
  onEdit,
}: {
  records: readonly ExchangeRecord[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onResend: (record: ExchangeRecord) => void;
  onEdit: (record: ExchangeRecord) => void;
}) {
  const grid = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState<{ id: string; column: number } | null>(null);
  useEffect(() => registerCommands(HISTORY_KEYS), []);
  const stopId = [focused?.id, selectedId, records[0]?.id].find((id) => id && records.some((r) => r.id === id));
  const stopColumn = focused && stopId === focused.id ? focused.column : 0;
  const cellOf = (target: EventTarget) => {
    const cell = (target as HTMLElement).closest<HTMLElement>('[data-column]');
    const row = cell?.closest<HTMLElement>('[data-row]');
    return cell && row ? { row: Number(row.dataset['row']), column: Number(cell.dataset['column']) } : null;
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    // Alt with an arrow is the browser's (back, forward), never a move.
    const at = e.altKey ? null : cellOf(e.target);
    const to = at && gridMove(e.key, e.ctrlKey || e.metaKey, at, { rows: records.length, columns: COLUMNS });
    if (!to) return;
    e.preventDefault();
    grid.current?.querySelector<HTMLElement>(`[data-row="${to.row}"] [data-column="${to.column}"]`)?.focus();
  };
  const onFocus = (e: FocusEvent<HTMLDivElement>) => {
    const at = cellOf(e.target);
    const record = at && records[at.row];
    if (record) setFocused({ id: record.id, column: at.column });
  };
  if (records.length === 0) return null;
  return (
    <div
      ref={grid}
      className="history-list"
      role="grid"
      aria-label="Exchanges, newest first: ↑ ↓ move, ← → reach Re-send, Edit and HAR, Enter opens"
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      data-testid="history-rows"
    >
      {records.map((r, i) => (
        <HistoryEntry
          key={r.id}
          record={r}
          row={i}
          selected={r.id === selectedId}
          tabColumn={r.id === stopId ? stopColumn : null}
          onSelect={() => onSelect(r.id)}
          onResend={() => onResend(r)}
          onEdit={() => onEdit(r)}
        />
      ))}
    </div>
  );
}

/** One exchange of the history: its verdict and outcome (the row's header, which opens it), and its actions. */
function HistoryEntry({
  record: r,
  row,
  selected,
  tabColumn,
  onSelect,
  onResend,
  onEdit,
}: {
  record: ExchangeRecord;
  row: number;
  selected: boolean;
  /** The cell of this row that is the grid's Tab stop, if it is in this row. */
  tabColumn: number | null;
  onSelect: () => void;
  onResend: () => void;
  onEdit: () => void;
}) {
  const outcome = outcomeOfRecord(r);
  const method = r.rpcMethod || '(not JSON-RPC)';
  const tab = (column: number) => (tabColumn === column ? 0 : -1);
  return (
    <div
      role="row"
      className={selected ? 'history-entry selected' : 'history-entry'}
      data-row={row}
      data-testid="history-entry"
      data-verdict={r.verdict}
      data-outcome={outcome}
    >
      <span role="rowheader">
        <button
          type="button"
          className="link-button"
          onClick={onSelect}
          aria-current={selected}
          tabIndex={tab(0)}
          data-column={0}
        >
          <span
            className={`verdict-dot verdict-${r.verdict} outcome-${outcome}`}
            data-testid="history-dot"
            aria-label={[r.verdict, outcomeWords(outcome)].filter(Boolean).join(', ')}
          />{' '}
          {method}{' '}
          <span className="muted">
            {r.response?.status ?? r.error?.code} · {r.source} · {new Date(r.startedAt).toLocaleTimeString()}
          </span>
        </button>
      </span>
      <span role="gridcell">
        <button
          type="button"
          className="button-small"
          onClick={onResend}
          aria-label={`Re-send ${method}`}
          tabIndex={tab(1)}
          data-column={1}
          data-testid="resend"
        >
          Re-send
        </button>
      </span>
      <span role="gridcell">
        <button
          type="button"
          className="button-small"
          onClick={onEdit}
          aria-label={`Edit ${method}`}
          tabIndex={tab(2)}
          data-column={2}
        >
          Edit
        </button>
      </span>
      <span role="gridcell">
        <button
          type="button"
          className="button-small"
          onClick={() => downloadJson(`${r.rpcMethod.replace('/', '-')}.har`, toHar([r]))}
          aria-label={`HAR of ${method}`}
          tabIndex={tab(3)}
          data-column={3}
        >
          HAR
        </button>
      </span>
    </div>
  );
}
