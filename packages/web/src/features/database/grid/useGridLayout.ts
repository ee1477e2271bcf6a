import { gridConstants, type Field, type GridFieldOptions } from '@cellar/core';
import { useCallback, useMemo, useState, type RefObject } from 'react';
import { layoutColumns, orderFields } from './columns';
import { moveColumn, reorderChanges } from './header/columnOrder';
import { useColumnReorder } from './header/useColumnReorder';
import { useColumnResize } from './header/useColumnResize';
import { optionsFor } from './store/fieldOptionsMutation';

type Options = Readonly<Record<string, GridFieldOptions>>;

/**
 * The column layout with its two pointer gestures: resizing (live while dragging, saved on
 * release) and drag-to-reorder (saved as new orders); both go through `save` (optimistic).
 */
export function useGridLayout(
  fields: readonly Field[],
  options: Options,
  scroller: RefObject<HTMLDivElement | null>,
  save: (changes: Record<number, Partial<GridFieldOptions>>) => void,
  rowCount = 0,
) {
  const [liveWidths, setLiveWidths] = useState<Record<number, number>>({});
  // Only the number of digits moves the details column: a new row does not lay out the columns again.
  const digits = String(rowCount).length;
  const layout = useMemo(() => layoutColumns(fields, options, liveWidths, 10 ** digits - 1), [fields, options, liveWidths, digits]);

  const onLive = useCallback((fieldId: number, width: number | null) => {
    setLiveWidths((current) => {
      const next = { ...current };
      if (width === null) delete next[fieldId];
      else next[fieldId] = width;
      return next;
    });
  }, []);
  const onResized = useCallback((fieldId: number, width: number) => save({ [fieldId]: { width } }), [save]);
  const startResize = useColumnResize(onLive, onResized);

  const originX = () => {
    const element = scroller.current;
    return element ? element.getBoundingClientRect().left + layout.leftWidth - element.scrollLeft : 0;
  };
  const onDrop = useCallback(
    (shown: Field[]) => save(reorderChanges(orderFields(fields, options), shown, (field) => optionsFor(options, field.id).order)),
    [fields, options, save],
  );
  const reorder = useColumnReorder(layout.columns, originX, onDrop);

  // The keyboard's way to do both (column menu): one place left or right, a step wider or narrower.
  const moveBy = useCallback(
    (fieldId: number, steps: -1 | 1) => {
      const from = layout.columns.findIndex((column) => column.field.id === fieldId);
      const to = from + steps;
      if (from === -1 || to < 0 || to >= layout.columns.length) return;
      onDrop(moveColumn(layout.columns, fieldId, steps > 0 ? to + 1 : to));
    },
    [layout.columns, onDrop],
  );
  const resizeBy = useCallback(
    (fieldId: number, step: number) => {
      const column = [layout.primary, ...layout.columns].find((candidate) => candidate?.field.id === fieldId);
      if (column) save({ [fieldId]: { width: Math.max(gridConstants.minFieldWidth, column.width + step) } });
    },
    [layout.primary, layout.columns, save],
  );
  return { layout, startResize, drag: reorder.drag, startDrag: reorder.start, moveBy, resizeBy };
}
