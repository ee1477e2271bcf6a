import type { Field } from '@cellar/core';
import { describe, expect, it } from 'vitest';
import type { GridRow } from '../store/rowIndex';
import { pasteCells, rowsPastTheEnd } from './pasteCells';

const field = (id: number, type: Field['type']): Field => ({ id, table_id: 1, name: `F${id}`, order: id, type, primary: id === 1 });
const fields = [field(1, 'text'), field(2, 'number'), field(3, 'boolean')];
const rows = new Map<number, GridRow>([
  [4, { row: { id: 40, order: '1' }, loading: false }],
  [5, { row: { id: 50, order: '2' }, loading: false }],
  [6, { row: { id: -1, order: '' }, loading: true }],
]);

describe('pasting a range', () => {
  it('fills cells rightwards and downwards with each field’s paste rule', () => {
    const matrix = [
      ['a', '12', 'yes'],
      ['b', 'oops', 'no'],
    ];
    expect(pasteCells(matrix, { rowIndex: 4, columnIndex: 0 }, fields, rows)).toEqual([
      { rowId: 40, cells: { field_1: 'a', field_2: '12', field_3: true } },
      { rowId: 50, cells: { field_1: 'b', field_2: null, field_3: false } },
    ]);
  });

  it('drops what falls outside the columns, unloaded rows and rows still saving', () => {
    const matrix = [['1', 'true', 'extra'], ['2', 'x'], ['3', 'y']];
    expect(pasteCells(matrix, { rowIndex: 5, columnIndex: 1 }, fields, rows)).toEqual([{ rowId: 50, cells: { field_2: '1', field_3: true } }]);
  });

  it('creates the rows a block spills into past the end of the table, in order', () => {
    // A table of 6 rows; a 4-line block pasted at row index 4 fills rows 4 and 5 and needs two more.
    const matrix = [['1', 'yes'], ['2', 'no'], ['5', 'yes'], ['6', 'no', 'extra']];
    expect(rowsPastTheEnd(matrix, { rowIndex: 4, columnIndex: 1 }, fields, 6)).toEqual([
      { field_2: '5', field_3: true },
      { field_2: '6', field_3: false },
    ]);
    expect(rowsPastTheEnd(matrix, { rowIndex: 0, columnIndex: 0 }, fields, 6)).toEqual([]);
  });
});
