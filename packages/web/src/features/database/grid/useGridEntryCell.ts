import type { Field } from '@cellar/core';
import { useCallback, useEffect, useRef } from 'react';
import type { StateStore } from '../../../ui/stateStore';
import type { CellRef, SelectionState } from './selection/selectionStore';
import { indexOfRow } from './store/rowIndex';
import type { GridStore } from './store/gridStore';

/**
 * Where the keyboard enters the grid with nothing selected (ARIA data grid pattern): the cell
 * selected last while its row is still loaded and its field shown, else the first cell in view.
 */
export function useGridEntryCell(store: GridStore, selection: StateStore<SelectionState>, order: () => readonly Field[], firstRowInView: number) {
  const lastCell = useRef<CellRef | null>(null);
  const viewportFirst = useRef(0);
  useEffect(() => void (viewportFirst.current = firstRowInView), [firstRowInView]);
  useEffect(() => selection.subscribe(() => void (lastCell.current = selection.getState().cell ?? lastCell.current)), [selection]);
  return useCallback((): CellRef | null => {
    const { rows } = store.getState();
    const fields = order();
    const last = lastCell.current;
    if (last && indexOfRow(rows, last.rowId) !== -1 && fields.some((field) => field.id === last.fieldId)) return last;
    const [first] = fields;
    const row = rows.get(viewportFirst.current) ?? rows.get(0);
    return first && row ? { rowId: row.row.id, fieldId: first.id } : null;
  }, [store, order]);
}
