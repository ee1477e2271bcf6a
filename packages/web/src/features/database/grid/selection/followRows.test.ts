import { describe, expect, it } from 'vitest';
import type { GridState } from '../store/gridStore';
import { insertRowAt, keepWindow, removeRowAt, updateRowAt, type GridRow } from '../store/rowIndex';
import { followSelectedRow } from './followRows';

const entry = (id: number): GridRow => ({ row: { id, order: `${id}` }, loading: false });
// Rows 1..4 at positions 0..3.
const before: GridState = { status: 'ready', error: null, count: 4, rows: new Map([1, 2, 3, 4].map((id, index) => [index, entry(id)])), fieldOptions: {} };
const withRows = (rows: GridState['rows'], count = before.count): GridState => ({ ...before, rows, count });
const onRow = (rowId: number) => ({ rowId, fieldId: 5 });

describe('where the selected cell goes when rows change', () => {
  it('stays on its row while the row is there, wherever it moved', () => {
    const cell = onRow(2);
    expect(followSelectedRow(cell, before, withRows(insertRowAt(before.rows, 0, entry(9)), 5))).toBe(cell);
  });

  it('stays on a row that scrolling only unloaded', () => {
    const cell = onRow(1);
    expect(followSelectedRow(cell, before, withRows(keepWindow(before.rows, 2, 4)))).toBe(cell);
  });

  it('moves to the next row when its row is deleted, and to the one above when it was the last', () => {
    expect(followSelectedRow(onRow(2), before, withRows(removeRowAt(before.rows, 1), 3))).toEqual(onRow(3));
    expect(followSelectedRow(onRow(4), before, withRows(removeRowAt(before.rows, 3), 3))).toEqual(onRow(3));
  });

  it('is cleared when the last row of the table is deleted', () => {
    const one = withRows(new Map([[0, entry(1)]]), 1);
    expect(followSelectedRow(onRow(1), one, withRows(new Map(), 0))).toBeNull();
  });

  it('follows a new row when the server’s id replaces its temporary one', () => {
    const pending = withRows(insertRowAt(before.rows, 4, entry(-1)), 5);
    expect(followSelectedRow(onRow(-1), pending, withRows(updateRowAt(pending.rows, 4, () => entry(12)), 5))).toEqual(onRow(12));
  });
});
