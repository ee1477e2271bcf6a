import type { Field, GridFieldOptions } from '@cellar/core';
import { useCallback, useMemo, useState, type RefObject } from 'react';
import { layoutColumns, orderFields } from './columns';
import { reorderChanges } from './header/columnOrder';
import { useColumnReorder } from './header/useColumnReorder';
import { useColumnResize } from './header/useColumnResize';
import { optionsFor } from './store/fieldOptionsMutation';

type Options = Readonly<Record<string, GridFieldOptions>>;

/**
 * The column layout with its two pointer gestures: resizing (live while dragging, saved on
 * release) and drag-to-reorder (saved as new orders); both go through `save` (optimistic).
 */
export function useGridLayout(fields: readonly Field[], options: Options, scroller: RefObject<HTMLDivElement | null>, save: (changes: Record<number, Partial<GridFieldOptions>>) => void) {
  const [liveWidths, setLiveWidths] = useState<Record<number, number>>({});
  const layout = useMemo(() => layoutColumns(fields, options, liveWidths), [fields, options, liveWidths]);

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
  return { layout, startResize, drag: reorder.drag, startDrag: reorder.start };
}
