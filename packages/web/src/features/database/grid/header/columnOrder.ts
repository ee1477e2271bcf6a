import type { Field } from '@cellar/core';
import type { GridColumn } from '../columns';

/** Where a dragged column would land: the index among shown columns it goes before. */
export function dropIndex(columns: readonly GridColumn[], x: number): number {
  return columns.filter((column) => column.left + column.width / 2 < x).length;
}

/** Shown columns after moving one to a drop index. */
export function moveColumn(columns: readonly GridColumn[], fieldId: number, index: number): Field[] {
  const from = columns.findIndex((column) => column.field.id === fieldId);
  const fields = columns.map((column) => column.field);
  if (from === -1) return fields;
  const [moved] = fields.splice(from, 1);
  fields.splice(index > from ? index - 1 : index, 0, moved!);
  return fields;
}

/**
 * The order values to save after a reorder: hidden fields keep their slots, shown ones fill
 * the other slots in their new sequence, and only fields whose order changes are sent.
 */
export function reorderChanges(ordered: readonly Field[], shownInNewOrder: readonly Field[], currentOrder: (field: Field) => number): Record<number, { order: number }> {
  const shown = new Set(shownInNewOrder.map((field) => field.id));
  const queue = [...shownInNewOrder];
  const changes: Record<number, { order: number }> = {};
  ordered.forEach((field, position) => {
    const placed = shown.has(field.id) ? queue.shift()! : field;
    if (currentOrder(placed) !== position) changes[placed.id] = { order: position };
  });
  return changes;
}
