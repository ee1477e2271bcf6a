import type { GridFieldOptions } from '@cellar/core';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useDatabaseApi } from '../DatabaseApiContext';
import { useNotifyError } from '../useNotifyError';
import { changeFieldOptions } from './store/fieldOptionsMutation';
import { createGridStore, type GridState, type GridStore } from './store/gridStore';
import { refreshCells } from './store/refreshCells';
import { createRowMutations, type RowMutations } from './store/rowMutations';

/** One grid view's buffer with the changes that go through it. */
export interface GridController {
  store: GridStore;
  rows: RowMutations;
  changeFieldOptions(changes: Record<number, Partial<GridFieldOptions>>): Promise<void>;
  /** Reloads the given fields' cells of the loaded rows (after a create or conversion). */
  refreshCells(fieldIds: number[]): Promise<void>;
  notifyError(error: unknown): void;
}

/** Creates the grid of one view and loads its first rows; mount it keyed by the view id. */
export function useGridController(viewId: number, tableId: number): GridController {
  const api = useDatabaseApi();
  const notifyError = useNotifyError();
  const [controller] = useState<GridController>(() => {
    const store = createGridStore((window, signal) => api.gridRows(viewId, window, { signal }));
    return {
      store,
      rows: createRowMutations({ store, api, tableId, onError: notifyError }),
      changeFieldOptions: (changes) => changeFieldOptions(store, (patch) => api.updateFieldOptions(viewId, patch), changes, notifyError),
      refreshCells: (fieldIds) => refreshCells(store, (rowIds, ids) => api.gridRowsById(viewId, rowIds, ids), fieldIds).catch(notifyError),
      notifyError,
    };
  });
  useEffect(() => {
    void controller.store.load();
    return () => controller.store.dispose();
  }, [controller]);
  return controller;
}

/** The grid state, re-rendering when it changes. */
export function useGridState(store: GridStore): GridState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
