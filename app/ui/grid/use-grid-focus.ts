import { useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { gridMove } from './grid-move';

/** What a grid element gets from `useGridFocus`. */
interface GridProps<E extends HTMLElement> {
  ref: React.RefObject<E | null>;
  onKeyDown: (e: KeyboardEvent<E>) => void;
  onFocus: (e: FocusEvent<E>) => void;
  onBlur: (e: FocusEvent<E>) => void;
  tabIndex: -1;
}

const cellOf = (target: EventTarget) => {
  const cell = (target as HTMLElement).closest<HTMLElement>('[data-column]');
  const row = cell?.closest<HTMLElement>('[data-row]');
  return cell && row ? { row: Number(row.dataset['row']), column: Number(cell.dataset['column']) } : null;
};

/**
 * A grid of buttons with one Tab stop (rows marked `data-row`, their cells `data-column`, both from 0): the
 * keys of `gridMove` move the focus, the cell that had it keeps the Tab stop, before any the `preferred` row
 * (or the first) has it. When the row in focus leaves `ids` (a filter, a cap), focus goes to the row now at
 * its place, or to the grid itself when none is left, never to the page.
 * Used as `const { gridProps, tabIndexOf } = useGridFocus(ids, selectedId, columns)`: the grid element spreads
 * `gridProps`, each cell button takes `tabIndex={tabIndexOf(id, column)}`.
 */
export function useGridFocus<E extends HTMLElement>(
  ids: readonly string[],
  preferred: string | null,
  columns: number,
): { gridProps: GridProps<E>; tabIndexOf: (id: string, column: number) => 0 | -1 } {
  const grid = useRef<E>(null);
  const [focused, setFocused] = useState<{ id: string; column: number } | null>(null);
  // Whether the focus is in the grid: a row removed under it takes the focus to the page, without a focusin.
  const inside = useRef(false);
  const before = useRef(ids);
  const stopId = [focused?.id, preferred, ids[0]].find((id) => id && ids.includes(id));
  const stopColumn = focused && stopId === focused.id ? focused.column : 0;

  useLayoutEffect(() => {
    const was = before.current;
    before.current = ids;
    const el = grid.current;
    if (!el || !focused || !inside.current || ids.includes(focused.id)) return;
    const active = document.activeElement;
    if (active && active !== document.body && active !== el) return;
    const at = Math.min(Math.max(was.indexOf(focused.id), 0), ids.length - 1);
    const cell = el.querySelector<HTMLElement>(`[data-row="${at}"] [data-column="${focused.column}"]`);
    (cell ?? el).focus();
  }, [ids, focused]);

  const focusCell = (row: number, column: number) =>
    grid.current?.querySelector<HTMLElement>(`[data-row="${row}"] [data-column="${column}"]`)?.focus();
  const onKeyDown = (e: KeyboardEvent<E>) => {
    // Alt with an arrow is the browser's (back, forward), never a move.
    if (e.altKey) return;
    // The grid itself has the focus once its rows are gone: the first key that moves reaches the first row.
    const at = e.target === grid.current ? { row: 0, column: 0 } : cellOf(e.target);
    const to = at && gridMove(e.key, e.ctrlKey || e.metaKey, at, { rows: ids.length, columns });
    if (!to) return;
    e.preventDefault();
    focusCell(e.target === grid.current ? 0 : to.row, e.target === grid.current ? 0 : to.column);
  };
  const onFocus = (e: FocusEvent<E>) => {
    inside.current = true;
    const at = cellOf(e.target);
    const id = at && ids[at.row];
    if (at && id) setFocused({ id, column: at.column });
  };
  const onBlur = (e: FocusEvent<E>) => {
    // A cell removed from the page may report a blur: only a move to somewhere else takes the focus out.
    const to = e.relatedTarget as Node | null;
    if ((e.target as Node).isConnected && !grid.current?.contains(to)) inside.current = false;
  };
  return {
    // Focusable by script always: a browser takes the focus from an element that stops being focusable.
    gridProps: { ref: grid, onKeyDown, onFocus, onBlur, tabIndex: -1 },
    tabIndexOf: (id, column) => (id === stopId && column === stopColumn ? 0 : -1),
  };
}
