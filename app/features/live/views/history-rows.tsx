import { useEffect, useId, useMemo } from 'react';
import { registerCommands, type Command } from '../../../shell/commands';
import { downloadJson } from '../../../exchange/files/download';
import { toHar } from '../../../exchange/files/har';
import { outcomeOfResponse } from '../../../exchange/views/outcome';
import { outcomeWords, type ExchangeRecord, type Outcome } from '../../../../src/index';
import { useGridFocus } from '../../../ui/grid/use-grid-focus';

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
  empty,
  onSelect,
  onResend,
  onEdit,
}: {
  records: readonly ExchangeRecord[];
  selectedId: string | null;
  /** Said in the grid when no exchange is in it (none yet, or none the filters let through). */
  empty: string;
  onSelect: (id: string) => void;
  onResend: (record: ExchangeRecord) => void;
  onEdit: (record: ExchangeRecord) => void;
}) {
  const ids = useMemo(() => records.map((r) => r.id), [records]);
  const { gridProps, tabIndexOf } = useGridFocus<HTMLDivElement>(ids, selectedId, COLUMNS);
  const keysId = useId();
  useEffect(() => registerCommands(HISTORY_KEYS), []);
  return (
    <>
      <span id={keysId} hidden>
        ↑ ↓ move between exchanges, ← → reach Re-send, Edit and HAR, Enter opens
      </span>
      <div
        {...gridProps}
        className="history-list"
        role="grid"
        aria-label="Exchanges, newest first"
        aria-describedby={keysId}
        data-testid="history-rows"
      >
        {records.length === 0 && (
          <div role="row">
            <span role="gridcell" className="muted" data-testid="history-empty">
              {empty}
            </span>
          </div>
        )}
        {records.map((r, i) => (
          <HistoryEntry
            key={r.id}
            record={r}
            row={i}
            selected={r.id === selectedId}
            tab={(column) => tabIndexOf(r.id, column)}
            onSelect={() => onSelect(r.id)}
            onResend={() => onResend(r)}
            onEdit={() => onEdit(r)}
          />
        ))}
      </div>
    </>
  );
}

/** One exchange of the history: its verdict and outcome (the row's header, which opens it), and its actions. */
function HistoryEntry({
  record: r,
  row,
  selected,
  tab,
  onSelect,
  onResend,
  onEdit,
}: {
  record: ExchangeRecord;
  row: number;
  selected: boolean;
  /** A cell's tabindex: 0 for the grid's one Tab stop. */
  tab: (column: number) => 0 | -1;
  onSelect: () => void;
  onResend: () => void;
  onEdit: () => void;
}) {
  const outcome = outcomeOfRecord(r);
  const method = r.rpcMethod || '(not JSON-RPC)';
  // The row's actions, in their column order (the grid's ← → reach them).
  const actions = [
    { label: 'Re-send', name: 'Re-send', run: onResend, testId: 'resend' },
    { label: 'Edit', name: 'Edit', run: onEdit },
    { label: 'HAR', name: 'HAR of', run: () => downloadJson(`${r.rpcMethod.replace('/', '-')}.har`, toHar([r])) },
  ];
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
      {actions.map(({ label, name, run, testId }, i) => (
        <span role="gridcell" key={label}>
          <button
            type="button"
            className="button-small"
            onClick={run}
            aria-label={`${name} ${method}`}
            tabIndex={tab(i + 1)}
            data-column={i + 1}
            data-testid={testId}
          >
            {label}
          </button>
        </span>
      ))}
    </div>
  );
}
