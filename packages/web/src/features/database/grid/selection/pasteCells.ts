import type { Field, RowValues } from '@cellar/core';
import { cellKey, pastedValue } from '../../fields/fieldValues';
import type { RowsByIndex } from '../store/rowIndex';

/** The cells one row gets from a paste. */
export interface PastedRow {
  rowId: number;
  cells: RowValues;
}

/**
 * Spreads pasted rows of text over the grid from the selected cell rightwards and downwards,
 * converting each text by its field's paste rule. Cells past the last column or row, and rows
 * not loaded or still being saved, are left out.
 */
export function pasteCells(matrix: readonly (readonly string[])[], start: { rowIndex: number; columnIndex: number }, fields: readonly Field[], rows: RowsByIndex): PastedRow[] {
  const result: PastedRow[] = [];
  matrix.forEach((texts, r) => {
    const entry = rows.get(start.rowIndex + r);
    if (!entry || entry.loading) return;
    const cells: RowValues = {};
    texts.forEach((text, c) => {
      const field = fields[start.columnIndex + c];
      if (field) cells[cellKey(field)] = pastedValue(field, text);
    });
    if (Object.keys(cells).length > 0) result.push({ rowId: entry.row.id, cells });
  });
  return result;
}

/**
 * The rows a paste needs past the end of the table (`count` rows), each with its cells, so that a
 * block pasted near the bottom creates the rows it spills into, as in a spreadsheet.
 */
export function rowsPastTheEnd(matrix: readonly (readonly string[])[], start: { rowIndex: number; columnIndex: number }, fields: readonly Field[], count: number): RowValues[] {
  const needed: RowValues[] = [];
  matrix.forEach((texts, r) => {
    if (start.rowIndex + r < count) return;
    const cells: RowValues = {};
    texts.forEach((text, c) => {
      const field = fields[start.columnIndex + c];
      if (field) cells[cellKey(field)] = pastedValue(field, text);
    });
    needed.push(cells);
  });
  return needed;
}
