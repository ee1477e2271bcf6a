import type { Row, RowValues } from '@cellar/core';
import type { DatabaseApi } from '../../../../api/databaseApi';
import { isApiError } from '../../../../api/ApiError';
import type { GridStore } from './gridStore';
import { indexOfRow, withCells } from './rowIndex';

/** What row changes need: the buffer, the rows endpoints and where to report failures. */
export interface RowMutationDeps {
  store: GridStore;
  api: Pick<DatabaseApi, 'createRow' | 'updateRow' | 'deleteRow'>;
  tableId: number;
  onError: (error: unknown) => void;
}

/** Optimistic row changes of spec §4: shown at once, then confirmed or undone. */
export interface RowMutations {
  /** Adds a row at a position (before `beforeId`, or at the end) with a temporary id until the server answers. */
  createRow(input: { index: number; beforeId?: number; cells: RowValues; body?: RowValues }): Promise<Row | null>;
  /** Writes cells of a row; each cell goes back to its old value if the server refuses. */
  updateCells(rowId: number, cells: RowValues): Promise<void>;
  /** Deletes a row; it shows as loading meanwhile, and a 404 means it was already gone. */
  deleteRow(rowId: number): Promise<void>;
}

/** Binds the row changes to one grid buffer. */
export function createRowMutations({ store, api, tableId, onError }: RowMutationDeps): RowMutations {
  // Negative ids can never clash with the server's, and tell a row that is still being created.
  let nextTemporaryId = -1;

  return {
    async createRow({ index, beforeId, cells, body = {} }) {
      const temporaryId = nextTemporaryId--;
      store.insertRow(index, { row: withCells({ id: temporaryId, order: '' }, cells), loading: true });
      try {
        const created = await api.createRow(tableId, body, beforeId);
        store.updateRow(temporaryId, () => ({ row: created, loading: false }));
        return created;
      } catch (error) {
        store.removeRow(temporaryId);
        onError(error);
        return null;
      }
    },

    async updateCells(rowId, cells) {
      const entry = [...store.getState().rows.values()].find((candidate) => candidate.row.id === rowId);
      if (!entry) return;
      const previous = Object.fromEntries(Object.keys(cells).map((key) => [key, entry.row[key as keyof Row]]));
      store.updateRow(rowId, (current) => ({ ...current, row: withCells(current.row, cells) }));
      // Later edits of the same cell win over this request's answer or rollback.
      const untouchedSince = (row: Row) => Object.keys(cells).filter((key) => row[key as keyof Row] === cells[key as keyof RowValues]);
      try {
        const saved = await api.updateRow(tableId, rowId, cells);
        store.updateRow(rowId, (current) => {
          const keys = untouchedSince(current.row);
          return { ...current, row: withCells(current.row, Object.fromEntries(keys.map((key) => [key, saved[key as keyof Row]]))) };
        });
      } catch (error) {
        store.updateRow(rowId, (current) => {
          const keys = untouchedSince(current.row);
          return { ...current, row: withCells(current.row, Object.fromEntries(keys.map((key) => [key, previous[key]]))) };
        });
        onError(error);
      }
    },

    async deleteRow(rowId) {
      if (indexOfRow(store.getState().rows, rowId) === -1) return;
      store.updateRow(rowId, (current) => ({ ...current, loading: true }));
      try {
        await api.deleteRow(tableId, rowId);
        store.removeRow(rowId);
      } catch (error) {
        if (isApiError(error) && error.status === 404) {
          store.removeRow(rowId);
          return;
        }
        store.updateRow(rowId, (current) => ({ ...current, loading: false }));
        onError(error);
      }
    },
  };
}
