import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { CatalogEntries, CatalogEntry } from './catalog-entries';

/** Every row is this tall, so a list of any length is laid out from its scroll position alone. */
const CATALOG_ROW_PX = 26;
const VISIBLE_ROWS = 8;
// Rows laid out beyond the visible ones, so a fast scroll or a key press never shows a blank row.
const OVERSCAN = 8;
// A short list is laid out whole (every entry findable in the page); a longer one only around its view.
const LAY_OUT_ALL_MAX = 200;

/**
 * One group of the catalog as a list box: one Tab stop, ↑ ↓ Page Up/Down Home End move, Enter picks,
 * Ctrl+Enter sends what was picked, → shows a tool's schemas and ← hides them. Only the rows in view are laid out, so 100,000 tools
 * cost what a few dozen do.
 */
export function CatalogRows({
  title,
  entries,
  schemasShown,
  onSchemas,
  selected,
}: {
  title: string;
  entries: CatalogEntries;
  schemasShown: string | null;
  onSchemas: (name: string | null) => void;
  /** The key of the one row the request comes from, in whichever group it is (null: none). */
  selected: string | null;
}) {
  const [active, setActive] = useState(0);
  const [scrollTop, setScrollTop] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const idPrefix = useId();
  const count = entries.length;
  const current = Math.min(active, count - 1);
  const whole = count <= LAY_OUT_ALL_MAX;
  const first = whole ? 0 : Math.max(0, Math.floor(scrollTop / CATALOG_ROW_PX) - OVERSCAN);
  const last = whole ? count : Math.min(count, Math.ceil(scrollTop / CATALOG_ROW_PX) + VISIBLE_ROWS + OVERSCAN);
  const rowId = (i: number) => `${idPrefix}-${i}`;

  const moveTo = (to: number) => {
    const i = Math.max(0, Math.min(count - 1, to));
    setActive(i);
    const el = box.current;
    if (!el) return;
    const top = i * CATALOG_ROW_PX;
    if (top < el.scrollTop) el.scrollTop = top;
    else if (top + CATALOG_ROW_PX > el.scrollTop + el.clientHeight)
      el.scrollTop = top + CATALOG_ROW_PX - el.clientHeight;
    setScrollTop(el.scrollTop);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const entry = entries.at(current);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      PageDown: current + VISIBLE_ROWS,
      PageUp: current - VISIBLE_ROWS,
      Home: 0,
      End: count - 1,
    };
    if (e.key in moves) moveTo(moves[e.key] ?? 0);
    // Ctrl+Enter (⌘ on Apple) is left to the screen's Send, as it is everywhere else on Live.
    else if (e.key === 'Enter' && !e.ctrlKey && !e.metaKey && entry) entry.pick();
    else if (e.key === 'ArrowRight' && entry?.schemasOf !== undefined) onSchemas(entry.schemasOf);
    else if (e.key === 'ArrowLeft' && schemasShown !== null) onSchemas(null);
    else return;
    e.preventDefault();
  };

  if (count === 0) return null;
  return (
    <div
      ref={box}
      className="catalog-rows"
      role="listbox"
      tabIndex={0}
      aria-label={`${title}: arrow keys move, Enter picks, Ctrl+Enter sends${title === 'Tools' ? ', → shows the schemas' : ''}`}
      aria-activedescendant={current >= first && current < last ? rowId(current) : undefined}
      onKeyDown={onKeyDown}
      onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
      style={{ height: Math.min(count, VISIBLE_ROWS) * CATALOG_ROW_PX }}
      data-testid={`catalog-rows-${title}`}
      data-count={count}
    >
      <div className="catalog-rows-space" style={{ height: count * CATALOG_ROW_PX }}>
        {shownRows(entries, first, last).map(([i, entry]) => (
          <CatalogRow
            key={entry.key}
            id={rowId(i)}
            index={i}
            count={count}
            entry={entry}
            active={i === current}
            selected={entry.key === selected}
            schemasShown={schemasShown}
            onActive={() => setActive(i)}
            onSchemas={onSchemas}
          />
        ))}
      </div>
    </div>
  );
}

/** One row, laid out at its place in the list: its words, and a tool's schemas toggle. */
function CatalogRow({
  id,
  index,
  count,
  entry,
  active,
  selected,
  schemasShown,
  onActive,
  onSchemas,
}: {
  id: string;
  index: number;
  count: number;
  entry: CatalogEntry;
  /** The keyboard's place in the list (outlined while the list has focus). */
  active: boolean;
  /** The row the request comes from: one in the whole catalog. */
  selected: boolean;
  schemasShown: string | null;
  onActive: () => void;
  onSchemas: (name: string | null) => void;
}) {
  const { label, note } = entry.words();
  return (
    <div
      id={id}
      role="option"
      aria-selected={selected}
      aria-posinset={index + 1}
      aria-setsize={count}
      className={`catalog-row${active ? ' active' : ''}${selected ? ' selected' : ''}`}
      style={{ top: index * CATALOG_ROW_PX, height: CATALOG_ROW_PX }}
      onClick={() => {
        onActive();
        entry.pick();
      }}
      data-testid={`catalog-${entry.key}`}
    >
      <span className="catalog-words">
        <span className="catalog-label">{label}</span>
        {note && <span className="muted"> {note.slice(0, 140)}</span>}
      </span>
      {entry.schemasOf !== undefined && (
        <button
          type="button"
          tabIndex={-1}
          className="link-button catalog-schemas-toggle"
          aria-pressed={schemasShown === entry.schemasOf}
          onClick={(e) => {
            e.stopPropagation();
            onActive();
            onSchemas(schemasShown === entry.schemasOf ? null : (entry.schemasOf ?? null));
          }}
          data-testid={`schemas-toggle-${entry.schemasOf}`}
        >
          schemas
        </button>
      )}
    </div>
  );
}

function shownRows(entries: CatalogEntries, first: number, last: number): [number, CatalogEntry][] {
  const rows: [number, CatalogEntry][] = [];
  for (let i = first; i < last; i++) {
    const entry = entries.at(i);
    if (entry) rows.push([i, entry]);
  }
  return rows;
}
