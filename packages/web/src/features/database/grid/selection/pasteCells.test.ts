import type { Field, Row } from '@cellar/core';
import { describe, expect, it } from 'vitest';
import { pasteCells, rowsPastTheEnd } from './pasteCells';

const field = (id: number, type: Field['type']): Field => ({ id, table_id: 1, name: `F${id}`, order: id, type, primary: id === 1 });
const fields = [field(1, 'text'), field(2, 'number'), field(3, 'boolean')];
const row = (id: number): Row => ({ id, order: `${id}` });

describe('pasting a block', () => {
  it('fills cells rightwards and downwards with each field’s paste rule', () => {
    const matrix = [
      ['a', '12', 'yes'],
      ['b', 'oops', 'no'],
    ];
    expect(pasteCells(matrix, [row(40), row(50)], 0, fields)).toEqual([
      { id: 40, field_1: 'a', field_2: '12', field_3: true },
      { id: 50, field_1: 'b', field_2: null, field_3: false },
    ]);
  });

  it('drops what falls outside the columns and positions without a row to write to', () => {
    const matrix = [['1', 'true', 'extra'], ['2', 'x'], ['3', 'y']];
    expect(pasteCells(matrix, [row(50), undefined], 1, fields)).toEqual([{ id: 50, field_2: '1', field_3: true }]);
    expect(pasteCells([['past the last column']], [row(50)], 3, fields)).toEqual([]);
  });

  it('creates the rows a block spills into past the end of the table, in order', () => {
    // A table of 6 rows; a 4-line block pasted at row index 4 fills rows 4 and 5 and needs two more.
    const matrix = [['1', 'yes'], ['2', 'no'], ['5', 'yes'], ['6', 'no', 'extra']];
    expect(rowsPastTheEnd(matrix, { rowIndex: 4, columnIndex: 1 }, fields, 6)).toEqual([
      { field_2: '5', field_3: true },
      { field_2: '6', field_3: false },
    ]);
    expect(rowsPastTheEnd(matrix, { rowIndex: 0, columnIndex: 0 }, fields, 6)).toEqual([]);
    expect(rowsPastTheEnd([['x']], { rowIndex: 9, columnIndex: 0 }, fields, 6)).toEqual([{ field_1: 'x' }]);
  });
});
