import { describe, expect, it } from 'vitest';
import { gridMove } from '../../../app/ui/grid/grid-move';

const size = { rows: 3, columns: 4 };

describe('gridMove: the history grid’s keys', () => {
  it('moves between rows in the same column and along a row, stopping at the edges', () => {
    expect(gridMove('ArrowDown', false, { row: 1, column: 2 }, size)).toEqual({ row: 2, column: 2 });
    expect(gridMove('ArrowUp', false, { row: 1, column: 2 }, size)).toEqual({ row: 0, column: 2 });
    expect(gridMove('ArrowDown', false, { row: 2, column: 2 }, size)).toEqual({ row: 2, column: 2 });
    expect(gridMove('ArrowUp', false, { row: 0, column: 0 }, size)).toEqual({ row: 0, column: 0 });
    expect(gridMove('ArrowRight', false, { row: 1, column: 0 }, size)).toEqual({ row: 1, column: 1 });
    expect(gridMove('ArrowLeft', false, { row: 1, column: 0 }, size)).toEqual({ row: 1, column: 0 });
  });

  it('Home and End go to the row’s ends, and with Ctrl to the first and the last row', () => {
    expect(gridMove('Home', false, { row: 1, column: 3 }, size)).toEqual({ row: 1, column: 0 });
    expect(gridMove('End', false, { row: 1, column: 0 }, size)).toEqual({ row: 1, column: 3 });
    expect(gridMove('Home', true, { row: 2, column: 2 }, size)).toEqual({ row: 0, column: 0 });
    expect(gridMove('End', true, { row: 0, column: 1 }, size)).toEqual({ row: 2, column: 3 });
  });

  it('any other key, or an empty grid, is no move', () => {
    for (const key of ['Enter', ' ', 'Tab', 'a', 'toString', '__proto__'])
      expect(gridMove(key, false, { row: 0, column: 0 }, size)).toBeNull();
    expect(gridMove('ArrowDown', false, { row: 0, column: 0 }, { rows: 0, columns: 4 })).toBeNull();
  });
});
