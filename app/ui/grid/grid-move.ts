/** A cell of a grid of buttons: its row and its column, from 0. */
export interface GridCell {
  row: number;
  column: number;
}

/**
 * Where a key moves the focus in a grid of `rows` rows of `columns` cells (Live's history and its actions,
 * Tap's exchanges): ↑ ↓ keep the column, ← → stay in the row, Home and End go to the row's ends, and with Ctrl to
 * the first or last row. Null when the key is not a move; a move past an edge stays at the edge.
 *
 * @example
 * gridMove('ArrowDown', false, { row: 0, column: 2 }, { rows: 3, columns: 4 }) // => { row: 1, column: 2 }
 * gridMove('ArrowRight', false, { row: 1, column: 3 }, { rows: 3, columns: 4 }) // => { row: 1, column: 3 }
 * gridMove('End', true, { row: 0, column: 1 }, { rows: 3, columns: 4 }) // => { row: 2, column: 3 }
 * gridMove('Enter', false, { row: 0, column: 0 }, { rows: 3, columns: 4 }) // => null
 */
export function gridMove(
  key: string,
  ctrl: boolean,
  at: GridCell,
  size: { rows: number; columns: number },
): GridCell | null {
  const moves: Record<string, GridCell> = {
    ArrowDown: { row: at.row + 1, column: at.column },
    ArrowUp: { row: at.row - 1, column: at.column },
    ArrowRight: { row: at.row, column: at.column + 1 },
    ArrowLeft: { row: at.row, column: at.column - 1 },
    Home: ctrl ? { row: 0, column: 0 } : { row: at.row, column: 0 },
    End: ctrl ? { row: size.rows - 1, column: size.columns - 1 } : { row: at.row, column: size.columns - 1 },
  };
  const to = Object.hasOwn(moves, key) ? moves[key] : undefined;
  if (!to || size.rows === 0) return null;
  const clamp = (n: number, count: number) => Math.max(0, Math.min(count - 1, n));
  return { row: clamp(to.row, size.rows), column: clamp(to.column, size.columns) };
}
