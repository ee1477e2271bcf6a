import type { Field } from '@cellar/core';
import { describe, expect, it } from 'vitest';
import type { GridRow } from '../store/rowIndex';
import { pasteCells } from './pasteCells';

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
});
