import type { Field } from '@cellar/core';
import { describe, expect, it } from 'vitest';
import type { GridColumn } from '../columns';
import { dropIndex, moveColumn, reorderChanges } from './columnOrder';

const field = (id: number): Field => ({ id, table_id: 1, name: `F${id}`, order: id, type: 'text', primary: false });
const columns: GridColumn[] = [2, 3, 4].map((id, i) => ({ field: field(id), width: 200, left: i * 200, position: i + 1 }));

describe('reordering columns', () => {
  it('drops before the first column whose middle is right of the pointer', () => {
    expect(dropIndex(columns, 50)).toBe(0);
    expect(dropIndex(columns, 350)).toBe(2);
    expect(dropIndex(columns, 900)).toBe(3);
  });

  it('moves a column left or right', () => {
    expect(moveColumn(columns, 4, 0).map((f) => f.id)).toEqual([4, 2, 3]);
    expect(moveColumn(columns, 2, 3).map((f) => f.id)).toEqual([3, 4, 2]);
  });

  it('keeps hidden fields in their slots and sends only changed orders', () => {
    const ordered = [field(2), field(9), field(3), field(4)];
    const order = new Map([[2, 0], [9, 1], [3, 2], [4, 3]]);
    const changes = reorderChanges(ordered, [field(4), field(2), field(3)], (f) => order.get(f.id)!);
    expect(changes).toEqual({ 4: { order: 0 }, 2: { order: 2 }, 3: { order: 3 } });
  });
});
