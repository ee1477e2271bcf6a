import { useCallback, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { GridColumn } from '../columns';
import { dropIndex, moveColumn } from './columnOrder';
import type { Field } from '@cellar/core';

/** A column being dragged: where the pointer is (in right-section pixels) and where it would drop. */
export interface ColumnDrag {
  fieldId: number;
  width: number;
  /** Left edge of the ghost, following the pointer. */
  ghostLeft: number;
  /** X of the drop line. */
  dropLeft: number;
}

// A press that moves less than this is a click (it opens nothing, but must not reorder).
const threshold = 4;

/**
 * Drag-to-reorder of the right section's columns. `originX` gives the client x where the right
 * section starts (it moves with horizontal scroll); `onDrop` gets the shown fields in new order.
 */
export function useColumnReorder(columns: readonly GridColumn[], originX: () => number, onDrop: (fields: Field[]) => void) {
  const [drag, setDrag] = useState<ColumnDrag | null>(null);
  const start = useCallback(
    (event: ReactPointerEvent, column: GridColumn) => {
      if (event.button !== 0) return;
      const startX = event.clientX;
      const grab = startX - originX() - column.left;
      let moved = false;
      const at = (clientX: number) => {
        const x = clientX - originX();
        const index = dropIndex(columns, x);
        const dropLeft = columns[index]?.left ?? (columns.at(-1) ? columns.at(-1)!.left + columns.at(-1)!.width : 0);
        return { index, drag: { fieldId: column.field.id, width: column.width, ghostLeft: x - grab, dropLeft } };
      };
      const move = (next: PointerEvent) => {
        if (!moved && Math.abs(next.clientX - startX) < threshold) return;
        moved = true;
        setDrag(at(next.clientX).drag);
      };
      const up = (released: PointerEvent) => {
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', up);
        setDrag(null);
        if (!moved) return;
        const fields = moveColumn(columns, column.field.id, at(released.clientX).index);
        if (fields.some((field, i) => field.id !== columns[i]?.field.id)) onDrop(fields);
      };
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', up);
    },
    [columns, originX, onDrop],
  );
  return { drag, start };
}
