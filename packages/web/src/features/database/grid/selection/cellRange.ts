import type { Field } from '@cellar/core';
import type { RangeEnds } from './selectionStore';

/** A range as positions: rows top to bottom and columns (in keyboard order) left to right, both inclusive. */
export interface CellBlock {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The block a range covers among the fields in keyboard order; null when one of its columns is gone (hidden or deleted). */
export function blockOf(range: RangeEnds, order: readonly Field[]): CellBlock | null {
  const from = order.findIndex((field) => field.id === range.anchor.fieldId);
  const to = order.findIndex((field) => field.id === range.extent.fieldId);
  if (from === -1 || to === -1) return null;
  return {
    top: Math.min(range.anchor.rowIndex, range.extent.rowIndex),
    bottom: Math.max(range.anchor.rowIndex, range.extent.rowIndex),
    left: Math.min(from, to),
    right: Math.max(from, to),
  };
}

/** How many rows and columns a block spans. */
export function blockSize(block: CellBlock): { rows: number; columns: number } {
  return { rows: block.bottom - block.top + 1, columns: block.right - block.left + 1 };
}

/** The range a block of text makes when pasted at a position: as many rows and columns as it has, within the fields. */
export function rangeOfPaste(start: { rowIndex: number; columnIndex: number }, size: { rows: number; columns: number }, order: readonly Field[]): RangeEnds | null {
  const first = order[start.columnIndex];
  const last = order[Math.min(order.length - 1, start.columnIndex + size.columns - 1)];
  if (!first || !last || size.rows < 1) return null;
  return { anchor: { rowIndex: start.rowIndex, fieldId: first.id }, extent: { rowIndex: start.rowIndex + size.rows - 1, fieldId: last.id } };
}
