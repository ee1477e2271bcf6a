import type { Field, Row } from '@cellar/core';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDatabaseApi } from '../DatabaseApiContext';
import { cellKey } from '../fields/fieldValues';
import type { GridController } from '../grid/useGridController';
import { useGridSelector } from '../grid/useGridSelector';
import { indexOfRow } from '../grid/store/rowIndex';

// The expanded row lives in the address (`?row=<id>`), so a link to a row opens it.
const rowParam = 'row';

/**
 * The row shown in the row modal: its id comes from the URL; it is read from the grid while
 * loaded (so live changes show), else fetched once. Previous and next follow the view's order.
 */
export function useExpandedRow(grid: GridController, tableId: number) {
  const api = useDatabaseApi();
  const [params, setParams] = useSearchParams();
  const rowId = Number(params.get(rowParam)) || null;
  const loaded = useGridSelector(grid.store, (state) => (rowId === null ? null : (state.rows.get(indexOfRow(state.rows, rowId))?.row ?? null)));
  const index = useGridSelector(grid.store, (state) => (rowId === null ? -1 : indexOfRow(state.rows, rowId)));
  const count = useGridSelector(grid.store, (state) => state.count);
  const [fetched, setFetched] = useState<Row | null>(null);

  const open = useCallback(
    (id: number | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id === null) next.delete(rowParam);
          else next.set(rowParam, String(id));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // A row that is not in the grid's window (a link to row 90,000) is fetched; one that is gone closes the modal.
  useEffect(() => {
    if (rowId === null || loaded) return;
    let current = true;
    api.getRow(tableId, rowId).then(
      (row) => current && setFetched(row),
      (error) => {
        if (!current) return;
        open(null);
        grid.notifyError(error);
      },
    );
    return () => void (current = false);
  }, [api, tableId, rowId, loaded, open, grid]);

  const row = loaded ?? (fetched?.id === rowId ? fetched : null);
  const goTo = (at: number) => async () => {
    const [target] = await grid.bulk.rowsAt(at, at + 1);
    if (target) open(target.id);
  };
  return {
    row,
    open,
    close: () => open(null),
    /** Saves a cell: through the grid (optimistic, undoable) when loaded, else straight to the server. */
    save(target: Row, field: Field, value: unknown) {
      const cells = { [cellKey(field)]: value };
      if (loaded?.id === target.id) return void grid.rows.updateCells(target.id, cells);
      setFetched({ ...target, ...cells });
      void grid.bulk.updateMany([{ id: target.id, ...cells }], 'Saving');
    },
    previous: index > 0 ? goTo(index - 1) : undefined,
    next: index !== -1 && index < count - 1 ? goTo(index + 1) : undefined,
  };
}
