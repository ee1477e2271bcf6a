import type { Field, Row, RowValues } from '@cellar/core';
import type { RowChange } from '../../../../api/databaseApi';
import { cellKey, isWritable, pastedValue } from '../../fields/fieldValues';

/** Where a block of text lands: the row position and the column (in keyboard order) of its top-left cell. */
export interface PastePosition {
  rowIndex: number;
  columnIndex: number;
}

/**
 * The cells one pasted line gives a row from a column rightwards, each text by its field's paste
 * rule; texts past the last column, and those landing on a read-only column, are dropped.
 */
export function pastedLine(texts: readonly string[], columnIndex: number, fields: readonly Field[]): RowValues {
  const cells: RowValues = {};
  texts.forEach((text, offset) => {
    const field = fields[columnIndex + offset];
    if (field && isWritable(field)) cells[cellKey(field)] = pastedValue(field, text);
  });
  return cells;
}

/**
 * Spreads pasted lines over the rows they land on (`rows[i]` takes line i), from a column
 * rightwards. Positions without a row to write to, and lines with no cell left, are left out.
 */
export function pasteCells(matrix: readonly (readonly string[])[], rows: readonly (Row | undefined)[], columnIndex: number, fields: readonly Field[]): RowChange[] {
  const changes: RowChange[] = [];
  rows.forEach((row, line) => {
    const cells = row && pastedLine(matrix[line] ?? [], columnIndex, fields);
    if (row && cells && Object.keys(cells).length > 0) changes.push({ id: row.id, ...cells });
  });
  return changes;
}

/**
 * The rows a paste needs past the end of the table (`count` rows), each with its cells, so that a
 * block pasted near the bottom creates the rows it spills into, as in a spreadsheet.
 */
export function rowsPastTheEnd(matrix: readonly (readonly string[])[], start: PastePosition, fields: readonly Field[], count: number): RowValues[] {
  return matrix.slice(Math.max(0, count - start.rowIndex)).map((texts) => pastedLine(texts, start.columnIndex, fields));
}
